/**
 * The `invoices` read model keeps the buyer's identity number and address sealed with the invoice's year key:
 * the raw read-store document holds neither, the seller and staff still read them (detail, list, CSV), and once
 * the year's key is destroyed they read back as null, the PDF saying they were removed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { TaxRecordsRetention } from '../application/tax-records-retention.js';
import { invoicePdfHtml } from '../pdf/invoice-pdf-html.js';
import { RIYADH_ADDRESS as address, invoiceForm, sellerProfile } from '../testing/invoice-forms.js';
import { INVOICES } from './invoices.projection.js';

let stack: TestStack;
let seller: TestBrowser;
let admin: TestBrowser;
const VAT = '311111111100003';
const STREET = 'Prince Sultan Street';
const TEXT_ADDRESS = '12 Tahlia Road, Al Andalus, Jeddah 23326';
const rawDoc = (id: string) => stack.runtime.storage.reads.collection(INVOICES).get(id);
const csv = async () =>
  (
    await admin.request(`${stack.baseUrl}/api/admin/invoices/export.csv`, { headers: { origin: stack.baseUrl } })
  ).text();

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'off';
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  [seller, admin] = await Promise.all(['gallery@example.sa', 'admin@example.sa'].map((e) => stack.signIn(e)));
  expect((await stack.call(seller, 'PUT', '/api/invoices/seller-profile', sellerProfile('Gallery'))).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await stack?.close();
  delete process.env.ZATCA_SIMULATOR_CHECKER;
  delete process.env.INVOICE_PDF_AHEAD;
});

describe('invoice buyer identity and address at rest in the read model', () => {
  let structured: { id: string; createdAt: string };
  let simplified: { id: string };

  it('stores the buyer name plain but no VAT number or address in the invoices read store', async () => {
    const a = await stack.call(seller, 'POST', '/api/invoices', {
      ...invoiceForm(),
      buyer_name: 'Noura Al-Harbi Trading',
      buyer_vat_number: VAT,
      buyer_address: {
        ...address,
        street: STREET,
        district: 'Al Rawdah',
        building_number: '7777',
        postal_code: '13333',
      },
    });
    expect(a.status).toBe(201);
    const b = await stack.call(seller, 'POST', '/api/invoices', {
      ...invoiceForm({ invoice_type: 'simplified', buyer_vat_number: undefined }),
      buyer_name: 'Walk-in Collector',
      buyer_address: TEXT_ADDRESS,
    });
    expect(b.status).toBe(201);
    [structured, simplified] = [a.body, b.body];
    const raw = JSON.stringify([await rawDoc(structured.id), await rawDoc(simplified.id)]);
    expect(raw).toContain('Noura Al-Harbi Trading');
    for (const trace of [VAT, STREET, 'Al Rawdah', '7777', '13333', 'Tahlia Road']) expect(raw).not.toContain(trace);
    expect(raw).toMatch(/"\$pii":"v1\.taxRecords-\d{4}\./);
  });

  it('answers them to the seller and to staff: detail, list and CSV export', async () => {
    const own = await stack.call(seller, 'GET', `/api/invoices/${structured.id}`);
    expect(own.body).toMatchObject({
      buyerName: 'Noura Al-Harbi Trading',
      buyerVatNumber: VAT,
      buyerAddress: { street: STREET, district: 'Al Rawdah' },
      buyerDetailsRemoved: false,
    });
    const list = (await stack.call(seller, 'GET', '/api/invoices')).body as Array<Record<string, unknown>>;
    expect(list.find((i) => i.id === simplified.id)).toMatchObject({ buyerAddressText: TEXT_ADDRESS });
    const staff = await stack.call(admin, 'GET', `/api/admin/invoices/${structured.id}`);
    expect(staff.body).toMatchObject({ buyerVatNumber: VAT, buyerAddress: { street: STREET } });
    const page = (
      await stack.call(
        admin,
        'GET',
        `/api/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ q: 'Walk-in' }))}`,
      )
    ).body as Array<Record<string, unknown>>;
    expect(page.map((i) => i.buyerAddressText)).toEqual([TEXT_ADDRESS]);
    expect(await csv()).toContain(VAT);
  });

  it("reads them back as null once the year's key is destroyed, the invoice still shown", async () => {
    const year = Number(structured.createdAt.slice(0, 4));
    const destroyed = await stack.http.app
      .get(TaxRecordsRetention)
      .destroyExpired(new Date(`${year + 7}-06-01T00:00:00Z`));
    expect(destroyed).toContain(`taxRecords-${year}`);
    const own = await stack.call(seller, 'GET', `/api/invoices/${structured.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      buyerName: 'Noura Al-Harbi Trading',
      buyerVatNumber: null,
      buyerId: null,
      buyerAddress: null,
      buyerAddressText: null,
      buyerDetailsRemoved: true,
    });
    const staff = await stack.call(admin, 'GET', `/api/admin/invoices/${simplified.id}`);
    expect(staff.body).toMatchObject({ buyerName: 'Walk-in Collector', buyerAddressText: null });
    const exported = await csv();
    for (const trace of [VAT, STREET, 'Tahlia Road']) expect(exported).not.toContain(trace);
    const html = invoicePdfHtml(own.body, null);
    expect(html).toContain('removed after the retention period');
    expect(html).not.toContain(STREET);
  });

  it('rebuilds after the key was destroyed with nothing sealed (the log itself no longer opens)', async () => {
    await stack.runtime.projections.rebuild('invoices');
    expect((await rawDoc(structured.id))?.buyer).toEqual({ name: null, sealed: null });
    const own = await stack.call(seller, 'GET', `/api/invoices/${structured.id}`);
    expect(own.body).toMatchObject({ id: structured.id, buyerVatNumber: null, buyerDetailsRemoved: true });
  });
});
