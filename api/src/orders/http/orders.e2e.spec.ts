/**
 * Orders over HTTP (PostgreSQL server): buy now with its Idempotency-Key and the KYC tier named on refusal; the
 * last unit bought by two buyers at once ends with one order; offers countered back and forth, refused below the
 * floor, answered only by the party awaited; checkout with a Saudi national address and the payment hand-off;
 * signed webhooks duplicated and out of order; failure and timeout release the work; refunds; the seller's and
 * the back-office's lists and who may read what; the `order-<id>` stream is chained; the receipt, sale and release
 * mails read back from the mail capture; delivery schedules the payout three Saudi business days later, once;
 * sellers' payment settings (owner only, IBAN checked, only its last four shown, destroyed by erasure), a method
 * switched off refused at checkout, and a due payout waiting for bank details, then settled by the job.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import { publishedWork } from '../../artworks/testing/artwork-fixtures.js';
import { PaymentGateway, type WebhookDelivery } from '../../payments/index.js';
import { OrderCommands } from '../application/order-commands.js';
import { sellerProfile } from '../../invoicing/testing/invoice-forms.js';
import { eventually } from '../../testing/eventually.js';
import { payoutDueDate } from '../domain/checkout-rules.js';
import { OrderPayouts, RECOVERED_IN_FULL } from '../application/order-payouts.js';
import { OrderQueries } from '../application/order-queries.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { SellerPayments } from '../application/seller-payments.js';
import { RIYADH_ADDRESS } from '../testing/delivery-address.js';
import { fieldsOf, streamTypesIn } from '../testing/http-answers.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const streamTypes = (stream: string) => streamTypesIn(stack, stream);

const riyadh = RIYADH_ADDRESS;
const checkoutBody = (over: Record<string, unknown> = {}) => ({
  address: riyadh,
  paymentMethod: 'stcpay',
  buyerName: 'Reem Al-Mansouri',
  ...over,
});

type Mail = { to: string; subject: string; text: string };

/** The captured mails to `address` whose subject matches, waiting until `count` have arrived (or `tries` tenths
 * of a second). */
