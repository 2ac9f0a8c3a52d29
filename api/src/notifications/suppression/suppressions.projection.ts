/**
 * `mail_suppressions`: who gets no mail (scope `all`: bounces, complaints, manual entries) or no marketing mail
 * (scope `marketing`: unsubscribed), by recipient hash. Fed by the `mailSuppression-*` streams and by the
 * newsletter's unsubscribes and confirmations (its subscriber ids are the same keyed hashes); consulted by the
 * `email` processor before every send.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { CollectionSpec, Doc } from '../../platform/read-store/read-store.port.js';
import type { DomainEvent } from '../../platform/commands/decider.js';
import { SUPPRESSION_EVENT_TYPES } from '../domain/suppression.decider.js';
import type { SuppressionEvent, SuppressionReason, SuppressionScope } from '../domain/suppression.decider.js';

export const SUPPRESSIONS = 'mail_suppressions';
export const SUPPRESSIONS_SPEC: CollectionSpec = { indexes: [{ fields: ['at'] }, { fields: ['reason'] }] };

export interface SuppressionDoc extends Doc {
  id: string;
  reason: SuppressionReason;
  scope: SuppressionScope;
  note: string | null;
  source: 'mail' | 'newsletter';
  at: string;
}

/** The two newsletter facts this read model follows, by name (the newsletter depends on this context, not back). */
type NewsletterConsent =
  | DomainEvent<'NewsletterUnsubscribed', { subscriberId: string }>
  | DomainEvent<'NewsletterSubscriptionConfirmed', { subscriberId: string }>;

export const suppressionsProjection: Projection<SuppressionEvent | NewsletterConsent> = {
  name: SUPPRESSIONS,
  version: 1,
  eventTypes: [...SUPPRESSION_EVENT_TYPES, 'NewsletterUnsubscribed', 'NewsletterSubscriptionConfirmed'],
  collections: { [SUPPRESSIONS]: SUPPRESSIONS_SPEC },
  async apply(event, ctx) {
    const entries = ctx.collection<SuppressionDoc>(SUPPRESSIONS);
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'MailSuppressed': {
        const { recipientHash, reason, scope, note } = event.data;
        await entries.upsert({ id: recipientHash, reason, scope, note, source: 'mail', at });
        return;
      }
      case 'MailSuppressionLifted':
        await entries.delete(event.data.recipientHash);
        return;
      case 'NewsletterUnsubscribed': {
        const existing = await entries.get(event.data.subscriberId);
        if (existing?.scope === 'all') return; // a bounce already stops everything
        await entries.upsert({
          id: event.data.subscriberId,
          reason: 'unsubscribe',
          scope: 'marketing',
          note: null,
          source: 'newsletter',
          at,
        });
        return;
      }
      case 'NewsletterSubscriptionConfirmed': {
        const existing = await entries.get(event.data.subscriberId);
        if (existing?.reason === 'unsubscribe') await entries.delete(existing.id);
        return;
      }
    }
  },
};
