import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { KycFiles } from './application/kyc-files.js';
import { KycQueries } from './application/kyc-queries.js';
import { KycOwnerDocuments } from './application/kyc-owner-documents.js';
import {
  DecideKycHandler,
  OpenKycDocumentHandler,
  SubmitKycDocumentHandler,
  SweepKycExpiriesHandler,
  VerifyIdentityHandler,
} from './application/kyc.handlers.js';
import { IdentityModule } from '../identity/index.js';
import { KycController } from './http/kyc.controller.js';
import { KycJobs } from './kyc.jobs.js';

/** The KYC context's HTTP and command handlers, and its jobs (kyc.jobs.ts); its events and read model are
 * declared in kyc.context.ts. */
@Module({
  imports: [CqrsModule, FileStorageModule, IdentityModule],
  controllers: [KycController],
  providers: [
    KycFiles,
    KycQueries,
    SubmitKycDocumentHandler,
    DecideKycHandler,
    OpenKycDocumentHandler,
    SweepKycExpiriesHandler,
    VerifyIdentityHandler,
    KycJobs,
    KycOwnerDocuments,
  ],
  exports: [KycQueries, KycOwnerDocuments],
})
export class KycModule {}
