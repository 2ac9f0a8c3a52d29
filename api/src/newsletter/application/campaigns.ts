/**
 * Campaign commands: compose, edit, schedule, cancel, send. Sending freezes the audience on the campaign's
 * stream and hands batch 1 to the `email` queue; the batch sender does the rest a batch a minute.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { campaignDecider, type CampaignCommand } from '../domain/campaign.decider.js';
import type { CampaignContent } from '../domain/newsletter.events.js';
import { CAMPAIGNS, type CampaignDoc } from '../projections/campaigns.projection.js';
import { audienceOf } from './campaign-audience.js';
import { renderMarkdown } from './markdown.js';

declare module '../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    /** Hands one batch of a campaign's recipients to the mail queue, then schedules the next a minute later. */
    newsletterCampaignBatch: { campaignId: string; batch: number };
    /** Starts the scheduled campaigns whose time has come (every minute). */
    newsletterDueCampaigns: { due?: true };
  }
}

@Injectable()
export class NewsletterCampaigns {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly jobs: JobQueues,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  private run(campaignId: string, command: CampaignCommand, actorId: string | null, now = new Date()) {
    return this.writes.run(campaignDecider, campaignId, command, commandContext(actorId, now), CAMPAIGNS);
  }

  async get(id: string): Promise<CampaignDoc> {
    const doc = await this.reads.collection<CampaignDoc>(CAMPAIGNS).get(id);
    if (!doc) throw notFound('Campaign', 'الحملة');
    return doc;
  }

  async draft(content: CampaignContent, actorId: string, campaignId: string = randomUUID()) {
    await this.run(campaignId, { type: 'DraftCampaign', campaignId, ...content }, actorId);
    return this.get(campaignId);
  }

  async edit(campaignId: string, content: CampaignContent, actorId: string) {
    await this.run(campaignId, { type: 'EditCampaign', campaignId, ...content }, actorId);
    return this.get(campaignId);
  }

  async schedule(campaignId: string, sendAt: string, actorId: string, now = new Date()) {
    await this.run(campaignId, { type: 'ScheduleCampaign', campaignId, sendAt, now: now.toISOString() }, actorId, now);
    return this.get(campaignId);
  }

  async cancel(campaignId: string, actorId: string) {
    await this.run(campaignId, { type: 'CancelCampaign', campaignId }, actorId);
    return this.get(campaignId);
  }

  /** Freezes the audience and hands the first batch to the queue (the batch job's id makes a second call harmless). */
  async send(campaignId: string, actorId: string | null) {
    const campaign = await this.get(campaignId);
    const audience = await audienceOf(this.reads, campaign.segment);
    const { events } = await this.run(
      campaignId,
      { type: 'StartSending', campaignId, recipients: audience.map((s) => s.id) },
      actorId,
    );
    if (events.some((e) => e.type === 'CampaignSendingStarted') && audience.length > 0)
      await this.jobs.enqueue(
        'email',
        'newsletterCampaignBatch',
        { campaignId, batch: 1 },
        { once: `${campaignId}.1` },
      );
    return this.get(campaignId);
  }

  /** Scheduled campaigns whose time has come. */
  async sendDue(now = new Date()): Promise<number> {
    const due = await this.reads
      .collection<CampaignDoc>(CAMPAIGNS)
      .find({ filter: { status: 'scheduled', sendAt: { $lte: now.toISOString() } }, limit: 20 });
    for (const campaign of due) await this.send(campaign.id, null);
    return due.length;
  }

  preview(content: Pick<CampaignContent, 'body' | 'bodyAr'>): { html: string; htmlAr: string } {
    return { html: renderMarkdown(content.body), htmlAr: renderMarkdown(content.bodyAr) };
  }
}
