import { Module } from '@nestjs/common';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { KycFiles } from './application/kyc-files.js';
import { KycQueries } from './application/kyc-queries.js';
import { KycOwnerDocuments } from './application/kyc-owner-documents.js';
import { KycReviews } from './application/kyc-reviews.js';
import { VerificationForIdentity } from './application/verification-for-identity.js';
import { IdentityModule } from '../identity/index.js';
import { KycController } from './http/kyc.controller.js';
import { KycJobs } from './kyc.jobs.js';

/** The KYC context's HTTP, its commands (KycReviews), and its jobs (kyc.jobs.ts); its events and read model are
 * declared in kyc.context.ts. */
@Module({
  imports: [FileStorageModule, IdentityModule],
  controllers: [KycController],
  providers: [KycFiles, KycQueries, KycReviews, VerificationForIdentity, KycJobs, KycOwnerDocuments],
  exports: [KycQueries, KycOwnerDocuments],
})
export class KycModule {}
