import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { WorkshopQueries } from './application/workshop-queries.js';
import { WorkshopCommands } from './application/workshop-commands.js';
import { PaymentGateway, SandboxPaymentGateway, webhookSecret } from './payments/payment-gateway.js';
import { WorkshopsController } from './http/workshops.controller.js';
import { EventsController } from './http/events.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { WorkshopsJobs } from './workshops.jobs.js';
import { AdminWorkshopsController } from './http/admin-workshops.controller.js';
import { KycModule } from '../kyc/index.js';

/** The workshops context's HTTP and commands; its events and read models are declared in workshops.context.ts.
 * Payments go through the sandbox provider (no real provider is reachable here). */
@Module({
  imports: [KycModule],
  controllers: [WorkshopsController, EventsController, PaymentsController, AdminWorkshopsController],
  providers: [
    WorkshopQueries,
    WorkshopCommands,
    WorkshopsJobs,
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SandboxPaymentGateway(webhookSecret(process.env, config.sessionSecret)),
    },
  ],
  exports: [WorkshopQueries, WorkshopCommands],
})
export class WorkshopsModule {}
