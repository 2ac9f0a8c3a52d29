/** Registers the auction mails' reactor on the projection engine, with the people's contacts from identity. */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { declareJobs } from '../../platform/jobs/context-jobs.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { UserQueries } from '../../identity/index.js';
import { auctionEmailsReactor } from './auction-emails.reactor.js';

@Injectable()
export class AuctionEmails implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly workers: JobWorkers,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    private readonly users: UserQueries,
  ) {}

  onModuleInit(): void {
    declareJobs(this.projections, this.workers, {
      reactors: [auctionEmailsReactor(this.jobs, { contact: (id) => this.users.contact(id) }, this.runner)],
    });
  }
}
