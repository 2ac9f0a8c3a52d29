import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ORDER_EVENT_TYPES } from './orders.events.js';
import { SELLER_PAYMENTS_EVENT_TYPES } from './seller-payments.events.js';
import { SELLER_RECOVERY_EVENT_TYPES } from './seller-recovery.events.js';

/** Version 1 of each type; the one type carrying personal data has it encrypted with the key of the person its
 * `subjectField` names. */
const specsOf = (types: string[], personal: string, fields: string[], subjectField: string): EventTypeSpec[] =>
  types.map((type) =>
    type === personal
      ? { type, schemaVersion: 1, personalData: { fields, subject: (data) => String(data[subjectField]) } }
      : { type, schemaVersion: 1 },
  );

/** Schema versions and personal data of the order events: the delivery address and the buyer's name are the
 * buyer's, encrypted with their key (erasing them makes it unreadable in the log; the chain still verifies), and so
 * is the description of a dispute they open; a seller's payout account (holder and IBAN) is theirs, encrypted with
 * their key the same way. */
export const ORDER_EVENT_SPECS: EventTypeSpec[] = [
  ...specsOf(
    ORDER_EVENT_TYPES.filter((type) => type !== 'DisputeOpened'),
    'CheckoutStarted',
    ['address', 'buyerName'],
    'buyerId',
  ),
  // The buyer's own words about a dispute are theirs too (null in the read model once they are forgotten).
  ...specsOf(['DisputeOpened'], 'DisputeOpened', ['description'], 'buyerId'),
  ...specsOf(SELLER_PAYMENTS_EVENT_TYPES, 'PayoutAccountGiven', ['accountHolder', 'iban'], 'sellerId'),
  // Amounts kept back from payouts: no personal data.
  ...SELLER_RECOVERY_EVENT_TYPES.map((type) => ({ type, schemaVersion: 1 })),
];
