import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { COMMENT_EVENT_TYPES, DISCUSSION_EVENT_TYPES, FAVORITE_EVENT_TYPES } from './community.events.js';
import { FOLLOW_EVENT_TYPES, INQUIRY_EVENT_TYPES, LIKE_EVENT_TYPES } from './community.events.js';

const v1 = (type: string): EventTypeSpec => ({ type, schemaVersion: 1 });

/** Schema versions and personal data of the community context's events. The asker's contact details and
 * message are theirs: encrypted with their key, so erasing the person erases them from the log too. */
export const COMMUNITY_EVENT_SPECS: EventTypeSpec[] = [
  ...[
    ...FAVORITE_EVENT_TYPES,
    ...FOLLOW_EVENT_TYPES,
    ...LIKE_EVENT_TYPES,
    ...COMMENT_EVENT_TYPES,
    ...DISCUSSION_EVENT_TYPES,
  ].map(v1),
  {
    type: 'InquirySent',
    schemaVersion: 1,
    personalData: { fields: ['name', 'email', 'phone', 'message'], subject: (data) => String(data.askerId) },
  },
  ...INQUIRY_EVENT_TYPES.filter((t) => t !== 'InquirySent').map(v1),
];
