import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { DashboardController } from './http/dashboard.controller.js';
import { DataExportController } from './http/data-export.controller.js';
import { KycModule } from '../kyc/index.js';

/** Views that span contexts (the back-office dashboard, a person's data export); each context keeps its own
 * admin resources. */
@Module({
  imports: [IdentityModule, KycModule],
  controllers: [DashboardController, DataExportController],
})
export class AdminModule {}
