import type { BoundedContext } from '../platform/bounded-context.js';
import type { Projection } from '../platform/projections/projection.js';
import { NEWSLETTER_EVENT_SPECS } from './domain/newsletter.event-specs.js';
import { subscriberDecider } from './domain/subscriber.decider.js';
import { campaignDecider } from './domain/campaign.decider.js';
import { subscribersProjection } from './projections/subscribers.projection.js';
import { campaignsProjection } from './projections/campaigns.projection.js';

/** The newsletter: subscribers' consent (`subscriber-<hash>`) and campaigns (`campaign-<id>`) with their read
 * models (HTTP, mails and the batch sender in newsletter.module.ts). */
export const newsletterContext: BoundedContext = {
  name: 'newsletter',
  eventSpecs: NEWSLETTER_EVENT_SPECS,
  deciders: [subscriberDecider, campaignDecider] as BoundedContext['deciders'],
  projections: [subscribersProjection, campaignsProjection] as Projection[],
};
