/**
 * Clearance and reporting end to end, against the embedded simulator of the authority's API. Where the
 * checker in ../shared/zatca is set up, the simulator runs it (schema, both rule sets, hash, QR, signature) on
 * every submission and rejects on any error, so "cleared" below means the checker passed the XML we produced:
 * a standard invoice, a simplified invoice, a credit note and a debit note.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { announceSkip } from '../zatca/testing/zatca-samples.js';
import { invoiceHash } from '../zatca/invoice-hash.js';
import { checkerAvailable } from './zatca-checker-runner.js';
import { ZATCA_CLIENT, type ZatcaClientHolder } from './zatca-client.provider.js';
import { OverdueInvoices } from './overdue-invoices.js';
import { eventually } from '../../testing/eventually.js';
import { invoiceForm, sellerProfile } from '../testing/invoice-forms.js';
import { markEventLog } from '../../testing/appended-events.js';

const CHECKED = checkerAvailable();
if (!CHECKED)
  announceSkip(
    'clearance e2e: the shared checker is not set up (../shared/zatca/checker/setup), so the simulator checks hash and signature only',
  );

let stack: TestStack;
let gallery: TestBrowser;
let artist: TestBrowser;
let admin: TestBrowser;
let auditor: TestBrowser;
let collector: TestBrowser;
const saved = { ...process.env };
const form = invoiceForm;
const typesOf = async (id: string) =>
  (await stack.runtime.storage.events.readStream(`invoice-${id}`)).map((e) => e.type);
/** What the signing and clearance jobs append on their own (a seller's first signature issues its certificate),
 * to invoices issued earlier in a test. */
const PIPELINE = new Set([
  'SellerCertificateIssued',
  'InvoiceSigned',
  'InvoiceCleared',
  'InvoiceReported',
  'InvoiceRejected',
]);
const requestWrites = async (log: Awaited<ReturnType<typeof markEventLog>>) =>
  (await log.appendedTypes()).filter((t) => !PIPELINE.has(t));

/**
 * Clearance runs through the signing and submission jobs (the checker takes seconds per invoice, one at a time,
 * and the outage cases wait out their retries' back-off), far longer on a loaded machine: wait as long as the
 * client may (ZATCA_API_TIMEOUT_MS below); the deadline only bounds a broken run.
 */
const PIPELINE_WAIT_MS = 60_000;

const answered = (browser: TestBrowser, id: string, statuses = ['cleared', 'reported', 'rejected']) =>
  eventually(
    async () => {
      const res = await stack.call(browser, 'GET', `/api/invoices/${id}`);
      return statuses.includes(res.body.zatcaClearanceStatus) ? res.body : null;
    },
    PIPELINE_WAIT_MS,
    `invoice ${id} answered by the authority`,
  );

async function issued(browser: TestBrowser, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await stack.call(browser, 'POST', '/api/invoices', form(overrides));
  expect(created.status).toBe(201);
  const sent = await stack.call(browser, 'PATCH', `/api/invoices/${created.body.id}`, { status: 'sent' });
  expect(sent.status).toBe(200);
  return created.body.id as string;
}

