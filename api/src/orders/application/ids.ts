import { createHash, randomUUID } from 'node:crypto';

/**
 * An Idempotency-Key names one order per buyer and work: a retried POST finds the first one (the id is a digest
 * of the three, shaped as a UUID, so no lookup table is needed). Without a key, a fresh id.
 */
export function orderIdFor(kind: 'order' | 'offer', userId: string, artworkId: string, key: string | null): string {
  if (!key) return randomUUID();
  return uuidOf(`${kind}\u0000${userId}\u0000${artworkId}\u0000${key}`);
}

/** The one order selling a commission's work to its collector. */
export const commissionOrderId = (commissionId: string) => uuidOf(`commission\u0000${commissionId}`);

function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The one order selling a won lot's work to its winner. */
export const auctionOrderId = (auctionId: string) => uuidOf(`auction\u0000${auctionId}`);

/** A payout's transfer id at the bank, derived from its order (a retried or concurrent job sends the same one, and
 * the bank makes it one transfer): the order's UUID without hyphens, within the 35 characters of an ISO 20022
 * end-to-end id. */
export const payoutTransferId = (orderId: string) => `PO${orderId.replace(/-/g, '')}`.slice(0, 35);
