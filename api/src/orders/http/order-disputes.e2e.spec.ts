/**
 * Disputes over HTTP (PostgreSQL server): only the buyer opens one, on a delivered order, once, within the
 * window; bad input is named by field in both languages; a seller answers; staff (moderators, admins) decide, an
 * auditor and the parties may not; the payout is held while it is open and settles after a rejection, reduced
 * after a partial refund, and is cancelled by a full one; the back-office lists disputes by status; the stream
 * stays chained.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { giveKycTier } from '../../testing/kyc-tier.js';
import { jpegWithGps, pngBytes, publishedWork } from '../../artworks/testing/artwork-fixtures.js';
import { sellerProfile } from '../../invoicing/testing/invoice-forms.js';
import { eventually } from '../../testing/eventually.js';
import { OrderCommands } from '../application/order-commands.js';
import { OrderPayouts } from '../application/order-payouts.js';
import { OrderDisputes } from '../application/order-disputes.js';
import { DISPUTE_WINDOW_DAYS } from '../domain/disputes.events.js';
import { RIYADH_ADDRESS } from '../testing/delivery-address.js';
import { fieldsOf, streamTypesIn } from '../testing/http-answers.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const streamTypes = (stream: string) => streamTypesIn(stack, stream);
const address = RIYADH_ADDRESS;
const complaint = { reason: 'damaged', description: 'The frame arrived cracked.\nPhotos on request.' };

/** A work by the artist bought by the collector, paid through the sandbox, shipped and delivered. */
async function deliveredOrder(price = 10_000): Promise<{ id: string; total: number; deliveredAt: string }> {
  const work = await publishedWork(stack, b.artist!, { price });
  const order = await stack.call(b.collector!, 'POST', '/api/orders', { artworkId: work.id });
  expect(order.status).toBe(201);
  const id = order.body.id as string;
  const checkout = { address, paymentMethod: 'stcpay', buyerName: 'Reem Al-Mansouri' };
  const paid = await stack.call(b.collector!, 'POST', `/api/orders/${id}/checkout`, checkout);
  expect(paid.status).toBe(200);
  await stack.http.app.get(OrderCommands).sandboxOutcome(paid.body.payment.reference, 'succeed');
  await eventually(async () => {
    const res = await stack.call(b.artist!, 'GET', `/api/shipping/orders/${id}`);
    return res.status === 200 ? res.body : null;
  }, 30_000);
  const ship = { carrier: 'sandbox', trackingNumber: `SBX${id.slice(0, 8).toUpperCase()}` };
  expect((await stack.call(b.artist!, 'POST', `/api/shipping/orders/${id}/ship`, ship)).status).toBe(200);
  // Before delivery there is nothing to dispute.
  const early = await stack.call(b.collector!, 'POST', `/api/orders/${id}/dispute`, complaint);
  expect(early).toMatchObject({ status: 422, body: { code: 'not_delivered' } });
  expect((await stack.call(b.collector!, 'POST', `/api/shipping/orders/${id}/deliver`)).status).toBe(200);
  const seen = await eventually(async () => {
    const res = await stack.call(b.collector!, 'GET', `/api/orders/${id}`);
    return res.body.disputeWindowClosesAt ? res.body : null;
  }, 30_000);
  return { id, total: seen.payment.total as number, deliveredAt: seen.deliveredAt as string };
}

