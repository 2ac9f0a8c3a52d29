/**
 * The analytics projection on the real store (PGlite): given events, these daily buckets (Riyadh days); a replayed
 * page adds nothing; a rebuild from the same events gives identical buckets; a report sums the buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PgliteSqlClient } from '../../platform/sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from '../../platform/read-store/postgres-read-store.js';
import { UnitOfWork } from '../../platform/projections/unit-of-work.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { analyticsProjection } from './analytics.projection.js';
import { ANALYTICS_BUCKETS, ANALYTICS_REFS, type BucketDoc } from './buckets.js';
import { buildReport } from '../application/analytics-report.js';
import { LEVEL_COUNTERS } from './kyc-analytics.js';

let sql: PgliteSqlClient;
let store: PostgresReadStore;
let sequence = 0;

function stored(streamName: string, type: string, data: object, occurredAt: string): StoredEvent {
  sequence += 1;
  return {
    type,
    data,
    streamName,
    revision: sequence,
    position: { commit: BigInt(sequence), prepare: BigInt(sequence) },
    recordedAt: new Date(occurredAt),
    metadata: {
      eventId: `e-${sequence}`,
      occurredAt,
      schemaVersion: 1,
      correlationId: 'c',
      causationId: 'c',
      actorId: 'a',
    },
  } as StoredEvent;
}

/** One page as the runner applies it: its refs read first, its events, its buckets written at its end. */
async function project(events: StoredEvent[]): Promise<void> {
  const work = new UnitOfWork(store);
  await analyticsProjection.prefetch!(events as never, work);
  for (const event of events) await analyticsProjection.apply(event as never, work);
  await analyticsProjection.endPage!(work);
  await work.flush();
}

const buckets = async () =>
  (await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ limit: 1000 }))
    .map(({ id, m }) => ({ id, m }))
    .sort((a, b) => a.id.localeCompare(b.id));

const DAY1 = '2026-03-01T09:00:00Z';
const LATE = '2026-03-01T22:00:00Z'; // 01:00 on 2 March in Riyadh
const OFFER_DAY = '2026-03-05T10:00:00Z';
const offer = (orderId: string) => ({
  orderId,
  artworkId: 'a1',
  buyerId: 'u1',
  sellerId: 'p-gal',
  sellerIds: ['p-art', 'p-gal'],
  amountHalalas: 90_000,
  at: OFFER_DAY,
});
/** Mails' outcomes on the day each occurred: one retried then sent, one refused for good, one withheld, and a
 * bounce and an opening reported days later. */
const mails = () => [
  stored('mail-m1', 'MailSendFailed', { mailId: 'm1', permanent: false }, DAY1),
  stored('mail-m1', 'MailSent', { mailId: 'm1' }, LATE),
  stored('mail-m2', 'MailSent', { mailId: 'm2' }, DAY1),
  stored('mail-m3', 'MailSendFailed', { mailId: 'm3', permanent: true }, DAY1),
  stored('mail-m4', 'MailWithheld', { mailId: 'm4' }, DAY1),
  stored('mail-m2', 'MailBounced', { mailId: 'm2', kind: 'hard' }, OFFER_DAY),
  stored('mail-m1', 'MailOpened', { mailId: 'm1' }, OFFER_DAY),
];
const offersAndKyc = () => [
  stored('order-o1', 'OfferMade', offer('o1'), OFFER_DAY),
  stored('order-o1', 'OfferCountered', { orderId: 'o1', by: 'seller', amountHalalas: 95_000 }, OFFER_DAY),
  stored('order-o1', 'OfferAccepted', { orderId: 'o1', by: 'buyer', amountHalalas: 95_000 }, OFFER_DAY),
  stored('order-o1', 'OrderPlaced', { ...offer('o1'), source: 'offer' }, OFFER_DAY),
  stored('order-o1', 'OrderPaid', { ...offer('o1'), totalHalalas: 95_000 }, OFFER_DAY),
  stored('order-o2', 'OfferMade', offer('o2'), OFFER_DAY),
  stored('order-o2', 'OfferDeclined', { orderId: 'o2', by: 'seller' }, OFFER_DAY),
  stored('order-o3', 'OfferMade', offer('o3'), OFFER_DAY),
  stored('order-o3', 'OfferExpired', { orderId: 'o3' }, OFFER_DAY),
  // A buy-now sale is a sale, not an offer's.
  stored('order-o4', 'OrderPlaced', { ...offer('o4'), source: 'buy_now' }, OFFER_DAY),
  stored('order-o4', 'OrderPaid', { ...offer('o4'), totalHalalas: 90_000 }, OFFER_DAY),
  stored('user-u1', 'UserRegistered', { userId: 'u1' }, DAY1),
  stored('user-u2', 'UserRegistered', { userId: 'u2' }, DAY1),
  stored('kyc-u1', 'KycDocumentSubmitted', { userId: 'u1', documentId: 'd1' }, DAY1),
  stored('kyc-u1', 'KycDocumentApproved', { userId: 'u1', documentId: 'd1', tierBefore: 0, tierAfter: 1 }, OFFER_DAY),
  stored('kyc-u2', 'KycDocumentSubmitted', { userId: 'u2', documentId: 'd2' }, OFFER_DAY),
  stored('kyc-u2', 'KycDocumentRejected', { userId: 'u2', documentId: 'd2' }, OFFER_DAY),
  stored('user-u1', 'UserForgotten', { userId: 'u1' }, OFFER_DAY),
];

