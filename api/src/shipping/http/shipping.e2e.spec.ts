/**
 * Shipping over HTTP (PostgreSQL server): the seller's profile with bilingual 400s naming fields; a shipping
 * order opened by the orders context's entry point (once per order), shipped, tracked and delivered; who sees
 * and changes what (a seller only their own, a provider only their assigned orders, a buyer confirms delivery);
 * the carrier's signed webhook (bad signature refused, repeats and late reports change nothing); the back-office
 * list; and the order's stream in the audit API.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { CarrierWebhooks, ShippingCommands, type OpenShippingOrderInput } from '../index.js';
import { aramexTracking, smsaTracking } from '../testing/carrier-samples.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const dataDir = `/tmp/ga-test-shipping-${process.pid}-${Date.now()}`;
const idOf = (name: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(`${name}@example.sa`));
const arabic = /[\u0600-\u06FF]/;
const run = `${process.pid}${Date.now()}`;

const profile = {
  businessName: 'Al-Dosari Gallery',
  contactPerson: 'Maha',
  contactPhone: '+966 11 456 7890',
  contactEmail: 'ship@gallery.sa',
  domesticRate: 7500,
  internationalRate: 35000,
  handlingDays: 3,
  defaultCarrier: 'sandbox',
  notes: 'Crated',
};

const opening = (n: number, seller = 'gallery'): OpenShippingOrderInput => ({
  orderId: `ship-e2e-${run}-${n}`,
  orderNumber: `GA-T-${n}`,
  sellerId: idOf(seller),
  buyerId: idOf('collector'),
  artworkId: `art-${n}`,
  artworkTitle: `Work ${n}`,
  address: { recipientName: 'Reem', phone: '+966500000000', country: 'SA', city: 'Riyadh', line1: '7421 King Fahd Rd' },
});

const types = async (orderId: string) =>
  (await stack.runtime.storage.events.readStream(`shippingOrder-${orderId}`)).map((e) => e.type);

async function webhook(body: object, signature?: string, carrier = 'sandbox') {
  const text = JSON.stringify(body);
  const sig = signature ?? stack.http.app.get(CarrierWebhooks).sign(text);
  const res = await fetch(`${stack.baseUrl}/api/shipping/webhooks/${carrier}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-carrier-signature': sig },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  for (const name of ['gallery', 'artist', 'collector', 'shipper', 'admin', 'auditor'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('shipping profile', () => {
  it('refuses bad fields by name in both languages and records nothing', async () => {
    for (const [change, field] of [
      [{ businessName: '' }, 'businessName'],
      [{ contactEmail: 'nobody' }, 'contactEmail'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ domesticRate: 12.5 }, 'domesticRate'],
      [{ handlingDays: 0 }, 'handlingDays'],
      [{ defaultCarrier: 'pigeon' }, 'defaultCarrier'],
    ] as const) {
      const res = await stack.call(b.gallery!, 'PUT', '/api/shipping/profile', { ...profile, ...change });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await stack.runtime.storage.events.readStream(`shippingProfile-${idOf('gallery')}`)).toEqual([]);
  });

  it('a gallery saves and reads its profile; a collector and a provider are refused', async () => {
    expect((await stack.call(b.gallery!, 'GET', '/api/shipping/profile')).body).toEqual({ profile: null });
    const saved = await stack.call(b.gallery!, 'PUT', '/api/shipping/profile', profile);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ ...profile, sellerId: idOf('gallery') });
    expect((await stack.call(b.gallery!, 'GET', '/api/shipping/profile')).body.profile.handlingDays).toBe(3);
    expect((await stack.call(b.collector!, 'PUT', '/api/shipping/profile', profile)).status).toBe(403);
    expect((await stack.call(b.shipper!, 'GET', '/api/shipping/profile')).status).toBe(403);
  });
});

describe('shipping orders', () => {
  let orderId: string;
  /** Carrier times after the shipment (ours), a second apart. */
  let shippedAt: string;
  const after = (seconds: number) => new Date(Date.parse(shippedAt) + seconds * 1000).toISOString();
  beforeAll(async () => {
    const commands = stack.http.app.get(ShippingCommands);
    const order = await commands.openForOrder(opening(1));
    orderId = order.orderId;
    await commands.openForOrder(opening(1));
    await commands.openForOrder(opening(2, 'artist'));
  });

  it('opens once per order, with the default carrier and ship-by date from the profile', async () => {
    expect(await types(orderId)).toEqual(['ShippingOrderOpened']);
    const list = await stack.call(b.gallery!, 'GET', '/api/shipping/orders');
    expect(list.body.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(list.body[0]).toMatchObject({ status: 'awaiting_shipment', carrier: 'sandbox', orderNumber: 'GA-T-1' });
    const days = (Date.parse(list.body[0].shipBy) - Date.parse(list.body[0].createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(3);
  });

  it('a seller cannot see or ship another seller’s order; bad ship input is refused by name', async () => {
    expect((await stack.call(b.artist!, 'GET', '/api/shipping/orders')).body.map((o: any) => o.orderNumber)).toEqual([
      'GA-T-2',
    ]);
    expect((await stack.call(b.artist!, 'GET', `/api/shipping/orders/${orderId}`)).status).toBe(404);
    const ship = { carrier: 'sandbox', trackingNumber: `SBX${run}`, providerId: idOf('shipper') };
    expect((await stack.call(b.artist!, 'POST', `/api/shipping/orders/${orderId}/ship`, ship)).status).toBe(404);
    expect((await stack.call(b.collector!, 'POST', `/api/shipping/orders/${orderId}/ship`, ship)).status).toBe(403);
    for (const [change, field] of [
      [{ carrier: 'pigeon' }, 'carrier'],
      [{ trackingNumber: 'a b' }, 'trackingNumber'],
      [{ providerId: idOf('collector') }, 'providerId'],
    ] as const) {
      const res = await stack.call(b.gallery!, 'POST', `/api/shipping/orders/${orderId}/ship`, { ...ship, ...change });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await types(orderId)).toEqual(['ShippingOrderOpened']);
  });

  it('the provider sees nothing until assigned; the seller ships and assigns it', async () => {
    expect((await stack.call(b.shipper!, 'GET', '/api/shipping/orders')).body).toEqual([]);
    const shipped = await stack.call(b.gallery!, 'POST', `/api/shipping/orders/${orderId}/ship`, {
      carrier: 'sandbox',
      trackingNumber: `SBX${run}`,
      providerId: idOf('shipper'),
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', providerId: idOf('shipper'), onTime: true });
    shippedAt = shipped.body.shippedAt;
    const assigned = await stack.call(b.shipper!, 'GET', '/api/shipping/orders');
    expect(assigned.body.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    const other = `ship-e2e-${run}-2`;
    expect((await stack.call(b.shipper!, 'GET', `/api/shipping/orders/${other}`)).status).toBe(404);
    const tracking = { status: 'in_transit', place: 'Riyadh', description: 'Departed' };
    expect((await stack.call(b.shipper!, 'POST', `/api/shipping/orders/${other}/tracking`, tracking)).status).toBe(404);
  });

  it('the provider records tracking; bad tracking input and the buyer are refused', async () => {
    const path = `/api/shipping/orders/${orderId}/tracking`;
    const at = after(1);
    for (const [body, field] of [
      [{ status: 'flying', place: 'Riyadh', description: 'x' }, 'status'],
      [{ status: 'in_transit', place: '', description: 'x' }, 'place'],
      [{ status: 'in_transit', place: 'Riyadh', description: 'x', at: 'soon' }, 'at'],
    ] as const) {
      const res = await stack.call(b.shipper!, 'POST', path, body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(
      (await stack.call(b.collector!, 'POST', path, { status: 'in_transit', place: 'Riyadh', description: 'x' }))
        .status,
    ).toBe(403);
    const res = await stack.call(b.shipper!, 'POST', path, {
      status: 'in_transit',
      place: 'Riyadh hub',
      description: 'Departed',
      at,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_transit');
    expect(res.body.events.at(-1)).toMatchObject({ status: 'in_transit', place: 'Riyadh hub', at });
  });

  it('the carrier webhook: a bad signature is refused; repeats and late reports change nothing twice', async () => {
    const report = {
      deliveryId: `d-${run}-1`,
      trackingNumber: `SBX${run}`,
      status: 'out_for_delivery',
      at: after(3),
      place: 'Riyadh',
      description: 'With the courier',
    };
    expect((await webhook(report, 'f'.repeat(64))).status).toBe(403);
    expect((await webhook(report, 'not hex')).status).toBe(403);
    expect((await webhook(report, undefined, 'pigeon')).status).toBe(404);
    const first = await webhook(report);
    expect(first).toMatchObject({ status: 200, body: { recorded: true, status: 'out_for_delivery' } });
    const again = await webhook(report);
    expect(again).toMatchObject({ status: 200, body: { recorded: false, status: 'out_for_delivery' } });
    const late = await webhook({
      ...report,
      deliveryId: `d-${run}-0`,
      status: 'in_transit',
      at: after(2),
    });
    expect(late).toMatchObject({ status: 200, body: { recorded: true, status: 'out_for_delivery' } });
    expect(await types(orderId)).toEqual([
      'ShippingOrderOpened',
      'ShipmentDispatched',
      'TrackingEventRecorded',
      'TrackingEventRecorded',
      'TrackingEventRecorded',
    ]);
  });

  it('the buyer confirms delivery once; the dispute window ends 7 days later; a stranger is refused', async () => {
    const path = `/api/shipping/orders/${orderId}/deliver`;
    expect((await stack.call(b.artist!, 'POST', path)).status).toBe(404);
    const res = await stack.call(b.collector!, 'POST', path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'delivered', deliveryConfirmedBy: idOf('collector') });
    expect(Date.parse(res.body.disputeWindowEndsAt) - Date.parse(res.body.deliveredAt)).toBe(7 * 86_400_000);
    expect((await stack.call(b.collector!, 'POST', path)).status).toBe(200);
    expect((await types(orderId)).filter((t) => t === 'DeliveryConfirmed')).toHaveLength(1);
  });

  it('analytics count the seller’s orders by status, handling time and on-time rate', async () => {
    const res = await stack.call(b.gallery!, 'GET', '/api/shipping/analytics');
    expect(res.body).toMatchObject({ total: 1, onTimeRate: 1 });
    expect(res.body.byStatus.delivered).toBe(1);
    expect(typeof res.body.averageHandlingHours).toBe('number');
  });

  it('the back-office lists shipping orders for admins and auditors only; the stream is in the audit API', async () => {
    const list = await stack.call(
      b.auditor!,
      'GET',
      `/api/admin/shipping-orders?filter=${encodeURIComponent(JSON.stringify({ q: 'GA-T' }))}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^shipping-orders 0-1\/2$/);
    expect((await stack.call(b.admin!, 'GET', `/api/admin/shipping-orders/${orderId}`)).body.status).toBe('delivered');
    expect((await stack.call(b.gallery!, 'GET', '/api/admin/shipping-orders')).status).toBe(403);
    const stream = await stack.call(b.auditor!, 'GET', `/api/admin/streams/shippingOrder-${orderId}`);
    expect(stream.status).toBe(200);
  });
});

describe('real carriers’ webhooks (SMSA Express, Aramex), keyed in the URL', () => {
  const carriers = [
    { carrier: 'smsa', n: 3, tracking: `2900${run}`, body: smsaTracking },
    { carrier: 'aramex', n: 4, tracking: `4401${run}`, body: aramexTracking },
  ] as const;
  const shippedAt: Record<string, number> = {};

  async function post(carrier: string, body: unknown, key?: string) {
    const given = key ?? stack.http.app.get(CarrierWebhooks).carrierKey(carrier);
    const res = await fetch(`${stack.baseUrl}/api/shipping/webhooks/${carrier}?key=${given}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  beforeAll(async () => {
    const commands = stack.http.app.get(ShippingCommands);
    for (const { carrier, n, tracking } of carriers) {
      await commands.openForOrder(opening(n));
      const shipped = await stack.call(b.gallery!, 'POST', `/api/shipping/orders/${opening(n).orderId}/ship`, {
        carrier,
        trackingNumber: tracking,
      });
      expect(shipped.status).toBe(200);
      shippedAt[carrier] = Date.parse(shipped.body.shippedAt);
    }
  });

  it.each(carriers)('$carrier: the documented sample moves the order; a repeat records nothing', async (c) => {
    const orderId = opening(c.n).orderId;
    const time = (s: number) => new Date(shippedAt[c.carrier]! + s * 1000).toISOString();
    const sample = c.body(c.tracking, [
      { code: c.carrier === 'smsa' ? 'PU' : 'SH047', description: 'Picked Up', at: time(1), city: 'Riyadh' },
      { code: c.carrier === 'smsa' ? 'OD' : 'SH003', description: 'Out for Delivery', at: time(2), city: 'Jeddah' },
    ]);
    const first = await post(c.carrier, sample);
    expect(first).toMatchObject({ status: 200, body: { results: [{ recorded: true }, { recorded: true }] } });
    expect(first.body.results[1]).toMatchObject({ orderId, trackingNumber: c.tracking, status: 'out_for_delivery' });
    const again = await post(c.carrier, sample);
    expect(again.body.results.map((r: { recorded: boolean }) => r.recorded)).toEqual([false, false]);
    const delivered = c.body(c.tracking, [
      { code: c.carrier === 'smsa' ? 'DL' : 'SH005', description: 'Delivered', at: time(3), city: 'Jeddah' },
    ]);
    expect((await post(c.carrier, delivered)).body.results[0]).toMatchObject({ status: 'delivered' });
    const order = await stack.call(b.gallery!, 'GET', `/api/shipping/orders/${orderId}`);
    expect(order.body.events.map((e: { status: string; place: string }) => [e.status, e.place])).toEqual([
      ['shipped', ''],
      ['in_transit', 'Riyadh'],
      ['out_for_delivery', 'Jeddah'],
      ['delivered', 'Jeddah'],
    ]);
    const stranger = await post(
      c.carrier,
      c.body(`999${run}`, [{ code: 'XX', description: 'Delivered', at: time(4), city: 'Riyadh' }]),
    );
    expect(stranger.body.results).toEqual([
      { trackingNumber: `999${run}`, orderId: null, recorded: false, status: null },
    ]);
  });

  it.each(carriers)(
    '$carrier: a wrong or missing key is 401; a bad body is 400 by the field; nothing appended',
    async (c) => {
      const orderId = opening(c.n).orderId;
      const before = await types(orderId);
      const sample = c.body(c.tracking, [
        { code: 'XX', description: 'In transit', at: new Date().toISOString(), city: 'Riyadh' },
      ]);
      const other = stack.http.app.get(CarrierWebhooks).carrierKey(c.carrier === 'smsa' ? 'aramex' : 'smsa');
      for (const key of ['f'.repeat(64), other, '']) {
        const res = await post(c.carrier, sample, key);
        expect(res.status).toBe(401);
        expect(res.body.messageAr).toMatch(arabic);
      }
      const field = c.carrier === 'smsa' ? 'Scans.1.ScanDateTime' : 'TrackingResults.0.Value.1.UpdateDateTime';
      const bad = structuredClone(sample) as any;
      if (c.carrier === 'smsa') bad.Scans.push({ ...bad.Scans[0], ScanDateTime: 'tomorrow' });
      else bad.TrackingResults[0].Value.push({ ...bad.TrackingResults[0].Value[0], UpdateDateTime: 'tomorrow' });
      const future = c.body(c.tracking, [
        { code: 'XX', description: 'In transit', at: new Date(Date.now() + 86_400_000).toISOString(), city: 'Riyadh' },
      ]);
      for (const [body, named] of [
        [bad, field],
        [{ nothing: true }, c.carrier === 'smsa' ? 'AWB' : 'TrackingResults'],
        [future, 'at'],
      ] as const) {
        const res = await post(c.carrier, body);
        expect({ named, status: res.status }).toEqual({ named, status: 400 });
        expect(res.body.details.map((d: { field: string }) => d.field)).toContain(named);
        expect(res.body.details[0].messageAr).toMatch(arabic);
      }
      expect(await types(orderId)).toEqual(before);
    },
  );
});