/** A multipart dispute (or answer) with photos, as the storefront sends it. */
async function withPhotos(who: string, path: string, fields: Record<string, string>, files: Array<[Buffer, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [bytes, name] of files) form.append('photos', new Blob([new Uint8Array(bytes)]), name);
  const res = await b[who]!.request(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: stack.baseUrl },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const payoutOf = async (orderId: string) =>
  (await stack.call(b.artist!, 'GET', '/api/seller/payouts')).body.find(
    (p: { orderId: string }) => p.orderId === orderId,
  );
/** A day well after any payout's due date, for the settlement job. */
const afterDue = () => new Date(Date.now() + 10 * 86_400_000);

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { KYC_BID_CEILING: '1000000' } });
  for (const name of ['collector', 'artist', 'gallery', 'moderator', 'admin', 'auditor'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  await giveKycTier(stack, 'collector@example.sa', 1);
  expect((await stack.call(b.artist!, 'PUT', '/api/invoices/seller-profile', sellerProfile())).status).toBe(200);
  const account = { accountHolder: 'Nasser Al-Harbi', iban: 'SA0380000000608010167519' };
  expect((await stack.call(b.artist!, 'PUT', '/api/seller/payment-settings', account)).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('disputes', () => {
  it('only the buyer opens one, with a reason and a description, once; a seller answers; staff reject; the payout is held, then settles', async () => {
    const order = await deliveredOrder();
    const path = `/api/orders/${order.id}/dispute`;
    const bad = await stack.call(b.collector!, 'POST', path, { reason: 'bored', description: '' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['reason', 'description']));
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    expect((await stack.call(b.gallery!, 'POST', path, complaint)).status).toBe(404);
    expect(await stack.call(b.artist!, 'POST', path, complaint)).toMatchObject({
      status: 403,
      body: { code: 'not_buyer' },
    });
    expect(await streamTypes(`order-${order.id}`)).not.toContain('DisputeOpened');

    const opened = await stack.call(b.collector!, 'POST', path, complaint);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      disputeStatus: 'open',
      dispute: { reason: 'damaged', description: complaint.description, answer: null, resolution: null },
    });
    expect((await stack.call(b.collector!, 'POST', path, complaint)).body.code).toBe('dispute_exists');

    // The seller sees it in their orders, and answers; the buyer may not answer.
    const mine = (await stack.call(b.artist!, 'GET', '/api/seller/orders')).body.find(
      (o: { id: string }) => o.id === order.id,
    );
    expect(mine).toMatchObject({ disputeStatus: 'open' });
    const answerPath = `${path}/answer`;
    expect((await stack.call(b.collector!, 'POST', answerPath, { answer: 'Me too' })).status).toBe(403);
    expect(fieldsOf((await stack.call(b.artist!, 'POST', answerPath, { answer: ' ' })).body)).toContain('answer');
    const answered = await stack.call(b.artist!, 'POST', answerPath, { answer: 'It left the studio whole.' });
    expect(answered.body.dispute.answer).toMatchObject({ text: 'It left the studio whole.' });

    // Held: the settlement job skips it, and the seller and the back-office see why.
    const payouts = stack.http.app.get(OrderPayouts);
    expect((await payouts.settleDue(afterDue())).held).toBeGreaterThanOrEqual(1);
    expect(await streamTypes(`order-${order.id}`)).not.toContain('PayoutSettled');
    const held = await payoutOf(order.id);
    expect(held).toMatchObject({ status: 'held', heldByDispute: true, waitingFor: { code: 'dispute_open' } });
    expect(held.waitingFor.messageAr).toMatch(arabic);
    const staffPayout = await stack.call(b.auditor!, 'GET', `/api/admin/payouts?range=[0,99]`);
    expect(staffPayout.body.find((p: { id: string }) => p.id === order.id)).toMatchObject({ status: 'held' });

    // Only moderators and admins decide; a reason is required.
    const resolvePath = `/api/admin/orders/${order.id}/dispute/resolve`;
    const reject = { decision: 'rejected', reason: 'The courier’s photos show it intact.' };
    for (const who of ['collector', 'artist', 'auditor'])
      expect((await stack.call(b[who]!, 'POST', resolvePath, reject)).status).toBe(403);
    const noReason = await stack.call(b.moderator!, 'POST', resolvePath, { decision: 'rejected', reason: '' });
    expect(fieldsOf(noReason.body)).toContain('reason');
    const rejected = await stack.call(b.moderator!, 'POST', resolvePath, reject);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'paid',
      refunded: 0,
      disputeStatus: 'resolved',
      dispute: { resolution: { decision: 'rejected', refund: 0, reason: reject.reason } },
    });
    expect((await stack.call(b.moderator!, 'POST', resolvePath, reject)).body.code).toBe('no_open_dispute');

    await payouts.settleDue(afterDue());
    expect(await payoutOf(order.id)).toMatchObject({ status: 'settled', waitingFor: null });
    const types = await streamTypes(`order-${order.id}`);
    expect(types.slice(-4)).toEqual(['DisputeOpened', 'DisputeAnswered', 'DisputeResolved', 'PayoutSettled']);
    const chain = await stack.call(b.auditor!, 'GET', `/api/admin/streams/order-${order.id}`);
    expect(chain.body.chain).toMatchObject({ chained: true, valid: true });
  });

  it('a partial refund never exceeds what was paid and reduces the payout; a full one cancels it', async () => {
    const partialOrder = await deliveredOrder();
    expect((await stack.call(b.collector!, 'POST', `/api/orders/${partialOrder.id}/dispute`, complaint)).status).toBe(
      201,
    );
    const before = await payoutOf(partialOrder.id);
    const resolvePath = `/api/admin/orders/${partialOrder.id}/dispute/resolve`;
    const partial = (amount?: number) => ({ decision: 'refund_partial', amount, reason: 'Frame repair' });
    const tooMuch = await stack.call(b.admin!, 'POST', resolvePath, partial(partialOrder.total + 1));
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch.body)).toContain('amount');
    expect(fieldsOf((await stack.call(b.admin!, 'POST', resolvePath, partial())).body)).toContain('amount');
    expect(fieldsOf((await stack.call(b.admin!, 'POST', resolvePath, partial(-5))).body)).toContain('amount');
    const done = await stack.call(b.admin!, 'POST', resolvePath, partial(500));
    expect(done.body).toMatchObject({
      status: 'paid',
      refunded: 500,
      refunds: [{ amount: 500, reason: 'Frame repair' }],
    });
    expect(done.body.payment.payout).toBeCloseTo(before.payout - 500, 2);
    await stack.http.app.get(OrderPayouts).settleDue(afterDue());
    const settled = (await stack.runtime.storage.events.readStream(`order-${partialOrder.id}`)).at(-1)!;
    expect(settled).toMatchObject({
      type: 'PayoutSettled',
      data: { payoutHalalas: Math.round((before.payout - 500) * 100) },
    });

    const fullOrder = await deliveredOrder();
    expect((await stack.call(b.collector!, 'POST', `/api/orders/${fullOrder.id}/dispute`, complaint)).status).toBe(201);
    const full = await stack.call(b.moderator!, 'POST', `/api/admin/orders/${fullOrder.id}/dispute/resolve`, {
      decision: 'refund_full',
      reason: 'Lost in transit',
    });
    expect(full.body).toMatchObject({ status: 'refunded', refunded: fullOrder.total, disputeStatus: 'resolved' });
    expect((await streamTypes(`order-${fullOrder.id}`)).slice(-2)).toEqual(['DisputeResolved', 'OrderRefunded']);
    expect(await payoutOf(fullOrder.id)).toMatchObject({ status: 'cancelled' });

    // The back-office's list, by status.
    const list = (status?: string) =>
      stack.call(
        b.auditor!,
        'GET',
        `/api/admin/disputes?range=[0,99]${status ? `&filter=${encodeURIComponent(JSON.stringify({ disputeStatus: status }))}` : ''}`,
      );
    const all = await list();
    expect(all.headers.get('content-range')).toMatch(/^disputes \d+-\d+\/\d+$/);
    expect(all.body.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([partialOrder.id, fullOrder.id]));
    const resolved = await list('resolved');
    expect(resolved.body.every((d: { disputeStatus: string }) => d.disputeStatus === 'resolved')).toBe(true);
    expect((await list('open')).body.map((d: { id: string }) => d.id)).not.toContain(fullOrder.id);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/disputes')).status).toBe(403);
  });

  it('after the window closes the buyer is refused in both languages', async () => {
    const order = await deliveredOrder();
    const collector: AccountAccess = {
      userId: demoUserId('collector@example.sa'),
      roles: ['collector'],
      status: 'active',
      setupComplete: true,
    };
    const late = new Date(Date.parse(order.deliveredAt) + DISPUTE_WINDOW_DAYS * 86_400_000 + 1000);
    const refusal = await stack.http.app
      .get(OrderDisputes)
      .open(collector, order.id, { reason: 'not_as_described', description: 'Not the colours shown.' }, [], late)
      .catch((error: { code: string; messageAr: string }) => error);
    expect(refusal).toMatchObject({ code: 'dispute_window_closed' });
    expect((refusal as { messageAr: string }).messageAr).toMatch(arabic);
  });

  it('photos: checked by their bytes, size and count, stripped of metadata, recorded by id and hash, private to the parties and staff', async () => {
    const order = await deliveredOrder();
    const path = `/api/orders/${order.id}/dispute`;
    const text = Buffer.from('not a picture at all, only text\n');
    const fields = { reason: 'damaged', description: 'The frame arrived cracked.' };
    const refusals = [
      { files: [[text, 'crack.jpg']], code: 'invalid_file_type' },
      { files: [[Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg']], code: 'file_too_large' },
      { files: Array.from({ length: 6 }, () => [text, 'p.jpg']), code: 'maxCount' },
      { files: Array.from({ length: 7 }, () => [text, 'p.jpg']), code: 'maxCount' },
    ] as Array<{ files: Array<[Buffer, string]>; code: string }>;
    for (const { files, code } of refusals) {
      const res = await withPhotos('collector', path, fields, files);
      expect(res).toMatchObject({ status: 400, body: { details: [{ field: 'photos', code }] } });
      expect(res.body.details[0].messageAr).toMatch(arabic);
    }
    const png = await pngBytes();
    // Someone else's order: not found, whatever the photos.
    expect((await withPhotos('gallery', path, fields, [[png, 'a.png']])).status).toBe(404);
    expect(await streamTypes(`order-${order.id}`)).not.toContain('DisputeOpened');

    const opened = await withPhotos('collector', path, fields, [
      [png, 'a.png'],
      [await jpegWithGps(), 'b.jpg'],
    ]);
    expect(opened.status).toBe(201);
    expect(opened.body.dispute.photos).toHaveLength(2);
    expect(opened.body.dispute.photos[0]).toMatchObject({
      side: 'buyer',
      attachedBy: demoUserId('collector@example.sa'),
    });
    const events = await stack.runtime.storage.events.readStream(`order-${order.id}`);
    const attached = events.find((e) => e.type === 'DisputePhotosAttached')!;
    expect(attached.data).toMatchObject({
      side: 'buyer',
      photos: [{ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }, {}],
    });

    const photoPath = (id: string) => `${stack.baseUrl}${path}/photos/${id}`;
    const gps = opened.body.dispute.photos[1].photoId as string;
    for (const who of ['collector', 'artist', 'auditor']) {
      const res = await b[who]!.request(photoPath(gps));
      expect([who, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
        who,
        200,
        'image/webp',
        'no-store, private',
      ]);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
    expect((await b.gallery!.request(photoPath(gps))).status).toBe(404);
    expect((await b.collector!.request(photoPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/media/disputes/${gps}.enc`)).status).toBe(404);

    // The seller answers with a photo of their own; a bad one appends nothing.
    const answerPath = `${path}/answer`;
    const bad = await withPhotos('artist', answerPath, { answer: 'Packed whole.' }, [[text, 'x.png']]);
    expect(bad.body.details[0]).toMatchObject({ field: 'photos', code: 'invalid_file_type' });
    expect(await streamTypes(`order-${order.id}`)).not.toContain('DisputeAnswered');
    const answered = await withPhotos('artist', answerPath, { answer: 'Packed whole.' }, [[png, 'packing.png']]);
    expect(answered.status).toBe(200);
    expect(answered.body.dispute.photos.map((p: { side: string }) => p.side)).toEqual(['buyer', 'buyer', 'seller']);
    expect((await streamTypes(`order-${order.id}`)).slice(-2)).toEqual(['DisputeAnswered', 'DisputePhotosAttached']);
  });
});
