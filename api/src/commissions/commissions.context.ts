import type { BoundedContext } from '../platform/bounded-context.js';
import { COMMISSION_EVENT_SPECS } from './domain/commission.event-specs.js';
import { commissionDecider } from './domain/commission.decider.js';
import { threadDecider } from './domain/commission-thread.decider.js';
import { commissionsProjection } from './projections/commissions.projection.js';
import { commissionMessagesProjection } from './projections/commission-messages.projection.js';

/** The commissions context: `commission-<id>` requests and `commissionThread-<bidId>` bid threads, with their read
 * models (HTTP in commissions.module.ts). */
export const commissionsContext: BoundedContext = {
  name: 'commissions',
  eventSpecs: COMMISSION_EVENT_SPECS,
  deciders: [commissionDecider, threadDecider] as BoundedContext['deciders'],
  projections: [commissionsProjection, commissionMessagesProjection] as BoundedContext['projections'],
};
