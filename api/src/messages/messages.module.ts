import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { READ_STORE } from '../platform/tokens.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { JobDeclarations } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { IdentityModule, UserQueries } from '../identity/index.js';
import { StaffMessages } from './application/staff-messages.js';
import { SellerMessages } from './application/seller-messages.js';
import { MessagesController } from './http/messages.controller.js';
import { staffMessageEmailReactor } from './email/staff-message-email.reactor.js';

/** The messages context's one job: mailing each message to its recipient (a seller's only to those who receive
 * `messages` mail) (a reactor; the job id derives from the
 * event, so a replay never mails twice). */
@Injectable()
class MessagesJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly users: UserQueries,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [staffMessageEmailReactor(this.jobs, this.users, this.reads)],
    });
  }
}

/** The messages context's HTTP, writes and mail; its events and read model are declared in messages.context.ts. */
@Module({
  imports: [IdentityModule],
  controllers: [MessagesController],
  providers: [StaffMessages, SellerMessages, MessagesJobs],
})
export class MessagesModule {}
