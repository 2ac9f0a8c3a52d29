/**
 * Invoices issued from the auctions context's events: a lot sold by a VAT-registered gallery gets the
 * platform's buyer's-premium invoice and the gallery's hammer invoice, both simplified, signed and reported;
 * a lot sold by a seller without a VAT profile gets only the platform's; a lot that did not sell gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { closeLotInThePast } from '../../auctions/testing/closed-lot.js';
import { derivedUuid } from '../application/ids.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import type { InvoiceDoc } from '../projections/invoices.projection.js';
import { eventually } from '../../testing/eventually.js';
import { sellerProfile } from '../testing/invoice-forms.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
let gallery: TestBrowser;
const saved = { ...process.env };

/** A lot of `sellerId` with one bid by the demo collector (or none), closed in the past. */
const closeLot = (sellerId: string, withBid: boolean) =>
  closeLotInThePast(stack, { sellerId, bidderId: withBid ? demoUserId('collector@example.sa') : null });

const invoiceOf = (id: string) => stack.http.app.get(InvoiceQueries).find(id);
const eventsOf = (streamName: string) => stack.runtime.storage.events.readStream(streamName);
const reported = (id: string) =>
  eventually(async () => {
    const doc = await invoiceOf(id);
    return doc && doc.zatcaClearanceStatus === 'reported' ? doc : null;
  });

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'fast'; // hash, QR and signature by the checker; schema and rules run in the clearance suite
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  gallery = await stack.signIn('gallery@example.sa');
  const set = await stack.call(gallery, 'PUT', '/api/invoices/seller-profile', sellerProfile());
  expect(set.status).toBe(200);
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

describe('invoices from sold auction lots', () => {
  it("issues the platform's premium invoice and the VAT-registered seller's hammer invoice, both reported", async () => {
    const auctionId = await closeLot(demoUserId('gallery@example.sa'), true);
    const premium: InvoiceDoc = await reported(derivedUuid('auction-premium', auctionId));
    const hammer: InvoiceDoc = await reported(derivedUuid('auction-hammer', auctionId));
    expect(premium).toMatchObject({
      sellerId: 'platform',
      invoiceType: 'simplified',
      referenceNumber: `auction-${auctionId}`,
    });
    expect(premium.amounts).toMatchObject({ subtotalHalalas: 25_000, vatHalalas: 3_750, totalHalalas: 28_750 });
    expect(hammer).toMatchObject({ sellerId: demoUserId('gallery@example.sa'), invoiceType: 'simplified' });
    expect(hammer.amounts).toMatchObject({ subtotalHalalas: 100_000, vatHalalas: 15_000 });
    // Each invoice is its own stream: drafted for the lot, issued, signed and reported.
    for (const invoice of [premium, hammer]) {
      const events = await eventsOf(`invoice-${invoice.id}`);
      expect(events.map((e) => e.type)).toEqual([
        'InvoiceDrafted',
        'InvoiceIssued',
        'InvoiceSigned',
        'InvoiceReported',
      ]);
      expect(events[0]!.data).toMatchObject({ invoiceId: invoice.id, referenceNumber: `auction-${auctionId}` });
    }
    const mine = await stack.call(gallery, 'GET', `/api/invoices/${hammer.id}`);
    expect(mine.body).toMatchObject({
      status: 'sent',
      zatcaClearanceStatus: 'reported',
      buyerName: expect.stringMatching(/^Bidder \d+/),
    });
  }, 120_000);

  it("issues only the platform's invoice for a seller without a VAT profile, and nothing for an unsold lot", async () => {
    const unregistered = await closeLot(demoUserId('artist@example.sa'), true);
    await reported(derivedUuid('auction-premium', unregistered));
    expect(await invoiceOf(derivedUuid('auction-hammer', unregistered))).toBeNull();
    const unsold = await closeLot(demoUserId('gallery@example.sa'), false);
    await stack.runtime.projections.waitUntilCaughtUp(30_000);
    expect(await invoiceOf(derivedUuid('auction-premium', unsold))).toBeNull();
    for (const kind of ['auction-premium', 'auction-hammer'])
      expect(await eventsOf(`invoice-${derivedUuid(kind, unsold)}`)).toEqual([]);
    expect(await eventsOf(`invoice-${derivedUuid('auction-hammer', unregistered)}`)).toEqual([]);
  }, 120_000);

  it("issues the platform's invoice under the settings' name and VAT number, with a certificate for the new number", async () => {
    const admin = await stack.signIn('admin@example.sa');
    const read = await stack.call(admin, 'GET', '/api/admin/settings');
    const values = { ...read.body.values, vatNumber: '311111111111113', platformNameAr: 'سوق الخليج للفنون الجميلة' };
    const changed = await stack.call(admin, 'PUT', '/api/admin/settings', {
      values,
      reason: 'New VAT registration',
      expectedRevision: read.body.revision,
    });
    expect(changed.status).toBe(200);
    const auctionId = await closeLot(demoUserId('gallery@example.sa'), true);
    const premium = await reported(derivedUuid('auction-premium', auctionId));
    const [drafted] = await eventsOf(`invoice-${premium.id}`);
    expect((drafted!.data as { seller: Record<string, unknown> }).seller).toMatchObject({
      sellerId: 'platform',
      vatNumber: '311111111111113',
      businessNameAr: 'سوق الخليج للفنون الجميلة',
      crNumber: values.commercialRegistration,
    });
    // The earlier lots were signed under the shipped number; this one needed a certificate of its own.
    const certificates = (await eventsOf('sellerCertificate-platform')).map((e) => e.data as { vatNumber?: string });
    expect(certificates.map((c) => c.vatNumber)).toEqual([read.body.values.vatNumber, '311111111111113']);
  }, 120_000);
});