beforeAll(async () => {
  // The checker takes seconds per invoice and runs one at a time: a generous client timeout (the timeout
  // itself is tested against the simulator in zatca-api.client.spec.ts). The queue's backoff is 50 ms in tests.
  process.env.ZATCA_API_TIMEOUT_MS = '60000';
  process.env.ZATCA_SIMULATOR_CHECKER = 'full'; // schema, both rule sets, hash, QR and signature on every submission
  process.env.INVOICE_PDF_AHEAD = 'false'; // PDFs have their own suite; here every CPU second goes to the checker
  stack = await startTestStack({ storage: 'pglite', jobs: { attempts: 3 } });
  [gallery, artist, admin, auditor, collector] = await Promise.all(
    ['gallery@example.sa', 'artist@example.sa', 'admin@example.sa', 'auditor@example.sa', 'collector@example.sa'].map(
      (e) => stack.signIn(e),
    ),
  );
  for (const [browser, name] of [
    [gallery, 'Gallery'],
    [artist, 'Studio'],
  ] as const) {
    const set = await stack.call(browser, 'PUT', '/api/invoices/seller-profile', sellerProfile(name));
    expect(set.status).toBe(200);
  }
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

describe('clearance and reporting through the simulator', () => {
  let standardId = '';

  it('clears a standard invoice; the stored signed XML hashes to the recorded hash', async () => {
    standardId = await issued(gallery);
    const invoice = await answered(gallery, standardId);
    expect(invoice.zatcaMessages).toEqual({ warnings: [], errors: [] });
    expect(invoice.zatcaClearanceStatus).toBe('cleared');
    const xml = await stack.call(gallery, 'GET', `/api/invoices/${standardId}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(xml.headers.get('content-disposition')).toContain(`${invoice.invoiceNumber}.xml`);
    expect(invoiceHash(xml.body as string).base64).toBe(invoice.invoiceHash);
    expect(await typesOf(standardId)).toEqual(['InvoiceDrafted', 'InvoiceIssued', 'InvoiceSigned', 'InvoiceCleared']);
    const simulator = stack.http.app.get<ZatcaClientHolder>(ZATCA_CLIENT).simulator!;
    expect(simulator.received).toContainEqual({ mode: 'clearance', uuid: invoice.zatcaUuid, status: 200 });
  }, 90_000);

  it('reports a simplified invoice', async () => {
    const id = await issued(gallery, {
      invoice_type: 'simplified',
      buyer_vat_number: null,
      buyer_name: 'Walk-in buyer',
    });
    expect(await answered(gallery, id)).toMatchObject({
      zatcaClearanceStatus: 'reported',
      zatcaMessages: { errors: [] },
    });
  }, 90_000);

  it('cancels by a credit note that is itself cleared, and corrects by a debit note', async () => {
    const credit = await stack.call(gallery, 'POST', `/api/invoices/${standardId}/credit-note`, {
      reason: 'Work returned',
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({
      documentKind: 'creditNote',
      status: 'sent',
      billingReference: { invoiceId: standardId, reason: 'Work returned' },
    });
    expect(credit.body.invoiceNumber).toMatch(/^CN-/);
    expect(await answered(gallery, credit.body.id)).toMatchObject({
      zatcaClearanceStatus: 'cleared',
      totalAmount: 10407.5,
    });
    const original = await stack.call(gallery, 'GET', `/api/invoices/${standardId}`);
    expect(original.body).toMatchObject({
      status: 'cancelled',
      creditNoteId: credit.body.id,
      cancellationReason: 'Work returned',
    });
    expect(await typesOf(standardId)).toContain('InvoiceCancelledByCreditNote');
    const log = await markEventLog(stack.runtime.storage.events);
    const again = await stack.call(gallery, 'POST', `/api/invoices/${standardId}/credit-note`, { reason: 'Again' });
    expect(again.status).toBe(422);
    expect(await requestWrites(log)).toEqual([]);

    const simplifiedId = await issued(gallery, { invoice_type: 'simplified', buyer_vat_number: null });
    const debit = await stack.call(gallery, 'POST', `/api/invoices/${simplifiedId}/debit-note`, {
      reason: 'Frame not invoiced',
      amount: 250,
      description_en: 'Frame',
      description_ar: 'إطار',
    });
    expect(debit.status).toBe(201);
    expect(debit.body).toMatchObject({ documentKind: 'debitNote', subtotal: 250, vatAmount: 37.5, totalAmount: 287.5 });
    expect(await answered(gallery, debit.body.id)).toMatchObject({ zatcaClearanceStatus: 'reported' });
    const simplifiedCredit = await stack.call(gallery, 'POST', `/api/invoices/${simplifiedId}/credit-note`, {
      reason: 'Refund',
    });
    expect(await answered(gallery, simplifiedCredit.body.id)).toMatchObject({ zatcaClearanceStatus: 'reported' });
  }, 180_000);

  it("records a rejection with the authority's messages, and warnings on an accepted invoice", async () => {
    const rejectedId = await issued(gallery, { buyer_name: 'Buyer SIMULATE:REJECT' });
    const rejected = await answered(gallery, rejectedId);
    expect(rejected.zatcaClearanceStatus).toBe('rejected');
    expect(rejected.zatcaMessages.errors).toContainEqual(expect.objectContaining({ code: 'BR-KSA-SIM-01' }));
    expect((await typesOf(rejectedId)).at(-1)).toBe('InvoiceRejected');
    const warnedId = await issued(gallery, { buyer_name: 'Buyer SIMULATE:WARN' });
    const warned = await answered(gallery, warnedId);
    expect(warned.zatcaClearanceStatus).toBe('cleared');
    expect(warned.zatcaMessages.warnings).toContainEqual(expect.objectContaining({ code: 'BR-KSA-SIM-02' }));
  }, 120_000);

  it('reports a standard invoice when the authority has switched clearance off (303)', async () => {
    const id = await issued(gallery, { buyer_name: 'Buyer SIMULATE:CLEARANCE-OFF' });
    expect(await answered(gallery, id)).toMatchObject({ zatcaClearanceStatus: 'reported' });
  }, 90_000);

  it('retries an outage, leaves the job failed for the back-office, and an admin can retry it', async () => {
    const id = await issued(gallery, { buyer_name: 'Buyer SIMULATE:UNAVAILABLE' });
    const withFailure = await eventually(async () => {
      const res = await stack.call(admin, 'GET', `/api/admin/invoices/${id}`);
      return res.body.failedJobs?.length > 0 ? res.body : null;
    }, PIPELINE_WAIT_MS);
    expect(withFailure.zatcaClearanceStatus).toBe('signed');
    expect(withFailure.failedJobs[0]).toMatchObject({
      queue: 'zatca',
      name: 'submit-invoice',
      failedReason: expect.stringContaining('answered 503'),
    });
    expect((await stack.call(auditor, 'POST', `/api/admin/invoices/${id}/retry`)).status).toBe(403);
    const retried = await stack.call(admin, 'POST', `/api/admin/invoices/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.retried).toHaveLength(1);
    const none = await stack.call(admin, 'POST', `/api/admin/invoices/${standardId}/retry`);
    expect(none.status).toBe(422);
  }, 120_000);
});

describe('notes, files and the overdue job: permissions and bad input', () => {
  it('refuses notes without a reason, with a bad amount or unknown fields, naming the field in both languages', async () => {
    const id = await issued(artist);
    const log = await markEventLog(stack.runtime.storage.events);
    const cases: [string, Record<string, unknown>, string][] = [
      ['credit-note', {}, 'reason'],
      ['credit-note', { reason: 'x'.repeat(1001) }, 'reason'],
      ['credit-note', { reason: 'ok', extra: 1 }, 'extra'],
      ['debit-note', { reason: 'r', amount: -5, description_en: 'a', description_ar: 'ب' }, 'amount'],
      ['debit-note', { reason: 'r', amount: 'abc', description_en: 'a', description_ar: 'ب' }, 'amount'],
      ['debit-note', { reason: 'r', amount: 1.234, description_en: 'a', description_ar: 'ب' }, 'amount'],
      ['debit-note', { reason: 'r', amount: 10, description_ar: 'ب' }, 'description_en'],
      ['debit-note', { reason: 'r', amount: 10, description_en: 'a' }, 'description_ar'],
      ['debit-note', { amount: 10, description_en: 'a', description_ar: 'ب' }, 'reason'],
    ];
    for (const [action, body, field] of cases) {
      const res = await stack.call(artist, 'POST', `/api/invoices/${id}/${action}`, body);
      expect([action, field, res.status]).toEqual([action, field, 400]);
      const detail = res.body.details.find((d: { field: string }) => d.field === field);
      expect(detail?.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await requestWrites(log)).toEqual([]); // no note drafted, nothing cancelled
    const draft = await stack.call(artist, 'POST', '/api/invoices', form());
    expect(
      (await stack.call(artist, 'POST', `/api/invoices/${draft.body.id}/credit-note`, { reason: 'r' })).status,
    ).toBe(422);
    expect((await stack.call(artist, 'GET', `/api/invoices/${draft.body.id}/xml`)).status).toBe(422);
  }, 60_000);

  it("lets only the owner reach an invoice's notes and files; staff read through the admin calls", async () => {
    const id = await issued(artist);
    const log = await markEventLog(stack.runtime.storage.events);
    for (const path of [`/api/invoices/${id}/xml`, `/api/invoices/${id}`]) {
      expect((await stack.call(gallery, 'GET', path)).status).toBe(404);
      expect((await stack.call(collector, 'GET', path)).status).toBe(403);
    }
    expect((await stack.call(gallery, 'POST', `/api/invoices/${id}/credit-note`, { reason: 'r' })).status).toBe(404);
    expect((await stack.call(null, 'GET', `/api/invoices/${id}/pdf`)).status).toBe(401);
    expect((await stack.call(gallery, 'GET', '/api/admin/invoices')).status).toBe(403);
    expect(await requestWrites(log)).toEqual([]);
    const list = await stack.call(
      auditor,
      'GET',
      `/api/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ sellerId: (await stack.call(artist, 'GET', `/api/invoices/${id}`)).body.sellerId ?? undefined }))}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^invoices /);
    const bad = await stack.call(
      auditor,
      'GET',
      `/api/admin/invoices?filter=${encodeURIComponent(JSON.stringify({ buyerSecret: 1 }))}`,
    );
    expect(bad.status).toBe(400);
    await answered(artist, id);
    expect((await stack.call(auditor, 'GET', `/api/admin/invoices/${id}/xml`)).status).toBe(200);
    expect((await stack.call(auditor, 'POST', `/api/admin/invoices/${id}/credit-note`, { reason: 'r' })).status).toBe(
      403,
    );
    const credit = await stack.call(admin, 'POST', `/api/admin/invoices/${id}/credit-note`, {
      reason: 'Cancelled by the back-office',
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ documentKind: 'creditNote', billingReference: { invoiceId: id } });
  }, 90_000);

  it('marks a sent invoice overdue after its due date, and not before', async () => {
    const late = await issued(artist, { due_date: '2026-01-01' });
    const future = await issued(artist, { due_date: '2999-01-01' });
    const result = await stack.http.app.get(OverdueInvoices).sweep(new Date('2026-03-01T00:00:00Z'));
    expect(result.status).toBe('success');
    expect(await typesOf(late)).toContain('InvoiceMarkedOverdue');
    expect(await typesOf(future)).not.toContain('InvoiceMarkedOverdue');
    expect((await stack.call(artist, 'GET', `/api/invoices/${late}`)).body.status).toBe('overdue');
    expect((await stack.call(artist, 'GET', `/api/invoices/${future}`)).body.status).toBe('sent');
    expect((await stack.call(artist, 'PATCH', `/api/invoices/${late}`, { status: 'paid' })).body.status).toBe('paid');
  }, 60_000);
});

describe('chain audit and the oldest unreported invoice', () => {
  it("verifies every seller's chain from the stored XML, for auditors; refuses sellers", async () => {
    const sellers = await stack.call(auditor, 'GET', '/api/admin/invoices/sellers');
    expect(sellers.status).toBe(200);
    const galleryId = sellers.body.find((s: { businessName: string }) => s.businessName === 'Gallery').id;
    const report = await eventually(async () => {
      const res = await stack.call(auditor, 'GET', `/api/admin/invoices/chain-audit/${galleryId}`);
      return res.body.links.every((l: { recomputedHash: string | null }) => l.recomputedHash !== null)
        ? res.body
        : null;
    }, PIPELINE_WAIT_MS);
    expect(report.breaks).toEqual([]);
    expect(report.verified).toBe(true);
    expect(report.links.map((l: { icv: number }) => l.icv)).toEqual(report.links.map((_: unknown, i: number) => i + 1));
    expect(report.links.every((l: { signatureValid: boolean }) => l.signatureValid)).toBe(true);
    expect((await stack.call(gallery, 'GET', `/api/admin/invoices/chain-audit/${galleryId}`)).status).toBe(403);
    expect((await stack.call(auditor, 'POST', `/api/admin/invoices/chain-audit/${galleryId}/repair`)).status).toBe(403);
    const repair = await stack.call(admin, 'POST', `/api/admin/invoices/chain-audit/${galleryId}/repair`);
    expect(repair.body).toMatchObject({ repaired: null, audit: { verified: true } });
  }, 60_000);

  it('shows the oldest simplified invoice not yet reported, with its age', async () => {
    // The authority is down for this one: it stays signed and unreported after its retries.
    const id = await issued(gallery, {
      invoice_type: 'simplified',
      buyer_vat_number: null,
      buyer_name: 'Walk-in SIMULATE:UNAVAILABLE',
    });
    await eventually(async () => {
      const res = await stack.call(admin, 'GET', `/api/admin/invoices/${id}`);
      return res.body.failedJobs?.length > 0 ? res.body : null;
    }, PIPELINE_WAIT_MS);
    const res = await stack.call(auditor, 'GET', '/api/admin/invoices/oldest-unreported');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(1);
    expect(res.body.invoice).toMatchObject({ invoiceType: 'simplified', zatcaClearanceStatus: 'signed' });
    expect(res.body.ageHours).toBeGreaterThanOrEqual(0);
    expect(res.body.ageHours).toBeLessThan(24);
    expect(res.body.overdue).toBe(false);
    expect((await stack.call(gallery, 'GET', '/api/admin/invoices/oldest-unreported')).status).toBe(403);
  }, 90_000);
});
