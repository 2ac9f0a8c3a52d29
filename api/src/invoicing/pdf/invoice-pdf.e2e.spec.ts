/**
 * The invoice PDF end to end: GET /api/invoices/{id}/pdf answers a PDF named after the invoice number, with
 * the signed XML attached byte for byte; its first page, rendered to PNG by poppler's pdftoppm, shows a QR code
 * that decodes to the invoice's TLV payload; the text layer holds the Arabic labels.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { announceSkip } from '../zatca/testing/zatca-samples.js';
import { embeddedFiles } from './pdf-attachment.js';
import { CHROMIUM_PATH } from './pdf-browser.js';
import { eventually } from '../../testing/eventually.js';
import { markEventLog } from '../../testing/appended-events.js';
import { RIYADH_ADDRESS as address, sellerProfile } from '../testing/invoice-forms.js';

// jsqr is CommonJS: under ESM its default import may be the module object holding `default`.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;
const PDFTOPPM = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((p) => existsSync(p)) ?? null;
const CHROMIUM = existsSync(CHROMIUM_PATH);
if (!CHROMIUM)
  announceSkip(`invoice PDF tests skipped: Chromium not found at ${CHROMIUM_PATH} (Debian package chromium)`);
if (CHROMIUM && !PDFTOPPM)
  announceSkip('invoice PDF QR test skipped: pdftoppm not found (Debian package poppler-utils)');
const suite = CHROMIUM ? describe : describe.skip;
const qrIt = PDFTOPPM ? it : it.skip;

let stack: TestStack;
let gallery: TestBrowser;
let artist: TestBrowser;
const saved = { ...process.env };
const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));

async function download(path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await gallery.request(`${stack.baseUrl}${path}`, { method: 'GET', headers: { origin: stack.baseUrl } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

suite('invoice PDF', () => {
  let invoice: { id: string; invoiceNumber: string; qrCode: string };

  beforeAll(async () => {
    process.env.INVOICE_PDF_DIR = join(dir, 'cache');
    process.env.ZATCA_SIMULATOR_CHECKER = 'off'; // the clearance suite runs the checker; this one is about the PDF
    stack = await startTestStack({ storage: 'pglite' });
    [gallery, artist] = await Promise.all([stack.signIn('gallery@example.sa'), stack.signIn('artist@example.sa')]);
    await stack.call(
      gallery,
      'PUT',
      '/api/invoices/seller-profile',
      sellerProfile('Desert Light Gallery', 'معرض ضوء الصحراء'),
    );
    const created = await stack.call(gallery, 'POST', '/api/invoices', {
      buyer_name: 'شركة المقتني',
      buyer_vat_number: '399999999800003',
      buyer_address: address,
      invoice_description_en: 'Oil painting "Dunes"',
      invoice_description_ar: 'لوحة زيتية «كثبان»',
      amount: 12500,
      invoice_type: 'standard',
      notes: 'Thank you',
      notes_ar: 'شكرًا لتعاملكم معنا',
    });
    await stack.call(gallery, 'PATCH', `/api/invoices/${created.body.id}`, { status: 'sent' });
    invoice = await eventually(async () => {
      const res = await stack.call(gallery, 'GET', `/api/invoices/${created.body.id}`);
      return res.body.zatcaClearanceStatus === 'cleared' ? res.body : null;
    });
    const stream = await stack.runtime.storage.events.readStream(`invoice-${invoice.id}`);
    expect(stream.map((e) => e.type)).toEqual(['InvoiceDrafted', 'InvoiceIssued', 'InvoiceSigned', 'InvoiceCleared']);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses another seller's PDF as if it did not exist", async () => {
    const log = await markEventLog(stack.runtime.storage.events);
    expect((await stack.call(artist, 'GET', `/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect(await log.appended()).toEqual([]);
  });

  it('answers a PDF named {invoiceNumber}.pdf with the signed XML attached byte for byte, recording nothing', async () => {
    const log = await markEventLog(stack.runtime.storage.events);
    const pdf = await download(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const files = await embeddedFiles(pdf.bytes);
    const xml = await download(`/api/invoices/${invoice.id}/xml`);
    expect(files.get(`${invoice.invoiceNumber}.xml`)?.equals(xml.bytes)).toBe(true);
    expect(await log.appended()).toEqual([]);
  }, 60_000);

  qrIt(
    "shows a QR code on page 1 that decodes to the invoice's TLV payload",
    async () => {
      const pdf = await download(`/api/invoices/${invoice.id}/pdf`);
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, pdf.bytes);
      const run = spawnSync(
        PDFTOPPM!,
        ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')],
        { encoding: 'utf8' },
      );
      expect(run.status).toBe(0);
      const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
      const code = jsQR(
        new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
        png.width,
        png.height,
      );
      expect(code?.data).toBe(invoice.qrCode);
      const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      if (text.status === 0) {
        expect(text.stdout).toContain(invoice.invoiceNumber);
        expect(text.stdout).toMatch(/[\u0600-\u06FF]/);
      }
    },
    60_000,
  );
});
