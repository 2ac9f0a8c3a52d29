// Browser journey of e-invoicing against the built product with its demo data (scripts/run-browser-tests.mjs):
// the demo gallery, in Arabic, creates a standard (B2B) invoice at /invoice-management, sends it from the
// detail dialog, sees it signed and cleared by the authority's simulator, and downloads its PDF; the PDF carries
// the signed XML and, rendered to PNG (poppler's pdftoppm, when installed), a QR code that decodes to the
// invoice's TLV payload.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  chooseOption,
  documentLanguage,
  featureText,
  pressButton,
  screenshot,
  seriousAxeViolations,
  signIn,
  untranslatedText,
  visit,
  waitForHeading,
  clickButton,
} from './storefront-helpers.mjs';

const require = createRequire(import.meta.url);
const withPage = browserSuite();
const text = (language, key, values) => featureText('invoices', language, `invoices.${key}`, values);
const PDFTOPPM = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((p) => existsSync(p)) ?? null;

const cardOf = async (page, number) => {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="invoice-card"]')].some((c) => c.textContent.includes(n)),
    { timeout: 20_000 },
    number,
  );
  const cards = await page.$$('[data-testid="invoice-card"]');
  for (const card of cards) if ((await card.evaluate((el) => el.textContent)).includes(number)) return card;
  throw new Error(`no card for ${number}`);
};

/**
 * Waits for an action's outcome either way, its toast or its failure's, and fails with the failure's words (the
 * server's reason follows its prefix) instead of a bare "waiting failed".
 */
