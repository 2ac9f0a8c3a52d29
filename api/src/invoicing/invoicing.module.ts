import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { InvoicingStreams } from './application/invoicing-streams.js';
import { InvoiceQueries } from './application/invoice-queries.js';
import { InvoiceIssuer } from './application/invoice-issuer.js';
import { SellerInvoicing } from './application/seller-invoicing.js';
import { SignedInvoiceXml } from './application/signed-invoice-xml.js';
import { InvoiceNotes } from './application/invoice-notes.js';
import { InvoiceChainAudit } from './application/invoice-chain-audit.js';
import { InvoicesController } from './http/invoices.controller.js';
import { AdminInvoicesController } from './http/admin-invoices.controller.js';
import { InvoiceFiles } from './http/invoice-files.js';
import { InvoiceSigning } from './signing/invoice-signing.js';
import { SellerSigningIdentities } from './onboarding/seller-signing-identities.js';
import { AdminSellerCertificatesController } from './onboarding/admin-seller-certificates.controller.js';
import { InvoiceClearance } from './clearance/invoice-clearance.js';
import { OverdueInvoices } from './clearance/overdue-invoices.js';
import { ZATCA_CLIENT, type ZatcaClientHolder } from './clearance/zatca-client.provider.js';
import { INVOICING_CONFIG, loadInvoicingConfig } from './config/invoicing-config.js';
import { InvoicePdfs } from './pdf/invoice-pdfs.js';
import { AuctionInvoicing } from './auction-invoices/auction-invoicing.js';
import { ZatcaConnection } from './clearance/zatca-connection.js';
import { TaxRecordsRetention } from './application/tax-records-retention.js';
import { InvoicingJobs } from './invoicing.jobs.js';

import { SaleInvoicing } from './sale-invoices/sale-invoicing.js';

/** The invoicing context's HTTP, command services and jobs; its events and read models are declared in
 * invoicing.context.ts. */
@Module({
  imports: [AuctionsModule],
  controllers: [InvoicesController, AdminInvoicesController, AdminSellerCertificatesController],
  providers: [
    InvoicingStreams,
    InvoiceQueries,
    InvoiceIssuer,
    SellerInvoicing,
    SignedInvoiceXml,
    InvoiceNotes,
    InvoiceChainAudit,
    InvoiceFiles,
    InvoiceSigning,
    SellerSigningIdentities,
    InvoiceClearance,
    OverdueInvoices,
    InvoicePdfs,
    AuctionInvoicing,
    SaleInvoicing,
    ZatcaConnection,
    InvoicingJobs,
    TaxRecordsRetention,
    { provide: INVOICING_CONFIG, inject: [APP_CONFIG], useFactory: (app: AppConfig) => loadInvoicingConfig(app) },
    { provide: ZATCA_CLIENT, useFactory: (): ZatcaClientHolder => ({ current: null, simulator: null }) },
  ],
  exports: [InvoiceQueries, SaleInvoicing, AuctionInvoicing, InvoicePdfs],
})
export class InvoicingModule {}
