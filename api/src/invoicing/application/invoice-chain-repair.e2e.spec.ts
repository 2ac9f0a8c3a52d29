/**
 * The repair path for a crash between allocating an invoice's number and recording its hash: the chain then
 * waits for ever (the next invoice of that seller is refused). The audit reports the waiting number; an admin's
 * repair completes the interrupted issue, and the chain goes on unbroken. The signing job completes a chain
 * whose issued invoice lacks only its hash record by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { InvoicingStreams } from './invoicing-streams.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { eventually } from '../../testing/eventually.js';
import { invoiceForm, sellerProfile } from '../testing/invoice-forms.js';

let stack: TestStack;
let gallery: TestBrowser;
let admin: TestBrowser;
let galleryId = '';
const saved = { ...process.env };
const form = { ...invoiceForm(), amount: 1000 };

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'off';
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  [gallery, admin] = await Promise.all([stack.signIn('gallery@example.sa'), stack.signIn('admin@example.sa')]);
  await stack.call(gallery, 'PUT', '/api/invoices/seller-profile', sellerProfile());
  const sellers = await stack.call(admin, 'GET', '/api/admin/invoices/sellers');
  galleryId = sellers.body[0].id;
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

/** A draft whose number was allocated when the process died before InvoiceIssued: the crash repair is for. */
async function invoiceLeftWaiting() {
  const invoice = await stack.call(gallery, 'POST', '/api/invoices', form);
  await stack.http.app
    .get(InvoicingStreams)
    .chain(
      { type: 'AllocateInvoiceNumber', sellerId: galleryId, invoiceId: invoice.body.id },
      commandContext(galleryId),
    );
  return invoice;
}

describe('chain repair', () => {
  it("reports a number left waiting by a crash, and the admin's repair completes the issue", async () => {
    const first = await invoiceLeftWaiting();
    const audit = await stack.call(admin, 'GET', `/api/admin/invoices/chain-audit/${galleryId}`);
    expect(audit.body).toMatchObject({ pending: { icv: 1, invoiceId: first.body.id }, breaks: [] });

    const invoiceStream = `invoice-${first.body.id}`;
    expect((await stack.runtime.storage.events.readStream(invoiceStream)).map((e) => e.type)).toEqual([
      'InvoiceDrafted',
    ]);
    const repaired = await stack.call(admin, 'POST', `/api/admin/invoices/chain-audit/${galleryId}/repair`);
    expect(repaired.status).toBe(200);
    // The repair is the issue that never happened, recorded on the invoice's stream with its allocated number.
    const issued = (await stack.runtime.storage.events.readStream(invoiceStream)).slice(1);
    expect(issued[0]).toMatchObject({ type: 'InvoiceIssued', data: { invoiceId: first.body.id, icv: 1 } });
    expect(repaired.body).toMatchObject({ repaired: { icv: 1 }, audit: { pending: null, verified: true } });
    expect((await stack.call(gallery, 'GET', `/api/invoices/${first.body.id}`)).body).toMatchObject({
      status: 'sent',
      icv: 1,
    });

    // The chain goes on: the next invoice takes number 2 and links to the first one's hash.
    const second = await stack.call(gallery, 'POST', '/api/invoices', form);
    await stack.call(gallery, 'PATCH', `/api/invoices/${second.body.id}`, { status: 'sent' });
    const report = await eventually(async () => {
      const res = await stack.call(admin, 'GET', `/api/admin/invoices/chain-audit/${galleryId}`);
      return res.body.links.every((l: { recomputedHash: string | null }) => l.recomputedHash) ? res.body : null;
    });
    expect(report).toMatchObject({ verified: true, invoices: 2, breaks: [] });
    expect(report.links[1].pih).toBe(report.links[0].chainHash);
  }, 90_000);

  it('refuses the repair to auditors and sellers, and a refused repair issues nothing', async () => {
    const auditor = await stack.signIn('auditor@example.sa');
    const waiting = await invoiceLeftWaiting();
    const chain = () => stack.runtime.storage.events.readStream(`invoiceChain-${galleryId}`);
    const before = (await chain()).length;
    expect((await stack.call(auditor, 'POST', `/api/admin/invoices/chain-audit/${galleryId}/repair`)).status).toBe(403);
    expect((await stack.call(gallery, 'POST', `/api/admin/invoices/chain-audit/${galleryId}/repair`)).status).toBe(403);
    expect((await chain()).length).toBe(before);
    const events = await stack.runtime.storage.events.readStream(`invoice-${waiting.body.id}`);
    expect(events.map((e) => e.type)).toEqual(['InvoiceDrafted']);
  });
});
