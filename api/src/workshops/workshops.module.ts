import { Module } from '@nestjs/common';
import { WorkshopQueries } from './application/workshop-queries.js';
import { WorkshopCommands } from './application/workshop-commands.js';
import { PaymentsModule } from '../payments/index.js';
import { WorkshopsController } from './http/workshops.controller.js';
import { EventsController } from './http/events.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { WorkshopsJobs } from './workshops.jobs.js';
import { AdminWorkshopsController } from './http/admin-workshops.controller.js';
import { KycModule } from '../kyc/index.js';

/** The workshops context's HTTP and commands; its events and read models are declared in workshops.context.ts.
 * Payments go through the payments context's port (its sandbox provider here). */
@Module({
  imports: [KycModule, PaymentsModule],
  controllers: [WorkshopsController, EventsController, PaymentsController, AdminWorkshopsController],
  providers: [WorkshopQueries, WorkshopCommands, WorkshopsJobs],
  exports: [WorkshopQueries, WorkshopCommands],
})
export class WorkshopsModule {}
