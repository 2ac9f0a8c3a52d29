/**
 * The invoicing context's settings, read from the environment once when the module starts:
 *
 * - `ZATCA_API_URL`: base URL of the authority's API (e.g. its simulation environment). Unset: an embedded
 *   simulator on a loopback port (development, tests, demos); nothing is sent to the authority.
 * - `ZATCA_API_TIMEOUT_MS` (default 10000): how long a clearance or reporting call may take before it is retried.
 * - `ZATCA_SIMULATOR_CHECKER`: `full`, `fast` (no XSD and rules) or `off`: whether the embedded simulator runs
 *   the checker in ../shared/zatca on every submission (ignored when the checker is not set up). Default `off`:
 *   the checker takes seconds per invoice, one at a time. The clearance test suite sets `full`.
 * - `INVOICE_OVERDUE_EVERY_MS` (default 900000): how often the overdue job runs.
 * - `INVOICE_PDF_AHEAD` (default true): render each invoice's PDF on the `pdf` queue once the authority has
 *   answered, so the first download is instant.
 * - `INVOICE_PDF_DIR`: where rendered PDFs are kept (default DATA_DIR/invoice-pdfs); they are derived and
 *   can be deleted at any time.
 * - `CHROMIUM_SANDBOX`: unset renders PDFs in Chromium's sandbox except as root (Chromium refuses it to root);
 *   `false` turns it off (a kernel without unprivileged user namespaces), `true` insists on it.
 */
import { join } from 'node:path';
import type { AppConfig } from '../../platform/config/app-config.js';
import { checkerAvailable, type CheckerMode } from '../clearance/zatca-checker-runner.js';

export interface InvoicingConfig {
  zatcaApiUrl: string | null;
  zatcaApiTimeoutMs: number;
  simulatorChecker: CheckerMode;
  overdueEveryMs: number;
  pdfDir: string;
  renderPdfAhead: boolean;
  chromiumSandbox: string | undefined;
}

export const INVOICING_CONFIG = Symbol('INVOICING_CONFIG');

export function loadInvoicingConfig(
  app: AppConfig,
  env: Record<string, string | undefined> = process.env,
): InvoicingConfig {
  const number = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const requested = env.ZATCA_SIMULATOR_CHECKER;
  const simulatorChecker: CheckerMode =
    requested === 'full' || requested === 'fast' || requested === 'off'
      ? requested !== 'off' && !checkerAvailable()
        ? 'off'
        : requested
      : 'off';
  return {
    zatcaApiUrl: env.ZATCA_API_URL ? env.ZATCA_API_URL.replace(/\/$/, '') : null,
    zatcaApiTimeoutMs: number('ZATCA_API_TIMEOUT_MS', 10_000),
    simulatorChecker,
    overdueEveryMs: number('INVOICE_OVERDUE_EVERY_MS', 15 * 60_000),
    pdfDir: env.INVOICE_PDF_DIR ?? join(app.dataDir, 'invoice-pdfs'),
    renderPdfAhead: env.INVOICE_PDF_AHEAD !== 'false',
    chromiumSandbox: env.CHROMIUM_SANDBOX,
  };
}
