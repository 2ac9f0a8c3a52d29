import type { BoundedContext } from '../platform/bounded-context.js';
import { USER_EVENT_SPECS } from './domain/user.event-specs.js';
import { userDecider } from './domain/user.decider.js';
import { adminRosterDecider } from './domain/admin-roster.decider.js';
import { usersProjection } from './projections/users.projection.js';

/** What the identity context contributes to the event log: its event types, deciders and read models. */
export const identityContext: BoundedContext = {
  name: 'identity',
  eventSpecs: USER_EVENT_SPECS,
  deciders: [userDecider, adminRosterDecider],
  projections: [usersProjection],
};
