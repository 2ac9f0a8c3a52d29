import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { KycModule } from '../kyc/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { PersonalDataRegistry, type PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { DashboardController } from './http/dashboard.controller.js';
import { PersonalDataController } from './http/personal-data.controller.js';
import { PersonalDataExport } from './application/personal-data-export.js';
import { PERSONAL_DATA_SECTIONS } from './personal-data-sections.js';

/** Views that span contexts (the back-office dashboard, a person's data export); each context keeps its own
 * admin resources. */
@Module({
  imports: [IdentityModule, KycModule, InvoicingModule],
  controllers: [DashboardController, PersonalDataController],
  providers: [
    ...PERSONAL_DATA_SECTIONS,
    {
      provide: PersonalDataRegistry,
      useFactory: (...sections: PersonalDataSection[]) => new PersonalDataRegistry(sections),
      inject: PERSONAL_DATA_SECTIONS,
    },
    PersonalDataExport,
  ],
})
export class AdminModule {}
