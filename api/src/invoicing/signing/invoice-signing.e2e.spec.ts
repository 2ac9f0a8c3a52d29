/**
 * Signing end to end: an invoice issued over HTTP is signed by the in-process `zatca` worker with the seller's
 * own certificate (a sandbox one issued at its first invoice); the recorded signature verifies on the document
 * rebuilt from the invoice's events; a replayed event or a re-run job never adds a second InvoiceSigned.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { invoiceDecider } from '../domain/invoice.decider.js';
import type { IssuedInvoiceState } from '../domain/invoice.state.js';
import { ublInputOf } from '../application/invoice-document.js';
import { buildUblInvoice } from '../zatca/ubl-invoice.js';
import { signInvoice } from '../zatca/xades-signature.js';
import { verifyInvoiceSignature } from '../zatca/xades-verify.js';
import { loadSigningCertificate } from '../zatca/signing-certificate.js';
import { SellerSigningIdentities } from '../onboarding/seller-signing-identities.js';
import { SignedInvoiceXml } from '../application/signed-invoice-xml.js';
import { InvoiceSigning } from './invoice-signing.js';
import { eventually } from '../../testing/eventually.js';
import { invoiceForm, sellerProfile } from '../testing/invoice-forms.js';

let stack: TestStack;
let gallery: TestBrowser;
const form = invoiceForm();
const signedEvents = async (id: string) =>
  (await stack.runtime.storage.events.readStream(`invoice-${id}`)).filter((e) => e.type === 'InvoiceSigned');

async function issueInvoice(): Promise<string> {
  const created = await stack.call(gallery, 'POST', '/api/invoices', form);
  expect(created.status).toBe(201);
  const sent = await stack.call(gallery, 'PATCH', `/api/invoices/${created.body.id}`, { status: 'sent' });
  expect(sent.status).toBe(200);
  return created.body.id as string;
}

describe('invoice signing worker', () => {
  beforeAll(async () => {
    // Clearance and PDFs have their own suites (the checker runs there on every submission); here they would
    // only add minutes of background work after each issued invoice.
    process.env.ZATCA_SIMULATOR_CHECKER = 'off';
    process.env.INVOICE_PDF_AHEAD = 'false';
    stack = await startTestStack({ storage: 'pglite' });
    gallery = await stack.signIn('gallery@example.sa');
    const set = await stack.call(gallery, 'PUT', '/api/invoices/seller-profile', sellerProfile());
    expect(set.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    delete process.env.ZATCA_SIMULATOR_CHECKER;
    delete process.env.INVOICE_PDF_AHEAD;
  });

  it('signs an issued invoice, and the recorded signature verifies on the document rebuilt from its events', async () => {
    const id = await issueInvoice();
    const invoice = await eventually(async () => {
      const res = await stack.call(gallery, 'GET', `/api/invoices/${id}`);
      return ['signed', 'cleared'].includes(res.body.zatcaClearanceStatus) ? res.body : null; // clearance may follow at once
    });
    expect(invoice.qrCode).toEqual(expect.stringMatching(/^[A-Za-z0-9+/]+=*$/));
    expect(invoice.digitalSignature).toEqual(expect.any(String));
    const [signed] = await signedEvents(id);
    const { hash, qrCode, signature, signedAt } = signed!.data as {
      hash: string;
      qrCode: string;
      signature: string;
      signedAt: string;
    };
    expect(invoice.invoiceHash).toBe(hash);

    // The signature is not deterministic (ECDSA), so rebuild the XML at the recorded signing time and put
    // the recorded signature and QR in it: it must verify over the hash recomputed from the document.
    const runner = stack.http.app.get(CommandRunner);
    const { state } = await runner.load(invoiceDecider, `invoice-${id}`);
    const unsigned = buildUblInvoice(
      ublInputOf((state as IssuedInvoiceState).invoice, (state as IssuedInvoiceState).issued),
    );
    // Signed with the gallery's own (sandbox) certificate, issued at its first invoice, not the SDK's test one.
    const identity = await stack.http.app
      .get(SellerSigningIdentities)
      .identityFor((state as IssuedInvoiceState).invoice.seller);
    expect(identity.record.sandbox).toBe(true);
    const stored = await stack.http.app.get(SignedInvoiceXml).of(id);
    expect(stored).toContain(loadSigningCertificate(identity.record.certificatePem).base64);
    const rebuilt = signInvoice(unsigned, identity.signer, new Date(signedAt));
    const xml = rebuilt.xml.replace(rebuilt.signature, () => signature).replace(rebuilt.qr, () => qrCode);
    expect(xml).toBe(stored);
    const verification = verifyInvoiceSignature(xml, identity.record.certificatePem);
    expect(verification.problems).toEqual([]);
    expect(verification.invoiceHash).toBe(hash);
    const tampered = verifyInvoiceSignature(xml.replace('Buyer Co', 'Buyer Cx'));
    expect(tampered.valid).toBe(false);
  }, 30_000);

  it('adds no second InvoiceSigned when the event is replayed or the job runs again', async () => {
    const id = await issueInvoice();
    await eventually(async () => ((await signedEvents(id)).length > 0 ? true : null));
    const issued = (await stack.runtime.storage.events.readStream(`invoice-${id}`)).find(
      (e) => e.type === 'InvoiceIssued',
    )!;
    const jobs = stack.http.app.get(JobQueues);
    const again = await jobs.enqueue(
      'zatca',
      'sign-invoice',
      { invoiceId: id },
      { causedByEventId: issued.metadata.eventId as string },
    );
    const job = await jobs.queue('zatca').getJob(again.id);
    await eventually(async () => ((await job!.isCompleted()) ? true : null));
    expect(await job!.getState()).toBe('completed');
    // A re-run after the job record is gone (a fresh queue, a retried stalled job) is skipped.
    const rerun = await stack.http.app.get(InvoiceSigning).sign(id);
    expect(rerun.status).toBe('skipped');
    expect(await signedEvents(id)).toHaveLength(1);
  }, 30_000);

  it('fails a job for an invoice that was never issued, saying why', async () => {
    const draft = await stack.call(gallery, 'POST', '/api/invoices', form);
    const result = await stack.http.app.get(InvoiceSigning).sign(draft.body.id);
    expect(result).toMatchObject({ status: 'failure', retryable: false, reason: expect.stringContaining('draft') });
  });
});
