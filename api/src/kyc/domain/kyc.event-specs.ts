import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { KYC_EVENT_TYPES } from './kyc.events.js';

/** Schema versions and personal data of the KYC events: a document's number is the person's, encrypted with
 * their key (erasing them makes it unreadable in the log; the chain still verifies over what is stored). */
export const KYC_EVENT_SPECS: EventTypeSpec[] = KYC_EVENT_TYPES.map((type) =>
  type === 'KycDocumentSubmitted'
    ? { type, schemaVersion: 1, personalData: { fields: ['number'], subject: (data) => String(data.userId) } }
    : { type, schemaVersion: 1 },
);
