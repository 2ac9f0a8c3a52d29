import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { DashboardController } from './http/dashboard.controller.js';

/** Back-office views that span contexts (the dashboard); each context keeps its own admin resources. */
@Module({
  imports: [IdentityModule],
  controllers: [DashboardController],
})
export class AdminModule {}
