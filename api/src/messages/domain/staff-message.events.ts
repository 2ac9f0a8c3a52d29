/**
 * Direct messages from staff to one person (`staffMessages-<userId>`, one stream per recipient): a message sent in
 * English, Arabic or both, and its reading by the recipient. Who sent it is the event's actor.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';

export interface StaffMessageTexts {
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
}

export type StaffMessageSent = DomainEvent<
  'StaffMessageSent',
  { messageId: string; userId: string } & StaffMessageTexts
>;
export type StaffMessageRead = DomainEvent<'StaffMessageRead', { messageId: string; userId: string }>;
export type StaffMessageEvent = StaffMessageSent | StaffMessageRead;

export const STAFF_MESSAGE_EVENT_TYPES: StaffMessageEvent['type'][] = ['StaffMessageSent', 'StaffMessageRead'];

/** A message's words are addressed to its recipient and may speak of them: encrypted with their key, so erasing
 * the person erases them from the log too. */
export const STAFF_MESSAGE_EVENT_SPECS: EventTypeSpec[] = [
  {
    type: 'StaffMessageSent',
    schemaVersion: 1,
    personalData: { fields: ['subject', 'body', 'subjectAr', 'bodyAr'], subject: (data) => String(data.userId) },
  },
  { type: 'StaffMessageRead', schemaVersion: 1 },
];
