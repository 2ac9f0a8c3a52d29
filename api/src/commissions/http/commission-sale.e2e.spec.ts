/**
 * A commissioned work sold to its collector through orders (PostgreSQL server): once the work is an artwork of the
 * artist's, the artist offers it to the collector at the accepted bid's amount; the order reserves it for the
 * collector alone (another person's buy-now or offer is refused in both languages); the collector checks out as
 * for any order, pays, and gets the tax invoice; the commission shows the order's number and status, the work is
 * sold, and the request's stream records the link once.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { sellerProfile } from '../../invoicing/testing/invoice-forms.js';
import { eventually } from '../../testing/eventually.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import { arabic, useCommissionStack } from '../testing/commission-fixtures.js';
import { RIYADH_ADDRESS } from '../../orders/testing/delivery-address.js';

const fixture = useCommissionStack(['collector', 'artist', 'newcomer']);
const { call, streamTypes, postRequest, placeBid } = fixture;

const BID = 400_000; // halalas: 4,000 SAR
let id: string;
let artworkId: string;
let orderId: string;

const riyadh = RIYADH_ADDRESS;

beforeAll(async () => {
  await giveKycTier(fixture.stack, 'collector@example.sa', 1);
  expect((await call('artist', 'PUT', '/api/invoices/seller-profile', sellerProfile())).status).toBe(200);
  id = await postRequest();
  const sketch = await upload(fixture.stack, fixture.browsers.artist!, await pngBytes(), 'sketch.png', 'image/png');
  const bidId = await placeBid(id, { amount: BID, sketchImageIds: [sketch.body.id] });
  expect((await call('collector', 'POST', `/api/commissions/${id}/bids/${bidId}/accept`)).status).toBe(200);
  for (const milestone of ['sketch_approved', 'work_in_progress', 'completed']) {
    for (const [who, action] of [
      ['artist', 'submit'],
      ['collector', 'approve'],
    ] as const)
      expect((await call(who, 'POST', `/api/commissions/${id}/milestones`, { milestone, action })).status).toBe(200);
  }
}, 120_000);

describe('selling the commissioned work to its collector', () => {
  it('waits for the work to be an artwork, and only the commissioned artist offers it', async () => {
    const early = await call('artist', 'POST', `/api/commissions/${id}/sale`);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('artwork_required');
    expect(early.body.messageAr).toMatch(arabic);
    const made = await call('artist', 'POST', `/api/commissions/${id}/artwork`, {});
    expect(made.status).toBe(200);
    artworkId = made.body.artworkId;
    for (const who of ['collector', 'newcomer']) {
      const res = await call(who, 'POST', `/api/commissions/${id}/sale`);
      expect({ who, status: res.status, code: res.body.code }).toEqual({ who, status: 403, code: 'not_artist' });
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect((await call(null, 'POST', `/api/commissions/${id}/sale`)).status).toBe(401);
    expect((await call('artist', 'POST', '/api/commissions/nope/sale')).status).toBe(404);
    expect(await streamTypes(id)).not.toContain('CommissionWorkOfferedForSale');
  });

  it('the artist offers it at the accepted bid’s amount: one order, reserving the work for the collector', async () => {
    const res = await call('artist', 'POST', `/api/commissions/${id}/sale`);
    expect(res.status).toBe(200);
    orderId = res.body.sale.orderId;
    expect(res.body.sale).toMatchObject({
      number: orderId.slice(0, 8).toUpperCase(),
      status: 'awaiting_payment',
      amountHalalas: BID,
      totalHalalas: null,
    });
    expect((await call('artist', 'POST', `/api/commissions/${id}/sale`)).body.sale.orderId).toBe(orderId);
    expect((await streamTypes(id)).filter((t) => t === 'CommissionWorkOfferedForSale')).toHaveLength(1);
    const order = await call('collector', 'GET', `/api/orders/${orderId}`);
    expect(order.body).toMatchObject({
      source: 'commission',
      commissionId: id,
      artworkId,
      amount: BID / 100,
      status: 'awaiting_payment',
      paymentDueAt: null,
    });
    const mine = await call('artist', 'GET', '/api/artworks/mine');
    expect(mine.body.items.find((a: { id: string }) => a.id === artworkId).availability).toBe('reserved');
    // The collector sees the order on the request; a visitor of the request does not.
    expect((await call('collector', 'GET', `/api/commissions/${id}`)).body.sale.orderId).toBe(orderId);
    expect((await call('newcomer', 'GET', `/api/commissions/${id}`)).body.sale).toBeNull();
  });

  it('refuses anyone else’s buy-now or offer in both languages; the collector’s buy-now finds its order', async () => {
    for (const [path, body] of [
      ['/api/orders', { artworkId }],
      ['/api/offers', { artworkId, amount: 5_000 }],
    ] as const) {
      const refused = await call('newcomer', 'POST', path, body);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({
        path,
        status: 403,
        code: 'reserved_for_commission',
      });
      expect(refused.body.messageAr).toMatch(arabic);
    }
    expect((await call('newcomer', 'GET', `/api/orders/${orderId}`)).status).toBe(404);
    const own = await call('collector', 'POST', '/api/orders', { artworkId });
    expect(own.body.id).toBe(orderId);
    expect(await fixture.stack.runtime.storage.events.readStream(`order-${orderId}`)).toHaveLength(1);
  });

  it('the collector checks out and pays as for any order: invoice issued, work sold, the commission shows it', async () => {
    const bad = await call('collector', 'POST', `/api/orders/${orderId}/checkout`, { paymentMethod: 'stcpay' });
    expect(bad.status).toBe(400);
    expect(bad.body.messageAr).toMatch(arabic);
    const checkout = await call('collector', 'POST', `/api/orders/${orderId}/checkout`, {
      address: riyadh,
      paymentMethod: 'stcpay',
      buyerName: 'Reem Al-Mansouri',
    });
    expect(checkout.status).toBe(200);
    const { order, payment } = checkout.body;
    expect(order.amount).toBe(BID / 100);
    expect(order.checkout).toMatchObject({ shippingQuote: 'flat_domestic', shipping: 150 });
    expect(order.checkout.fee).toBeGreaterThan(0);
    const paid = await fixture.browsers.collector!.request(
      `${fixture.stack.baseUrl}/api/orders/payments/sandbox/${payment.reference}/succeed`,
      { method: 'POST', headers: { origin: fixture.stack.baseUrl }, redirect: 'manual' },
    );
    expect(paid.status).toBe(303);
    const seen = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(seen.body.sale).toMatchObject({
      orderId,
      status: 'paid',
      amountHalalas: BID,
      totalHalalas: Math.round(order.checkout.total * 100),
    });
    expect(seen.body.sale.paidAt).toEqual(expect.any(String));
    const mine = await call('artist', 'GET', '/api/artworks/mine');
    expect(mine.body.items.find((a: { id: string }) => a.id === artworkId).availability).toBe('sold');
    const invoice = await eventually(async () => {
      const res = await call('collector', 'GET', `/api/orders/${orderId}`);
      return res.body.invoice?.signedAt ? res.body.invoice : null;
    }, 30_000);
    expect(invoice).toMatchObject({ invoiceType: 'simplified' });
    const issued = await call('artist', 'GET', `/api/invoices/${invoice.id}`);
    expect(issued.body.totalAmount).toBe(BID / 100 + 150);
    const shipment = await eventually(async () => {
      const res = await call('artist', 'GET', '/api/shipping/orders');
      return (res.body as Array<{ orderId: string }>).find((o) => o.orderId === orderId) ?? null;
    }, 30_000);
    expect(shipment).toMatchObject({ status: 'awaiting_shipment', artworkId });
    expect(await streamTypes(id)).toContain('CommissionWorkOfferedForSale');
  });
});
