/** A subscriber's consent: double opt-in with a link that expires, the daily limit of requests per address,
 * preferences, and unsubscribing once. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { subscriberDecider } from './subscriber.decider.js';
import type { SubscriberEvent, SubscriptionRequestedData } from './newsletter.events.js';

const asked = (requestedAt: string, expiresAt = '2026-03-03T10:00:00.000Z'): SubscriptionRequestedData => ({
  subscriberId: 's',
  email: 'reader@example.sa',
  language: 'ar',
  topics: ['auctions'],
  userId: null,
  source: 'footer',
  requestedAt,
  expiresAt,
});
const requested = (at = '2026-03-01T10:00:00.000Z'): SubscriberEvent => ({
  type: 'NewsletterSubscriptionRequested',
  data: asked(at),
});
const confirmed: SubscriberEvent = { type: 'NewsletterSubscriptionConfirmed', data: { subscriberId: 's' } };
const left: SubscriberEvent = {
  type: 'NewsletterUnsubscribed',
  data: { subscriberId: 's', via: 'link', campaignId: null },
};

const spec = specFor(subscriberDecider);

describe('subscribing', () => {
  it('records a request for a new address, topics without repeats', () => {
    spec([])
      .when({ type: 'Subscribe', ...asked('2026-03-01T10:00:00.000Z'), topics: ['auctions', 'auctions'] })
      .then([requested()]);
  });
  it('refuses an unknown language or topic, naming the field', () => {
    spec([])
      .when({ type: 'Subscribe', ...asked('2026-03-01T10:00:00.000Z'), language: 'fr' as never })
      .thenError('validation_failed', 'language');
    spec([])
      .when({ type: 'Subscribe', ...asked('2026-03-01T10:00:00.000Z'), topics: ['gossip' as never] })
      .thenError('validation_failed', 'topics');
  });
  it('records nothing for an address already confirmed', () => {
    spec([requested(), confirmed])
      .when({ type: 'Subscribe', ...asked('2026-03-02T10:00:00.000Z') })
      .then([]);
  });
  it('re-sends at most three links a day per address, then again the next day', () => {
    const three = [
      requested('2026-03-01T10:00:00.000Z'),
      requested('2026-03-01T11:00:00.000Z'),
      requested('2026-03-01T12:00:00.000Z'),
    ];
    spec(three)
      .when({ type: 'Subscribe', ...asked('2026-03-01T13:00:00.000Z') })
      .then([]);
    spec(three)
      .when({ type: 'Subscribe', ...asked('2026-03-02T10:30:00.000Z') })
      .then([{ type: 'NewsletterSubscriptionRequested', data: asked('2026-03-02T10:30:00.000Z') }]);
  });
  it('lets someone who left subscribe again, through a new confirmation', () => {
    spec([requested(), confirmed, left])
      .when({ type: 'Subscribe', ...asked('2026-03-05T10:00:00.000Z') })
      .then([{ type: 'NewsletterSubscriptionRequested', data: asked('2026-03-05T10:00:00.000Z') }]);
  });
});

describe('confirming', () => {
  it('confirms a waiting request before its link expires, once', () => {
    spec([requested()]).when({ type: 'Confirm', subscriberId: 's', now: '2026-03-02T10:00:00.000Z' }).then([confirmed]);
    spec([requested(), confirmed])
      .when({ type: 'Confirm', subscriberId: 's', now: '2026-03-02T10:00:00.000Z' })
      .then([]);
  });
  it('refuses an expired link, and a link after the person left', () => {
    spec([requested()])
      .when({ type: 'Confirm', subscriberId: 's', now: '2026-03-03T10:00:01.000Z' })
      .thenError('confirmation_expired');
    spec([requested(), left])
      .when({ type: 'Confirm', subscriberId: 's', now: '2026-03-02T10:00:00.000Z' })
      .thenError('confirmation_invalid');
    spec([])
      .when({ type: 'Confirm', subscriberId: 's', now: '2026-03-02T10:00:00.000Z' })
      .thenError('confirmation_invalid');
  });
});

describe('preferences and leaving', () => {
  it('records changed preferences only', () => {
    spec([requested(), confirmed])
      .when({ type: 'ChangePreferences', subscriberId: 's', language: 'en', topics: ['editorial'] })
      .then([
        { type: 'NewsletterPreferencesChanged', data: { subscriberId: 's', language: 'en', topics: ['editorial'] } },
      ]);
    spec([requested(), confirmed])
      .when({ type: 'ChangePreferences', subscriberId: 's', language: 'ar', topics: ['auctions'] })
      .then([]);
    spec([]).when({ type: 'ChangePreferences', subscriberId: 's', language: 'en', topics: [] }).thenError('not_found');
  });
  it('records the choice about counting openings only when it changes; off until chosen', () => {
    const same = {
      type: 'ChangePreferences' as const,
      subscriberId: 's',
      language: 'ar' as const,
      topics: ['auctions' as const],
    };
    const allowed = { type: 'NewsletterOpenTrackingChosen' as const, data: { subscriberId: 's', allowed: true } };
    spec([requested(), confirmed])
      .when({ ...same, openTracking: true })
      .then([allowed]);
    spec([requested(), confirmed])
      .when({ ...same, openTracking: false })
      .then([]);
    spec([requested(), confirmed, allowed])
      .when({ ...same, openTracking: true })
      .then([]);
    spec([requested(), confirmed, allowed]).when(same).then([]);
    spec([requested(), confirmed, allowed])
      .when({ ...same, language: 'en', openTracking: false })
      .then([
        { type: 'NewsletterPreferencesChanged', data: { subscriberId: 's', language: 'en', topics: ['auctions'] } },
        { type: 'NewsletterOpenTrackingChosen', data: { subscriberId: 's', allowed: false } },
      ]);
  });
  it('unsubscribes once, naming how and from which campaign', () => {
    spec([requested(), confirmed])
      .when({ type: 'Unsubscribe', subscriberId: 's', via: 'one_click', campaignId: 'c1' })
      .then([{ type: 'NewsletterUnsubscribed', data: { subscriberId: 's', via: 'one_click', campaignId: 'c1' } }]);
    spec([requested(), confirmed, left])
      .when({ type: 'Unsubscribe', subscriberId: 's', via: 'link', campaignId: null })
      .then([]);
  });
});
