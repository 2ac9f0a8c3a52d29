/**
 * Every job of the commissions context, declared once and loaded by the API and the standalone worker alike: the
 * mails (a reactor), and the sweep that closes open requests whose deadline passed without an accepted bid
 * (hourly; a request's deadline is a date, so the sweep need not run more often).
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { CommissionCommands } from './application/commission-commands.js';
import { commissionEmailsReactor } from './email/commission-emails.reactor.js';

export const CLOSE_EXPIRED_SCHEDULER_ID = 'close-expired-commissions';

declare module '../platform/jobs/job-catalog.js' {
  interface CommissionJobs {
    'close-expired-commissions': Record<string, never>;
  }
}

@Injectable()
export class CommissionsJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly runner: CommandRunner,
    private readonly commands: CommissionCommands,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [commissionEmailsReactor(this.jobs, this.reads, this.runner)],
      processors: [
        processor('commissions', 'close-expired-commissions', async () =>
          JobResults.success(await this.commands.closeExpired()),
        ),
      ],
      schedules: [
        {
          queue: 'commissions',
          id: CLOSE_EXPIRED_SCHEDULER_ID,
          name: 'close-expired-commissions',
          everyMs: 60 * 60_000,
        },
      ],
    });
  }
}
