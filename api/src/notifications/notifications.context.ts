import type { BoundedContext } from '../platform/bounded-context.js';
import type { Projection } from '../platform/projections/projection.js';
import { SUPPRESSION_EVENT_TYPES, suppressionDecider } from './domain/suppression.decider.js';
import { suppressionsProjection } from './suppression/suppressions.projection.js';

/** Notifications: the suppression list's `mailSuppression-<hash>` streams and read model (mail itself goes
 * through the `email` queue, set up in notifications.module.ts). */
export const notificationsContext: BoundedContext = {
  name: 'notifications',
  eventSpecs: SUPPRESSION_EVENT_TYPES.map((type) => ({ type, schemaVersion: 1 })),
  deciders: [suppressionDecider] as BoundedContext['deciders'],
  projections: [suppressionsProjection] as Projection[],
};
