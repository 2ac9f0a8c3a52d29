import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { CAMPAIGN_EVENT_TYPES, SUBSCRIBER_EVENT_TYPES } from './newsletter.events.js';

/** The key that encrypts a subscriber's address: their own, so forgetting them needs no account. */
export const subscriberKeyOf = (subscriberId: string) => `subscriber-${subscriberId}`;

/** An address's n-th consent history (a new one starts after an erasure): `<hash>`, then `<hash>-2`, ... */
export const subscriberHistoryId = (firstId: string, generation: number) =>
  generation === 1 ? firstId : `${firstId}-${generation}`;

/** Schema versions and personal data of the newsletter's events: only the address is personal. */
export const NEWSLETTER_EVENT_SPECS: EventTypeSpec[] = [
  ...SUBSCRIBER_EVENT_TYPES.map((type): EventTypeSpec =>
    type === 'NewsletterSubscriptionRequested'
      ? {
          type,
          schemaVersion: 1,
          personalData: { fields: ['email'], subject: (data) => subscriberKeyOf(String(data.subscriberId)) },
        }
      : { type, schemaVersion: 1 },
  ),
  ...CAMPAIGN_EVENT_TYPES.map((type): EventTypeSpec => ({ type, schemaVersion: 1 })),
];
