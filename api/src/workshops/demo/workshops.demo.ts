/**
 * Demo data of the workshops context (after the accounts): 12 workshops across the five categories and three
 * levels (some featured; online, in person and hybrid; one with an early bird running, one nearly full, one
 * full), 15 events across the six categories, with registrations (some paid through the sandbox) and RSVPs
 * from the demo accounts. Ids derive from fixed names and registrations carry fixed Idempotency-Keys, so a
 * second run appends nothing.
 *
 * The past year: ten workshops that took place before the seed (`PAST_DEMO_WORKSHOPS`), created and published
 * weeks before their start, their seats taken in the weeks before it, paid by bank transfer (confirmed by the
 * host a day later) or free, and checked in at the start (one no-show in every other workshop). Each is the
 * context's own command with its `now` in the past (as the orders history back-dates its offers), so the events
 * carry those times and the organiser's `/analytics` spreads its registrations over the year. Times derive from
 * the workshop's stored start, so a later run decides the same; the seats count exactly as live ones do.
 */
import { sessionsFromDuration } from '../domain/workshop-sessions.js';
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { DEMO_ACCOUNTS, subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { WorkshopWrites } from '../application/workshop-writes.service.js';
import { RegistrationCommands } from '../application/registration-commands.service.js';
import { OrganiserRecords } from '../application/organiser-records.service.js';
import { PaymentOutcomes } from '../application/payment-outcomes.service.js';
import { ArtEventCommands } from '../application/art-event-commands.service.js';
import { WorkshopsWriter } from '../application/run-command.js';
import { workshopDecider } from '../domain/workshop.decider.js';
import { workshopsProjection } from '../projections/workshops.projections.js';
import { WorkshopQueries } from '../application/workshop-queries.js';
import { WaitlistCommands } from '../application/waitlist-commands.js';
import { RegistrationRefunds } from '../application/registration-refunds.service.js';
import { PromoCodesService } from '../application/promo-codes.service.js';
import type { WorkshopDoc } from '../projections/workshops.projections.js';
import { seatAmounts } from '../domain/pricing.js';
import type { TicketTier, WorkshopDetails } from '../domain/workshops.events.js';
import { DEMO_EVENTS, DEMO_WORKSHOPS, PAST_DEMO_WORKSHOPS } from './workshops.demo-data.js';
import type { DemoWorkshop, PastDemoWorkshop } from './workshops.demo-data.js';
import { nameBasedId } from '../../platform/ids/name-based-id.js';

const account = (email: string): AccountAccess => ({
  userId: userIdFor(DEV_ISSUER_KEY, subjectFor(email)),
  roles: DEMO_ACCOUNTS.find((a) => a.email === email)?.roles ?? [],
  status: 'active',
  setupComplete: true,
});

function demoId(name: string): string {
  return nameBasedId(`gulf-art-workshops-demo:${name}`, 'sha1');
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (days: number, hour = 16) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

function tiersOf(w: Pick<DemoWorkshop, 'price' | 'maxParticipants' | 'earlyBird' | 'inDays'>): TicketTier[] {
  const tier = (id: string, over: Partial<TicketTier>): TicketTier => ({
    id,
    tierName: 'Standard',
    tierNameAr: 'عادي',
    description: 'A seat with all materials',
    descriptionAr: 'مقعد مع جميع المواد',
    price: w.price,
    currency: 'SAR',
    maxQuantity: null,
    earlyBirdEndDate: null,
    discountPercentage: 0,
    benefits: ['All materials', 'Certificate of attendance'],
    benefitsAr: ['جميع المواد', 'شهادة حضور'],
    ...over,
  });
  const tiers = [tier('standard', {})];
  if (w.earlyBird)
    tiers.unshift(
      tier('early-bird', {
        tierName: 'Early bird',
        tierNameAr: 'حجز مبكر',
        maxQuantity: Math.max(1, Math.floor(w.maxParticipants / 2)),
        earlyBirdEndDate: at(Math.max(1, w.inDays - 7)),
        discountPercentage: 20,
      }),
    );
  if (w.price > 0)
    tiers.push(
      tier('vip', {
        tierName: 'VIP',
        tierNameAr: 'كبار الشخصيات',
        price: w.price * 2,
        maxQuantity: 2,
        benefits: ['Front row', 'One-to-one review', 'Certificate of attendance'],
        benefitsAr: ['الصف الأمامي', 'مراجعة فردية', 'شهادة حضور'],
      }),
    );
  return tiers;
}

function detailsOf(w: Omit<DemoWorkshop, 'attendees' | 'soldOutVip' | 'promoCode'>): WorkshopDetails {
  return {
    title: w.title,
    titleAr: w.titleAr,
    description: w.description,
    descriptionAr: w.descriptionAr,
    category: w.category,
    skillLevel: w.skillLevel,
    startDate: at(w.inDays),
    duration: w.duration,
    sessions: sessionsFromDuration(at(w.inDays), w.duration),
    maxParticipants: w.maxParticipants,
    locationType: w.locationType,
    location: w.location,
    locationAr: w.locationAr,
    price: w.price,
    currency: 'SAR',
    instructor: w.instructor,
    materials: 'Provided',
    prerequisites: w.skillLevel === 'beginner' ? 'None' : 'Some practice',
    certificate: true,
    cancellationPolicy: 'Full refund up to 7 days before the start.',
    cancellationPolicyAr: 'استرداد كامل حتى سبعة أيام قبل البدء.',
    featured: w.featured ?? false,
    imageUrl: null,
    ticketTiers: tiersOf(w),
    ...(w.maxSeatsPerPerson ? { maxSeatsPerPerson: w.maxSeatsPerPerson } : {}),
    registrationFields: [
      {
        id: 'experience',
        fieldName: 'experience',
        fieldLabel: 'Your experience',
        fieldLabelAr: 'خبرتك',
        fieldType: 'select',
        placeholder: 'Choose one',
        placeholderAr: 'اختر واحدًا',
        fieldOptions: ['None', 'Some', 'A lot'],
        fieldOptionsAr: ['لا شيء', 'بعض الخبرة', 'خبرة كبيرة'],
        isRequired: true,
      },
      {
        id: 'notes',
        fieldName: 'notes',
        fieldLabel: 'Anything we should know?',
        fieldLabelAr: 'هل هناك ما يجب أن نعرفه؟',
        fieldType: 'textarea',
        placeholder: '',
        placeholderAr: '',
        fieldOptions: [],
        fieldOptionsAr: [],
        isRequired: false,
      },
    ],
    paymentMethods: [
      {
        id: 'stcpay',
        paymentProvider: 'stcpay',
        transactionFeePercentage: 1.5,
        fixedTransactionFee: 1,
        isActive: true,
      },
      {
        id: 'stripe',
        paymentProvider: 'stripe',
        transactionFeePercentage: 2.9,
        fixedTransactionFee: 1,
        isActive: true,
      },
      {
        id: 'paypal',
        paymentProvider: 'paypal',
        transactionFeePercentage: 3.4,
        fixedTransactionFee: 1.5,
        isActive: true,
      },
      {
        id: 'bank',
        paymentProvider: 'bank_transfer',
        transactionFeePercentage: 0,
        fixedTransactionFee: 0,
        isActive: true,
      },
    ],
  };
}

/** A demo account's seat of `tierId`, paid through the sandbox's STC Pay (or left to a bank transfer). A fixed
 * Idempotency-Key per account makes a second run return the same registration. `now`: when it is taken (a past
 * workshop's seats are taken before its start; such a seat is paid by its caller, not through the sandbox). */
async function registerDemo(
  app: INestApplication,
  runtime: Runtime,
  email: string,
  doc: WorkshopDoc,
  tierId: string,
  methodIndex: number,
  key: string,
  now?: Date,
) {
  const person = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  const tier = doc.ticketTiers.find((t) => t.id === tierId)!;
  const method = doc.paymentMethods[methodIndex]!;
  const amounts = seatAmounts(tier, method, now ?? new Date());
  const registered = await app
    .get(RegistrationCommands)
    .register(
      account(email),
      doc.id,
      {
        ticketTierId: tier.id,
        paymentMethod: method.paymentProvider,
        totalAmount: amounts.totalAmount,
        personalInfo: { firstName: person.firstName, lastName: person.lastName, email: person.email },
        customResponses: { experience: 'Some' },
      },
      key,
      now,
    )
    .catch((error: unknown) => {
      runtime.log('warn', 'demo registration skipped', { workshop: doc.id, error: String(error) });
      return null;
    });
  if (!now && registered && registered.paymentStatus === 'pending' && method.paymentProvider === 'stcpay')
    await app.get(PaymentOutcomes).sandboxOutcome(registered.payment.reference, 'succeed');
  return registered;
}

/** Days before its start that a past workshop's seats were taken, in seat order. */
const SEAT_DAYS_BEFORE = [30, 21, 14, 9, 5, 2];
const BANK_TRANSFER = 3;

/** A past workshop: created six weeks and published five before its start (through the workshop's own decider,
 * at those times), then its seats taken, paid and checked in at theirs. */
async function seedPastWorkshop(
  app: INestApplication,
  runtime: Runtime,
  w: PastDemoWorkshop,
  index: number,
  host: AccountAccess,
) {
  const records = app.get(OrganiserRecords);
  const queries = app.get(WorkshopQueries);
  const writer = app.get(WorkshopsWriter);
  const id = demoId(`workshop:${w.key}`);
  if (!(await queries.workshopDoc(id, host).catch(() => null))) {
    const details = detailsOf(w);
    const start = Date.parse(details.startDate);
    const created = { type: 'CreateWorkshop' as const, workshopId: id, organiserId: host.userId, details };
    await writer.run(
      workshopDecider,
      id,
      created,
      host.userId,
      workshopsProjection.name,
      5,
      new Date(start - 42 * DAY),
    );
    const publish = { type: 'PublishWorkshop' as const, actorId: host.userId, isAdmin: false };
    await writer.run(
      workshopDecider,
      id,
      publish,
      host.userId,
      workshopsProjection.name,
      5,
      new Date(start - 35 * DAY),
    );
  }
  const doc = await queries.workshopDoc(id, host);
  const start = Date.parse(doc.startDate);
  for (const [n, [email, tierId]] of w.seats.entries()) {
    const takenAt = new Date(start - SEAT_DAYS_BEFORE[n % SEAT_DAYS_BEFORE.length]! * DAY - 5 * HOUR);
    const registered = await registerDemo(app, runtime, email, doc, tierId, BANK_TRANSFER, `demo-${w.key}`, takenAt);
    if (!registered) continue;
    // The host confirms the transfer a day later (a free seat is paid at once).
    const paid =
      registered.paymentStatus === 'pending'
        ? await records.confirmTransfer(
            host,
            id,
            registered.id,
            `DEMO-BANK-${w.key}-${n}`,
            new Date(takenAt.getTime() + 20 * HOUR),
          )
        : registered;
    // A seat the hold sweep released meanwhile (it is months old by the clock) stays released: no check-in.
    if (paid.paymentStatus !== 'paid' || paid.attendanceStatus === 'attended') continue;
    const noShow = index % 2 === 1 && n === w.seats.length - 1;
    if (!noShow) await records.checkIn(host, id, registered.id, new Date(start + (10 + 3 * n) * 60_000));
  }
}

/** One refunded registration: the organiser gives part of a paid ticket back (once: the refund's id is fixed). */
async function refundDemo(app: INestApplication, runtime: Runtime, host: AccountAccess, id: string, rid: string) {
  const paid = await app.get(WorkshopQueries).registrationDoc(rid);
  if (!paid?.paidAt) return;
  const body = { amount: Math.min(50, paid.amountDue), reason: 'Materials provided by the attendee' };
  await app
    .get(RegistrationRefunds)
    .refund(host, id, rid, body, demoId(`refund:${rid}`))
    .catch((error: unknown) => runtime.log('warn', 'demo refund skipped', { registration: rid, error: String(error) }));
}

export async function seedWorkshopsDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const workshops = app.get(WorkshopWrites);
  const events = app.get(ArtEventCommands);
  const queries = app.get(WorkshopQueries);
  const waitlist = app.get(WaitlistCommands);
  const promoCodes = app.get(PromoCodesService);
  const organiser = account('organiser@example.sa');
  const gallery = account('gallery@example.sa');
  for (const [i, w] of DEMO_WORKSHOPS.entries()) {
    const id = demoId(`workshop:${w.key}`);
    const host = i % 4 === 3 ? gallery : organiser;
    const existing = await queries.workshopDoc(id, host).catch(() => null);
    if (!existing) await workshops.createWorkshop(host, detailsOf(w), id);
    await workshops.publishOrCancel(host, id, 'PublishWorkshop').catch(() => null); // an organiser may have cancelled it
    const doc = await queries.workshopDoc(id, host);
    for (const [n, email] of (w.attendees ?? []).entries()) {
      const registered = await registerDemo(app, runtime, email, doc, 'standard', n % 3 === 2 ? 3 : 0, `demo-${w.key}`);
      if (i === 0 && n === 0 && registered) await refundDemo(app, runtime, host, id, registered.id);
    }
    if (w.soldOutVip) {
      // The VIP tier sold out (two seats), with people waiting for it, and a code on sale for the other seats.
      for (const email of w.soldOutVip.holders)
        await registerDemo(app, runtime, email, doc, 'vip', 0, `demo-${w.key}-vip`);
      for (const email of w.soldOutVip.waiting)
        await waitlist.join(account(email), id, 'vip').catch((error: unknown) => {
          runtime.log('warn', 'demo waiting place skipped', { workshop: w.key, error: String(error) });
        });
    }
    if (w.promoCode && !(await promoCodes.ofWorkshop(id)).some((c) => c.code === w.promoCode!.code))
      await promoCodes.create(host, id, { tierIds: [], maxUses: null, validUntil: null, ...w.promoCode });
  }
  for (const [i, w] of PAST_DEMO_WORKSHOPS.entries())
    await seedPastWorkshop(app, runtime, w, i, w.byGallery ? gallery : organiser);
  for (const [i, e] of DEMO_EVENTS.entries()) {
    const id = demoId(`event:${e.key}`);
    const host = i % 3 === 1 ? gallery : organiser;
    if (!(await queries.eventDoc(id).catch(() => null)))
      await events.createEvent(
        host,
        {
          title: e.title,
          titleAr: e.titleAr,
          description: e.description,
          descriptionAr: e.descriptionAr,
          category: e.category,
          startDate: at(e.inDays, 18),
          endDate: at(e.inDays, 21),
          isOnline: e.isOnline,
          venue: e.venue,
          venueAr: e.venueAr,
          capacity: null,
          imageUrl: null,
        },
        id,
      );
    for (const [email, status] of e.rsvps ?? []) await events.rsvp(account(email).userId, id, status);
  }
}
