/**
 * The campaign sender, a batch at a time: each batch takes the next `perMinute` recipients of the frozen
 * audience, mails those still confirmed (in their language, with their own unsubscribe links) through the
 * `email` queue, skips those who left since, records the batch on the campaign's stream, and schedules the next
 * batch `intervalMs` later (a minute). A batch that runs twice finds itself recorded and sends nothing more;
 * each mail's job id is the campaign's and the subscriber's, so no one gets a campaign twice.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { campaignDecider } from '../domain/campaign.decider.js';
import { CAMPAIGNS, type CampaignDoc } from '../projections/campaigns.projection.js';
import { SUBSCRIBERS, type SubscriberDoc } from '../projections/subscribers.projection.js';
import { unsubscribeToken } from './newsletter-tokens.js';
import { renderMarkdown } from './markdown.js';

@Injectable()
export class CampaignBatches {
  /** Time between two batches: the per-minute rate limit (tests shorten it). */
  intervalMs = 60_000;

  constructor(
    private readonly runner: CommandRunner,
    private readonly writes: ReadYourWrites,
    private readonly jobs: JobQueues,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendBatch(campaignId: string, batch: number): Promise<JobResult> {
    const { state } = await this.runner.load(campaignDecider, `campaign-${campaignId}`);
    if (state.status !== 'sending' || state.batches + 1 !== batch) return JobResults.skipped(`batch ${batch} is done`);
    const campaign = await this.reads.collection<CampaignDoc>(CAMPAIGNS).get(campaignId);
    if (!campaign) return JobResults.retry('the campaign read model is behind');
    const ids = state.recipients.slice(state.processed, state.processed + state.perMinute);
    const subscribers = await this.reads.collection<SubscriberDoc>(SUBSCRIBERS).getMany(ids);
    const byId = new Map(subscribers.map((s) => [s.id, s]));
    const html = { en: renderMarkdown(campaign.body), ar: renderMarkdown(campaign.bodyAr) };
    const sent: string[] = [];
    const skipped: string[] = [];
    for (const id of ids) {
      const s = byId.get(id);
      if (!s || s.status !== 'confirmed' || !s.email) {
        skipped.push(id);
        continue;
      }
      const token = encodeURIComponent(unsubscribeToken(this.config.piiMasterKey, id, campaignId));
      const ar = s.language === 'ar';
      await this.jobs.enqueue(
        'email',
        'newsletterCampaign',
        {
          to: s.email,
          lang: s.language,
          data: {
            campaignId,
            subject: ar ? campaign.subjectAr : campaign.subject,
            html: ar ? html.ar : html.en,
            text: ar ? campaign.bodyAr : campaign.body,
            unsubscribeUrl: `${this.config.publicUrl}/newsletter/unsubscribe?token=${token}`,
            oneClickUrl: `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${token}`,
            openTracking: s.openTracking === true,
          },
        },
        { once: `${campaignId}.${id}` },
      );
      sent.push(id);
    }
    const { events } = await this.writes.run(
      campaignDecider,
      campaignId,
      { type: 'RecordBatch', campaignId, batch, sent, skipped },
      commandContext(null),
      CAMPAIGNS,
    );
    if (events.length > 0 && !events.some((e) => e.type === 'CampaignCompleted'))
      await this.jobs.enqueue(
        'email',
        'newsletterCampaignBatch',
        { campaignId, batch: batch + 1 },
        { once: `${campaignId}.${batch + 1}`, delayMs: this.intervalMs },
      );
    return JobResults.success({ batch, sent: sent.length, skipped: skipped.length });
  }
}
