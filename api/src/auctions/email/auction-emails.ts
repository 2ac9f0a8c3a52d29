/** Registers the auction mails' reactor on the projection engine, with the people's contacts from identity. */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { JobDeclarations } from '../../platform/jobs/context-jobs.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { UserQueries } from '../../identity/index.js';
import { auctionEmailsReactor } from './auction-emails.reactor.js';

@Injectable()
export class AuctionEmails implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    private readonly users: UserQueries,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [auctionEmailsReactor(this.jobs, { contact: (id) => this.users.contact(id) }, this.runner)],
    });
  }
}
