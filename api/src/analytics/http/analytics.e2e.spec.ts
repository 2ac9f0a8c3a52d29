/**
 * Analytics over HTTP on the demo marketplace (PostgreSQL server): revenue and VAT agree with the invoices to the
 * halala; a view counts once per viewer per day and never the owner's own; a seller sees only its own figures, a
 * gallery only its represented artists, an organiser only its workshops, staff the platform "as of" a past day;
 * bad periods and dates are refused by name in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import { ArtworkViewCounter, seedAnalyticsDemo } from '../index.js';
import { riyadhDay } from '../domain/riyadh-days.js';
import { artworkViewsDecider } from '../domain/artwork-views.decider.js';
import { publishedWork } from '../../artworks/testing/artwork-fixtures.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const dataDir = `/tmp/ga-test-analytics-${process.pid}-${Date.now()}`;
const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));
const arabic = /[\u0600-\u06FF]/;

interface InvoiceRow {
  sellerId: string;
  issueDate: string | null;
  documentKind: string;
  amounts: { totalHalalas: number; vatHalalas: number };
}

/** What the invoices say for a seller: issued invoices' totals and VAT, credit notes apart. */
async function invoiceTotals(sellerId: string) {
  const rows = await stack.runtime.storage.reads.collection('invoices').find({ filter: { sellerId }, limit: 10_000 });
  const issued = (rows as unknown as InvoiceRow[]).filter((r) => r.issueDate !== null);
  const sum = (kind: (k: string) => boolean, pick: (r: InvoiceRow) => number) =>
    issued.filter((r) => kind(r.documentKind)).reduce((total, r) => total + pick(r), 0);
  return {
    revenue: sum(
      (k) => k !== 'creditNote',
      (r) => r.amounts.totalHalalas,
    ),
    vat: sum(
      (k) => k !== 'creditNote',
      (r) => r.amounts.vatHalalas,
    ),
    refunds: sum(
      (k) => k === 'creditNote',
      (r) => r.amounts.totalHalalas,
    ),
    count: issued.length,
  };
}

const get = (who: string | null, path: string) => stack.call(who ? b[who]! : null, 'GET', path);

/** The log lines that tell what the demo seeding cost. */
const seedLines: string[] = [];
const seedLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (/demo (data ready|seeded)/.test(line)) seedLines.push(line);
    done();
  },
});

