/**
 * Every job of the KYC context, declared once and loaded by the API and the standalone worker alike: the
 * decision and expiry mails (a reactor: each job id derives from its event, so a replay never mails twice), and
 * the daily expiry sweep (notices ahead of an expiry, then the expiry itself, which drops the tier).
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import { UserQueries } from '../identity/index.js';
import { KycReviews } from './application/kyc-reviews.js';
import { kycEmailsReactor } from './email/kyc-emails.reactor.js';

export const KYC_SWEEP_SCHEDULER_ID = 'kyc-expiry-sweep';
/** Who the sweep acts as in the events' metadata. */
export const KYC_SWEEP_ACTOR = 'system:kyc-expiry-sweep';

declare module '../platform/jobs/job-catalog.js' {
  interface KycJobs {
    'kyc-expiry-sweep': Record<string, never>;
  }
}

@Injectable()
export class KycJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    private readonly users: UserQueries,
    private readonly reviews: KycReviews,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [kycEmailsReactor(this.jobs, this.users, this.runner)],
      processors: [
        processor('kyc', 'kyc-expiry-sweep', async () =>
          JobResults.success(await this.reviews.sweepExpiries(KYC_SWEEP_ACTOR)),
        ),
      ],
      // Hourly: a day's expiries are recorded within the hour after midnight (UTC), and a missed run catches up.
      schedules: [{ queue: 'kyc', id: KYC_SWEEP_SCHEDULER_ID, name: 'kyc-expiry-sweep', everyMs: 60 * 60_000 }],
    });
  }
}
