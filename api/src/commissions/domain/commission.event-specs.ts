import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { COMMISSION_EVENT_TYPES, THREAD_EVENT_TYPES } from './commission.events.js';

/** Schema versions of the commissions context's events. A message's words are its author's, encrypted with their
 * key, so erasing the person erases them from the log too. */
export const COMMISSION_EVENT_SPECS: EventTypeSpec[] = [
  ...COMMISSION_EVENT_TYPES.map((type) => ({ type, schemaVersion: 1 })),
  {
    type: 'CommissionMessagePosted',
    schemaVersion: 1,
    personalData: { fields: ['body'], subject: (data) => String(data.authorId) },
  },
  ...THREAD_EVENT_TYPES.filter((t) => t !== 'CommissionMessagePosted').map((type) => ({ type, schemaVersion: 1 })),
];