async function mailsTo(address: string, subject: RegExp, count: number, tries = 150): Promise<Mail[]> {
  let found: Mail[] = [];
  for (let i = 0; i < tries && found.length < count; i++) {
    const query = encodeURIComponent(JSON.stringify({ q: address }));
    const list = await stack.call(b.admin!, 'GET', `/api/admin/mail?filter=${query}`);
    found = (list.body as Mail[]).filter((m) => m.to.includes(address) && subject.test(m.subject));
    if (found.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  return found;
}

const numberOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** A published work by the artist at `price` SAR. */
async function work(price = 10_000): Promise<string> {
  return (await publishedWork(stack, b.artist!, { price })).id;
}

const availability = async (artworkId: string) =>
  (await stack.call(null, 'GET', `/api/artworks/${artworkId}`)).body.availability as string;

const buy = (who: TestBrowser, artworkId: string, key?: string) =>
  stack.call(who, 'POST', '/api/orders', { artworkId }, key);

async function webhook(
  delivery: Omit<WebhookDelivery, 'deliveryId'> & { declineCode?: string; declineMessage?: string },
  signed = true,
) {
  const gateway = stack.http.app.get(PaymentGateway);
  const full = { ...delivery, deliveryId: randomUUID() };
  const res = await fetch(`${stack.baseUrl}/api/orders/payments/webhooks/${delivery.provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payment-signature': signed ? gateway.sign(full) : 'bad' },
    body: JSON.stringify({
      reference: full.reference,
      status: full.status,
      amount: full.amount,
      deliveryId: full.deliveryId,
      ...(delivery.declineCode === undefined ? {} : { declineCode: delivery.declineCode }),
      ...(delivery.declineMessage === undefined ? {} : { declineMessage: delivery.declineMessage }),
    }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Bought now and checked out with STC Pay: the order and its payment hand-off. */
async function checkedOut(artworkId: string, who = 'collector') {
  const order = await buy(b[who]!, artworkId);
  expect(order.status).toBe(201);
  const res = await stack.call(b[who]!, 'POST', `/api/orders/${order.body.id}/checkout`, checkoutBody());
  expect(res.status).toBe(200);
  return res.body as { order: any; payment: { reference: string; nextAction: { type: string; url: string } } };
}

/** A paid order shipped and delivered (reported twice): its payout's due date and the order once scheduled. */
async function delivered(orderId: string) {
  await eventually(async () => {
    const res = await stack.call(b.artist!, 'GET', `/api/shipping/orders/${orderId}`);
    return res.status === 200 ? res.body : null;
  }, 30_000);
  const ship = { carrier: 'sandbox', trackingNumber: `SBX${numberOf(orderId)}` };
  expect((await stack.call(b.artist!, 'POST', `/api/shipping/orders/${orderId}/ship`, ship)).status).toBe(200);
  const before = await stack.call(b.collector!, 'GET', `/api/orders/${orderId}`);
  expect(before.body.payment.payoutDueOn).toBeNull();
  const done = await stack.call(b.collector!, 'POST', `/api/shipping/orders/${orderId}/deliver`);
  expect(done.status).toBe(200);
  expect((await stack.call(b.artist!, 'POST', `/api/shipping/orders/${orderId}/deliver`)).status).toBe(200);
  const dueOn = payoutDueDate(done.body.deliveredAt as string);
  const seen = await eventually(async () => {
    const res = await stack.call(b.collector!, 'GET', `/api/orders/${orderId}`);
    return res.body.payment?.payoutDueOn ? res.body : null;
  }, 30_000);
  return { dueOn, seen };
}

beforeAll(async () => {
  // Every client here writes from 127.0.0.1, and the sellers' and the collector's sales in one file pass the
  // default write limits per address and per person within a minute; the limits' own specs set theirs.
  stack = await startTestStack({
    storage: 'pg',
    env: { KYC_BID_CEILING: '1000000', RATE_LIMIT_WRITES_PER_ADDRESS: '100000', RATE_LIMIT_WRITES_PER_USER: '100000' },
  });
  for (const name of ['collector', 'organiser', 'newcomer', 'artist', 'gallery', 'moderator', 'admin', 'auditor'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  // Tier 1 (an approved national ID), which buying asks for.
  await giveKycTier(stack, 'collector@example.sa', 1);
  await giveKycTier(stack, 'organiser@example.sa', 1);
  expect((await stack.call(b.artist!, 'PUT', '/api/invoices/seller-profile', sellerProfile())).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('buy now', () => {
  it('refuses bad input by field, in both languages, and a person without the KYC tier, naming it', async () => {
    const missing = await stack.call(b.collector!, 'POST', '/api/orders', {});
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toContain('artworkId');
    expect(missing.body.messageAr).toMatch(arabic);
    const id = await work();
    const newcomer = await buy(b.newcomer!, id);
    expect(newcomer.status).toBe(403);
    expect(newcomer.body.code).toBe('kyc_tier_required');
    expect(newcomer.body.message).toContain('tier 1');
    expect(newcomer.body.messageAr).toMatch(arabic);
    const own = await buy(b.artist!, id);
    expect(own.status).toBe(403);
    expect(await availability(id)).toBe('available');
  });

  it('places one order per Idempotency-Key, reserves the work, on a chained order stream', async () => {
    const id = await work();
    const first = await buy(b.collector!, id, 'buy-1');
    const again = await buy(b.collector!, id, 'buy-1');
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({ status: 'awaiting_payment', source: 'buy_now', amount: 10_000, role: 'buyer' });
    expect(await availability(id)).toBe('reserved');
    const [stored] = await stack.runtime.storage.events.readStream(`order-${first.body.id}`);
    expect(stored!.type).toBe('OrderPlaced');
    expect((stored!.metadata as { chain?: unknown }).chain).toBeDefined();
    const other = await buy(b.organiser!, id);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('artwork_unavailable');
  });

  it('two buyers pressing buy now on the last unit end with exactly one order', async () => {
    const id = await work();
    const both = await Promise.all([buy(b.collector!, id), buy(b.organiser!, id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const moves = (await stack.runtime.storage.events.readStream(`artwork-${id}`)).filter(
      (e) => e.type === 'ArtworkAvailabilityChanged',
    );
    expect(moves).toHaveLength(1);
    const admin = await stack.call(
      b.admin!,
      'GET',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ artworkId: id }))}`,
    );
    expect(admin.body).toHaveLength(1);
  });
});

