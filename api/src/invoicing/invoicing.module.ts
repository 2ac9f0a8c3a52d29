import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InvoicingStreams } from './application/invoicing-streams.js';
import { InvoiceQueries } from './application/invoice-queries.js';
import { InvoiceIssuer } from './application/invoice-issuer.js';
import { CreateInvoiceHandler } from './application/create-invoice.handler.js';
import { ChangeInvoiceStatusHandler } from './application/change-invoice-status.handler.js';
import { SetSellerProfileHandler } from './application/set-seller-profile.handler.js';
import { InvoicesController } from './http/invoices.controller.js';
import { InvoiceSigning } from './signing/invoice-signing.js';
import { InvoiceSigningSetup } from './signing/invoice-signing.setup.js';

/** The invoicing context's HTTP and command handlers; its events and read models are declared in invoicing.context.ts. */
@Module({
  imports: [CqrsModule],
  controllers: [InvoicesController],
  providers: [InvoicingStreams, InvoiceQueries, InvoiceIssuer, CreateInvoiceHandler, ChangeInvoiceStatusHandler, SetSellerProfileHandler,
    InvoiceSigning, InvoiceSigningSetup],
  exports: [InvoiceQueries],
})
export class InvoicingModule {}
