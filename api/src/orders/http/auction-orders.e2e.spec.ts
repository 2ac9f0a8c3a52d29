/**
 * An auction win through checkout (PGlite stack, jobs running): a lot closed with a winner becomes one order of
 * source `auction` for the winner, the work reserved, at the hammer, the buyer's premium and their VAT fixed at
 * the close; the winner checks out and pays as for a buy-now (bad input refused by field in both languages; the
 * seller and strangers refused); the work is sold; the work's tax invoice is the lot's, issued at the close, and
 * the shipping paid at checkout gets the seller's own invoice once (shown to the buyer and the seller, with its
 * PDF); a lot with no catalogued work, or placed again, gets no (second) order.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { closeLotInThePast } from '../../auctions/testing/closed-lot.js';
import { publishedWork } from '../../artworks/testing/artwork-fixtures.js';
import { PaymentGateway, type WebhookDelivery } from '../../payments/index.js';
import { sellerProfile } from '../../invoicing/testing/invoice-forms.js';
import { saleInvoiceIdFor, InvoiceQueries } from '../../invoicing/index.js';
import { eventually } from '../../testing/eventually.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { RIYADH_ADDRESS } from '../testing/delivery-address.js';
import { fieldsOf, streamTypesIn } from '../testing/http-answers.js';
import { AuctionWins } from '../application/auction-wins.js';
import { OrderInvoicing } from '../application/order-invoicing.js';
import { auctionOrderId } from '../application/ids.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const saved = { ...process.env };
const streamTypes = (stream: string) => streamTypesIn(stack, stream);
const availability = async (artworkId: string) =>
  (await stack.call(null, 'GET', `/api/artworks/${artworkId}`)).body.availability as string;

const artistWork = () => publishedWork(stack, b.artist!, { price: 5_000 });

/** A lot of the artist's work won by the collector at 1,000 SAR (25% premium), closed in the past. */
async function wonLot(artworkId: string, title: string) {
  return closeLotInThePast(stack, {
    sellerId: demoUserId('artist@example.sa'),
    bidderId: demoUserId('collector@example.sa'),
    artwork: {
      artworkId,
      title,
      titleAr: title,
      artistName: 'Artist',
      artistNameAr: 'الفنان',
      imageUrl: null,
      thumbnailUrl: null,
    },
  });
}

const orderOf = (auctionId: string) =>
  eventually(async () => {
    const res = await stack.call(b.collector!, 'GET', `/api/orders/${auctionOrderId(auctionId)}`);
    return res.status === 200 ? res.body : null;
  }, 30_000);

