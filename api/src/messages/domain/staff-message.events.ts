/**
 * Direct messages to one person (`staffMessages-<userId>`, one stream per recipient): from staff, or from an artist or
 * gallery the person follows; sent in English, Arabic or both, and read by the recipient. Who sent it is the event's
 * actor; a seller's message also names the public profile it was written as.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

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
/** The public profile a seller writes as: an artist's or a gallery's (the follow the recipient has). */
export interface SellerProfileRef {
  sellerType: 'artist' | 'gallery';
  sellerId: string;
}

/** A message from an artist or gallery to a person who follows them and allows it (`allowArtistMessages`). */
export type SellerMessageSent = DomainEvent<
  'SellerMessageSent',
  { messageId: string; userId: string } & SellerProfileRef & StaffMessageTexts
>;
export type StaffMessageRead = DomainEvent<'StaffMessageRead', { messageId: string; userId: string }>;
export type StaffMessageEvent = StaffMessageSent | SellerMessageSent | StaffMessageRead;

export const STAFF_MESSAGE_EVENT_TYPES = eventTypesOf<StaffMessageEvent>()([
  'StaffMessageSent',
  'SellerMessageSent',
  'StaffMessageRead',
]);

/** A message's words are addressed to its recipient and may speak of them: encrypted with their key, so erasing
 * the person erases them from the log too. */
export const STAFF_MESSAGE_EVENT_SPECS: EventTypeSpec[] = [
  {
    type: 'StaffMessageSent',
    schemaVersion: 1,
    personalData: { fields: ['subject', 'body', 'subjectAr', 'bodyAr'], subject: (data) => String(data.userId) },
  },
  {
    type: 'SellerMessageSent',
    schemaVersion: 1,
    personalData: { fields: ['subject', 'body', 'subjectAr', 'bodyAr'], subject: (data) => String(data.userId) },
  },
  { type: 'StaffMessageRead', schemaVersion: 1 },
];
