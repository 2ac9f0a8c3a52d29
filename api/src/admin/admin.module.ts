import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { KycModule } from '../kyc/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { ArtworksModule } from '../artworks/index.js';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { PersonalDataRegistry, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { DashboardController } from './http/dashboard.controller.js';
import { PersonalDataController } from './http/personal-data.controller.js';
import { PersonalDataArchive } from './application/personal-data-archive.js';
import { PersonalDataExports } from './application/personal-data-exports.js';
import { PersonalDataJobs } from './personal-data.jobs.js';
import { PERSONAL_DATA_SECTIONS } from './personal-data-sections.js';

/** Views that span contexts (the back-office dashboard, a person's data export and its jobs); each context keeps
 * its own admin resources. */
@Module({
  imports: [FileStorageModule, IdentityModule, KycModule, InvoicingModule, ArtworksModule],
  controllers: [DashboardController, PersonalDataController],
  providers: [
    ...PERSONAL_DATA_SECTIONS,
    {
      provide: PersonalDataRegistry,
      useFactory: (...sections: PersonalDataSection[]) => new PersonalDataRegistry(sections),
      inject: PERSONAL_DATA_SECTIONS,
    },
    PersonalDataArchive,
    PersonalDataExports,
    PersonalDataJobs,
  ],
})
export class AdminModule {}
