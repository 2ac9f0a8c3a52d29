import { Inject, Injectable, Module, Optional, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, READ_STORE } from '../platform/tokens.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { SUBSCRIBERS, type SubscriberDoc } from './projections/subscribers.projection.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { ErasureHooks } from '../platform/commands/erasure-hooks.js';
import { PersonalDataVault } from '../platform/commands/personal-data-vault.js';
import { NewsletterSubscriptions } from './application/subscriptions.js';
import { confirmationEmailReactor } from './email/confirmation-email.reactor.js';
import { NewsletterController } from './http/newsletter.controller.js';
import { AdminNewsletterController } from './http/admin-newsletter.controller.js';
import { NewsletterCampaigns } from './application/campaigns.js';
import { CampaignBatches } from './application/campaign-batches.js';
import { subscriberHistoryId, subscriberKeyOf } from './domain/newsletter.event-specs.js';

/** The newsletter's mails and jobs, and what erasing a person does here: their subscriber key is destroyed, so
 * the consent history stays as proof but no longer names them. */
@Injectable()
class NewsletterJobs implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly subscriptions: NewsletterSubscriptions,
    private readonly vault: PersonalDataVault,
    private readonly campaigns: NewsletterCampaigns,
    private readonly batches: CampaignBatches,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Optional() private readonly erasure?: ErasureHooks,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [confirmationEmailReactor(this.jobs, this.config.publicUrl, this.config.piiMasterKey)],
      processors: [
        processor('email', 'newsletterCampaignBatch', ({ campaignId, batch }) =>
          this.batches.sendBatch(campaignId, batch),
        ),
        processor('email', 'newsletterDueCampaigns', async () =>
          JobResults.success({ started: await this.campaigns.sendDue() }),
        ),
      ],
      schedules: [{ queue: 'email', id: 'newsletter-due-campaigns', name: 'newsletterDueCampaigns', everyMs: 60_000 }],
    });
    this.erasure?.register('newsletter', async (person) => {
      if (!person.email) return;
      // Every history of the address still readable (an earlier erasure left the older ones unreadable already).
      const first = this.subscriptions.subscriberIdOf(person.email);
      for (const key of await this.vault.heldKeys(subscriberKeyOf(first))) await this.vault.forget(key, new Date());
      // The read model holds the address decrypted: it goes too (a rebuild finds it unreadable in the log).
      const subscribers = this.reads.collection<SubscriberDoc>(SUBSCRIBERS);
      for (let generation = 1; ; generation++) {
        const doc = await subscribers.get(subscriberHistoryId(first, generation));
        if (!doc) return;
        if (doc.email) await subscribers.upsert({ ...doc, email: null });
      }
    });
  }
}

/** The newsletter context's HTTP, commands and jobs; events and read models are declared in newsletter.context.ts. */
@Module({
  controllers: [NewsletterController, AdminNewsletterController],
  providers: [NewsletterSubscriptions, NewsletterCampaigns, CampaignBatches, NewsletterJobs],
})
export class NewsletterModule {}
