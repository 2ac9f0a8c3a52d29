/**
 * PDFs of invoices: rendered from the invoice's read model and its signed XML, kept as files keyed by the
 * invoice's last stream revision (a status change renders a new one; files are derived and may be deleted).
 * The `pdf`/`render-invoice-pdf` job renders ahead of time once the authority has answered; GET …/pdf serves
 * the file, rendering it on the spot when the job has not run yet.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing-config.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { SignedInvoiceXml } from '../application/signed-invoice-xml.js';
import { toInvoiceView, type InvoiceView } from '../application/invoice-view.js';
import type { InvoiceDoc } from '../projections/invoices.projection.js';
import { invoicePdfHtml } from './invoice-pdf-html.js';
import { attachSignedXml } from './pdf-attachment.js';
import { CHROMIUM_PATH, PdfBrowser } from './pdf-browser.js';

/** The QR as an SVG data URL: vector in the PDF, so it stays sharp at any print or scan resolution. */
export async function qrImageDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'L', margin: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** HTML + Chromium + the XML attachment: one invoice's PDF bytes. */
export async function renderInvoicePdf(
  browser: PdfBrowser,
  invoice: InvoiceView,
  signedXml: string | null,
): Promise<Uint8Array> {
  const qr = invoice.qrCode ? await qrImageDataUrl(invoice.qrCode) : null;
  const pdf = await browser.render(invoicePdfHtml(invoice, qr));
  if (!signedXml) return pdf;
  return attachSignedXml(
    pdf,
    signedXml,
    `${invoice.invoiceNumber}.xml`,
    new Date(invoice.signedAt ?? invoice.createdAt),
  );
}

@Injectable()
export class InvoicePdfs implements OnModuleDestroy {
  readonly browser: PdfBrowser;

  constructor(
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
    private readonly queries: InvoiceQueries,
    private readonly signedXml: SignedInvoiceXml,
  ) {
    this.browser = new PdfBrowser(CHROMIUM_PATH, config.chromiumSandbox);
  }

  private readonly rendering = new Map<string, Promise<Uint8Array>>();

  /** Any other document as an A4 PDF from the same browser pool (a workshop's certificate of attendance). */
  renderHtml(html: string): Promise<Uint8Array> {
    return this.browser.render(html);
  }

  async pdfOf(doc: InvoiceDoc): Promise<Uint8Array> {
    const file = this.fileOf(doc);
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    // The render-ahead job and a download may ask for the same PDF at once: one render per file per process.
    let rendering = this.rendering.get(file);
    if (!rendering) {
      rendering = this.render(doc, file).finally(() => this.rendering.delete(file));
      this.rendering.set(file, rendering);
    }
    return rendering;
  }

  private async render(doc: InvoiceDoc, file: string): Promise<Uint8Array> {
    const pdf = await renderInvoicePdf(this.browser, toInvoiceView(doc), await this.signedXml.of(doc.id));
    await mkdir(this.config.pdfDir, { recursive: true });
    // A name of its own per write (other processes may render the same invoice), then an atomic rename:
    // a concurrent reader sees no file or the whole one.
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temp, pdf);
    await rename(temp, file);
    return pdf;
  }

  /** The `pdf`/`render-invoice-pdf` job. */
  async renderAhead(invoiceId: string): Promise<JobResult> {
    const doc = await this.queries.find(invoiceId);
    if (!doc) return JobResults.permanentFailure(`invoice ${invoiceId} does not exist`);
    const pdf = await this.pdfOf(doc);
    return JobResults.success({ invoiceId, bytes: pdf.length });
  }

  async onModuleDestroy(): Promise<void> {
    await this.browser.close();
  }

  private fileOf(doc: InvoiceDoc): string {
    return join(this.config.pdfDir, `${doc.id}-r${doc._revision ?? 0}.pdf`);
  }
}
