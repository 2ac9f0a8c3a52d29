/** Campaigns: content checked in both languages, scheduling, the frozen audience and batches recorded once. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { campaignDecider } from './campaign.decider.js';
import type { CampaignContent, CampaignEvent } from './newsletter.events.js';

const content: CampaignContent = {
  subject: 'Spring auctions',
  subjectAr: 'مزادات الربيع',
  body: '# Hello',
  bodyAr: '# مرحبًا',
  segment: { languages: [], topics: ['auctions'], roles: [] },
  perMinute: 2,
};
const drafted: CampaignEvent = { type: 'CampaignDrafted', data: { campaignId: 'c', ...content } };
const started: CampaignEvent = {
  type: 'CampaignSendingStarted',
  data: { campaignId: 'c', recipients: ['a', 'b', 'c'] },
};
const batch = (n: number, sent: string[], skipped: string[] = []): CampaignEvent => ({
  type: 'CampaignBatchSent',
  data: { campaignId: 'c', batch: n, sent, skipped },
});

const spec = specFor(campaignDecider);

describe('composing', () => {
  it('drafts once and refuses empty text in either language or a rate out of range', () => {
    spec([])
      .when({ type: 'DraftCampaign', campaignId: 'c', ...content })
      .then([drafted]);
    spec([drafted])
      .when({ type: 'DraftCampaign', campaignId: 'c', ...content })
      .then([]);
    spec([])
      .when({ type: 'DraftCampaign', campaignId: 'c', ...content, bodyAr: ' ' })
      .thenError('validation_failed', 'bodyAr');
    spec([])
      .when({ type: 'DraftCampaign', campaignId: 'c', ...content, perMinute: 0 })
      .thenError('validation_failed', 'perMinute');
    spec([])
      .when({
        type: 'DraftCampaign',
        campaignId: 'c',
        ...content,
        segment: { ...content.segment, topics: ['x' as never] },
      })
      .thenError('validation_failed', 'segment.topics');
  });
  it('schedules in the future only, and no edits once sending', () => {
    spec([drafted])
      .when({
        type: 'ScheduleCampaign',
        campaignId: 'c',
        sendAt: '2026-03-02T10:00:00.000Z',
        now: '2026-03-01T10:00:00.000Z',
      })
      .then([{ type: 'CampaignScheduled', data: { campaignId: 'c', sendAt: '2026-03-02T10:00:00.000Z' } }]);
    spec([drafted])
      .when({
        type: 'ScheduleCampaign',
        campaignId: 'c',
        sendAt: '2026-02-01T10:00:00.000Z',
        now: '2026-03-01T10:00:00.000Z',
      })
      .thenError('validation_failed', 'sendAt');
    spec([drafted, started])
      .when({ type: 'EditCampaign', campaignId: 'c', ...content })
      .thenError('campaign_not_editable');
    spec([])
      .when({ type: 'EditCampaign', campaignId: 'c', ...content })
      .thenError('not_found');
  });
});

describe('sending', () => {
  it('freezes the audience once, and completes at once when it is empty', () => {
    spec([drafted])
      .when({ type: 'StartSending', campaignId: 'c', recipients: ['a', 'b', 'c'] })
      .then([started]);
    spec([drafted, started])
      .when({ type: 'StartSending', campaignId: 'c', recipients: ['a'] })
      .then([]);
    spec([drafted])
      .when({ type: 'StartSending', campaignId: 'c', recipients: [] })
      .then([
        { type: 'CampaignSendingStarted', data: { campaignId: 'c', recipients: [] } },
        { type: 'CampaignCompleted', data: { campaignId: 'c' } },
      ]);
  });
  it('records each batch once, in order, and completes with the last', () => {
    spec([drafted, started])
      .when({ type: 'RecordBatch', campaignId: 'c', batch: 1, sent: ['a'], skipped: ['b'] })
      .then([batch(1, ['a'], ['b'])]);
    spec([drafted, started, batch(1, ['a'], ['b'])])
      .when({ type: 'RecordBatch', campaignId: 'c', batch: 1, sent: ['a'], skipped: ['b'] })
      .then([]);
    spec([drafted, started, batch(1, ['a'], ['b'])])
      .when({ type: 'RecordBatch', campaignId: 'c', batch: 2, sent: ['c'], skipped: [] })
      .then([batch(2, ['c']), { type: 'CampaignCompleted', data: { campaignId: 'c' } }]);
  });
});