async function webhook(delivery: Omit<WebhookDelivery, 'deliveryId'>) {
  const gateway = stack.http.app.get(PaymentGateway);
  const full = { ...delivery, deliveryId: randomUUID() };
  const res = await fetch(`${stack.baseUrl}/api/orders/payments/webhooks/${delivery.provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payment-signature': gateway.sign(full) },
    body: JSON.stringify({
      reference: full.reference,
      status: full.status,
      amount: full.amount,
      deliveryId: full.deliveryId,
    }),
  });
  return res.status;
}

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'fast';
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  for (const name of ['collector', 'artist', 'gallery', 'newcomer']) b[name] = await stack.signIn(`${name}@example.sa`);
  expect((await stack.call(b.artist!, 'PUT', '/api/invoices/seller-profile', sellerProfile())).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

describe('an auction win through checkout', () => {
  it('places one order for the winner at hammer, premium and VAT, the work reserved', async () => {
    const work = await artistWork();
    const auctionId = await wonLot(work.id, work.title);
    const order = await orderOf(auctionId);
    // 1,000 hammer + 250 premium, VAT 15% on both (the artist is VAT-registered): 1,437.50.
    expect(order).toMatchObject({
      source: 'auction',
      status: 'awaiting_payment',
      role: 'buyer',
      amount: 1_437.5,
      auction: { auctionId, hammer: 1_000, premium: 250, vat: 187.5 },
    });
    expect(await availability(work.id)).toBe('reserved');
    const mine = await stack.call(b.collector!, 'GET', '/api/orders/mine');
    expect((mine.body as Array<{ id: string }>).map((o) => o.id)).toContain(order.id);
    const theirs = await stack.call(b.artist!, 'GET', '/api/seller/orders');
    expect((theirs.body as Array<{ id: string }>).map((o) => o.id)).toContain(order.id);
    // Placed again (a re-run job): nothing more.
    const again = await stack.http.app.get(AuctionWins).placeOrder(auctionId);
    expect(again.status).toBe('skipped');
    expect(await streamTypes(`order-${order.id}`)).toEqual(['OrderPlaced']);
  });

  it('checks out and pays like a buy-now; the lot’s invoice is the work’s, the shipping invoiced once', async () => {
    const work = await artistWork();
    const auctionId = await wonLot(work.id, work.title);
    const order = await orderOf(auctionId);
    const path = `/api/orders/${order.id}/checkout`;
    const body = { address: RIYADH_ADDRESS, paymentMethod: 'stcpay', buyerName: 'Reem Al-Mansouri' };

    const bad = await stack.call(b.collector!, 'POST', path, {
      ...body,
      address: { ...RIYADH_ADDRESS, postalCode: '12' },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['address.postalCode']);
    expect(bad.body.messageAr).toMatch(arabic);
    const nameless = await stack.call(b.collector!, 'POST', path, { ...body, buyerName: ' ', paymentMethod: 'cash' });
    expect(nameless.status).toBe(400);
    expect(fieldsOf(nameless.body)).toEqual(expect.arrayContaining(['paymentMethod']));
    expect((await stack.call(b.artist!, 'POST', path, body)).status).toBe(403);
    expect((await stack.call(b.gallery!, 'POST', path, body)).status).toBe(404);
    expect((await stack.call(b.gallery!, 'GET', `/api/orders/${order.id}`)).status).toBe(404);
    expect((await stack.call(null, 'POST', path, body)).status).toBe(401);
    expect(await streamTypes(`order-${order.id}`)).toEqual(['OrderPlaced']);

    const res = await stack.call(b.collector!, 'POST', path, body);
    expect(res.status).toBe(200);
    expect(res.body.order.checkout).toMatchObject({ shippingQuote: 'flat_domestic', shipping: 150 });
    const total = res.body.order.checkout.total as number;
    expect(total).toBe(1_437.5 + 150 + res.body.order.checkout.fee);
    const reference = res.body.payment.reference as string;
    expect(await webhook({ provider: 'stcpay', reference, status: 'succeeded', amount: total })).toBe(200);
    expect(await streamTypes(`order-${order.id}`)).toEqual(['OrderPlaced', 'CheckoutStarted', 'OrderPaid']);
    expect(await availability(work.id)).toBe('sold');

    const paid = await stack.call(b.collector!, 'GET', `/api/orders/${order.id}`);
    // The platform keeps the premium and its VAT; the seller is paid the hammer, its VAT and the shipping.
    expect(paid.body).toMatchObject({ status: 'paid', payment: { commission: 287.5, payout: 1_150 + 150 } });
    // The lot's invoices came at the close; the order shows the seller's hammer invoice and issues none of its own.
    const invoice = await eventually(async () => {
      const seen = await stack.call(b.collector!, 'GET', `/api/orders/${order.id}`);
      return seen.body.invoice ?? null;
    }, 30_000);
    expect(invoice).toMatchObject({ invoiceType: 'simplified' });
    const invoices = stack.http.app.get(InvoiceQueries);
    await eventually(async () => {
      const shipment = await stack.call(b.artist!, 'GET', `/api/shipping/orders/${order.id}`);
      return shipment.status === 200 ? shipment : null;
    }, 30_000);
    // The shipping paid at checkout is on none of the lot's invoices: the seller invoices it once, VAT included.
    const shipping = await eventually(() => invoices.find(saleInvoiceIdFor(order.id)), 30_000);
    expect(shipping).toMatchObject({
      invoiceType: 'simplified',
      sellerId: demoUserId('artist@example.sa'),
      referenceNumber: `order-${order.id}`,
      lines: [{ descriptionEn: expect.stringMatching(/^Shipping of /), vatCategory: 'S' }],
      amounts: { shippingHalalas: 0, vatRate: 15 },
    });
    // 150 SAR paid at checkout, VAT 15% included. No net gives exactly 150.00 with its VAT rounded to the halala
    // (130.43 + 19.56 = 149.99; 130.44 + 19.57 = 150.01): the total is what was paid within a halala.
    const { totalHalalas, vatHalalas, taxableHalalas } = (shipping as unknown as { amounts: Record<string, number> })
      .amounts;
    expect(Math.abs(totalHalalas! - 15_000)).toBeLessThanOrEqual(1);
    expect(vatHalalas).toBe(Math.round(taxableHalalas! * 0.15));
    for (const who of [b.collector!, b.artist!]) {
      const seen = await eventually(async () => {
        const res = await stack.call(who, 'GET', `/api/orders/${order.id}`);
        return res.body.shippingInvoice ? res.body : null;
      }, 30_000);
      expect(seen.shippingInvoice).toMatchObject({ id: saleInvoiceIdFor(order.id), invoiceType: 'simplified' });
      expect(seen.invoice.id).not.toBe(saleInvoiceIdFor(order.id));
      const file = await who.request(`${stack.baseUrl}/api/orders/${order.id}/shipping-invoice.pdf`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('application/pdf');
    }
    expect((await b.gallery!.request(`${stack.baseUrl}/api/orders/${order.id}/shipping-invoice.pdf`)).status).toBe(404);
    // Invoiced again (a re-run job): the same invoice, nothing more on its stream.
    const before = await streamTypes(`invoice-${saleInvoiceIdFor(order.id)}`);
    const again = await stack.http.app.get(OrderInvoicing).invoiceOrder(order.id);
    expect(again).toMatchObject({ status: 'success', detail: { invoiceId: saleInvoiceIdFor(order.id) } });
    expect(await streamTypes(`invoice-${saleInvoiceIdFor(order.id)}`)).toEqual(before);
    const pdf = await b.collector!.request(`${stack.baseUrl}/api/orders/${order.id}/invoice.pdf`);
    expect(pdf.status).not.toBe(404);
    // The public collection lists the work once, as won at auction (not also as bought).
    expect((await stack.call(b.collector!, 'PUT', '/api/profile/privacy', { showCollection: true })).status).toBe(200);
    const listed = await eventually(async () => {
      const res = await stack.call(null, 'GET', `/api/collectors/${demoUserId('collector@example.sa')}/collection`);
      const items = res.status === 200 ? (res.body.items as Array<{ id: string; acquiredBy: string }>) : [];
      const found = items.filter((w) => w.id === work.id);
      return found.length > 0 ? found : null;
    }, 10_000);
    expect(listed.map((w) => w.acquiredBy)).toEqual(['auction']);
  });

  it('gives a lot with no catalogued work, and a lot closed without a sale, no order', async () => {
    const uncatalogued = await closeLotInThePast(stack, {
      sellerId: demoUserId('artist@example.sa'),
      bidderId: demoUserId('collector@example.sa'),
    });
    const unsold = await closeLotInThePast(stack, { sellerId: demoUserId('artist@example.sa'), bidderId: null });
    const wins = stack.http.app.get(AuctionWins);
    expect((await wins.placeOrder(uncatalogued)).status).toBe('skipped');
    expect((await wins.placeOrder(unsold)).status).toBe('skipped');
    expect(await streamTypes(`order-${auctionOrderId(uncatalogued)}`)).toEqual([]);
    expect(await streamTypes(`order-${auctionOrderId(unsold)}`)).toEqual([]);
  });
});
