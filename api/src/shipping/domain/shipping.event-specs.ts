import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { SHIPPING_EVENT_TYPES } from './shipping.events.js';

/** Schema versions and personal data of the shipping events: the buyer's delivery address is encrypted with the
 * buyer's key, the profile's contact details with the seller's (erasing either makes them unreadable in the log). */
export const SHIPPING_EVENT_SPECS: EventTypeSpec[] = SHIPPING_EVENT_TYPES.map((type) => {
  if (type === 'ShippingOrderOpened')
    return {
      type,
      schemaVersion: 1,
      personalData: {
        fields: ['address.recipientName', 'address.phone', 'address.line1', 'address.line2'],
        subject: (data) => String(data.buyerId),
      },
    };
  if (type === 'ShippingProfileSaved')
    return {
      type,
      schemaVersion: 1,
      personalData: {
        fields: ['contactPerson', 'contactPhone', 'contactEmail'],
        subject: (data) => String(data.sellerId),
      },
    };
  return { type, schemaVersion: 1 };
});
