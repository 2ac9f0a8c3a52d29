import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ORDER_EVENT_TYPES } from './orders.events.js';

/** Schema versions and personal data of the order events: the delivery address and the buyer's name are the
 * buyer's, encrypted with their key (erasing them makes it unreadable in the log; the chain still verifies). */
export const ORDER_EVENT_SPECS: EventTypeSpec[] = ORDER_EVENT_TYPES.map((type) =>
  type === 'CheckoutStarted'
    ? {
        type,
        schemaVersion: 1,
        personalData: {
          fields: ['address', 'buyerName'],
          subject: (data) => String(data.buyerId),
        },
      }
    : { type, schemaVersion: 1 },
);
