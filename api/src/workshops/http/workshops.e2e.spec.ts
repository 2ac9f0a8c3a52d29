/**
 * Workshops over HTTP (PostgreSQL server): an organiser's workshop with tiers, fields and payment methods; the
 * spec's reads; registration with server-computed amounts, every refusal naming its field, the Idempotency-Key,
 * no oversell under concurrency; sandbox payment confirmed by a signed webhook delivered twice; check-in, the
 * attendee list and its CSV; events with RSVP and My Events. Each write is checked in the event log too.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { giveKycTier, verifyByReviewer } from '../../testing/kyc-tier.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { PaymentOutcomes } from '../application/payment-outcomes.service.js';
import { RegistrationCommands } from '../application/registration-commands.service.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { sendReminders } from '../workshops.jobs.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import { details as fixtureWorkshop } from '../domain/testing/workshop-fixtures.js';
import { publishedWorkshop as createAndPublish } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const fieldsOf = (body: { details: Array<{ field: string }> }) => body.details.map((d) => d.field);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const workshopBody = (over: Record<string, unknown> = {}) => ({
  title: 'Thuluth calligraphy',
  titleAr: 'خط الثلث',
  description: 'Strokes and proportions',
  descriptionAr: 'الضربات والنسب',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: future(30),
  duration: '3 hours',
  maxParticipants: 10,
  locationType: 'in_person',
  location: 'Riyadh',
  locationAr: 'الرياض',
  price: 400,
  instructor: 'Nasser',
  featured: true,
  ticketTiers: [
    {
      id: 'early',
      tierName: 'Early bird',
      tierNameAr: 'حجز مبكر',
      price: 400,
      maxQuantity: 5,
      earlyBirdEndDate: future(10),
      discountPercentage: 25,
      benefits: ['Materials'],
      benefitsAr: ['المواد'],
    },
    { id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 400 },
  ],
  // The deciders' specs' required select field (`experience`), as the organiser sends it.
  registrationFields: fixtureWorkshop.registrationFields,
  paymentMethods: [
    { id: 'm1', paymentProvider: 'stcpay', transactionFeePercentage: 1.5, fixedTransactionFee: 1 },
    { id: 'm2', paymentProvider: 'bank_transfer' },
    { id: 'm3', paymentProvider: 'paypal', transactionFeePercentage: 3.4, isActive: false },
  ],
  ...over,
});
const registration = (over: Record<string, unknown> = {}) => ({
  ticketTierId: 'early',
  paymentMethod: 'stcpay',
  totalAmount: 300,
  currency: 'SAR',
  discountAmount: 100,
  personalInfo: { firstName: 'Reem', lastName: 'Al-Mansouri', email: 'reem@example.sa', phone: '0501234567' },
  customResponses: { experience: 'some' },
  ...over,
});
const register = (who: TestBrowser, id: string, body: unknown, key?: string) =>
  stack.call(who, 'POST', `/api/workshops/${id}/register`, body, key);

/** `count` signed-up people, verified by a reviewer (paid tickets take KYC tier 1), to register at once. */
async function verifiedPeople(prefix: string, count: number) {
  const people = Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-${i}`,
    roles: [],
    status: 'active' as const,
    setupComplete: true,
  }));
  await verifyByReviewer(
    stack,
    people.map((p) => p.userId),
  );
  return people;
}

const publishedWorkshop = (over: Record<string, unknown> = {}) =>
  createAndPublish(stack, b.organiser!, workshopBody(over));

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  // Paid tickets need KYC tier 1; the newcomer (no role) starts at 0: an ID uploaded and approved.
  await giveKycTier(stack, 'newcomer@example.sa', 1);
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin', 'newcomer'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('organising a workshop', () => {
  it('creates a draft that only its organiser sees, then publishes it to the lists', async () => {
    const created = await stack.call(b.organiser!, 'POST', '/api/workshops', workshopBody({ title: 'Draft first' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      titleAr: 'خط الثلث',
      currentParticipants: 0,
      isOnline: false,
    });
    const id = created.body.id as string;
    expect((await stack.call(null, 'GET', `/api/workshops/${id}`)).status).toBe(404);
    expect((await stack.call(b.organiser!, 'GET', `/api/workshops/${id}`)).status).toBe(200);
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);
    const list = await stack.call(null, 'GET', '/api/workshops?q=Draft');
    expect(list.body.map((w: { id: string }) => w.id)).toContain(id);
    const featured = await stack.call(null, 'GET', '/api/workshops/featured?category=drawing&level=beginner');
    expect(featured.body.map((w: { id: string }) => w.id)).toContain(id);
    const painting = await stack.call(null, 'GET', '/api/workshops?category=painting');
    expect(painting.body.map((w: { id: string }) => w.id)).not.toContain(id);
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(['WorkshopCreated', 'WorkshopPublished']);
  });

  it('refuses a collector (403), another organiser’s edit (403) and bad fields (400, both languages)', async () => {
    expect((await stack.call(b.collector!, 'POST', '/api/workshops', workshopBody())).status).toBe(403);
    const id = await publishedWorkshop();
    const edit = await stack.call(b.gallery!, 'PATCH', `/api/workshops/${id}`, { title: 'Mine now' });
    expect(edit.status).toBe(403);
    expect(edit.body.messageAr).toMatch(arabic);
    const bad = await stack.call(
      b.organiser!,
      'POST',
      '/api/workshops',
      workshopBody({ category: 'cooking', maxParticipants: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['category', 'maxParticipants']));
    const ok = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, { title: 'Thuluth, revised' });
    expect(ok.body).toMatchObject({ title: 'Thuluth, revised', titleAr: 'خط الثلث' });
    const tiers = await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`);
    expect(tiers.body).toHaveLength(2);
  });

  it('keeps the cancellation policy in both languages, refusing a too long one by its field (400)', async () => {
    const policy = {
      cancellationPolicy: 'Full refund a week before.',
      cancellationPolicyAr: 'استرداد كامل قبل أسبوع.',
    };
    const created = await stack.call(b.organiser!, 'POST', '/api/workshops', workshopBody(policy));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const before = await streamTypesIn(stack, `workshop-${id}`);
    for (const [field, text] of [
      ['cancellationPolicyAr', 'س'.repeat(2001)],
      ['cancellationPolicy', 'x'.repeat(2001)],
    ] as const) {
      const tooLong = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, { [field]: text });
      expect(tooLong.status).toBe(400);
      expect(fieldsOf(tooLong.body)).toEqual([field]);
      expect(tooLong.body.messageAr).toMatch(arabic);
      const refusedNew = await stack.call(b.organiser!, 'POST', '/api/workshops', workshopBody({ [field]: text }));
      expect([refusedNew.status, fieldsOf(refusedNew.body)]).toEqual([400, [field]]);
    }
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(before);
    const edited = await stack.call(b.organiser!, 'PATCH', `/api/workshops/${id}`, { cancellationPolicyAr: '' });
    expect(edited.body).toMatchObject({ cancellationPolicy: policy.cancellationPolicy, cancellationPolicyAr: '' });
    const read = await stack.call(b.organiser!, 'GET', `/api/workshops/${id}`);
    expect(read.body).toMatchObject({ cancellationPolicy: policy.cancellationPolicy, cancellationPolicyAr: '' });
  });

  it('answers the end date, the last session’s end, in the lists and the detail', async () => {
    const start = future(40);
    const sessions = [
      { startsAt: start, endsAt: new Date(Date.parse(start) + 3 * 3_600_000).toISOString() },
      { startsAt: future(42), endsAt: new Date(Date.parse(future(42)) + 2 * 3_600_000).toISOString() },
    ];
    const id = await publishedWorkshop({ startDate: start, sessions, featured: true, title: 'Two evenings' });
    const endDate = sessions[1]!.endsAt;
    expect((await stack.call(null, 'GET', `/api/workshops/${id}`)).body).toMatchObject({ startDate: start, endDate });
    for (const path of ['/api/workshops?q=evenings', '/api/workshops/featured'])
      expect((await stack.call(null, 'GET', path)).body.find((w: { id: string }) => w.id === id)).toMatchObject({
        endDate,
      });
  });

  it('answers the dialog’s three lists in the spec’s field names, and 401 signed out', async () => {
    const id = await publishedWorkshop();
    expect((await stack.call(null, 'GET', `/api/workshops/${id}/ticket-tiers`)).status).toBe(401);
    const tiers = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body;
    expect(tiers[0]).toMatchObject({
      id: 'early',
      tierName: 'Early bird',
      tierNameAr: 'حجز مبكر',
      price: '400.00',
      currency: 'SAR',
      maxQuantity: 5,
      currentSold: 0,
      discountPercentage: 25,
      benefits: ['Materials'],
      benefitsAr: ['المواد'],
    });
    const methods = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/payment-methods`)).body;
    expect(methods.map((m: { paymentProvider: string }) => m.paymentProvider)).toEqual(['stcpay', 'bank_transfer']);
    expect(methods[0]).toMatchObject({ transactionFeePercentage: 1.5, fixedTransactionFee: 1 });
    const fields = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/registration-fields`)).body;
    expect(fields[0]).toMatchObject({
      fieldName: 'experience',
      fieldType: 'select',
      fieldOptionsAr: ['لا شيء', 'بعض'],
    });
  });
});

