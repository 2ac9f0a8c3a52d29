import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { KycFiles } from './application/kyc-files.js';
import { KycQueries } from './application/kyc-queries.js';
import {
  DecideKycHandler,
  OpenKycDocumentHandler,
  SubmitKycDocumentHandler,
  SweepKycExpiriesHandler,
} from './application/kyc.handlers.js';
import { KycController } from './http/kyc.controller.js';

/** The KYC context's HTTP and command handlers; its events and read model are declared in kyc.context.ts. */
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
export class KycModule {}
