import { Module } from '@nestjs/common';
import { ArtworksModule } from '../artworks/index.js';
import { OrdersModule } from '../orders/index.js';
import { CommissionQueries } from './application/commission-queries.js';
import { CommissionCommands } from './application/commission-commands.js';
import { CommissionsController } from './http/commissions.controller.js';
import { AdminCommissionsController } from './http/admin-commissions.controller.js';
import { CommissionsJobs } from './commissions.jobs.js';

/** The commissions context's HTTP, commands and jobs; its events and read models are declared in
 * commissions.context.ts. A delivered work becomes an artwork through the artworks context and is sold to its
 * collector through the orders context. */
@Module({
  imports: [ArtworksModule, OrdersModule],
  controllers: [CommissionsController, AdminCommissionsController],
  providers: [CommissionQueries, CommissionCommands, CommissionsJobs],
  exports: [CommissionQueries, CommissionCommands],
})
export class CommissionsModule {}
