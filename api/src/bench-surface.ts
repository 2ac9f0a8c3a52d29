/**
 * Everything `bench/*.mjs` takes from the API, in one place. The benchmarks import the build only through this
 * file (`api/dist/bench-surface.js`), so a move or a rename inside the API breaks the type check here instead of
 * a benchmark nobody runs; `npm test` also runs every benchmark once in a smoke size. Like every composition root
 * it reaches the contexts through their public surfaces.
 */
export { PostgresEventStore } from './platform/event-store/postgres-event-store.js';
export { PostgresReadStore } from './platform/read-store/postgres-read-store.js';
export { PgSqlClient } from './platform/sql/pg-sql-client.js';
export { PgliteSqlClient } from './platform/sql/pglite-sql-client.js';
export { loadConfig } from './platform/config/app-config.js';
export { createRuntime } from './platform/runtime.js';
export { createLogger } from './platform/logging/logger.js';
export { registerContexts } from './platform/bounded-context.js';
export { CONTEXTS } from './contexts.js';

export { artworksProjection, artworkDocument, ARTWORKS, ArtworkQueries, CATEGORIES } from './artworks/index.js';
export {
  buildUblInvoice,
  hashAsSigned,
  signInvoice,
  FIRST_INVOICE_PIH,
  computeInvoiceAmounts,
  ublInputOf,
  toInvoiceView,
  renderInvoicePdf,
  CHROMIUM_PATH,
  PdfBrowser,
  sandboxSignerFor,
} from './invoicing/index.js';
export { AnalyticsQueries } from './analytics/index.js';
