import type { BoundedContext } from '../platform/bounded-context.js';
import { WORKSHOPS_EVENT_SPECS } from './domain/workshops.event-specs.js';
import { workshopDecider } from './domain/workshop.decider.js';
import { registrationDecider } from './domain/registration.decider.js';
import { artEventDecider } from './domain/art-event.decider.js';
import { WORKSHOPS_PROJECTIONS } from './projections/workshops.projections.js';

/** The workshops context (workshops, registrations and their payments, art events): its event types, deciders
 * and read models (see workshops.module.ts for HTTP). */
export const workshopsContext: BoundedContext = {
  name: 'workshops',
  eventSpecs: WORKSHOPS_EVENT_SPECS,
  deciders: [workshopDecider, registrationDecider, artEventDecider] as BoundedContext['deciders'],
  projections: WORKSHOPS_PROJECTIONS,
};
