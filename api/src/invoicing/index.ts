/**
 * The invoicing context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { seedInvoicingDemo } from './demo/invoicing.demo.js';
export { invoicingContext } from './invoicing.context.js';
export { InvoicingModule } from './invoicing.module.js';
export * from './invoicing-measured.js';
export type { StructuredAddress } from './domain/invoice.parties.js';
export { SaleInvoicing, saleInvoiceIdFor, type SaleToInvoice } from './sale-invoices/sale-invoicing.js';
export { AuctionInvoicing, type LotTaxes } from './auction-invoices/auction-invoicing.js';
export { InvoiceQueries } from './application/invoice-queries.js';
export { InvoicePdfs } from './pdf/invoice-pdfs.js';
