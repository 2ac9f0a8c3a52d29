import type { BoundedContext } from '../platform/bounded-context.js';
import { STAFF_MESSAGE_EVENT_SPECS } from './domain/staff-message.events.js';
import { staffMessagesDecider } from './domain/staff-messages.decider.js';
import { staffMessagesProjection } from './projections/staff-messages.projection.js';

/** Messages from staff to one person: each person's `staffMessages-<userId>` stream and its read model (HTTP and
 * the mail reactor in messages.module.ts). */
export const messagesContext: BoundedContext = {
  name: 'messages',
  eventSpecs: STAFF_MESSAGE_EVENT_SPECS,
  deciders: [staffMessagesDecider] as BoundedContext['deciders'],
  projections: [staffMessagesProjection] as BoundedContext['projections'],
};
