/**
 * `newsletter_subscribers`: one document per subscriber with the address (decrypted; null once forgotten), the
 * language and topics, where the consent stands, and its history (what an auditor asks for: when it was asked
 * for, from where, confirmed, changed, withdrawn and how). Rebuilt from `subscriber-<hash>` streams.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { SubscriberState } from '../domain/subscriber.decider.js';
import { SUBSCRIBER_EVENT_TYPES } from '../domain/newsletter.events.js';
import type { NewsletterLanguage, SubscriberEvent, Topic } from '../domain/newsletter.events.js';

export const SUBSCRIBERS = 'newsletter_subscribers';

export interface ConsentEntry {
  type: string;
  at: string;
  actorId: string | null;
  detail: Record<string, unknown>;
}

export interface SubscriberDoc extends Doc, StreamTracked {
  id: string;
  email: string | null;
  language: NewsletterLanguage;
  topics: Topic[];
  /** Campaign mails may count their opening (absent on documents built before the choice existed: not allowed). */
  openTracking?: boolean;
  status: Exclude<SubscriberState['status'], 'new'>;
  userId: string | null;
  source: string;
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  history: ConsentEntry[];
  createdAt: string;
  updatedAt: string;
}

export const subscribersProjection: Projection<SubscriberEvent> = {
  name: SUBSCRIBERS,
  version: 1,
  eventTypes: SUBSCRIBER_EVENT_TYPES,
  collections: {
    [SUBSCRIBERS]: {
      indexes: [{ fields: ['status', 'language'] }, { fields: ['userId'] }, { fields: ['requestedAt'] }],
      textFields: ['email'],
    },
  },
  async apply(event, ctx) {
    const subscribers = ctx.collection<SubscriberDoc>(SUBSCRIBERS);
    const at = event.metadata.occurredAt;
    const existing = await subscribers.get(event.data.subscriberId);
    if (alreadyApplied(existing, event)) return;
    const { subscriberId: _s, ...detail } = event.data as Record<string, unknown>;
    delete detail.email;
    const entry: ConsentEntry = { type: event.type, at, actorId: event.metadata.actorId ?? null, detail };
    if (event.type === 'NewsletterSubscriptionRequested') {
      const d = event.data;
      const base: SubscriberDoc = existing ?? {
        id: d.subscriberId,
        email: null,
        language: d.language,
        topics: d.topics,
        status: 'pending',
        userId: null,
        source: d.source,
        requestedAt: at,
        confirmedAt: null,
        unsubscribedAt: null,
        history: [],
        createdAt: at,
        updatedAt: at,
      };
      await subscribers.upsert({
        ...base,
        email: d.email ?? base.email,
        language: d.language,
        topics: d.topics,
        status: base.status === 'confirmed' ? 'confirmed' : 'pending',
        userId: d.userId ?? base.userId,
        source: d.source,
        requestedAt: at,
        history: [...base.history, entry],
        updatedAt: at,
        ...tracked(event),
      });
      return;
    }
    if (!existing) return; // a stream always starts with a request; nothing to attach this to
    const change: Partial<SubscriberDoc> =
      event.type === 'NewsletterSubscriptionConfirmed'
        ? { status: 'confirmed', confirmedAt: at }
        : event.type === 'NewsletterPreferencesChanged'
          ? { language: event.data.language, topics: event.data.topics }
          : event.type === 'NewsletterOpenTrackingChosen'
            ? { openTracking: event.data.allowed }
            : { status: 'unsubscribed', unsubscribedAt: at };
    await subscribers.upsert({
      ...existing,
      ...change,
      history: [...existing.history, entry],
      updatedAt: at,
      ...tracked(event),
    });
  },
};
