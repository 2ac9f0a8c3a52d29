/**
 * Registration refunds over HTTP (PostgreSQL server): the refund policy set and checked per field; the attendee's
 * quote then a cancellation that gives the policy's amount back through the sandbox provider's refund webhook; a
 * webhook delivered again issues nothing more; the organiser's refund with a reason (a collector or another
 * organiser cannot; bad amounts refused per field in both languages, nothing appended); a cancelled workshop
 * refunds every paid registration in full, mails each attendee, and leaves a bank transfer's refund owed until the
 * organiser confirms sending it back. The back-office payments ledger lists registrations beside orders, filtered
 * by source, provider and status, and refunds a registration's row for admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../../testing/eventually.js';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { PaymentGateway } from '../../payments/index.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import { future, plainWorkshop, publishedWorkshop, registerStandard } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const fieldsOf = (body: { details: Array<{ field: string }> }) => [...new Set(body.details.map((d) => d.field))].sort();

async function workshop(startDays: number) {
  const paidBy = [
    { id: 'stc', paymentProvider: 'stcpay' },
    { id: 'bank', paymentProvider: 'bank_transfer' },
  ];
  return publishedWorkshop(stack, b.organiser!, plainWorkshop(200, paidBy, { startDate: future(startDays) }));
}

async function register(who: string, workshopId: string, paymentMethod = 'stcpay') {
  const { id, payment } = await registerStandard(stack, b[who]!, workshopId, {
    paymentMethod,
    totalAmount: 200,
    personalInfo: { firstName: 'Hessa', lastName: 'Al-Dosari', email: `${who}@example.sa` },
  });
  if (paymentMethod === 'stcpay') {
    const paid = await b[who]!.request(`${stack.baseUrl}/api/payments/sandbox/${payment.reference}/succeed`, {
      method: 'POST',
      headers: { origin: stack.baseUrl },
    });
    expect(paid.status).toBe(303);
  }
  return { id, reference: payment.reference };
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('a workshop’s refund policy', () => {
  it('defaults to full until 7 days, half until 2; the organiser changes it, checked per field', async () => {
    const id = await workshop(30);
    expect((await stack.call(null, 'GET', `/api/workshops/${id}`)).body.refundPolicy).toEqual({
      steps: [
        { daysBefore: 7, percent: 100 },
        { daysBefore: 2, percent: 50 },
      ],
    });
    const before = await streamTypesIn(stack, `workshop-${id}`);
    const bad = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, {
      refundPolicy: { steps: [{ daysBefore: 3, percent: 120 }] },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['refundPolicy.steps[0].percent']);
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    const later = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, {
      refundPolicy: {
        steps: [
          { daysBefore: 1, percent: 80 },
          { daysBefore: 10, percent: 50 },
          { daysBefore: 10, percent: 40 },
        ],
      },
    });
    expect(later.status).toBe(400);
    expect(fieldsOf(later.body)).toEqual(['refundPolicy.steps.0.percent', 'refundPolicy.steps.2.daysBefore']);
    expect(later.body.details.every((d: { messageAr: string }) => arabic.test(d.messageAr))).toBe(true);
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(before);
    const good = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, {
      refundPolicy: { steps: [{ daysBefore: 3, percent: 75 }] },
    });
    expect(good.status).toBe(200);
    expect(good.body.refundPolicy).toEqual({ steps: [{ daysBefore: 3, percent: 75 }] });
  });
});

describe('an attendee cancelling a paid registration', () => {
  it('sees the quote, then gets the policy’s amount back once, however often the provider says so', async () => {
    const id = await workshop(5);
    const { id: rid, reference } = await register('collector', id);
    expect((await stack.call(b.artist!, 'GET', `/api/my-workshops/${rid}/refund-quote`)).status).toBe(404);
    const quote = await stack.call(b.collector!, 'GET', `/api/my-workshops/${rid}/refund-quote`);
    expect(quote.body).toMatchObject({ cancellable: true, paid: 200, percent: 50, amount: 100, currency: 'SAR' });
    const cancelled = await stack.call(b.collector!, 'POST', `/api/my-workshops/${rid}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      payment: { refundedAmount: 100, refundOwed: 0, refunds: [{ amount: 100, percent: 50, status: 'issued' }] },
    });
    const refundId = cancelled.body.payment.refunds[0].refundId as string;
    // The provider delivers its refund webhook once more: signed, accepted, nothing new.
    const gateway = stack.http.app.get(PaymentGateway);
    const again = { provider: 'stcpay', reference, status: 'refunded', deliveryId: 'again', refundId } as const;
    const { provider: _p, ...unsigned } = again;
    const replay = await stack.call(null, 'POST', '/api/payments/webhooks/stcpay', { ...unsigned, amount: 100 });
    expect(replay.body).toMatchObject({ code: 'bad_signature' });
    const signed = await b.collector!.request(`${stack.baseUrl}/api/payments/webhooks/stcpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payment-signature': gateway.sign(again) },
      body: JSON.stringify({ reference, status: 'refunded', amount: 100, deliveryId: 'again', refundId }),
    });
    expect(signed.status).toBe(200);
    expect(await streamTypesIn(stack, `registration-${rid}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaid',
      'RegistrationRefundRequested',
      'RegistrationCancelled',
      'RegistrationRefunded',
    ]);
  });
});

describe('an organiser’s refund', () => {
  it('gives back an amount with a reason; others cannot; bad amounts are refused per field', async () => {
    const id = await workshop(20);
    const { id: rid } = await register('artist', id);
    const path = `/api/workshops/${id}/registrations/${rid}/refunds`;
    expect((await stack.call(b.collector!, 'POST', path, { amount: 10, reason: 'x' })).status).toBe(403);
    const stranger = await stack.call(b.gallery!, 'POST', path, { amount: 10, reason: 'Moved' });
    expect(stranger.status).toBe(403);
    for (const [body, field] of [
      [{ amount: 0, reason: 'Moved' }, 'amount'],
      [{ amount: 10.555, reason: 'Moved' }, 'amount'],
      [{ amount: 500, reason: 'Moved' }, 'amount'],
      [{ amount: 10, reason: ' ' }, 'reason'],
    ] as const) {
      const refused = await stack.call(b.organiser!, 'POST', path, body);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual([field]);
      expect(refused.body.details[0].messageAr).toMatch(arabic);
    }
    expect(await streamTypesIn(stack, `registration-${rid}`)).toEqual(['RegistrationPlaced', 'RegistrationPaid']);
    const refunded = await stack.call(b.organiser!, 'POST', path, { amount: 60.5, reason: 'Session moved' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment).toMatchObject({ refundedAmount: 60.5, refunds: [{ reason: 'Session moved' }] });
    const admin = await stack.call(b.admin!, 'POST', path, { amount: 139.5, reason: 'Goodwill' });
    expect(admin.body.payment.refundedAmount).toBe(200);
    const more = await stack.call(b.organiser!, 'POST', path, { amount: 1, reason: 'More' });
    expect(more.status).toBe(422);
  });
});

describe('an organiser’s refund of a cancelled registration', () => {
  it('gives back what the policy kept, up to what is left, with a reason; others cannot', async () => {
    // Five days before: the default policy gives half back when the attendee cancels.
    const id = await workshop(5);
    const { id: rid } = await register('artist', id);
    expect((await stack.call(b.artist!, 'POST', `/api/my-workshops/${rid}/cancel`)).status).toBe(200);
    const path = `/api/workshops/${id}/registrations/${rid}/refunds`;
    const listed = await stack.call(b.organiser!, 'GET', `/api/workshops/${id}/registrations`);
    const row = (listed.body as Array<{ id: string; paymentStatus: string; payment: Record<string, unknown> }>).find(
      (r) => r.id === rid,
    )!;
    expect(row.paymentStatus).toBe('cancelled');
    expect(row.payment).toMatchObject({ paidAt: expect.any(String), amountDue: 200 });
    expect(Number(row.payment.refundedAmount) + Number(row.payment.refundOwed)).toBe(100);
    const before = await streamTypesIn(stack, `registration-${rid}`);
    expect((await stack.call(b.collector!, 'POST', path, { amount: 10, reason: 'Goodwill' })).status).toBe(403);
    expect((await stack.call(b.gallery!, 'POST', path, { amount: 10, reason: 'Goodwill' })).status).toBe(403);
    for (const [body, field] of [
      [{ amount: 100.01, reason: 'Goodwill' }, 'amount'],
      [{ amount: -5, reason: 'Goodwill' }, 'amount'],
      [{ amount: 'ten', reason: 'Goodwill' }, 'amount'],
      [{ reason: 'Goodwill' }, 'amount'],
      [{ amount: 10 }, 'reason'],
      [{ amount: 10, reason: '' }, 'reason'],
    ] as const) {
      const refused = await stack.call(b.organiser!, 'POST', path, body);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual([field]);
      expect(refused.body.details[0].message).toBeTruthy();
      expect(refused.body.details[0].messageAr).toMatch(arabic);
    }
    expect(await streamTypesIn(stack, `registration-${rid}`)).toEqual(before);
    const refunded = await stack.call(b.organiser!, 'POST', path, { amount: 100, reason: 'Family emergency' });
    expect(refunded.status).toBe(200);
    expect(Number(refunded.body.payment.refundedAmount) + Number(refunded.body.payment.refundOwed)).toBe(200);
    expect((await stack.call(b.organiser!, 'POST', path, { amount: 0.01, reason: 'More' })).status).toBe(422);
  });
});

describe('a cancelled workshop', () => {
  it('refunds every paid registration in full, mails each attendee, and owes a bank transfer back', async () => {
    const id = await workshop(40);
    const paid = await register('collector', id);
    const bank = await register('gallery', id, 'bank_transfer');
    const confirm = `/api/workshops/${id}/registrations/${bank.id}/confirm-transfer`;
    expect((await stack.call(b.organiser!, 'POST', confirm, { bankReference: 'SNB-1' })).status).toBe(200);
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/cancel`)).status).toBe(200);
    type Row = { id: string; payment: { refundedAmount: number; refundOwed: number; refunds: any[] } };
    // The outcome, not a step on the way: the card refund is issued (its provider's webhook has come back) and the
    // bank transfer's is owed. Requested comes first for both, so waiting for "requested" alone raced the webhook.
    const byId = await eventually(
      async () => {
        const rows: Row[] = (await stack.call(b.organiser!, 'GET', `/api/workshops/${id}/registrations`)).body;
        const payments = new Map(rows.map((r) => [r.id, r.payment]));
        expect(payments.get(paid.id)).toMatchObject({ refundedAmount: 200, refundOwed: 0 });
        expect(payments.get(bank.id)).toMatchObject({ refundedAmount: 0, refundOwed: 200 });
        return payments;
      },
      30_000,
      'the cancelled workshop’s refunds',
    );
    const refundId = byId.get(bank.id)!.refunds[0].refundId as string;
    const back = `/api/workshops/${id}/registrations/${bank.id}/refunds/${refundId}/confirm-transfer`;
    const sent = await stack.call(b.organiser!, 'POST', back, { bankReference: 'SNB-BACK-1' });
    expect(sent.body.payment).toMatchObject({ refundedAmount: 200, refundOwed: 0 });
    expect((await stack.call(b.organiser!, 'POST', back, { bankReference: 'SNB-BACK-1' })).status).toBe(200);
    expect(await streamTypesIn(stack, `registration-${bank.id}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaid',
      'RegistrationRefundRequested',
      'RegistrationRefunded',
    ]);
    let mails: Array<{ to: string; subject: string }> = [];
    for (let i = 0; i < 150 && mails.length < 2; i++) {
      const list = (await stack.call(b.admin!, 'GET', '/api/admin/mail')).body as typeof mails;
      mails = list.filter((m) => m.subject.includes('Sadu') || m.subject.includes('السدو'));
      mails = mails.filter((m) => /Cancelled|أُلغيت/.test(m.subject));
      if (mails.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails.map((m) => m.to).sort()).toEqual(['collector@example.sa', 'gallery@example.sa']);
  });
});

describe('the payments ledger', () => {
  const ledger = (filter: Record<string, string>) =>
    `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;

  it('lists registrations beside orders by source, provider and status, and refunds one for admins', async () => {
    const id = await workshop(25);
    const { id: rid, reference } = await register('artist', id);
    expect((await stack.call(b.collector!, 'GET', ledger({}))).status).toBe(403);
    const all = await stack.call(b.admin!, 'GET', ledger({}));
    expect(all.status).toBe(200);
    const sources = new Set((all.body as Array<{ source: string }>).map((r) => r.source));
    expect(sources.has('workshop')).toBe(true);
    const rows = (await stack.call(b.admin!, 'GET', ledger({ source: 'workshop', provider: 'stcpay', status: 'paid' })))
      .body as Array<Record<string, unknown>>;
    expect(rows.every((r) => r.source === 'workshop' && r.provider === 'stcpay')).toBe(true);
    expect(rows.find((r) => r.reference === reference)).toMatchObject({
      id: `registration-${rid}`,
      stream: `registration-${rid}`,
      total: 200,
      fee: 0,
      status: 'paid',
      refunded: 0,
    });
    const orders = (await stack.call(b.admin!, 'GET', ledger({ source: 'order' }))).body as Array<{ source: string }>;
    expect(orders.every((r) => r.source === 'order')).toBe(true);
    const refund = `/api/admin/payments/registration-${rid}/refunds`;
    expect((await stack.call(b.organiser!, 'POST', refund, { amount: 20, reason: 'Goodwill' })).status).toBe(403);
    const refused = await stack.call(b.admin!, 'POST', refund, { amount: 201, reason: 'Goodwill' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['amount']);
    const refunded = await stack.call(b.admin!, 'POST', refund, { amount: 200, reason: 'Goodwill' });
    expect(refunded.status).toBe(200);
    const after = (await stack.call(b.admin!, 'GET', ledger({ source: 'workshop', status: 'refunded' }))).body as Array<
      Record<string, unknown>
    >;
    expect(after.find((r) => r.reference === reference)).toMatchObject({ status: 'refunded', refunded: 200 });
  });

  it('finds a partly refunded row by refund=partial, a fully refunded one by refund=full, and refuses another value', async () => {
    const id = await workshop(26);
    const part = await register('artist', id);
    const whole = await register('collector', id);
    const refund = (rid: string, amount: number) =>
      stack.call(b.organiser!, 'POST', `/api/workshops/${id}/registrations/${rid}/refunds`, { amount, reason: 'Late' });
    expect((await refund(part.id, 50)).status).toBe(200);
    expect((await refund(whole.id, 200)).status).toBe(200);
    const references = async (refundFilter: string) => {
      const rows = (await stack.call(b.admin!, 'GET', ledger({ source: 'workshop', refund: refundFilter })))
        .body as Array<{ reference: string; refunded: number; status: string }>;
      return rows.filter((r) => r.reference === part.reference || r.reference === whole.reference);
    };
    // The sandbox's refunded webhook issues each refund; the filters read what was issued.
    await eventually(async () => {
      expect(await references('partial')).toEqual([
        expect.objectContaining({ reference: part.reference, refunded: 50, status: 'paid' }),
      ]);
      expect(await references('full')).toEqual([
        expect.objectContaining({ reference: whole.reference, refunded: 200, status: 'refunded' }),
      ]);
      return true;
    });
    expect(await references('none')).toEqual([]);
    // `status` is each row's own status: a partly refunded payment is `paid`, only a full refund is `refunded`.
    const ours = async (filter: Record<string, string>) =>
      (
        (await stack.call(b.admin!, 'GET', ledger({ source: 'workshop', ...filter }))).body as Array<{
          reference: string;
        }>
      )
        .map((r) => r.reference)
        .filter((r) => r === part.reference || r === whole.reference);
    expect(await ours({ status: 'paid' })).toEqual([part.reference]);
    expect(await ours({ status: 'refunded' })).toEqual([whole.reference]);
    expect(await ours({ status: 'paid', refund: 'partial' })).toEqual([part.reference]);
    expect(await ours({ status: 'refunded', refund: 'full' })).toEqual([whole.reference]);
    // Combinations that cannot hold find nothing, for orders and registrations alike.
    for (const [status, refundFilter] of [
      ['paid', 'full'],
      ['refunded', 'partial'],
      ['refunded', 'none'],
    ]) {
      const none = await stack.call(b.admin!, 'GET', ledger({ status: status!, refund: refundFilter! }));
      expect(none.status).toBe(200);
      expect(none.body).toEqual([]);
    }
    const orders = (await stack.call(b.admin!, 'GET', ledger({ source: 'order', refund: 'partial' }))).body as Array<{
      refunded: number;
      total: number;
    }>;
    expect(orders.every((r) => r.refunded > 0 && r.refunded < r.total)).toBe(true);
    const bad = await stack.call(b.admin!, 'GET', ledger({ refund: 'some' }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['refund']);
    expect(bad.body.details[0].messageAr).toMatch(arabic);
  });
});