describe('registering', () => {
  let id: string;
  beforeAll(async () => {
    id = await publishedWorkshop();
  });

  it('names each refused field: unknown tier, inactive method, missing answer, bad body', async () => {
    const tier = await register(b.collector!, id, registration({ ticketTierId: 'vip' }));
    expect(tier.status).toBe(400);
    expect(fieldsOf(tier.body)).toEqual(['ticketTierId']);
    const method = await register(b.collector!, id, registration({ paymentMethod: 'paypal' }));
    expect(fieldsOf(method.body)).toEqual(['paymentMethod']);
    const answer = await register(b.collector!, id, registration({ customResponses: {} }));
    expect(fieldsOf(answer.body)).toEqual(['customResponses.experience']);
    expect(answer.body.details[0].messageAr).toMatch(arabic);
    const body = await register(
      b.collector!,
      id,
      registration({ personalInfo: { firstName: '', lastName: 'x', email: 'no' } }),
    );
    expect(body.status).toBe(400);
    expect(fieldsOf(body.body)).toEqual(expect.arrayContaining(['personalInfo.firstName', 'personalInfo.email']));
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual(['WorkshopCreated', 'WorkshopPublished']);
  });

  it('refuses a total that is not the server’s, with the right amounts in both languages (422)', async () => {
    const wrong = await register(b.collector!, id, registration({ totalAmount: 400, discountAmount: 0 }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('wrong_total');
    expect(wrong.body.message).toContain('300.00 SAR');
    expect(wrong.body.messageAr).toContain('300.00');
  });

  let registrationId: string;
  it('registers with the early-bird discount, once per Idempotency-Key, and records both streams', async () => {
    const first = await register(b.collector!, id, registration(), 'dialog-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'pending_payment',
      price: 400,
      discountAmount: 100,
      totalAmount: 300,
      currency: 'SAR',
      payment: {
        provider: 'stcpay',
        transactionFee: 5.5,
        amountDue: 305.5,
        status: 'pending',
        nextAction: { type: 'redirect', url: expect.stringMatching(/^\/api\/payments\/sandbox\//) },
      },
      workshop: { id, titleAr: 'خط الثلث', isOnline: false },
    });
    registrationId = first.body.id;
    const again = await register(b.collector!, id, registration(), 'dialog-1');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(registrationId);
    const twice = await register(b.collector!, id, registration(), 'dialog-2');
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('already_registered');
    expect(await streamTypesIn(stack, `registration-${registrationId}`)).toEqual(['RegistrationPlaced']);
    const stored = (await stack.runtime.storage.events.readStream(`registration-${registrationId}`))[0]!;
    expect(JSON.stringify(stored.data)).not.toContain('reem@example.sa');
    expect(stored.metadata).toHaveProperty('chain');
    expect(await streamTypesIn(stack, `workshop-${id}`)).toEqual([
      'WorkshopCreated',
      'WorkshopPublished',
      'WorkshopSeatTaken',
    ]);
    const tiers = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body;
    expect(tiers[0].currentSold).toBe(1);
  });

  it('takes the payment from a signed webhook, once however often it comes', async () => {
    const doc = (await stack.call(b.collector!, 'GET', '/api/my-workshops')).body.find(
      (r: { id: string }) => r.id === registrationId,
    );
    const reference = doc.payment.reference as string;
    const forged = await stack.call(null, 'POST', '/api/payments/webhooks/stcpay', {
      reference,
      status: 'succeeded',
      amount: 305.5,
      deliveryId: 'd1',
    });
    expect(forged.status).toBe(403);
    const page = await b.collector!.request(`${stack.baseUrl}/api/payments/sandbox/${reference}`, {});
    expect(await page.text()).toContain('305.50 SAR');
    const paid = await b.collector!.request(`${stack.baseUrl}/api/payments/sandbox/${reference}/succeed`, {
      method: 'POST',
      headers: { origin: stack.baseUrl },
    });
    expect(paid.status).toBe(303);
    // A late failure after the success changes nothing either.
    const payments = stack.http.app.get(PaymentOutcomes);
    const gateway = (payments as unknown as { gateway: { sign(d: object): string } }).gateway;
    const late = { provider: 'stcpay', reference, status: 'failed', deliveryId: 'late' } as const;
    const lateAnswer = await stack.http.app
      .get(PaymentOutcomes)
      .webhook({ ...late, amount: 305.5 }, gateway.sign(late));
    expect(lateAnswer).toEqual({ received: true, registrationId });
    expect(await streamTypesIn(stack, `registration-${registrationId}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaid',
    ]);
    const mine = (await stack.call(b.collector!, 'GET', '/api/my-workshops')).body;
    expect(mine[0]).toMatchObject({
      id: registrationId,
      paymentStatus: 'paid',
      attendanceStatus: 'not_attended',
      workshop: {
        title: 'Thuluth calligraphy',
        titleAr: 'خط الثلث',
        location: 'Riyadh',
        price: 400,
        currency: 'SAR',
        endDate: expect.any(String),
      },
    });
    const { startDate, endDate } = mine[0].workshop as { startDate: string; endDate: string };
    // Three hours, as the duration text gives its one session.
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(3 * 3_600_000);
  });

  it('mails the confirmation in both languages, with the Riyadh date and the Hijri date beside it', async () => {
    let mails: Array<{ to: string; subject: string; text: string }> = [];
    for (let i = 0; i < 150 && mails.length === 0; i++) {
      const list = await stack.call(b.admin!, 'GET', '/api/admin/mail');
      mails = (list.body as typeof mails).filter(
        (m) => m.to.includes('collector@example.sa') && m.subject.includes('You are registered'),
      );
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Thuluth calligraphy');
    expect(mails[0]!.text).toContain('305.50 SAR');
    expect(mails[0]!.text).toMatch(/AH\)/);
    expect(mails[0]!.text).toContain('خط الثلث');
  });

  it('lets the organiser find, check in and export the attendee; nobody else', async () => {
    expect((await stack.call(b.gallery!, 'GET', `/api/workshops/${id}/registrations`)).status).toBe(403);
    expect((await stack.call(b.collector!, 'GET', `/api/workshops/${id}/registrations`)).status).toBe(403);
    const found = await stack.call(b.organiser!, 'GET', `/api/workshops/${id}/registrations?q=Reem`);
    expect(found.body.map((r: { id: string }) => r.id)).toEqual([registrationId]);
    const checked = await stack.call(
      b.organiser!,
      'POST',
      `/api/workshops/${id}/registrations/${registrationId}/check-in`,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.attendanceStatus).toBe('attended');
    expect(await streamTypesIn(stack, `registration-${registrationId}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaid',
      'RegistrationCheckedIn',
    ]);
    const csv = await b.organiser!.request(`${stack.baseUrl}/api/workshops/${id}/registrations/export.csv`, {});
    const text = await csv.text();
    expect(text).toContain('reem@example.sa');
    expect(text).toContain('attended');
  });

  it('pays by bank transfer when the organiser confirms receipt, and releases a failed payment’s seat', async () => {
    const transfer = await register(
      b.artist!,
      id,
      registration({ paymentMethod: 'bank_transfer', ticketTierId: 'standard', totalAmount: 400 }),
    );
    expect(transfer.status).toBe(201);
    expect(transfer.body.payment.nextAction).toMatchObject({
      type: 'instructions',
      textAr: expect.stringMatching(arabic),
    });
    const confirmed = await stack.call(
      b.organiser!,
      'POST',
      `/api/workshops/${id}/registrations/${transfer.body.id}/confirm-transfer`,
      { bankReference: 'TRX-881' },
    );
    expect(confirmed.body.paymentStatus).toBe('paid');

    const failing = await register(b.newcomer!, id, registration());
    expect(failing.status).toBe(201);
    const reference = failing.body.payment.reference as string;
    await b.newcomer!.request(`${stack.baseUrl}/api/payments/sandbox/${reference}/fail`, {
      method: 'POST',
      headers: { origin: stack.baseUrl },
    });
    expect(await streamTypesIn(stack, `registration-${failing.body.id}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationPaymentFailed',
      'RegistrationCancelled',
    ]);
    expect((await streamTypesIn(stack, `workshop-${id}`)).at(-1)).toBe('WorkshopSeatReleased');
    const retry = await register(b.newcomer!, id, registration());
    expect(retry.status).toBe(201);
  });

  it('lets the attendee cancel their own registration, which frees the seat; nobody else can', async () => {
    const other = await publishedWorkshop();
    const mine = await register(b.collector!, other, registration());
    expect((await stack.call(b.artist!, 'POST', `/api/my-workshops/${mine.body.id}/cancel`)).status).toBe(404);
    const cancelled = await stack.call(b.collector!, 'POST', `/api/my-workshops/${mine.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect((await streamTypesIn(stack, `workshop-${other}`)).at(-1)).toBe('WorkshopSeatReleased');
    expect((await register(b.collector!, other, registration(), 'again')).status).toBe(201);
  });

  it('closes registration when the workshop is cancelled', async () => {
    const other = await publishedWorkshop();
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${other}/cancel`)).status).toBe(200);
    const closed = await register(b.collector!, other, registration());
    expect(closed.status).toBe(422);
    expect(closed.body.code).toBe('registration_closed');
  });

  it('releases holds whose payment never came, after the hold time', async () => {
    const payments = stack.http.app.get(PaymentOutcomes);
    const before = await payments.expireHolds(new Date(), 60 * 60_000);
    expect(before.released).toBe(0);
    const after = await payments.expireHolds(new Date(Date.now() + 2 * 60 * 60_000), 60 * 60_000);
    expect(after.released).toBeGreaterThanOrEqual(1);
  });
});

describe('the day-before reminder', () => {
  it('mails each paid attendee of a workshop starting within a day, once however often the sweep runs', async () => {
    const id = await publishedWorkshop({
      title: 'Tomorrow’s sketching',
      startDate: future(0.5),
      ticketTiers: [{ id: 'free', tierName: 'Free', tierNameAr: 'مجاني', price: 0 }],
    });
    const free = await register(
      b.gallery!,
      id,
      registration({ ticketTierId: 'free', totalAmount: 0, discountAmount: 0 }),
    );
    expect(free.body.paymentStatus).toBe('paid');
    const jobs = stack.http.app.get(JobQueues);
    expect(await sendReminders(jobs, stack.runtime.storage.reads)).toBeGreaterThanOrEqual(1);
    await sendReminders(jobs, stack.runtime.storage.reads);
    let mails: Array<{ to: string; subject: string; text: string }> = [];
    for (let i = 0; i < 150 && mails.length === 0; i++) {
      const list = await stack.call(b.admin!, 'GET', '/api/admin/mail');
      mails = (list.body as typeof mails).filter((m) => m.subject.startsWith('Tomorrow: Tomorrow’s sketching'));
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const after = (await stack.call(b.admin!, 'GET', '/api/admin/mail')).body as typeof mails;
    expect(after.filter((m) => m.subject.startsWith('Tomorrow: Tomorrow’s sketching'))).toHaveLength(1);
    expect(mails[0]!.to).toContain('gallery@example.sa');
  });
});

describe('no oversell', () => {
  it('two people taking the last seat end with exactly one registration', async () => {
    const tiers = workshopBody().ticketTiers.map((t) => ({ ...t, maxQuantity: null }));
    const id = await publishedWorkshop({ maxParticipants: 1, ticketTiers: tiers });
    const both = await Promise.all([
      register(b.collector!, id, registration()),
      register(b.artist!, id, registration()),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)!.body.code).toBe('workshop_full');
    const seats = (await streamTypesIn(stack, `workshop-${id}`)).filter((t) => t === 'WorkshopSeatTaken');
    expect(seats).toHaveLength(1);
    const list = (await stack.call(null, 'GET', `/api/workshops/${id}`)).body;
    expect(list).toMatchObject({ currentParticipants: 1, isFull: true });
  });

  it('50 people after the last 5 seats of a tier end with exactly 5', async () => {
    const id = await publishedWorkshop({ maxParticipants: 100 });
    const registrations = stack.http.app.get(RegistrationCommands);
    const people = await verifiedPeople(`load-${id}`, 50);
    const results = await Promise.allSettled(
      people.map((user) => registrations.register(user as never, id, registration(), null)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const seats = (await streamTypesIn(stack, `workshop-${id}`)).filter((t) => t === 'WorkshopSeatTaken');
    expect(seats).toHaveLength(5);
    const tiers = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body;
    expect(tiers[0]).toMatchObject({ currentSold: 5, soldOut: true });
  }, 60_000);
});

describe('several seats in one registration', () => {
  it('takes up to the seats per person at each seat’s price, on the buyer’s details, naming a bad quantity', async () => {
    const id = await publishedWorkshop({ maxSeatsPerPerson: 3 });
    expect((await stack.call(null, 'GET', `/api/workshops/${id}`)).body).toMatchObject({ maxSeatsPerPerson: 3 });
    for (const quantity of [0, 4, 1.5, 'two']) {
      const refused = await register(b.collector!, id, registration({ quantity, totalAmount: 600 }));
      expect(refused.status).toBe(400);
      expect(new Set(fieldsOf(refused.body))).toEqual(new Set(['quantity']));
      expect(refused.body.details[0].messageAr).toMatch(arabic);
    }
    const placed = await register(b.collector!, id, registration({ quantity: 2, totalAmount: 600 }));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      quantity: 2,
      price: 400,
      discountAmount: 200,
      totalAmount: 600,
      payment: { transactionFee: 10, amountDue: 610 }, // 1.5% of 600 + 1, once
      personalInfo: { firstName: 'Reem', email: 'reem@example.sa' },
    });
    const tiers = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body;
    expect(tiers[0]).toMatchObject({ currentSold: 2 });
    expect((await stack.call(null, 'GET', `/api/workshops/${id}`)).body).toMatchObject({ currentParticipants: 2 });
    // The organiser's list and its CSV show the seats of each registration.
    const listed = await stack.call(b.organiser!, 'GET', `/api/workshops/${id}/registrations`);
    expect(listed.body.map((r: { quantity: number }) => r.quantity)).toEqual([2]);
    const csv = await b.organiser!.request(`${stack.baseUrl}/api/workshops/${id}/registrations/export.csv`, {});
    const [header, row] = (await csv.text()).trim().split(/\r?\n/);
    const column = header!.split(',').indexOf('quantity');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(',')[column]).toBe('2');
    const single = await publishedWorkshop();
    const one = await register(b.collector!, single, registration({ quantity: 2, totalAmount: 600 }));
    expect(fieldsOf(one.body)).toEqual(['quantity']);
  });

  it('people taking several seats at once never oversell: the seats taken are exactly the tier’s', async () => {
    const id = await publishedWorkshop({ maxParticipants: 100, maxSeatsPerPerson: 2 });
    const registrations = stack.http.app.get(RegistrationCommands);
    const people = await verifiedPeople(`pair-${id}`, 8);
    // The early tier has 5 seats: two pairs fit, then one single seat is left for nobody asking for two.
    const results = await Promise.allSettled(
      people.map((user) =>
        registrations.register(user as never, id, registration({ quantity: 2, totalAmount: 600 }), null),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const tiers = (await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body;
    expect(tiers[0]).toMatchObject({ currentSold: 4, soldOut: false });
    const last = await register(b.artist!, id, registration({ quantity: 1 }));
    expect(last.status).toBe(201);
    expect((await stack.call(b.collector!, 'GET', `/api/workshops/${id}/ticket-tiers`)).body[0]).toMatchObject({
      currentSold: 5,
      soldOut: true,
    });
  }, 60_000);
});

describe('the back-office lists', () => {
  it('serves workshops, registrations and events to admins and auditors, with Content-Range and CSV', async () => {
    const list = await stack.call(b.admin!, 'GET', '/api/admin/workshops?range=[0,4]&sort=["startDate","asc"]');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^workshops 0-\d+\/\d+$/);
    expect(list.body[0]).not.toHaveProperty('_stream');
    // The back-office reads each workshop's end as the storefront does: its last session's end.
    const first = list.body[0] as { id: string; endDate: string; sessions: Array<{ endsAt: string }> };
    expect(first.endDate).toBe(first.sessions.at(-1)!.endsAt);
    expect((await stack.call(b.admin!, 'GET', `/api/admin/workshops/${first.id}`)).body.endDate).toBe(first.endDate);
    const paid = await stack.call(
      b.admin!,
      'GET',
      `/api/admin/workshop-registrations?filter=${encodeURIComponent(JSON.stringify({ paymentStatus: 'paid' }))}`,
    );
    expect(paid.body.length).toBeGreaterThan(0);
    expect(paid.body.every((r: { paymentStatus: string }) => r.paymentStatus === 'paid')).toBe(true);
    const one = await stack.call(b.admin!, 'GET', `/api/admin/workshop-registrations/${paid.body[0].id}`);
    expect(one.body.id).toBe(paid.body[0].id);
    const auditor = await stack.signIn('auditor@example.sa');
    expect((await stack.call(auditor, 'GET', '/api/admin/art-events')).status).toBe(200);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/workshops')).status).toBe(403);
    expect((await stack.call(b.organiser!, 'GET', '/api/admin/workshop-registrations')).status).toBe(403);
    const csv = await b.admin!.request(`${stack.baseUrl}/api/admin/workshops/export.csv`, {});
    expect(await csv.text()).toContain('Thuluth calligraphy');
  });
});

describe('a gallery’s events', () => {
  it('are events of /events hosted by the gallery: listed, answered, and changed with the gallery’s edits', async () => {
    const profile = await stack.call(b.gallery!, 'PUT', '/api/galleries/me', {
      name: 'Najd Gallery',
      nameAr: 'صالة نجد',
      location: 'Riyadh',
    });
    expect(profile.status).toBe(200);
    const added = await stack.call(b.gallery!, 'POST', '/api/galleries/me/events', {
      title: 'Artist talk at Najd',
      titleAr: 'حديث فنان في نجد',
      startDate: future(9).slice(0, 10),
      endDate: future(9).slice(0, 10),
      venue: 'Main hall',
      venueAr: 'القاعة الرئيسية',
    });
    expect(added.status).toBe(201);
    const found = await stack.call(null, 'GET', `/api/events?q=${encodeURIComponent('Artist talk at Najd')}`);
    const listed = found.body.items.find((e: { title: string }) => e.title === 'Artist talk at Najd');
    expect(listed).toMatchObject({ titleAr: 'حديث فنان في نجد', venue: 'Main hall', status: 'scheduled' });
    expect(listed.galleryId).toBe(profile.body.id);
    const going = await stack.call(b.collector!, 'POST', `/api/events/${listed.id}/rsvp`, { status: 'attending' });
    expect(going.status).toBe(200);
    expect(going.body).toMatchObject({ myRsvp: 'attending', attendees: 1, title: 'Artist talk at Najd' });
    expect(await streamTypesIn(stack, `artEvent-${listed.id}`)).toEqual(['ArtEventCreated', 'EventRsvpChanged']);
    await stack.call(b.gallery!, 'PATCH', `/api/galleries/me/events/${added.body.id}`, { status: 'cancelled' });
    const cancelled = await stack.call(b.collector!, 'GET', `/api/events/${listed.id}`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', attendees: 1 });
    const mine = (await stack.call(b.collector!, 'GET', '/api/my-events')).body;
    expect(mine.map((r: { eventId: string }) => r.eventId)).toContain(listed.id);
  });
});

describe('events', () => {
  it('lists events by category and search, takes an RSVP and its change, and shows it in My Events', async () => {
    expect((await stack.call(b.collector!, 'POST', '/api/events', { title: 'x' })).status).toBe(403);
    const created = await stack.call(b.organiser!, 'POST', '/api/events', {
      title: 'Najdi doors talk',
      titleAr: 'حديث الأبواب النجدية',
      category: 'talk',
      startDate: future(5),
      venue: 'Diriyah',
      venueAr: 'الدرعية',
    });
    expect(created.status).toBe(201);
    const eventId = created.body.id as string;
    const list = await stack.call(null, 'GET', '/api/events?category=talk&q=Najdi');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: eventId, category: 'talk', attendees: 0 }] });
    expect(list.body.facets).toHaveProperty('category');
    expect((await stack.call(b.collector!, 'POST', `/api/events/${eventId}/rsvp`, { status: 'yes' })).status).toBe(400);
    const maybe = await stack.call(b.collector!, 'POST', `/api/events/${eventId}/rsvp`, { status: 'maybe' });
    expect(maybe.body).toMatchObject({ myRsvp: 'maybe', maybe: 1, attendees: 0 });
    const going = await stack.call(b.collector!, 'POST', `/api/events/${eventId}/rsvp`, { status: 'attending' });
    expect(going.body).toMatchObject({ myRsvp: 'attending', maybe: 0, attendees: 1 });
    expect(await streamTypesIn(stack, `artEvent-${eventId}`)).toEqual([
      'ArtEventCreated',
      'EventRsvpChanged',
      'EventRsvpChanged',
    ]);
    const mine = (await stack.call(b.collector!, 'GET', '/api/my-events')).body;
    expect(mine[0]).toMatchObject({
      eventId,
      status: 'attending',
      rsvpedAt: expect.any(String),
      event: {
        title: 'Najdi doors talk',
        titleAr: 'حديث الأبواب النجدية',
        venue: 'Diriyah',
        venueAr: 'الدرعية',
        isOnline: false,
      },
    });
    expect((await stack.call(b.gallery!, 'GET', `/api/events/${eventId}/attendees`)).status).toBe(403);
    const attendees = (await stack.call(b.organiser!, 'GET', `/api/events/${eventId}/attendees`)).body;
    expect(attendees).toHaveLength(1);
    expect((await stack.call(null, 'GET', '/api/my-events')).status).toBe(401);
    const organised = (await stack.call(b.organiser!, 'GET', '/api/events/organised')).body;
    expect(organised.map((e: { id: string }) => e.id)).toContain(eventId);
    expect((await stack.call(b.collector!, 'GET', '/api/events/organised')).status).toBe(403);
    const cancelled = await stack.call(b.organiser!, 'POST', `/api/events/${eventId}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
  });
});
