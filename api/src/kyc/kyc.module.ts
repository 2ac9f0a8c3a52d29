import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { READ_STORE } from '../platform/tokens.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { declareJobs } from '../platform/jobs/context-jobs.js';
import { KycFiles } from './application/kyc-files.js';
import { KycQueries } from './application/kyc-queries.js';
import {
  DecideKycHandler,
  OpenKycDocumentHandler,
  SubmitKycDocumentHandler,
  SweepKycExpiriesHandler,
} from './application/kyc.handlers.js';
import { KycController } from './http/kyc.controller.js';
import { kycEmailsReactor } from './email/kyc-emails.reactor.js';

/** The KYC context's HTTP and command handlers, and the decision mails; its events and read model are declared
 * in kyc.context.ts. */
@Module({
  imports: [CqrsModule, FileStorageModule],
  controllers: [KycController],
  providers: [
    KycFiles,
    KycQueries,
    SubmitKycDocumentHandler,
    DecideKycHandler,
    OpenKycDocumentHandler,
    SweepKycExpiriesHandler,
  ],
  exports: [KycQueries],
})
export class KycModule implements OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly runner: CommandRunner,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly projections: ProjectionEngine,
  ) {}

  onModuleInit(): void {
    declareJobs(this.projections, this.workers, { reactors: [kycEmailsReactor(this.jobs, this.reads, this.runner)] });
  }
}
