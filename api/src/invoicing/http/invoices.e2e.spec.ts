/**
 * The invoice calls end to end: seller profile, drafting with server-side amounts and an Idempotency-Key,
 * owner-only reads, draft → sent issuing numbers on the seller's chain, and a gapless, unforked chain under
 * concurrent issuing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { FIRST_INVOICE_PIH } from '../zatca/invoice-hash.js';
import { invoicePdfHtml } from '../pdf/invoice-pdf-html.js';
import { TaxRecordsRetention } from '../application/tax-records-retention.js';
import { eventually } from '../../testing/eventually.js';
import { RIYADH_ADDRESS as address, invoiceForm, sellerProfile } from '../testing/invoice-forms.js';

let stack: TestStack;
let gallery: TestBrowser;
let artist: TestBrowser;
let collector: TestBrowser;
const profile = (name: string) => sellerProfile(name);
const form = (overrides: Record<string, unknown> = {}) =>
  invoiceForm({
    buyer_address: '1111 Olaya Street, Al Olaya, Riyadh 12211',
    reference_number: 'PO-7',
    notes: 'Thank you',
    notes_ar: 'شكرًا',
    ...overrides,
  });
const post = (browser: TestBrowser, body: unknown, key?: string) =>
  stack.call(browser, 'POST', '/api/invoices', body, key);
const invoiceEvents = async () =>
  (await stack.runtime.storage.events.readAll()).filter((e) => e.streamName.startsWith('invoice-'));
const chainOf = async (sellerId: string) => stack.runtime.storage.events.readStream(`invoiceChain-${sellerId}`);

beforeAll(async () => {
  // Clearance and PDFs have their own suites (the checker runs there on every submission); here they would
  // only add minutes of background work after each issued invoice.
  process.env.ZATCA_SIMULATOR_CHECKER = 'off';
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  [gallery, artist, collector] = await Promise.all(
    ['gallery@example.sa', 'artist@example.sa', 'collector@example.sa'].map((e) => stack.signIn(e)),
  );
}, 60_000);
afterAll(async () => {
  await stack?.close();
  delete process.env.ZATCA_SIMULATOR_CHECKER;
  delete process.env.INVOICE_PDF_AHEAD;
});

describe('invoices', () => {
  it('refuses an invoice until the seller profile holds VAT and CR numbers and an address, saying why in both languages', async () => {
    const res = await post(artist, form());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('seller_not_vat_registered');
    expect(res.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    const bad = await stack.call(artist, 'PUT', '/api/invoices/seller-profile', {
      ...profile('Studio'),
      vat_number: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toContain('vat_number');
    for (const [browser, name] of [
      [gallery, 'Gallery'],
      [artist, 'Studio'],
    ] as const) {
      const set = await stack.call(browser, 'PUT', '/api/invoices/seller-profile', profile(name));
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        businessName: name,
        vatNumber: '300000000000003',
        address: { buildingNumber: '2322' },
      });
    }
  });

  it('creates a draft with amounts computed on the server and every field of the spec', async () => {
    const res = await post(gallery, { ...form(), buyer_address: address });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft',
      invoiceType: 'standard',
      currency: 'SAR',
      subtotal: 10000,
      discountPercentage: 10,
      discountAmount: 1000,
      shippingAmount: 50,
      vatRate: 15,
      vatAmount: 1357.5,
      totalAmount: 10407.5,
      paymentMethod: 'bank_transfer',
      sellerBusinessName: 'Gallery',
      vatNumber: '300000000000003',
      sellerCrNumber: '1010010000',
      buyerName: 'Buyer Co',
      buyerVatNumber: '399999999800003',
      itemDescription: 'Oil painting',
      itemDescriptionAr: 'لوحة زيتية',
      referenceNumber: 'PO-7',
      supplyDate: '2026-01-10',
      notes: 'Thank you',
      notesAr: 'شكرًا',
      zatcaClearanceStatus: 'pending',
      issueDate: null,
    });
    for (const key of [
      'id',
      'invoiceNumber',
      'createdAt',
      'sellerBusinessNameAr',
      'buyerAddress',
      'zatcaUuid',
      'invoiceHash',
      'qrCode',
      'digitalSignature',
    ]) {
      expect(res.body).toHaveProperty(key);
    }
    const text = await post(gallery, form());
    expect(text.body.buyerAddress).toEqual({
      street: 'Olaya Street',
      buildingNumber: '1111',
      postalCode: '12211',
      district: 'Al Olaya',
      city: 'Riyadh',
      countryCode: 'SA',
    });
  });

  it.each([
    ['buyer_name', { buyer_name: '' }],
    ['buyer_vat_number', { buyer_vat_number: '123456789012345' }],
    ['buyer_address', { buyer_address: 'somewhere in Riyadh' }],
    ['lines[0].quantity', { lines: [{ description_en: 'P', description_ar: 'ط', quantity: 1001, unit_price: 10 }] }],
    ['lines[0].quantity', { lines: [{ description_en: 'P', description_ar: 'ط', quantity: 1e-7, unit_price: 10 }] }],
    ['lines[0].unit_price', { lines: [{ description_en: 'P', description_ar: 'ط', quantity: 1, unit_price: 1e15 }] }],
    ['shipping_amount', { shipping_amount: 1e12 }],
    ['buyer_address.postal_code', { buyer_address: { ...address, postal_code: '' } }],
    ['invoice_description_en', { invoice_description_en: '' }],
    ['invoice_description_ar', { invoice_description_ar: 7 }],
    ['amount', { amount: -5 }],
    ['amount', { amount: 1.234 }],
    ['invoice_type', { invoice_type: 'proforma' }],
    ['payment_method', { payment_method: 'cheque' }],
    ['discount_percentage', { discount_percentage: 100 }],
    ['shipping_amount', { shipping_amount: 'free' }],
    ['reference_number', { reference_number: 'x'.repeat(101) }],
    ['supply_date', { supply_date: '10/01/2026' }],
    ['notes', { notes: 'x'.repeat(2001) }],
    ['notes_ar', { notes_ar: ['a'] }],
    [
      'lines[0].quantity',
      { lines: [{ description_en: 'Print', description_ar: 'طبعة', quantity: 0, unit_price: 10 }] },
    ],
    ['total_amount', { total_amount: 1 }],
  ])('answers 400 naming %s in both languages and appends nothing', async (field, bad) => {
    const before = (await invoiceEvents()).length;
    const res = await post(gallery, form(bad));
    expect(res.status).toBe(400);
    const detail = res.body.details.find((d: { field: string }) => d.field === field);
    expect(detail).toBeDefined();
    expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await invoiceEvents()).length).toBe(before);
  });

  const line = { description_en: 'Print', description_ar: 'طبعة', quantity: 1, unit_price: 10 };
  it.each([
    // Texts: required, text only, bounded.
    ['buyer_name', 'required', { buyer_name: '   ' }],
    ['buyer_id', 'invalid', { buyer_id: 42 }],
    ['reference_number', 'too_long', { reference_number: 'x'.repeat(101) }],
    // Money and numbers: a number (or text holding one), two decimals, positive.
    ['amount', 'invalid_number', { amount: 'ten' }],
    ['amount', 'too_precise', { amount: 1.234 }],
    ['shipping_amount', 'not_positive', { shipping_amount: -1 }],
    ['discount_percentage', 'invalid_number', { discount_percentage: [5] }],
    // Choices and dates.
    ['payment_method', 'invalid_choice', { payment_method: 'cheque' }],
    ['due_date', 'invalid_date', { due_date: '2026-02-30x' }],
    // The buyer's address, by invoice type.
    ['buyer_address', 'required', { buyer_address: ['Riyadh'] }],
    ['buyer_address', 'unparsed_address', { buyer_address: 'Riyadh' }],
    ['buyer_address', 'too_long', { invoice_type: 'simplified', buyer_address: 'x'.repeat(501) }],
    // Lines: a list of 1 to 100, each line checked and named by its index.
    ['lines', 'invalid', { lines: [] }],
    ['lines[1].description_ar', 'required', { lines: [line, { ...line, description_ar: '' }] }],
    ['lines[0].unit_price', 'not_positive', { lines: [{ ...line, unit_price: 0 }] }],
    ['lines[0].vat_category', 'invalid', { lines: [{ ...line, vat_category: 'Z' }] }],
  ])('refuses a bad %s with the code %s, in English and Arabic, and appends nothing', async (field, code, bad) => {
    const before = (await invoiceEvents()).length;
    const res = await post(gallery, form(bad));
    expect(res.status).toBe(400);
    const problems = res.body.details.filter((d: { field: string }) => d.field === field);
    expect(problems).toEqual([expect.objectContaining({ code, message: expect.any(String) })]);
    expect(problems[0].messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await invoiceEvents()).length).toBe(before);
  });

  it('simplified (B2C) invoices accept a free-text buyer_address, kept as written and printed on the PDF', async () => {
    const simplified = await post(gallery, form({ invoice_type: 'simplified', buyer_address: 'Riyadh' }));
    expect(simplified.status).toBe(201);
    expect(simplified.body.buyerAddressText).toBe('Riyadh');
    expect(invoicePdfHtml(simplified.body, null)).toContain('<div>Riyadh</div>');
    const standard = await post(gallery, form({ buyer_address: 'Riyadh' }));
    expect(standard.status).toBe(400);
    expect(standard.body.details[0]).toMatchObject({ field: 'buyer_address', code: 'unparsed_address' });
    expect(standard.body.details[0].message).toMatch(/standard \(B2B\) invoice needs the structured address/);
  });

  it('invoice quantities and amounts are bounded so totals stay exact integers', async () => {
    const largest = await post(
      gallery,
      form({
        lines: Array.from({ length: 100 }, () => ({
          description_en: 'Edition',
          description_ar: 'نسخة',
          quantity: 999.999999,
          unit_price: 99_999_999.99,
        })),
        shipping_amount: 10_000_000,
        discount_percentage: 0,
      }),
    );
    expect(largest.status).toBe(201);
    for (const key of ['subtotal', 'vatAmount', 'totalAmount'])
      expect(Number.isSafeInteger(Math.round(largest.body[key] * 100))).toBe(true);
  });

  it('refuses a collector (403) and answers one invoice for one Idempotency-Key', async () => {
    expect((await post(collector, form())).status).toBe(403);
    const first = await post(artist, form(), 'checkout-42');
    const again = await post(artist, form({ buyer_name: 'Someone else' }), 'checkout-42');
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await post(gallery, form(), 'checkout-42');
    expect(other.body.id).not.toBe(first.body.id);
    const mine = (await stack.call(artist, 'GET', '/api/invoices')).body as Array<{ id: string }>;
    expect(mine.filter((i) => i.id === first.body.id)).toHaveLength(1);
    expect(mine).toHaveLength(1);
  });

  it('hides an invoice from every other seller (404 to read or patch)', async () => {
    const { body: invoice } = await post(gallery, form());
    expect((await stack.call(artist, 'GET', `/api/invoices/${invoice.id}`)).status).toBe(404);
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${invoice.id}`, { status: 'sent' })).status).toBe(404);
    expect((await stack.call(gallery, 'GET', `/api/invoices/${invoice.id}`)).body.id).toBe(invoice.id);
    const list = (await stack.call(gallery, 'GET', '/api/invoices')).body as Array<{ id: string; createdAt: string }>;
    expect(list[0]!.id).toBe(invoice.id);
    expect(list.map((i) => i.createdAt)).toEqual([...list.map((i) => i.createdAt)].sort().reverse());
  });

  it('issues draft → sent with counters 1, 2 and PIH links, then sent → paid; other moves are 422', async () => {
    const seller = (await stack.call(artist, 'GET', '/api/profile')).body.id as string;
    const a = (await post(artist, form())).body;
    const b = (await post(artist, form())).body;
    const sentA = await stack.call(artist, 'PATCH', `/api/invoices/${a.id}`, { status: 'sent' });
    const sentB = await stack.call(artist, 'PATCH', `/api/invoices/${b.id}`, { status: 'sent' });
    expect(sentA.body).toMatchObject({ status: 'sent', icv: 1, pih: FIRST_INVOICE_PIH, zatcaUuid: expect.any(String) });
    expect(sentA.body.issueDate).toEqual(expect.any(String));
    const hashes = (await chainOf(seller)).filter((e) => e.type === 'InvoiceHashRecorded');
    expect(sentB.body).toMatchObject({ status: 'sent', icv: 2, pih: hashes[0]!.data.hash });
    const illegal = await stack.call(artist, 'PATCH', `/api/invoices/${a.id}`, { status: 'draft' });
    expect(illegal.status).toBe(422);
    expect(illegal.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${a.id}`, { status: 'overdue' })).status).toBe(422);
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${a.id}`, { status: 'paid' })).body.status).toBe('paid');
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${a.id}`, { status: 'sent' })).status).toBe(422);
    const draft = (await post(artist, form())).body;
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${draft.id}`, { status: 'paid' })).status).toBe(422);
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${draft.id}`, { status: 'lost' })).status).toBe(400);
  });

  it('invoice buyer PII at rest: name, VAT number and address are encrypted in the events and the signed XML, read back for the seller', async () => {
    const buyer = {
      buyer_name: 'Noura Al-Harbi Trading',
      buyer_vat_number: '311111111100003',
      buyer_address: { ...address, street: 'Prince Sultan Street', district: 'Al Rawdah' },
    };
    const created = (await post(artist, form(buyer))).body;
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${created.id}`, { status: 'sent' })).status).toBe(200);
    // Signing follows the issue in the background.
    const stored = await eventually(async () => {
      const events = await stack.runtime.storage.events.readStream(`invoice-${created.id}`);
      return events.some((e) => e.type === 'InvoiceSigned') ? events : null;
    }, 30_000);
    const signed = stored.find((e) => e.type === 'InvoiceSigned')!;
    const raw = JSON.stringify(stored.map((e) => e.data));
    for (const trace of ['Noura Al-Harbi', '311111111100003', 'Prince Sultan Street', 'Al Rawdah'])
      expect(raw).not.toContain(trace);
    expect((signed.data as { xml: unknown }).xml).toEqual({ $pii: expect.stringMatching(/^v1\.taxRecords-\d{4}\./) });
    const decoded = await stack.runtime.codec.decode(signed);
    expect((decoded.data as { xml: string }).xml).toContain('Noura Al-Harbi Trading');
    const read = await stack.call(artist, 'GET', `/api/invoices/${created.id}`);
    expect(JSON.stringify(read.body)).toContain('Noura Al-Harbi Trading');
    expect(JSON.stringify(read.body)).toContain('Prince Sultan Street');
  });

  it("destroys a year's tax-records key once its retention period is over, never an earlier one", async () => {
    const vault = stack.runtime.vault;
    const old = await vault.encrypt('taxRecords-2019', 'Buyer of 2019');
    const kept = await vault.encrypt('taxRecords-2020', 'Buyer of 2020');
    const retention = stack.http.app.get(TaxRecordsRetention);
    expect(await retention.destroyExpired(new Date('2026-12-31T23:00:00Z'))).toEqual(['taxRecords-2019']);
    expect(await vault.decrypt(old)).toBeNull();
    expect(await vault.decrypt(kept)).toBe('Buyer of 2020');
    expect(await retention.destroyExpired(new Date('2026-12-31T23:00:00Z'))).toEqual([]);
  });

  it('keeps counters 1..20 and an unbroken PIH chain when one seller issues 20 invoices at once', async () => {
    const seller = (await stack.call(gallery, 'GET', '/api/profile')).body.id as string;
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push((await post(gallery, form({ reference_number: `R-${i}` }))).body);
    const sent = await Promise.all(
      drafts.map((d) => stack.call(gallery, 'PATCH', `/api/invoices/${d.id}`, { status: 'sent' })),
    );
    expect(sent.map((r) => r.status)).toEqual(drafts.map(() => 200));
    expect(sent.map((r) => r.body.icv).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const chain = await chainOf(seller);
    const allocated = chain
      .filter((e) => e.type === 'InvoiceNumberAllocated')
      .map((e) => e.data as { icv: number; pih: string });
    const recorded = chain
      .filter((e) => e.type === 'InvoiceHashRecorded')
      .map((e) => e.data as { icv: number; hash: string });
    expect(allocated.map((e) => e.icv)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(allocated[0]!.pih).toBe(FIRST_INVOICE_PIH);
    for (let i = 1; i < 20; i++) expect(allocated[i]!.pih).toBe(recorded[i - 1]!.hash);
    expect(new Set(recorded.map((r) => r.hash)).size).toBe(20);
  }, 60_000);
});