describe('offers', () => {
  it('refuses below the seller’s floor at once, and bad amounts and expiries by field', async () => {
    const id = await work();
    const low = await stack.call(b.collector!, 'POST', '/api/offers', { artworkId: id, amount: 6_000 });
    expect(low.status).toBe(400);
    expect(low.body.details[0]).toMatchObject({ field: 'amount', code: 'below_floor' });
    expect(low.body.details[0].messageAr).toMatch(arabic);
    const bad = await stack.call(b.collector!, 'POST', '/api/offers', {
      artworkId: id,
      amount: -1,
      expiresAt: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['amount', 'expiresAt']));
    const past = await stack.call(b.collector!, 'POST', '/api/offers', {
      artworkId: id,
      amount: 9_000,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(fieldsOf(past.body)).toEqual(['expiresAt']);
  });

  it('offer → counter → counter → accept, each by the party awaited; then the work is reserved', async () => {
    const id = await work();
    const offer = await stack.call(b.collector!, 'POST', '/api/offers', { artworkId: id, amount: 8_000 });
    expect(offer.status).toBe(201);
    const offerId = offer.body.id as string;
    const ownAccept = await stack.call(b.collector!, 'POST', `/api/offers/${offerId}/accept`);
    expect(ownAccept.status).toBe(403);
    expect(ownAccept.body.code).toBe('not_your_turn');
    expect((await stack.call(b.gallery!, 'POST', `/api/offers/${offerId}/accept`)).status).toBe(404);
    const counter = await stack.call(b.artist!, 'POST', `/api/offers/${offerId}/counter`, { amount: 9_500 });
    expect(counter.body).toMatchObject({ status: 'countered', amount: 9_500 });
    expect((await stack.call(b.artist!, 'POST', `/api/offers/${offerId}/accept`)).body.code).toBe('not_your_turn');
    const back = await stack.call(b.collector!, 'POST', `/api/offers/${offerId}/counter`, { amount: 9_000 });
    expect(back.body.status).toBe('offered');
    const accepted = await stack.call(b.artist!, 'POST', `/api/offers/${offerId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'awaiting_payment', isOrder: true, amount: 9_000 });
    expect(accepted.body.offer.rounds.map((r: { by: string }) => r.by)).toEqual(['buyer', 'seller', 'buyer']);
    expect(await availability(id)).toBe('reserved');
    expect(await streamTypes(`order-${offerId}`)).toEqual([
      'OfferMade',
      'OfferCountered',
      'OfferCountered',
      'OfferAccepted',
      'OrderPlaced',
    ]);
    const mine = await stack.call(b.collector!, 'GET', '/api/offers/mine');
    expect(mine.body.map((o: { id: string }) => o.id)).toContain(offerId);
    const sellers = await stack.call(b.artist!, 'GET', '/api/seller/offers');
    expect(sellers.body.map((o: { id: string }) => o.id)).toContain(offerId);
  });

  it('declined and withdrawn offers close; only the buyer withdraws; expiry by the scheduled sweep', async () => {
    const id = await work();
    const one = (await stack.call(b.collector!, 'POST', '/api/offers', { artworkId: id, amount: 8_000 })).body.id;
    expect((await stack.call(b.artist!, 'POST', `/api/offers/${one}/withdraw`)).body.code).toBe('not_buyer');
    expect((await stack.call(b.artist!, 'POST', `/api/offers/${one}/decline`)).body.status).toBe('declined');
    const two = (await stack.call(b.collector!, 'POST', '/api/offers', { artworkId: id, amount: 8_100 })).body.id;
    expect((await stack.call(b.collector!, 'POST', `/api/offers/${two}/withdraw`)).body.status).toBe('withdrawn');
    const three = (
      await stack.call(b.collector!, 'POST', '/api/offers', {
        artworkId: id,
        amount: 8_200,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
    ).body.id;
    await stack.http.app.get(OrderCommands).sweep(new Date(Date.now() + 2 * 3_600_000));
    expect((await stack.call(b.collector!, 'GET', `/api/orders/${three}`)).body.status).toBe('expired');
    expect(await availability(id)).toBe('available');
  });
});

describe('checkout and payment', () => {
  it('refuses a Saudi address without its national address fields and a bad VAT number, by field', async () => {
    const order = await buy(b.collector!, await work());
    const bad = await stack.call(b.collector!, 'POST', `/api/orders/${order.body.id}/checkout`, {
      ...checkoutBody({ paymentMethod: 'cash', buyerVatNumber: '123' }),
      address: { ...riyadh, additionalNumber: '', postalCode: '12' },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('paymentMethod');
    const rules = await stack.call(b.collector!, 'POST', `/api/orders/${order.body.id}/checkout`, {
      ...checkoutBody({ buyerVatNumber: '123' }),
      address: { ...riyadh, additionalNumber: '', postalCode: '12' },
    });
    expect(fieldsOf(rules.body)).toEqual(
      expect.arrayContaining(['address.postalCode', 'address.additionalNumber', 'buyerVatNumber']),
    );
    const seller = await stack.call(b.artist!, 'POST', `/api/orders/${order.body.id}/checkout`, checkoutBody());
    expect(seller.status).toBe(403);
    expect(await streamTypes(`order-${order.body.id}`)).toEqual(['OrderPlaced']);
  });

  it('hands off to the sandbox; a paid webhook sells the work once, duplicated or followed by a late failure', async () => {
    const id = await work();
    const { order, payment } = await checkedOut(id);
    expect(order.checkout).toMatchObject({ shippingQuote: 'flat_domestic', shipping: 150, fee: 152.25 + 1 });
    expect(order.checkout.total).toBe(10_000 + 150 + 153.25);
    expect(payment.nextAction).toEqual({ type: 'redirect', url: `/api/orders/payments/sandbox/${payment.reference}` });
    const page = await b.collector!.request(`${stack.baseUrl}${payment.nextAction.url}`);
    expect(await page.text()).toContain('10303.25 SAR');
    const paid = {
      provider: 'stcpay' as const,
      reference: payment.reference,
      status: 'succeeded' as const,
      amount: 10_303.25,
    };
    expect((await webhook(paid, false)).status).toBe(403);
    expect((await webhook(paid)).status).toBe(200);
    expect((await webhook(paid)).status).toBe(200);
    expect((await webhook({ ...paid, status: 'failed' })).status).toBe(200);
    expect(await streamTypes(`order-${order.id}`)).toEqual(['OrderPlaced', 'CheckoutStarted', 'OrderPaid']);
    expect(await availability(id)).toBe('sold');
    const seen = await stack.call(b.collector!, 'GET', `/api/orders/${order.id}`);
    expect(seen.body).toMatchObject({ status: 'paid', payment: { commission: 1_000, payout: 9_150 } });
    const invoice = await eventually(async () => {
      const res = await stack.call(b.collector!, 'GET', `/api/orders/${order.id}`);
      return res.body.invoice?.signedAt ? res.body.invoice : null;
    }, 30_000);
    expect(invoice).toMatchObject({ invoiceType: 'simplified' });
    // The seller's invoice totals what the buyer paid them (work and shipping), VAT taken out of it at 15%.
    const issued = await stack.call(b.artist!, 'GET', `/api/invoices/${invoice.id}`);
    expect(issued.body).toMatchObject({ subtotal: 8_695.66, vatRate: 15, vatAmount: 1_323.91, totalAmount: 10_150 });
    const pdfRes = await b.collector!.request(`${stack.baseUrl}/api/orders/${order.id}/invoice.pdf`);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toContain('application/pdf');
    expect((await b.gallery!.request(`${stack.baseUrl}/api/orders/${order.id}/invoice.pdf`)).status).toBe(404);
    const payouts = await stack.call(b.artist!, 'GET', '/api/seller/payouts');
    expect(payouts.body.find((p: { orderId: string }) => p.orderId === order.id)).toMatchObject({
      status: 'awaiting_delivery',
      payout: 9_150,
      settlesBusinessDaysAfterDelivery: 3,
    });
    // The seller finds the order to ship, once, however often the payment was reported.
    const shipment = await eventually(async () => {
      const res = await stack.call(b.artist!, 'GET', '/api/shipping/orders');
      return (res.body as Array<{ orderId: string }>).find((o) => o.orderId === order.id) ?? null;
    }, 30_000);
    expect(shipment).toMatchObject({ status: 'awaiting_shipment', artworkId: id, buyerId: order.buyerId });
    expect(await streamTypes(`shippingOrder-${order.id}`)).toEqual(['ShippingOrderOpened']);
  });

  it('a buyer who gives a VAT number gets a standard tax invoice', async () => {
    const order = await buy(b.collector!, await work());
    const res = await stack.call(
      b.collector!,
      'POST',
      `/api/orders/${order.body.id}/checkout`,
      checkoutBody({ buyerVatNumber: '300000000000003', buyerName: 'Mansouri Trading' }),
    );
    const { payment } = res.body;
    await webhook({
      provider: 'stcpay',
      reference: payment.reference,
      status: 'succeeded',
      amount: res.body.order.checkout.total,
    });
    const invoice = await eventually(async () => {
      const seen = await stack.call(b.artist!, 'GET', `/api/orders/${order.body.id}`);
      return seen.body.invoice ?? null;
    }, 30_000);
    expect(invoice.invoiceType).toBe('standard');
  });

  it('a declined payment releases the work; a success arriving after it is kept for a refund', async () => {
    const id = await work();
    const { order, payment } = await checkedOut(id);
    const failed = { provider: 'stcpay' as const, reference: payment.reference, status: 'failed' as const, amount: 0 };
    const words = { declineCode: 'do_not_honor', declineMessage: 'رفض البنك العملية / Do not honour' };
    const badCode = await webhook({ ...failed, declineCode: 'no spaces allowed' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.details.map((d: { field: string }) => d.field)).toEqual(['declineCode']);
    expect(await streamTypes(`order-${order.id}`)).toEqual(['OrderPlaced', 'CheckoutStarted']);
    expect((await webhook({ ...failed, ...words })).status).toBe(200);
    expect(await availability(id)).toBe('available');
    // The buyer reads the bank's refusal in its own words; a stranger still cannot read the order.
    const seen = await stack.call(b.collector!, 'GET', `/api/orders/${order.id}`);
    expect(seen.body.paymentDecline).toMatchObject({ code: 'do_not_honor', message: words.declineMessage });
    expect((await stack.call(b.newcomer!, 'GET', `/api/orders/${order.id}`)).status).toBe(404);
    const [cancelled] = await mailsTo(
      'collector@example.sa',
      new RegExp(`Order ${numberOf(order.id)} was cancelled`),
      1,
    );
    expect(cancelled!.text).toContain('was declined');
    expect(cancelled!.text).toMatch(arabic);
    await webhook({ ...failed, status: 'succeeded', amount: order.checkout.total });
    expect(await streamTypes(`order-${order.id}`)).toEqual([
      'OrderPlaced',
      'CheckoutStarted',
      'PaymentFailed',
      'OrderReleased',
      'LatePaymentReceived',
    ]);
    expect(await availability(id)).toBe('available');
  });

  it('an unpaid order releases the work when its time runs out', async () => {
    const id = await work();
    const order = await buy(b.collector!, id);
    await stack.http.app.get(OrderCommands).sweep(new Date(Date.now() + 49 * 3_600_000));
    expect((await stack.call(b.collector!, 'GET', `/api/orders/${order.body.id}`)).body).toMatchObject({
      status: 'released',
      releaseReason: 'payment_timeout',
    });
    expect(await availability(id)).toBe('available');
  });

  it('charges the provider fee of the platform settings in force, an admin’s change applying at the next checkout', async () => {
    const change = async (paymentFees: unknown[]) => {
      const { body } = await stack.call(b.admin!, 'GET', '/api/admin/settings');
      const res = await stack.call(b.admin!, 'PUT', '/api/admin/settings', {
        values: { paymentFees },
        reason: 'The provider changed its rates',
        expectedRevision: body.revision,
      });
      expect(res.status).toBe(200);
      return body.values.paymentFees as unknown[];
    };
    const shipped = await change([
      { method: 'stcpay', percent: 2, fixedSar: 0.5 },
      { method: 'stripe', percent: 2.9, fixedSar: 1 },
      { method: 'paypal', percent: 3.4, fixedSar: 1.5 },
      { method: 'bank_transfer', percent: 0, fixedSar: 0 },
    ]);
    // The shipped settings name checkout's own methods with the built-in fees.
    expect(shipped).toContainEqual({ method: 'stcpay', percent: 1.5, fixedSar: 1 });
    try {
      const { order } = await checkedOut(await work());
      // 2% of 10,150 (work and shipping) plus 0.50.
      expect(order.checkout).toMatchObject({ fee: 203 + 0.5, total: 10_000 + 150 + 203.5 });
    } finally {
      await change(shipped);
    }
  });
});

describe('mails and payout after delivery', () => {
  it('mails the receipt and the sale once; delivery, reported twice, schedules the payout once', async () => {
    const { order, payment } = await checkedOut(await work());
    const paid = { provider: 'stcpay' as const, reference: payment.reference, status: 'succeeded' as const };
    expect((await webhook({ ...paid, amount: order.checkout.total })).status).toBe(200);
    expect((await webhook({ ...paid, amount: order.checkout.total })).status).toBe(200);
    const number = numberOf(order.id);
    const [receipt] = await mailsTo('collector@example.sa', new RegExp(`Receipt for order ${number}`), 1);
    expect(receipt!.text).toContain('Total paid: 10303.25 SAR');
    expect(receipt!.text).toMatch(arabic);
    const [sold] = await mailsTo('artist@example.sa', new RegExp(`Your work sold: .*order ${number}`), 1);
    expect(sold!.text).toContain('Your payout: 9150.00 SAR, due 3 business days after delivery');

    const { dueOn, seen } = await delivered(order.id);
    expect(seen.payment).toMatchObject({ payoutDueOn: dueOn, payout: 9_150 });
    const payouts = await stack.call(b.artist!, 'GET', '/api/seller/payouts');
    expect(payouts.body.find((p: { orderId: string }) => p.orderId === order.id)).toMatchObject({
      status: 'scheduled',
      dueOn,
      payout: 9_150,
    });
    // Delivery reported again (a carrier's late report, a job run twice): the payout stays as it was.
    const commands = stack.http.app.get(OrderCommands);
    expect(await commands.schedulePayout(order.id, new Date(Date.now() + 7 * 86_400_000).toISOString())).toBeNull();
    const types = await streamTypes(`order-${order.id}`);
    expect(types.filter((t) => t === 'PayoutScheduled')).toHaveLength(1);
    expect(types.at(-1)).toBe('PayoutScheduled');
    // However often the payment was reported, each mail went once.
    expect(await mailsTo('collector@example.sa', new RegExp(`Receipt for order ${number}`), 2, 20)).toHaveLength(1);
    expect(await mailsTo('artist@example.sa', new RegExp(`order ${number}`), 2, 20)).toHaveLength(1);
  });
});

describe('reads, roles and refunds', () => {
  it('a seller cannot see another seller’s orders; staff lists are react-admin lists; refunds need an admin', async () => {
    const { order, payment } = await checkedOut(await work());
    await webhook({
      provider: 'stcpay',
      reference: payment.reference,
      status: 'succeeded',
      amount: order.checkout.total,
    });
    expect((await stack.call(b.gallery!, 'GET', `/api/orders/${order.id}`)).status).toBe(404);
    const galleryOrders = await stack.call(b.gallery!, 'GET', '/api/seller/orders');
    expect(galleryOrders.body.map((o: { id: string }) => o.id)).not.toContain(order.id);
    const artistOrders = await stack.call(b.artist!, 'GET', '/api/seller/orders');
    expect(artistOrders.body.map((o: { id: string }) => o.id)).toContain(order.id);
    expect((await stack.call(b.collector!, 'GET', '/api/orders/mine')).body.map((o: { id: string }) => o.id)).toContain(
      order.id,
    );
    for (const resource of ['orders', 'offers', 'payments', 'payouts']) {
      const list = await stack.call(b.auditor!, 'GET', `/api/admin/${resource}?range=[0,9]`);
      expect(list.status).toBe(200);
      expect(list.headers.get('content-range')).toMatch(new RegExp(`^${resource} \\d+-\\d+/\\d+$`));
      expect((await stack.call(b.collector!, 'GET', `/api/admin/${resource}`)).status).toBe(403);
    }
    const refundPath = `/api/admin/orders/${order.id}/refunds`;
    expect((await stack.call(b.moderator!, 'POST', refundPath, { amount: 100, reason: 'x' })).status).toBe(403);
    const noReason = await stack.call(b.admin!, 'POST', refundPath, { amount: 100, reason: '' });
    expect(fieldsOf(noReason.body)).toContain('reason');
    const before = await stack.call(b.admin!, 'GET', `/api/admin/orders/${order.id}`);
    const payoutBefore = before.body.payment.payout as number;
    const partial = await stack.call(b.admin!, 'POST', refundPath, { amount: 303.25, reason: 'Frame damaged' });
    expect(partial.body).toMatchObject({ status: 'paid', refunded: 303.25 });
    // Not yet settled: the payout is lowered in proportion to what the buyer kept paid, not sent in full.
    const lowered = (await stack.call(b.admin!, 'GET', `/api/admin/orders/${order.id}`)).body.payment.payout;
    expect(lowered).toBeCloseTo((payoutBefore * 10_000) / 10_303.25, 2);
    expect((await streamTypes(`order-${order.id}`)).slice(-2)).toEqual(['OrderRefunded', 'PayoutLowered']);
    const full = await stack.call(b.admin!, 'POST', refundPath, { amount: 10_000, reason: 'Returned' });
    expect(full.body).toMatchObject({ status: 'refunded', refunded: 10_303.25 });
    const chain = await stack.call(b.auditor!, 'GET', `/api/admin/streams/order-${order.id}`);
    expect(chain.status).toBe(200);
    expect(chain.body.chain).toMatchObject({ chained: true, valid: true, headSignatureValid: true });
  });
});

describe('payment settings and payout settlement', () => {
  const iban = 'SA0380000000608010167519';
  const settings = '/api/seller/payment-settings';
  const allMethods = ['stcpay', 'stripe', 'paypal', 'bank_transfer'];

  it('only the seller reads and changes their settings; a bad IBAN is named in both languages; only its last 4 come back', async () => {
    expect((await stack.call(b.collector!, 'GET', settings)).status).toBe(403);
    expect((await stack.call(b.collector!, 'PUT', settings, { methods: ['stcpay'] })).status).toBe(403);
    const fresh = await stack.call(b.gallery!, 'GET', settings);
    expect(fresh.status).toBe(200);
    expect(fresh.body.methods.map((m: { method: string }) => m.method)).toEqual(allMethods);
    expect(fresh.body.methods[0]).toMatchObject({
      method: 'stcpay',
      accepted: true,
      fee: { percent: 1.5, fixedSar: 1 },
    });
    expect(fresh.body.settlement).toContain('1-3 business days');
    expect(fresh.body.settlementAr).toMatch(arabic);

    const bad = await stack.call(b.gallery!, 'PUT', settings, {
      accountHolder: 'Athr Gallery',
      iban: 'SA0480000000608010167519',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['iban']);
    expect(bad.body.details[0].message).toContain('IBAN');
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    const none = await stack.call(b.gallery!, 'PUT', settings, { methods: [] });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['methods']);

    const saved = await stack.call(b.gallery!, 'PUT', settings, {
      methods: ['stripe', 'bank_transfer'],
      accountHolder: 'Athr Gallery',
      iban: 'sa03 8000 0000 6080 1016 7519',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toEqual({ accountHolder: 'Athr Gallery', ibanLast4: '7519' });
    expect(
      saved.body.methods.filter((m: { accepted: boolean }) => m.accepted).map((m: { method: string }) => m.method),
    ).toEqual(['stripe', 'bank_transfer']);
    expect(JSON.stringify(saved.body)).not.toContain(iban);
    const staffView = await stack.call(
      b.auditor!,
      'GET',
      `/api/admin/payment-settings/${demoUserId('gallery@example.sa')}`,
    );
    expect(staffView.body.account).toEqual({ accountHolder: 'Athr Gallery', ibanLast4: '7519' });
    expect(JSON.stringify(staffView.body)).not.toContain(iban);
    expect(
      (await stack.call(b.collector!, 'GET', `/api/admin/payment-settings/${demoUserId('gallery@example.sa')}`)).status,
    ).toBe(403);
    // The IBAN is stored encrypted with the gallery's key, never in clear.
    const stored = await stack.runtime.storage.events.readStream(`sellerPayments-${demoUserId('gallery@example.sa')}`);
    expect(stored.map((e) => e.type)).toEqual(['PaymentMethodsChosen', 'PayoutAccountGiven']);
    const data = stored.map((e) => e.data as Record<string, unknown>);
    expect(data[1]).toMatchObject({ iban: { $pii: expect.any(String) }, accountHolder: { $pii: expect.any(String) } });
    expect(JSON.stringify(data)).not.toContain(iban);
    expect(JSON.stringify(data)).not.toContain('Athr Gallery');
  });

  it('checkout refuses a method the seller switched off, and offers only the accepted ones', async () => {
    const off = await stack.call(b.artist!, 'PUT', settings, { methods: ['stripe', 'paypal', 'bank_transfer'] });
    expect(off.status).toBe(200);
    try {
      const order = await buy(b.collector!, await work());
      const offered = await stack.call(b.collector!, 'GET', `/api/orders/${order.body.id}/payment-methods`);
      expect(offered.body.methods.map((m: { method: string }) => m.method)).toEqual([
        'stripe',
        'paypal',
        'bank_transfer',
      ]);
      expect((await stack.call(b.gallery!, 'GET', `/api/orders/${order.body.id}/payment-methods`)).status).toBe(404);
      const refused = await stack.call(b.collector!, 'POST', `/api/orders/${order.body.id}/checkout`, checkoutBody());
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['paymentMethod']);
      // The accepted methods by name in each language, as checkout names them, not their keys.
      expect(refused.body.details[0].message).toBe(
        'The seller does not accept this payment method; choose one of: Credit or debit card, PayPal, Bank transfer.',
      );
      expect(refused.body.details[0].messageAr).toBe(
        'لا يقبل البائع طريقة الدفع هذه؛ اختر واحدة من: بطاقة ائتمان أو مدى، باي بال، تحويل بنكي.',
      );
      const card = await stack.call(
        b.collector!,
        'POST',
        `/api/orders/${order.body.id}/checkout`,
        checkoutBody({ paymentMethod: 'stripe' }),
      );
      expect(card.status).toBe(200);
    } finally {
      expect((await stack.call(b.artist!, 'PUT', settings, { methods: allMethods })).status).toBe(200);
    }
  });

  it('a due payout waits for bank details, then the job settles it by bank transfer with its reference', async () => {
    const payouts = stack.http.app.get(OrderPayouts);
    const { order, payment } = await checkedOut(await work());
    const paid = { provider: 'stcpay' as const, reference: payment.reference, status: 'succeeded' as const };
    expect((await webhook({ ...paid, amount: order.checkout.total })).status).toBe(200);
    const { dueOn } = await delivered(order.id);
    const payoutOf = async () =>
      (await stack.call(b.artist!, 'GET', '/api/seller/payouts')).body.find(
        (p: { orderId: string }) => p.orderId === order.id,
      );
    // Not due yet: the job leaves it alone.
    await payouts.settleDue(new Date());
    expect(await streamTypes(`order-${order.id}`)).not.toContain('PayoutSettled');
    const afterDue = new Date(`${dueOn}T09:00:00Z`);
    // Due, but no bank account on file: it waits, and the seller is told why.
    expect((await stack.call(b.artist!, 'GET', settings)).body.account).toBeNull();
    expect((await payouts.settleDue(afterDue)).waiting).toBeGreaterThanOrEqual(1);
    expect((await streamTypes(`order-${order.id}`)).at(-1)).toBe('PayoutScheduled');
    const waiting = await payoutOf();
    expect(waiting).toMatchObject({
      status: 'scheduled',
      settlement: null,
      waitingFor: { code: 'bank_details_missing' },
    });
    expect(waiting.waitingFor.message).toContain('bank details');
    expect(waiting.waitingFor.messageAr).toMatch(arabic);

    const account = { accountHolder: 'Nasser Al-Harbi', iban };
    expect((await stack.call(b.artist!, 'PUT', settings, account)).status).toBe(200);
    // The settlement job, through the orders queue, as its scheduler runs it (here as on the due day).
    const jobs = stack.http.app.get(JobQueues);
    await jobs.enqueue('orders', 'settle-payouts', { asOf: afterDue.toISOString() }, { once: `settle-${order.id}` });
    const settled = await eventually(async () => {
      const last = (await stack.runtime.storage.events.readStream(`order-${order.id}`)).at(-1)!;
      return last.type === 'PayoutSettled' ? last : null;
    }, 30_000);
    expect(settled.type).toBe('PayoutSettled');
    expect(settled.data).toMatchObject({
      orderId: order.id,
      ibanLast4: '7519',
      reference: expect.stringMatching(/^SARIE-/),
    });
    const reference = (settled.data as { reference: string }).reference;
    // Run again (a job retried): nothing more is sent.
    await payouts.settleDue(afterDue);
    expect((await streamTypes(`order-${order.id}`)).filter((t) => t === 'PayoutSettled')).toHaveLength(1);
    expect(await payoutOf()).toMatchObject({
      status: 'settled',
      settlement: { reference, ibanLast4: '7519' },
      waitingFor: null,
    });
    const staff = await stack.call(b.auditor!, 'GET', `/api/admin/payouts/${order.id}`);
    expect(staff.body.payment.payoutSettlement).toMatchObject({ reference, ibanLast4: '7519' });
    const list = await stack.call(
      b.auditor!,
      'GET',
      `/api/admin/payouts?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ sellerId: demoUserId('artist@example.sa') }))}`,
    );
    expect(list.body.find((p: { id: string }) => p.id === order.id)).toMatchObject({ status: 'settled' });
    const chain = await stack.call(b.auditor!, 'GET', `/api/admin/streams/order-${order.id}`);
    expect(chain.body.chain).toMatchObject({ chained: true, valid: true });
  });

  it('a refund after a settled payout is owed back and kept from the next payouts, never below zero; the rest carries forward', async () => {
    const payouts = stack.http.app.get(OrderPayouts);
    const queries = stack.http.app.get(OrderQueries);
    const artistId = demoUserId('artist@example.sa');
    const payoutOf = async (id: string) =>
      (await stack.call(b.artist!, 'GET', '/api/seller/payouts')).body.find(
        (p: { orderId: string }) => p.orderId === id,
      );
    const refund = (id: string, amount: number) =>
      stack.call(b.admin!, 'POST', `/api/admin/orders/${id}/refunds`, { amount, reason: 'Frame cracked in transit' });
    const halalas = (sar: number) => Math.round(sar * 100);
    /** A work bought, paid and delivered; its payout settled by the job run on its due day. */
    async function settledSale() {
      const { order, payment } = await checkedOut(await work());
      const paid = { provider: 'stcpay' as const, reference: payment.reference, status: 'succeeded' as const };
      expect((await webhook({ ...paid, amount: order.checkout.total })).status).toBe(200);
      const { dueOn } = await delivered(order.id);
      await payouts.settleDue(new Date(`${dueOn}T09:00:00Z`));
      return { id: order.id as string, total: order.checkout.total as number, ...(await payoutOf(order.id)) };
    }
    expect(await queries.recoveryOutstanding(artistId)).toBe(0);

    const a = await settledSale();
    expect(a).toMatchObject({ status: 'settled', recoveryOwed: 0, settlement: { recovered: 0 } });
    const tenth = Math.round(halalas(a.total) / 10) / 100; // a tenth of what was paid, in SAR
    expect((await refund(a.id, tenth)).status).toBe(200);
    const owedA = halalas((await payoutOf(a.id)).recoveryOwed);
    expect(owedA).toBe(Math.round((halalas(tenth) * halalas(a.payout)) / halalas(a.total)));
    expect((await streamTypes(`order-${a.id}`)).slice(-2)).toEqual(['OrderRefunded', 'PayoutRecoveryOwed']);
    expect(await queries.recoveryOutstanding(artistId)).toBe(owedA);

    // The next payout keeps back what is owed; only the rest is transferred.
    const b2 = await settledSale();
    expect(b2.settlement).toMatchObject({ reference: expect.stringMatching(/^SARIE-/), recovered: owedA / 100 });
    expect(await queries.recoveryOutstanding(artistId)).toBe(0);

    // Both refunded in full: more is owed than the next payout, which is kept back whole (nothing transferred).
    expect((await refund(a.id, (halalas(a.total) - halalas(tenth)) / 100)).status).toBe(200);
    expect((await refund(b2.id, b2.total)).status).toBe(200);
    expect(halalas((await payoutOf(a.id)).recoveryOwed)).toBe(halalas(a.payout));
    const owed = halalas(a.payout) + halalas(b2.payout) - owedA;
    expect(await queries.recoveryOutstanding(artistId)).toBe(owed);
    const c = await settledSale();
    expect(c.settlement).toMatchObject({ reference: RECOVERED_IN_FULL, recovered: c.payout });
    expect(await queries.recoveryOutstanding(artistId)).toBe(owed - halalas(c.payout));
    expect(owed - halalas(c.payout)).toBeGreaterThan(0);

    // The back-office's payouts show the same.
    const staff = await stack.call(b.auditor!, 'GET', `/api/admin/payouts/${a.id}`);
    expect(staff.body.payment.recoveryOwed).toBe(a.payout);
    const list = await stack.call(
      b.auditor!,
      'GET',
      `/api/admin/payouts?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ sellerId: artistId }))}`,
    );
    expect(list.body.find((p: { id: string }) => p.id === c.id).settlement).toMatchObject({ recovered: c.payout });
    const chain = await stack.call(b.auditor!, 'GET', `/api/admin/streams/order-${a.id}`);
    expect(chain.body.chain).toMatchObject({ chained: true, valid: true });
  });

  it('erasing a seller destroys their IBAN: nothing can read it back, and payouts would wait for new details', async () => {
    const organiserId = demoUserId('organiser@example.sa');
    const saved = await stack.call(b.organiser!, 'PUT', settings, { accountHolder: 'Hessa Al-Mutairi', iban });
    expect(saved.body.account).toEqual({ accountHolder: 'Hessa Al-Mutairi', ibanLast4: '7519' });
    const sellers = stack.http.app.get(SellerPayments);
    expect((await sellers.payoutAccount(organiserId))?.iban).toBe(iban);
    expect((await stack.call(b.organiser!, 'POST', '/api/profile/erase')).status).toBe(200);
    expect(await sellers.payoutAccount(organiserId)).toBeNull();
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await stack.call(b.auditor!, 'GET', `/api/admin/payment-settings/${organiserId}`)).body.account).toBeNull();
    const stored = await stack.runtime.storage.events.readStream(`sellerPayments-${organiserId}`);
    expect(JSON.stringify(stored.map((e) => e.data))).not.toContain(iban);
  });
});

describe("a collector's public collection", () => {
  it('shows the works bought only once the collector chose to show them, naming them by first name and initial', async () => {
    const id = await work(2_000);
    const { order, payment } = await checkedOut(id);
    const paid = { provider: 'stcpay' as const, reference: payment.reference, status: 'succeeded' as const };
    expect((await webhook({ ...paid, amount: order.checkout.total })).status).toBe(200);
    const collectorId = demoUserId('collector@example.sa');
    const path = `/api/collectors/${collectorId}/collection`;
    // Private until chosen: the same 404 as for nobody at all.
    const hidden = await stack.call(null, 'GET', path);
    expect(hidden.status).toBe(404);
    expect(hidden.body.messageAr).toBeTruthy();
    expect((await stack.call(null, 'GET', '/api/collectors/nobody/collection')).status).toBe(404);
    expect((await stack.call(b.collector!, 'PUT', '/api/profile/privacy', { showCollection: true })).status).toBe(200);
    const shown = await eventually(async () => {
      const res = await stack.call(null, 'GET', path);
      return res.status === 200 && res.body.items.some((w: { id: string }) => w.id === id) ? res.body : null;
    }, 10_000);
    expect(shown.collector.name).toMatch(/^\S+ \S\.$/);
    expect(JSON.stringify(shown)).not.toContain('@example.sa');
    expect(shown.items.find((w: { id: string }) => w.id === id)).toMatchObject({ acquiredBy: 'purchase' });
    expect((await stack.call(b.collector!, 'PUT', '/api/profile/privacy', { showCollection: false })).status).toBe(200);
    await eventually(async () => ((await stack.call(null, 'GET', path)).status === 404 ? true : null), 10_000);
  });
});
