/**
 * What the reviewers see of documents' expiry dates (pure: `today` is given as YYYY-MM-DD): a badge per document
 * (`expired`, or `soon` within 30 days), and per person the earliest expiry of an approved document, the one that
 * will drop the tier next (the queue's "expiring soon" filter and its sort).
 */
import { isExpired } from './kyc-tiers.js';

export const EXPIRY_SOON_DAYS = 30;
export type ExpiryBadge = 'expired' | 'soon' | null;

interface Dated {
  status: string;
  expiresOn: string | null;
}

/** `today` plus `days`, as YYYY-MM-DD. */
export const daysAfter = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A rejected document's date matters to nobody; an expired one says so whether or not the sweep recorded it. */
export function expiryBadge(document: Dated, today: string): ExpiryBadge {
  if (document.status === 'rejected' || document.expiresOn === null) return null;
  if (document.status === 'expired' || isExpired(document.expiresOn, today)) return 'expired';
  return document.expiresOn <= daysAfter(today, EXPIRY_SOON_DAYS) ? 'soon' : null;
}

/** The earliest expiry among the approved documents (null when none has a date). */
export function nextExpiry(documents: readonly Dated[]): string | null {
  return documents.reduce<string | null>(
    (min, d) =>
      d.status === 'approved' && d.expiresOn !== null && (min === null || d.expiresOn < min) ? d.expiresOn : min,
    null,
  );
}
