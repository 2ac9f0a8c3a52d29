import { Module } from '@nestjs/common';
import { WorkshopQueries } from './application/workshop-queries.js';
import { WorkshopWrites } from './application/workshop-writes.service.js';
import { RegistrationWrites } from './application/registration-writes.js';
import { RegistrationCommands } from './application/registration-commands.service.js';
import { OrganiserRecords } from './application/organiser-records.service.js';
import { PaymentOutcomes } from './application/payment-outcomes.service.js';
import { ArtEventCommands } from './application/art-event-commands.service.js';
import { PaymentsModule } from '../payments/index.js';
import { WorkshopsController } from './http/workshops.controller.js';
import { EventsController } from './http/events.controller.js';
import { PaymentsController } from './http/payments.controller.js';
import { WorkshopsJobs } from './workshops.jobs.js';
import { AdminWorkshopsController } from './http/admin-workshops.controller.js';
import { KycModule } from '../kyc/index.js';
import { WorkshopsWriter } from './application/run-command.js';
import { WaitlistCommands } from './application/waitlist-commands.js';
import { WaitlistQueries } from './application/waitlist-queries.js';
import { WaitlistController } from './http/waitlist.controller.js';
import { PromoCodesController } from './http/promo-codes.controller.js';
import { WorkshopListsController } from './http/workshop-lists.controller.js';
import { InvoicingModule } from '../invoicing/index.js';
import { CertificateService } from './application/certificate.service.js';
import { WorkshopListsService } from './application/workshop-lists.service.js';
import { AttendeeMailService } from './application/attendee-mail.service.js';
import { PromoCodesService } from './application/promo-codes.service.js';
import { RegistrationRefunds } from './application/registration-refunds.service.js';
import { RegistrationPayments } from './application/registration-payments.js';
import { RegistrationRefundsController } from './http/registration-refunds.controller.js';
import { StcPayCheckoutController } from './http/stcpay-checkout.controller.js';
import { StcPayCheckout } from './application/stcpay-checkout.service.js';

/** The workshops context's HTTP and commands; its events and read models are declared in workshops.context.ts.
 * Payments go through the payments context's port (its sandbox provider here). */
@Module({
  imports: [KycModule, PaymentsModule, InvoicingModule],
  controllers: [
    WorkshopsController,
    WaitlistController,
    PromoCodesController,
    WorkshopListsController,
    EventsController,
    PaymentsController,
    RegistrationRefundsController,
    StcPayCheckoutController,
    AdminWorkshopsController,
  ],
  providers: [
    WorkshopsWriter,
    WorkshopQueries,
    WorkshopWrites,
    RegistrationWrites,
    RegistrationCommands,
    OrganiserRecords,
    PaymentOutcomes,
    ArtEventCommands,
    WaitlistQueries,
    WaitlistCommands,
    WorkshopsJobs,
    PromoCodesService,
    WorkshopListsService,
    CertificateService,
    AttendeeMailService,
    RegistrationRefunds,
    StcPayCheckout,
    RegistrationPayments,
  ],
  exports: [
    WorkshopQueries,
    WorkshopWrites,
    RegistrationCommands,
    OrganiserRecords,
    PaymentOutcomes,
    ArtEventCommands,
    WaitlistCommands,
    PromoCodesService,
    RegistrationRefunds,
    RegistrationPayments,
  ],
})
export class WorkshopsModule {}
