/**
 * Everything `bench/*.mjs` takes from the API, in one place. The benchmarks import the build only through this
 * file (`api/dist/bench-surface.js`), so a move or a rename inside the API breaks the type check here instead of
 * a benchmark nobody runs; `npm test` also runs every benchmark once in a smoke size.
 */
import type { InvoiceSellerSnapshot } from './invoicing/domain/invoice.events.js';
import type { InvoiceSigner } from './invoicing/zatca/xades-signature.js';
import { csrFieldsFor } from './invoicing/onboarding/seller-csr-fields.js';
import { buildSandboxCertificate, generateSigningKeyPair } from './invoicing/onboarding/zatca-csr.js';

export { PostgresEventStore } from './platform/event-store/postgres-event-store.js';
export { PostgresReadStore } from './platform/read-store/postgres-read-store.js';
export { PgSqlClient } from './platform/sql/pg-sql-client.js';
export { PgliteSqlClient } from './platform/sql/pglite-sql-client.js';
export { loadConfig } from './platform/config/app-config.js';
export { createRuntime } from './platform/runtime.js';
export { createLogger } from './platform/logging/logger.js';
export { registerContexts } from './platform/bounded-context.js';
export { CONTEXTS } from './contexts.js';

export { artworksProjection } from './artworks/projections/artworks.projection.js';
export { artworkDocument, ARTWORKS } from './artworks/projections/artwork-document.js';
export { ArtworkQueries } from './artworks/application/artwork-queries.js';
export { CATEGORIES } from './artworks/domain/artwork.vocabulary.js';

export { buildUblInvoice } from './invoicing/zatca/ubl-invoice.js';
export { hashAsSigned, signInvoice } from './invoicing/zatca/xades-signature.js';
export { FIRST_INVOICE_PIH } from './invoicing/zatca/invoice-hash.js';
export { computeInvoiceAmounts } from './invoicing/domain/invoice.amounts.js';
export { ublInputOf } from './invoicing/application/invoice-document.js';
export { toInvoiceView } from './invoicing/application/invoice-view.js';
export { renderInvoicePdf } from './invoicing/pdf/invoice-pdfs.js';
export { CHROMIUM_PATH, PdfBrowser } from './invoicing/pdf/pdf-browser.js';

/**
 * A seller's signer as the signing job gets it at first use (a fresh secp256k1 key and a self-signed sandbox
 * certificate over the seller's CSR fields), without the event store the job records it in.
 */
export function sandboxSignerFor(seller: InvoiceSellerSnapshot, at = new Date()): InvoiceSigner {
  const { privateKey, publicKey } = generateSigningKeyPair();
  const notBefore = new Date(at.getTime() - 60_000);
  const notAfter = new Date(at.getTime() + 365 * 86_400_000);
  const fields = csrFieldsFor(seller, 'sandbox');
  const certificate = buildSandboxCertificate(fields, privateKey, publicKey, { notBefore, notAfter });
  return { privateKey, certificate: certificate.pem };
}