const history = () => [
  // The person's profile names a city: their later favourite, follow and inquiry count under it.
  stored('user-u1', 'ProfileUpdated', { userId: 'u1', location: 'Jeddah' }, DAY1),
  stored(
    'artwork-a1',
    'ArtworkCreated',
    { artworkId: 'a1', artistId: 'p-art', createdBy: 'u-gal', title: 'Dawn', titleAr: 'فجر' },
    DAY1,
  ),
  stored('artwork-a1', 'ArtworkPublished', { artworkId: 'a1' }, DAY1),
  stored('artworkViews-a1', 'ArtworkViewsCounted', { artworkId: 'a1', day: '2026-03-01', count: 4, at: DAY1 }, DAY1),
  stored(
    'artworkViews-a1',
    'ArtworkAudienceCounted',
    {
      artworkId: 'a1',
      day: '2026-03-01',
      counts: { 'city:Riyadh': 3, 'city:unknown': 1, 'lang:unknown': 4 },
      at: DAY1,
    },
    DAY1,
  ),
  stored('favorites-u1', 'FavoriteAdded', { userId: 'u1', artworkId: 'a1', favoriteId: 'f1' }, DAY1),
  stored('follows-u1', 'Followed', { userId: 'u1', targetType: 'gallery', targetId: 'p-gal' }, DAY1),
  stored('inquiry-i1', 'InquirySent', { inquiryId: 'i1', askerId: 'u1', artwork: { id: 'a1' }, gallery: null }, DAY1),
  stored('inquiry-i1', 'InquiryResponded', { inquiryId: 'i1', responderId: 'u-gal' }, '2026-03-01T10:30:00Z'),
  stored(
    'invoice-n1',
    'InvoiceDrafted',
    {
      invoiceId: 'n1',
      seller: { sellerId: 'u-gal' },
      amounts: { totalHalalas: 115_000, vatHalalas: 15_000, taxableHalalas: 100_000 },
    },
    DAY1,
  ),
  stored('invoice-n1', 'InvoiceIssued', { invoiceId: 'n1' }, LATE),
  stored(
    'workshop-w1',
    'WorkshopCreated',
    {
      workshopId: 'w1',
      organiserId: 'u-org',
      title: 'Ink',
      titleAr: 'حبر',
      ticketTiers: [{ id: 't1', tierName: 'Standard', tierNameAr: 'عادية' }],
    },
    DAY1,
  ),
  stored(
    'registration-r1',
    'RegistrationPlaced',
    { registrationId: 'r1', workshopId: 'w1', userId: 'u1', tierId: 't1' },
    DAY1,
  ),
  stored('registration-r1', 'RegistrationPaid', { registrationId: 'r1', workshopId: 'w1', amount: 200 }, DAY1),
  stored('registration-r1', 'RegistrationCheckedIn', { registrationId: 'r1', workshopId: 'w1' }, LATE),
  stored(
    'registration-r1',
    'RegistrationRefunded',
    { registrationId: 'r1', workshopId: 'w1', refundId: 'f1', amount: 50.25, refundReference: 'rf_1' },
    LATE,
  ),
  ...offersAndKyc(),
  ...mails(),
];

