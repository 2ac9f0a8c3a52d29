/**
 * The organiser's revenue, net of refunds: what attendees paid (the amount due, the provider's fee included, as
 * refunds are counted against it), what went back or is owed back, and what stays. A registration counts once its
 * payment was confirmed, even if it was cancelled since: the part the refund policy kept is still revenue.
 */
import type { OrganisedRegistration } from '../api/workshops-api';

const cents = (amount: number) => Math.round(amount * 100);

/** Whether the registration was ever paid (a cancelled one keeps `paidAt`). */
export const wasPaid = (r: OrganisedRegistration) => r.paymentStatus === 'paid' || !!r.payment?.paidAt;

/** Paid in, refunded or owed back, and net, in riyals to the halala. */
export function revenueOf(registrations: OrganisedRegistration[]) {
  let paid = 0;
  let refunded = 0;
  for (const r of registrations.filter(wasPaid)) {
    paid += cents(r.payment?.amountDue ?? r.totalAmount);
    refunded += cents(r.payment?.refundedAmount ?? 0) + cents(r.payment?.refundOwed ?? 0);
  }
  return { paid: paid / 100, refunded: refunded / 100, net: (paid - refunded) / 100 };
}

/** Paid in and net of refunds for each of the workshop's ticket tiers, in the tiers' order. */
export function revenueByTier(registrations: OrganisedRegistration[], tierIds: string[]) {
  const perTier = tierIds.map((id) => revenueOf(registrations.filter((r) => r.ticketTierId === id)));
  return { paid: perTier.map((t) => t.paid), net: perTier.map((t) => t.net) };
}