beforeAll(async () => {
  stack = await startTestStack({
    storage: 'pg',
    seed: 'marketplace',
    env: { DATA_DIR: dataDir },
    log: { level: 'info', destination: seedLog },
  });
  for (const name of ['gallery', 'artist', 'collector', 'organiser', 'admin'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 600_000); // the whole demo marketplace, a year of offers and favourites included, on a shared machine
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo', () => {
  it('gives the demo gallery a year of views from back-dated events, and a second seeding appends nothing', async () => {
    const year = await eventually(async () => {
      const { body } = await get('gallery', '/api/analytics/seller?period=365');
      const weeks = (body.series as Array<{ values: Record<string, number> }>).filter((p) => (p.values.views ?? 0) > 0);
      expect(weeks.length).toBeGreaterThan(45);
      return body;
    }, 30_000);
    const month = (await get('gallery', '/api/analytics/seller?period=30')).body;
    expect(month.figures.views).toBeGreaterThan(0);
    expect(month.figures.views).toBeLessThan(year.figures.views);
    // The chart's last point is today's views so far, not an empty day at the end of every line.
    const todayPoint = (month.series as Array<{ date: string; values: Record<string, number> }>).at(-1)!;
    expect(todayPoint.date).toBe(month.to);
    expect(todayPoint.values.views).toBeGreaterThan(0);
    // The demo's viewers by city, the largest first; languages unknown (profiles record none yet).
    expect(year.audience.cities[0]).toMatchObject({ key: 'Riyadh', current: expect.any(Number) });
    expect(year.audience.languages.map((l: { key: string }) => l.key)).toContain('unknown');
    const head = await stack.runtime.storage.events.headPosition();
    const started = Date.now();
    await seedAnalyticsDemo(stack.http.app, stack.runtime);
    console.log(`${seedLines.join('\n')}\nanalytics demo: a second seeding took ${Date.now() - started} ms`);
    // Only the seeder's own streams are checked: the other contexts' jobs (an invoice signed, a payout scheduled
    // after a demo delivery) may still be appending to theirs while this runs.
    const appended = await stack.runtime.storage.events.readAll({
      after: head,
      filter: { streamPrefixes: [`${artworkViewsDecider.category}-`] },
    });
    expect(appended).toEqual([]);
  });
});

describe('money', () => {
  it("agrees with each seller's issued invoices to the halala, revenue, VAT and refunds", async () => {
    for (const name of ['gallery', 'artist']) {
      const expected = await invoiceTotals(idOf(`${name}@example.sa`));
      expect(expected.count).toBeGreaterThan(0);
      await eventually(async () => {
        const { status, body } = await get(name, '/api/analytics/seller?period=365');
        expect(status).toBe(200);
        expect({
          revenue: body.figures.revenue ?? 0,
          vat: body.figures.vat ?? 0,
          refunds: body.figures.refunds ?? 0,
        }).toEqual({
          revenue: expected.revenue,
          vat: expected.vat,
          refunds: expected.refunds,
        });
        return true;
      }, 30_000);
    }
  });
});

describe('views', () => {
  it("counts a visitor once a day, and never the owner's own reads", async () => {
    const mine = await get('gallery', '/api/artworks/mine?pageSize=50');
    const artwork = (mine.body.items as Array<{ id: string; status: string }>).find((a) => a.status === 'published')!;
    await stack.runtime.projections.waitUntilCaughtUp(60_000); // the demo's back-dated views first
    const before = (await get('gallery', '/api/analytics/seller?period=7')).body.figures.views ?? 0;
    const stream = `artworkViews-${artwork.id}`;
    const earlier = (await stack.runtime.storage.events.readStream(stream)).length;
    for (const who of ['collector', 'collector', 'gallery', null, null])
      expect((await get(who, `/api/artworks/${artwork.id}`)).status).toBe(200);
    await stack.http.app.get(ArtworkViewCounter).flush();
    const events = await stack.runtime.storage.events.readStream(stream);
    // The counter also flushes on its own timer, so on a slow machine the two views may land in two events.
    const of = <T>(type: string) =>
      events
        .slice(earlier)
        .filter((e) => e.type === type)
        .map((e) => e.data as T & { artworkId: string; day: string });
    const added = of<{ count: number }>('ArtworkViewsCounted');
    expect(added.every((d) => d.artworkId === artwork.id && d.day === riyadhDay(new Date()))).toBe(true);
    expect(added.reduce((sum, d) => sum + d.count, 0)).toBe(2);
    // The same two viewers by city and by language (the visitor not signed in under "unknown"), counts only.
    const audience = of<{ counts: Record<string, number> }>('ArtworkAudienceCounted').flatMap((d) =>
      Object.entries(d.counts),
    );
    const total = (prefix: string) =>
      audience.filter(([key]) => key.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0);
    expect([total('city:'), total('lang:')]).toEqual([2, 2]);
    expect(audience.some(([key]) => key === 'city:unknown')).toBe(true);
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain(idOf('collector@example.sa'));
    await eventually(async () => {
      const { body } = await get('gallery', '/api/analytics/seller?period=7');
      expect(body.figures.views).toBe(before + 2);
      expect(body.topWorks.length).toBeGreaterThan(0);
      return true;
    }, 20_000);
  });
});

/** A published work of the demo artist's own (price 10,000 SAR, open to offers). */
async function artistWork(): Promise<string> {
  return (await publishedWork(stack, b.artist!, { price: 10_000 })).id;
}

const figures = async (who: string, period = 7) => (await get(who, `/api/analytics/seller?period=${period}`)).body;

describe('offers and audience', () => {
  it("counts an offer and its answer in the seller's own figures only, with the previous period and a series", async () => {
    const year = await eventually(async () => {
      const { body } = await get('gallery', '/api/analytics/seller?period=365');
      // The demo's offers on the gallery's works (the collector's, countered, accepted and paid; and a year of
      // other members' offers with every outcome): every accepted one was paid.
      const f = body.figures as Record<string, number>;
      for (const name of ['offers', 'offersCountered', 'offersDeclined', 'offersExpired', 'offersAccepted'])
        expect(f[name]).toBeGreaterThan(0);
      expect(f.offerSales).toBe(f.offersAccepted);
      return body;
    }, 30_000);
    const { offers, offerSales } = year.figures as Record<string, number>;
    expect(year.figures.offerConversion).toBe(Math.round((offerSales! / offers!) * 1000) / 10);
    expect(year.previous).toEqual(expect.objectContaining({ offerConversion: 0 }));
    const id = await artistWork();
    await stack.runtime.projections.waitUntilCaughtUp(60_000);
    const [artistBefore, galleryBefore] = [await figures('artist'), await figures('gallery')];
    const offer = await stack.call(b.collector!, 'POST', '/api/offers', { artworkId: id, amount: 9_000 });
    expect(offer.status).toBe(201);
    expect((await stack.call(b.artist!, 'POST', `/api/offers/${offer.body.id}/decline`)).status).toBe(200);
    const after = await eventually(async () => {
      const body = await figures('artist');
      expect(body.figures.offers ?? 0).toBe((artistBefore.figures.offers ?? 0) + 1);
      expect(body.figures.offersDeclined ?? 0).toBe((artistBefore.figures.offersDeclined ?? 0) + 1);
      return body;
    }, 20_000);
    const today = after.series.at(-1) as { values: Record<string, number> };
    expect(today.values.offers).toBeGreaterThan(0);
    expect((await figures('gallery')).figures.offers ?? 0).toBe(galleryBefore.figures.offers ?? 0);
    expect((await get('collector', '/api/analytics/seller?period=7')).status).toBe(403);
  });

  it("counts the seller's audience under the city a person's profile states, unknown otherwise", async () => {
    const id = await artistWork();
    expect((await stack.call(b.collector!, 'PATCH', '/api/profile', { location: 'الخبر' })).status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp(60_000);
    expect((await stack.call(b.collector!, 'POST', '/api/favorites', { artworkId: id })).status).toBe(201);
    const audience = await eventually(async () => {
      const { body } = await get('artist', '/api/analytics/seller?period=7');
      expect(body.audience.cities).toContainEqual({ key: 'الخبر', current: 1, previous: 0 });
      return body.audience;
    }, 20_000);
    expect(audience.languages.map((l: { key: string }) => l.key)).toContain('unknown');
    const gallery = await get('gallery', '/api/analytics/seller?period=7');
    expect(gallery.body.audience.cities.map((c: { key: string }) => c.key)).not.toContain('الخبر');
  });
});

describe('who sees what', () => {
  it('refuses the seller figures to a collector, and a gallery an artist it does not represent', async () => {
    expect((await get('collector', '/api/analytics/seller')).status).toBe(403);
    expect((await get(null, '/api/analytics/seller')).status).toBe(401);
    const gallery = await get('gallery', '/api/analytics/seller?period=30');
    expect(gallery.status).toBe(200);
    const stranger = await get('gallery', '/api/analytics/seller?artistId=not-represented');
    expect(stranger.status).toBe(403);
    expect(stranger.body.messageAr ?? JSON.stringify(stranger.body)).toMatch(arabic);
    const represented = gallery.body.artists as Array<{ id: string }>;
    expect(represented.length).toBeGreaterThan(0);
    const one = await get('gallery', `/api/analytics/seller?period=365&artistId=${represented[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.figures.revenue ?? 0).toBe(0); // invoices are the gallery's, not one artist's
  });

  it("gives an artist only its own figures, never the gallery's", async () => {
    const [artist, gallery] = await Promise.all([
      get('artist', '/api/analytics/seller?period=365'),
      get('gallery', '/api/analytics/seller?period=365'),
    ]);
    expect(artist.body.figures.revenue).toBe((await invoiceTotals(idOf('artist@example.sa'))).revenue);
    expect(artist.body.figures.revenue).not.toBe(gallery.body.figures.revenue);
  });

  it('gives an organiser its own workshops and refuses a collector', async () => {
    expect((await get('collector', '/api/analytics/organiser')).status).toBe(403);
    const organiser = await get('organiser', '/api/analytics/organiser?period=365');
    expect(organiser.status).toBe(200);
    expect(organiser.body).toMatchObject({ period: 365, series: expect.any(Array) });
    const gallery = await get('gallery', '/api/analytics/organiser?period=365');
    expect(gallery.body.figures.registrations ?? 0).not.toBe(organiser.body.figures.registrations ?? -1);
  });

  it('gives an organiser registrations, revenue by tier and attendance of its own workshops, to it alone', async () => {
    expect((await get('artist', '/api/analytics/organiser')).status).toBe(403);
    const own = (await get('organiser', '/api/workshops/organised')).body as Array<{ id: string }>;
    const listed = (
      await Promise.all(own.map((w) => get('organiser', `/api/workshops/${w.id}/registrations`)))
    ).flatMap(
      (r) => r.body as Array<{ ticketTierId: string; paymentStatus: string; payment: { refundedAmount: number } }>,
    );
    expect(listed.length).toBeGreaterThan(0);
    const byTier: Record<string, number> = {};
    for (const r of listed) byTier[r.ticketTierId] = (byTier[r.ticketTierId] ?? 0) + 1;
    const tierLists = await Promise.all(own.map((w) => get('organiser', `/api/workshops/${w.id}/ticket-tiers`)));
    const tierNames = new Map(
      tierLists.flatMap((r) => (r.body as Array<{ id: string; tierName: string }>).map((t) => [t.id, t.tierName])),
    );
    const report = await eventually(async () => {
      const { body } = await get('organiser', '/api/analytics/organiser?period=365');
      return body.figures.registrations === listed.length ? body : null;
    }, 30_000);
    const tiers = report.tiers as Array<{ id: string; name: string; registrations: number; revenue: number }>;
    expect(Object.fromEntries(tiers.map((t) => [t.id, t.registrations]))).toEqual(byTier);
    for (const tier of tiers) expect(tier.name).toBe(tierNames.get(tier.id));
    // Revenue in halalas, by tier summing to the whole; attendance as check-ins over paid seats.
    expect(tiers.reduce((sum, t) => sum + t.revenue, 0)).toBe(report.figures.registrationRevenue ?? 0);
    // Refunds issued in the period, per tier and in all; net is paid in less them.
    const refunds = tiers as unknown as Array<{ revenue: number; refunds: number; net: number }>;
    expect(refunds.reduce((sum, t) => sum + t.refunds, 0)).toBe(report.figures.registrationRefunds ?? 0);
    const issued = listed.reduce((sum, r) => sum + Math.round(r.payment.refundedAmount * 100), 0);
    expect(report.figures.registrationRefunds ?? 0).toBe(issued);
    for (const tier of refunds) expect(tier.net).toBe(tier.revenue - tier.refunds);
    expect(report.figures.netRegistrationRevenue).toBe(
      (report.figures.registrationRevenue ?? 0) - (report.figures.registrationRefunds ?? 0),
    );
    expect(listed.filter((r) => r.paymentStatus === 'paid').length).toBe(report.figures.paid ?? 0);
    const { paid = 0, checkIns = 0 } = report.figures as Record<string, number>;
    expect(report.figures.attendanceRate).toBe(paid > 0 ? Math.round((checkIns / paid) * 1000) / 10 : 0);
    expect(report.previous).toEqual(expect.objectContaining({ attendanceRate: expect.any(Number) }));
    // The gallery hosts workshops too: its figures are its own, never the organiser's.
    const galleryOwn = new Set(
      ((await get('gallery', '/api/workshops/organised')).body as Array<{ id: string }>).map((w) => w.id),
    );
    const galleryTop = (await get('gallery', '/api/analytics/organiser?period=365')).body.topWorkshops as Array<{
      id: string;
    }>;
    for (const w of galleryTop) expect(galleryOwn.has(w.id)).toBe(true);
    for (const w of report.topWorkshops as Array<{ id: string }>) expect(galleryOwn.has(w.id)).toBe(false);
  });

  it("answers a person's own lifecycle, with the cohort for staff only", async () => {
    const mine = await get('collector', '/api/analytics/me?period=90');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ period: 90, stage: expect.any(String), cohort: null });
    const admin = await get('admin', '/api/analytics/me');
    expect(Object.values(admin.body.cohort as Record<string, number>).reduce((a, n) => a + n, 0)).toBeGreaterThan(0);
  });

  it('answers the platform for staff, "as of" a past day, and refuses others and bad input by name', async () => {
    expect((await get('gallery', '/api/admin/analytics')).status).toBe(403);
    const now = await get('admin', '/api/admin/analytics?period=365');
    expect(now.status).toBe(200);
    expect(now.body.figures.newUsers).toBeGreaterThan(0);
    // Operations: KYC documents and people by tier, and mail, all from the events.
    expect(now.body.figures.kycSubmitted).toBeGreaterThan(0);
    const tiers = ['tier0', 'tier1', 'tier2'].map((t) => now.body.figures[t] as number);
    expect(tiers.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect(tiers[0]! + tiers[1]! + tiers[2]!).toBe(now.body.figures.newUsers);
    expect(now.body.series.at(-1).values.tier0).toBe(tiers[0]);
    await eventually(async () => {
      // Every mail that reached an end (sent, failed for good, withheld) is handled.
      const ended = { state: { $in: ['sent', 'failed', 'suppressed'] } };
      const lines = await stack.runtime.storage.reads.collection('mailOutbox').count({ filter: ended });
      const { body } = await get('admin', '/api/admin/analytics?period=365');
      expect(lines).toBeGreaterThan(0);
      expect(body.figures.mailHandled).toBe(lines);
      return true;
    }, 20_000);
    const yearAgo = await get('admin', '/api/admin/analytics?period=30&asOf=2025-11-01');
    expect(yearAgo.body).toMatchObject({ asOf: '2025-11-01', to: '2025-11-01', from: '2025-10-03' });
    for (const [path, field] of [
      ['/api/admin/analytics?period=12', 'period'],
      ['/api/admin/analytics?asOf=2999-01-01', 'asOf'],
      ['/api/admin/analytics?asOf=yesterday', 'asOf'],
    ] as const) {
      const refused = await get('admin', path);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(field);
      expect(JSON.stringify(refused.body)).toMatch(arabic);
    }
  });
});