async function toastOf(page, success, failurePrefix, { timeout = 30_000 } = {}) {
  const failure = failurePrefix.trim();
  await page.waitForFunction(
    (ok, no) => document.body.innerText.includes(ok) || document.body.innerText.includes(no),
    { timeout },
    success,
    failure,
  );
  const shown = await page.evaluate(() => document.body.innerText);
  const at = shown.indexOf(failure);
  assert.ok(shown.includes(success), `refused: ${shown.slice(at, at + 200)}`);
}

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: this journey signs in and needs the demo data`;

describe('e-invoicing (demo gallery)', { skip }, () => {
  it('a gallery creates a B2B invoice in Arabic, sees it signed and cleared, and downloads its PDF with a readable QR', () =>
    withPage({}, async (page) => {
      await signIn(page, 'gallery@example.sa');
      await visit(page, '/invoice-management?lang=ar');
      await waitForHeading(page, text('ar', 'title'));
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });

      // Create: the form's fields, Arabic ones right to left.
      await clickButton(page, text('ar', 'createNew'));
      await page.waitForSelector('[data-testid="create-invoice-form"]');
      const buyer = `شركة الضيافة ${Date.now() % 100000}`;
      const type = async (name, value) => page.type(`[data-testid="create-invoice-form"] [name="${name}"]`, value);
      await type('buyer_name', buyer);
      await type('buyer_vat_number', '311111111100003');
      await type('buyer_address', '4410 Olaya Street, Al Olaya, Riyadh 12611');
      await type('invoice_description_en', 'Oil painting "Dunes at dusk"');
      await type('invoice_description_ar', 'لوحة زيتية «كثبان عند الغروب»');
      await type('amount', '18500');
      assert.equal(await page.$eval('[name="invoice_description_ar"]', (el) => el.getAttribute('dir')), 'rtl');
      assert.deepEqual(await seriousAxeViolations(page), []);
      await clickButton(page, text('ar', 'form.submit'));
      await toastOf(page, text('ar', 'toast.createdTitle'), text('ar', 'toast.createFailed', { message: '' }));
      await page.waitForSelector('[data-testid="create-invoice-form"]', { hidden: true, timeout: 15_000 });

      const { body: invoices } = await apiCall(page, 'GET', '/api/invoices');
      const invoice = invoices.find((i) => i.buyerName === buyer);
      assert.ok(invoice, 'the new invoice is in the list');
      assert.equal(invoice.status, 'draft');
      assert.equal(invoice.totalAmount, 21275);

      // Send it from the detail dialog: it is issued, signed and cleared by the simulator within seconds.
      await clickButton(await cardOf(page, invoice.invoiceNumber), text('ar', 'card.view'));
      await page.waitForSelector('[data-testid="invoice-detail"]');
      await chooseOption(page, 'status', 'sent');
      await pressButton(page, page, text('ar', 'detail.update'));
      await toastOf(page, text('ar', 'toast.updatedBody'), text('ar', 'toast.updateFailed', { message: '' }));
      // The dialog grows as the live update brings the signature and the QR: closed through focus and Enter, which
      // no moving button can miss, and then seen gone (a dialog left open would take the next click).
      await pressButton(page, page, text('ar', 'detail.close'));
      await page.waitForSelector('[data-testid="invoice-detail"]', { hidden: true, timeout: 15_000 });
      // Signing and clearance are jobs: a retried one waits out its backoff (10 s, then 20 s), so the wait is long
      // enough for one retry; past it, the failure says where the invoice stands instead of "waiting failed".
      await page
        .waitForFunction(
          (n, cleared) =>
            [...document.querySelectorAll('[data-testid="invoice-card"]')].some(
              (c) =>
                c.textContent.includes(n) &&
                c.querySelector('[data-testid="clearance-status"]')?.textContent === cleared,
            ),
          { timeout: 90_000 },
          invoice.invoiceNumber,
          text('ar', 'zatca.cleared'),
        )
        .catch(async (error) => {
          const { body: now } = await apiCall(page, 'GET', `/api/invoices/${invoice.id}`);
          const card = await cardOf(page, invoice.invoiceNumber).then((c) => c.evaluate((el) => el.innerText));
          throw new Error(
            `${error.message}: the API says status ${now?.status}, clearance ${now?.zatcaClearanceStatus} ` +
              `(${JSON.stringify(now?.zatcaMessages ?? null)}); the card reads "${card.replace(/\s+/g, ' ')}"`,
          );
        });
      assert.deepEqual(await untranslatedText(page), []);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await screenshot(page, 'invoices-cleared-ar');

      // The PDF from the card's Download button, then its bytes checked.
      await clickButton(await cardOf(page, invoice.invoiceNumber), text('ar', 'card.download'));
      // The PDF is rendered by Chromium when it is first asked for: on a loaded run (jest and the journeys on two
      // cores) that once took longer than the other toasts' 30 s.
      await toastOf(
        page,
        text('ar', 'toast.downloaded', { number: invoice.invoiceNumber }),
        text('ar', 'toast.downloadFailed', { message: '' }),
        { timeout: 90_000 },
      );
      const pdf = await page.evaluate(async (id) => {
        const res = await fetch(`/api/invoices/${id}/pdf`, { credentials: 'include' });
        const bytes = new Uint8Array(await res.arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return { status: res.status, disposition: res.headers.get('content-disposition'), base64: btoa(binary) };
      }, invoice.id);
      assert.equal(pdf.status, 200);
      assert.equal(pdf.disposition, `attachment; filename="${invoice.invoiceNumber}.pdf"`);
      const bytes = Buffer.from(pdf.base64, 'base64');
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      const { body: cleared } = await apiCall(page, 'GET', `/api/invoices/${invoice.id}`);
      assert.equal(cleared.zatcaClearanceStatus, 'cleared');

      if (!PDFTOPPM) {
        console.log('QR check skipped: pdftoppm not found (Debian package poppler-utils)');
        return;
      }
      const dir = mkdtempSync(join(tmpdir(), 'invoice-journey-'));
      writeFileSync(join(dir, 'invoice.pdf'), bytes);
      const run = spawnSync(PDFTOPPM, [
        '-png',
        '-r',
        '200',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(dir, 'invoice.pdf'),
        join(dir, 'page'),
      ]);
      assert.equal(run.status, 0);
      const { PNG } = require('pngjs');
      const jsqr = require('jsqr');
      const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
      const decoded = (jsqr.default ?? jsqr)(
        new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
        png.width,
        png.height,
      );
      assert.equal(decoded?.data, cleared.qrCode, "the QR on page 1 decodes to the invoice's TLV payload");
    }));
});
