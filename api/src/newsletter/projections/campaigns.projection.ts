/**
 * `newsletter_campaigns`: each campaign's content, segment, status and counts: recipients, sent (handed to the
 * mail queue), skipped (left between the start and their batch) and unsubscribed through this campaign's link.
 * Delivered, failed and suppressed mails are counted from the outbox when read (the mail context records them).
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { CampaignStatus } from '../domain/campaign.decider.js';
import { CAMPAIGN_EVENT_TYPES } from '../domain/newsletter.events.js';
import type { CampaignContent, CampaignEvent, SubscriberEvent } from '../domain/newsletter.events.js';

export const CAMPAIGNS = 'newsletter_campaigns';

export interface CampaignDoc extends Doc, StreamTracked, CampaignContent {
  id: string;
  status: Exclude<CampaignStatus, 'none'>;
  sendAt: string | null;
  recipients: number;
  sent: number;
  skipped: number;
  batches: number;
  unsubscribed: number;
  /** Who left through this campaign's link (a set: a replayed event counts once). */
  unsubscribedIds: string[];
  createdBy: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

type Unsubscribed = Extract<SubscriberEvent, { type: 'NewsletterUnsubscribed' }>;

export const campaignsProjection: Projection<CampaignEvent | Unsubscribed> = {
  name: CAMPAIGNS,
  version: 1,
  eventTypes: [...CAMPAIGN_EVENT_TYPES, 'NewsletterUnsubscribed'],
  collections: {
    [CAMPAIGNS]: {
      indexes: [{ fields: ['status', 'sendAt'] }, { fields: ['createdAt'] }],
      textFields: ['subject', 'subjectAr'],
    },
  },
  async apply(event, ctx) {
    const campaigns = ctx.collection<CampaignDoc>(CAMPAIGNS);
    const at = event.metadata.occurredAt;
    if (event.type === 'NewsletterUnsubscribed') {
      const { campaignId, subscriberId } = event.data;
      const doc = campaignId ? await campaigns.get(campaignId) : null;
      if (!doc || doc.unsubscribedIds.includes(subscriberId)) return;
      const unsubscribedIds = [...doc.unsubscribedIds, subscriberId];
      await campaigns.upsert({ ...doc, unsubscribedIds, unsubscribed: unsubscribedIds.length });
      return;
    }
    const existing = await campaigns.get(event.data.campaignId);
    if (alreadyApplied(existing, event)) return;
    if (event.type === 'CampaignDrafted') {
      const { campaignId, ...content } = event.data;
      await campaigns.upsert({
        id: campaignId,
        ...content,
        status: 'draft',
        sendAt: null,
        recipients: 0,
        sent: 0,
        skipped: 0,
        batches: 0,
        unsubscribed: 0,
        unsubscribedIds: [],
        createdBy: event.metadata.actorId ?? null,
        startedAt: null,
        completedAt: null,
        ...creationStamp(event),
      });
      return;
    }
    if (!existing) return;
    const change: Partial<CampaignDoc> = (() => {
      switch (event.type) {
        case 'CampaignEdited': {
          const { campaignId: _c, ...content } = event.data;
          return content;
        }
        case 'CampaignScheduled':
          return { status: 'scheduled' as const, sendAt: event.data.sendAt };
        case 'CampaignSendingStarted':
          return { status: 'sending' as const, recipients: event.data.recipients.length, startedAt: at };
        case 'CampaignBatchSent':
          return {
            batches: event.data.batch,
            sent: existing.sent + event.data.sent.length,
            skipped: existing.skipped + event.data.skipped.length,
          };
        case 'CampaignCompleted':
          return { status: 'sent' as const, completedAt: at };
        case 'CampaignCancelled':
          return { status: 'cancelled' as const };
      }
    })();
    await campaigns.upsert({ ...existing, ...change, updatedAt: at, ...tracked(event) });
  },
};
