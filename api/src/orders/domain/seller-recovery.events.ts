/**
 * Events of what a seller owes back (`sellerRecovery-<sellerId>`, one stream per seller): the part of each payout
 * kept back for refunds after their earlier settled payouts, fixed once per payout before its transfer, and given
 * back when the bank refuses that transfer. One stream per seller is what makes taking the debt exact: two
 * settlements at once append at the same revision, and the second decides again on the first one's taking.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** `amountHalalas` (possibly 0) of the order's `payoutHalalas` kept back; only the rest is transferred. */
export type RecoveryKeptBack = DomainEvent<
  'RecoveryKeptBack',
  { sellerId: string; orderId: string; amountHalalas: number; payoutHalalas: number; at: string }
>;
/** The payout's transfer was refused: what was kept back from it is owed again (its next try fixes it anew). */
export type RecoveryReleased = DomainEvent<
  'RecoveryReleased',
  { sellerId: string; orderId: string; amountHalalas: number; reason: string; at: string }
>;

export type SellerRecoveryEvent = RecoveryKeptBack | RecoveryReleased;

export const SELLER_RECOVERY_EVENT_TYPES = eventTypesOf<SellerRecoveryEvent>()([
  'RecoveryKeptBack',
  'RecoveryReleased',
]);
