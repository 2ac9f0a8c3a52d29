import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { withSessions } from './workshop-sessions.js';
import { ART_EVENT_EVENT_TYPES, REGISTRATION_EVENT_TYPES, WORKSHOP_EVENT_TYPES } from './workshops.events.js';

/** Upcaster for WorkshopCreated/WorkshopUpdated v2 (no Arabic cancellation policy): absent is not given. */
export const withCancellationPolicyAr = (data: Record<string, unknown>): Record<string, unknown> =>
  typeof data.cancellationPolicyAr === 'string' ? data : { ...data, cancellationPolicyAr: '' };

const v1 = (type: string): EventTypeSpec => ({ type, schemaVersion: 1 });

/** Schema versions and personal data of the workshops context's events: an attendee's name, contact details and
 * answers are theirs, encrypted with their key, so erasing the person erases them from the log too. */
export const WORKSHOPS_EVENT_SPECS: EventTypeSpec[] = [
  // 2: a workshop's details hold its sessions; older ones get those their duration text gives.
  // 3: they hold the Arabic cancellation policy; older ones had none ("" = not given).
  ...(['WorkshopCreated', 'WorkshopUpdated'] as const).map((type): EventTypeSpec => ({
    type,
    schemaVersion: 3,
    upcasters: { 1: withSessions, 2: withCancellationPolicyAr },
  })),
  ...WORKSHOP_EVENT_TYPES.filter((t) => t !== 'WorkshopCreated' && t !== 'WorkshopUpdated').map(v1),
  {
    type: 'RegistrationPlaced',
    schemaVersion: 1,
    personalData: {
      fields: ['firstName', 'lastName', 'email', 'phone', 'customResponses'],
      subject: (data) => String(data.userId),
    },
  },
  ...REGISTRATION_EVENT_TYPES.filter((t) => t !== 'RegistrationPlaced').map(v1),
  ...ART_EVENT_EVENT_TYPES.map(v1),
];