beforeAll(async () => {
  sql = await openTestPglite();
  store = new PostgresReadStore(sql);
  await store.init();
  for (const [name, spec] of Object.entries(analyticsProjection.collections)) await store.ensureCollection(name, spec);
});
afterAll(async () => sql?.close());

describe('analytics buckets', () => {
  it('puts each event in its Riyadh day, per seller, artist, artwork, profile, organiser, person and platform', async () => {
    await project(history());
    const byId = new Map((await buckets()).map((b) => [b.id, b.m]));
    expect(byId.get('seller:u-gal|2026-03-01')).toEqual({
      published: 1,
      views: 4,
      favourites: 1,
      inquiries: 1,
      answered: 1,
      answerMinutes: 90,
    });
    // Issued at 01:00 Riyadh time on 2 March: revenue belongs to that day.
    expect(byId.get('seller:u-gal|2026-03-02')).toEqual({ invoices: 1, revenue: 115_000, vat: 15_000, net: 100_000 });
    expect(byId.get('sellerArtist:u-gal:p-art|2026-03-01')).toMatchObject({ views: 4, favourites: 1 });
    expect(byId.get('artwork:a1|2026-03-01')).toMatchObject({ views: 4, published: 1 });
    expect(byId.get('profile:p-gal|2026-03-01')).toEqual({ follows: 1 });
    expect(byId.get('organiser:u-org|2026-03-01')).toEqual({
      registrations: 1,
      registrations_t1: 1,
      paid: 1,
      registrationRevenue: 20_000,
      revenue_t1: 20_000,
    });
    // A refund counts on the day the money went back, in halalas, per tier too.
    expect(byId.get('organiser:u-org|2026-03-02')).toEqual({
      checkIns: 1,
      registrationRefunds: 5_025,
      refunds_t1: 5_025,
    });
    expect(byId.get('workshop:w1|2026-03-02')).toMatchObject({ registrationRefunds: 5_025 });
    expect(byId.get('user:u1|2026-03-01')).toEqual({
      favouritesGiven: 1,
      followsGiven: 1,
      inquiriesSent: 1,
      registrations: 1,
    });
    expect(byId.get('platform|2026-03-02')).toMatchObject({ revenue: 115_000, checkIns: 1 });
    const organiser = await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ filter: { dim: 'organiser:u-org' } });
    // Paid in less refunds issued in the period, both in halalas.
    expect(buildReport(7, '2026-03-05', organiser).figures).toMatchObject({
      registrationRevenue: 20_000,
      registrationRefunds: 5_025,
      netRegistrationRevenue: 14_975,
    });
  });

  it("counts a seller's offers by outcome and the offers paid for, on the work's seller", async () => {
    const byId = new Map((await buckets()).map((b) => [b.id, b.m]));
    const offers = {
      offers: 3,
      offersCountered: 1,
      offersAccepted: 1,
      offersDeclined: 1,
      offersExpired: 1,
      offerSales: 1,
    };
    expect(byId.get('seller:u-gal|2026-03-05')).toEqual(offers);
    expect(byId.get('artwork:a1|2026-03-05')).toEqual(offers);
    const docs = await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ filter: { dim: 'seller:u-gal' } });
    expect(buildReport(7, '2026-03-05', docs).figures).toMatchObject({ offers: 3, offerConversion: 33.3 });
  });

  it("counts a seller's audience by city and language with no one's id in the buckets", async () => {
    const all = await buckets();
    const byId = new Map(all.map((b) => [b.id, b.m]));
    // Four viewers as the view counter's flush reported them, then a favourite and an inquiry by a person in Jeddah.
    const seller = { 'city:Riyadh': 3, 'city:unknown': 1, 'city:Jeddah': 2, 'lang:unknown': 6 };
    expect(byId.get('audience:seller:u-gal|2026-03-01')).toEqual(seller);
    expect(byId.get('audience:sellerArtist:u-gal:p-art|2026-03-01')).toEqual(seller);
    expect(byId.get('audience:profile:p-gal|2026-03-01')).toEqual({ 'city:Jeddah': 1, 'lang:unknown': 1 });
    expect(all.filter((b) => b.id.startsWith('audience:')).map((b) => JSON.stringify(b))).not.toContainEqual(
      expect.stringContaining('u1'),
    );
    // A forgotten person's city is no longer kept.
    expect(await store.collection(ANALYTICS_REFS).get('person:u1')).toBeNull();
  });

  it('counts KYC documents a day and reports people by tier and documents pending as levels', async () => {
    const docs = await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ filter: { dim: 'platform' } });
    const byDay = new Map(docs.map((d) => [d.day, d.m]));
    expect(byDay.get('2026-03-01')).toMatchObject({ tier0: 2, kycSubmitted: 1, kycPending: 1 });
    expect(byDay.get('2026-03-05')).toMatchObject({ kycSubmitted: 1, kycApproved: 1, kycRejected: 1, kycPending: -1 });
    const levels = { names: LEVEL_COUNTERS, opening: {} };
    const week = buildReport(7, '2026-03-05', docs, levels);
    expect(week.figures).toMatchObject({ tier0: 1, tier1: 1, tier2: 0, kycPending: 0, kycSubmitted: 2 });
    expect(week.previous).toMatchObject({ tier0: 0, kycPending: 0 });
    const point = (day: string) => week.series.find((p) => p.date === day)!.values;
    expect(point('2026-03-01')).toMatchObject({ tier0: 2, kycPending: 1 });
    expect(point('2026-03-04')).toMatchObject({ tier0: 2, kycPending: 1 });
    // Changes before the first day read carry in as the opening level.
    const later = buildReport(7, '2026-03-30', [], { names: LEVEL_COUNTERS, opening: { tier0: 1, tier1: 1 } });
    expect(later.figures).toMatchObject({ tier0: 1, tier1: 1 });
    expect(later.series.at(-1)!.values).toMatchObject({ tier1: 1 });
  });

  it('counts mail by outcome on the day each occurred, so a report as of an earlier day leaves later ones out', async () => {
    const docs = await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ filter: { dim: 'platform' } });
    const first = buildReport(7, '2026-03-01', docs).figures;
    expect(first).toMatchObject({
      mailHandled: 3,
      mailDelivered: 1,
      mailFailed: 1,
      mailSuppressed: 1,
      mailRetrying: 1,
    });
    expect(first.mailBounced ?? 0).toBe(0);
    expect(buildReport(7, '2026-03-05', docs).figures).toMatchObject({
      mailHandled: 4,
      mailDelivered: 2,
      mailBounced: 1,
      mailOpened: 1,
    });
  });

  it('adds nothing when a page is delivered again, and a rebuild gives identical buckets', async () => {
    const before = await buckets();
    sequence = 0; // the same events, at the same positions
    const again = history();
    await project(again);
    expect(await buckets()).toEqual(before);
    await store.clearCollection(ANALYTICS_BUCKETS);
    await store.clearCollection(ANALYTICS_REFS);
    await project(again);
    expect(await buckets()).toEqual(before);
    // Live, events reach it a few at a time: a page per event gives the same buckets as one page of all.
    await store.clearCollection(ANALYTICS_BUCKETS);
    await store.clearCollection(ANALYTICS_REFS);
    for (const event of again) await project([event]);
    expect(await buckets()).toEqual(before);
    // A page that overlaps the last one applied adds only its new events.
    await project(again.slice(-5));
    expect(await buckets()).toEqual(before);
  });

  it('reports a period as the sum of its days, with the previous period beside it and weekly points for a year', async () => {
    const docs = await store.collection<BucketDoc>(ANALYTICS_BUCKETS).find({ filter: { dim: 'seller:u-gal' } });
    const week = buildReport(7, '2026-03-02', docs);
    expect(week).toMatchObject({ period: 7, from: '2026-02-24', to: '2026-03-02' });
    expect(week.figures).toMatchObject({ views: 4, revenue: 115_000, answerRate: 100, averageAnswerMinutes: 90 });
    expect(week.previous.views ?? 0).toBe(0);
    expect(week.series).toHaveLength(7);
    expect(buildReport(7, '2026-03-10', docs).previous).toMatchObject({ views: 4, revenue: 115_000 });
    expect(buildReport(365, '2026-03-02', docs).series).toHaveLength(53);
    expect(buildReport(7, '2026-03-01', docs).figures.revenue ?? 0).toBe(0);
  });
});
