/**
 * A dispute on a delivered order, on the order's own chained stream: the buyer opens it within the dispute window
 * after delivery, a seller of the order may answer once, and staff decide: a full refund, a partial one (never
 * more than is left of what was paid), or a rejection, each with a reason. A refund decision is recorded with its
 * `OrderRefunded` in the same append. Each side may attach up to MAX_DISPUTE_PHOTOS photos with its words. While a dispute is undecided the payout does not settle.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** Days after delivery during which the buyer may open a dispute. */
export const DISPUTE_WINDOW_DAYS = 7;

export const DISPUTE_REASONS = ['not_received', 'damaged', 'not_as_described', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Photos each side may attach: the buyer with the dispute, the seller with the answer. */
export const MAX_DISPUTE_PHOTOS = 5;

/** A stored photo (re-encoded, metadata stripped, sealed with the uploader's key): its id and the SHA-256 of the
 * stored image, so a later reader can tell the file is the one attached. */
export interface DisputePhoto {
  photoId: string;
  sha256: string;
}

export const DISPUTE_DECISIONS = ['refund_full', 'refund_partial', 'rejected'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export type DisputeOpened = DomainEvent<
  'DisputeOpened',
  { orderId: string; buyerId: string; reason: DisputeReason; description: string; at: string }
>;
export type DisputeAnswered = DomainEvent<
  'DisputeAnswered',
  { orderId: string; sellerId: string; answer: string; at: string }
>;
/** Photos attached by one side, appended with the dispute (buyer) or the answer (seller). */
export type DisputePhotosAttached = DomainEvent<
  'DisputePhotosAttached',
  { orderId: string; side: 'buyer' | 'seller'; attachedBy: string; photos: DisputePhoto[]; at: string }
>;
/** Staff's decision; `refundHalalas` is 0 for a rejection; `payoutHalalas` is the seller's payout after it. */
export type DisputeResolved = DomainEvent<
  'DisputeResolved',
  {
    orderId: string;
    actorId: string;
    decision: DisputeDecision;
    refundHalalas: number;
    payoutHalalas: number;
    reason: string;
    at: string;
  }
>;

export type DisputeEvent = DisputeOpened | DisputeAnswered | DisputePhotosAttached | DisputeResolved;
export const DISPUTE_EVENT_TYPES = eventTypesOf<DisputeEvent>()([
  'DisputeOpened',
  'DisputeAnswered',
  'DisputePhotosAttached',
  'DisputeResolved',
]);
