/** The Kingdom's invoicing rules that are not a decision on one stream: the VAT rate and the reporting deadline. */

/** VAT rate of the Kingdom; an invoice records the rate it was drafted with. */
export const VAT_RATE = 15;

/** Simplified invoices must be reported to the authority within 24 hours of issue. */
export const REPORTING_DEADLINE_HOURS = 24;

/** How long an issued, unreported simplified invoice has waited (hours, one decimal) and whether it is late. */
export function reportingAge(issuedAt: string, now: Date): { ageHours: number; overdue: boolean } {
  const hours = Math.max(0, (now.getTime() - Date.parse(issuedAt)) / 3_600_000);
  return { ageHours: Math.round(hours * 10) / 10, overdue: hours > REPORTING_DEADLINE_HOURS };
}
