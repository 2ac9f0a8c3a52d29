/**
 * Demo activity for the analytics screens: a year of back-dated artwork views for the demo gallery's works, appended
 * as `ArtworkViewsCounted` events with their viewers by city (`ArtworkAudienceCounted`), never as figures, so
 * `/analytics` shows a believable year and
 * the buckets come from the log like everything else. Daily counts for the last 90 days, weekly before that, with
 * a seasonal swing (busier in the cooler months and around Riyadh Art Week in winter) and slow growth, up to today's
 * views so far; favourites,
 * inquiries, sales and invoices are the other contexts' own demo data.
 *
 * Safe on every start: an artwork whose views stream already exists is left alone. Each work's year is decided
 * event by event (the decider checks each count) and written in one append, expecting a new stream: one
 * round trip per work instead of one per day (appending them one command at a time made the demo seed minutes
 * longer on a busy machine).
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { StreamWriter } from '../../platform/commands/stream-writer.js';
import { streamName } from '../../platform/commands/decider.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { DEMO_GALLERY_ACCOUNT_ID } from '../../profiles/index.js';
import { artworkViewsDecider } from '../domain/artwork-views.decider.js';
import { addDays, DAY_MS, RIYADH_OFFSET_MS, riyadhDay } from '../domain/riyadh-days.js';
import { ANALYTICS_REFS } from '../projections/buckets.js';
import type { ArtworkRef } from '../projections/refs.js';

const DAILY_DAYS = 90;
const ARTWORK_REF = 'artwork:';
const WEEKS_BEFORE = 39;

/** A stable pseudo-random number in [0, 1) from a text (the same demo on every machine). */
function unit(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** Views on a day: a base per work, busier from November to March, growing through the year, noisy. */
function viewsOn(day: string, artworkId: string, daysAgo: number): number {
  const month = Number(day.slice(5, 7));
  const season = month >= 11 || month <= 3 ? 1.5 : month >= 6 && month <= 8 ? 0.6 : 1;
  const growth = 1 + (365 - daysAgo) / 365;
  const base = 2 + unit(artworkId) * 10;
  return Math.max(0, Math.round(base * season * growth * (0.5 + unit(`${artworkId}|${day}`))));
}

/**
 * The gallery's works as this context's own projection knows them. The catalogue is seeded long before this runs
 * (every other context's demo comes between), so they are normally there at once; a fresh start waits a little.
 * The refs also hold the seller's auctions and invoices under the same seller: only the artworks are taken (the
 * seed once gave invoices views streams of their own, and a second start, finding new invoices, added more).
 */
async function galleryWorks(runtime: Runtime): Promise<ArtworkRef[]> {
  const refs = runtime.storage.reads.collection<ArtworkRef>(ANALYTICS_REFS);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const works = (await refs.find({ filter: { sellerId: DEMO_GALLERY_ACCOUNT_ID }, limit: 1_000 })).filter((ref) =>
      ref.id.startsWith(ARTWORK_REF),
    );
    if (works.length > 0 || Date.now() > deadline) return works;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where the demo's viewers say they live (the rest are visitors not signed in, or profiles that state no city). */
const DEMO_CITIES: Array<[string, number]> = [
  ['Riyadh', 0.4],
  ['Jeddah', 0.22],
  ['Dammam', 0.1],
  ['Al Khobar', 0.05],
];

/** A day's viewers by city and language: shares of the count, the remainder under "unknown". */
function audienceOf(count: number): Record<string, number> {
  const counts: Record<string, number> = {};
  let left = count;
  for (const [city, share] of DEMO_CITIES) {
    const n = Math.min(left, Math.floor(count * share));
    if (n > 0) counts[`city:${city}`] = n;
    left -= n;
  }
  if (left > 0) counts['city:unknown'] = left;
  // Profiles record no interface language yet: every viewer's language is unknown.
  counts['lang:unknown'] = count;
  return counts;
}

/**
 * When a demo day's views are counted, and how many of the day's views stand by then: noon in Riyadh and all of them
 * for a past day; for today, now and the share of the day gone by (the chart's last point is today's count so far,
 * as it would be on a live marketplace, not an empty day).
 */
function countedOn(day: string, today: string, now: Date): { at: Date; share: number } {
  if (day !== today) return { at: new Date(`${day}T09:00:00Z`), share: 1 };
  const midnight = Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS;
  return { at: now, share: Math.min(1, (now.getTime() - midnight) / DAY_MS) };
}

export async function seedAnalyticsDemo(_app: INestApplication, runtime: Runtime): Promise<void> {
  const works = await galleryWorks(runtime);
  const writer = new StreamWriter(runtime.codec, runtime.catalog, runtime.signer);
  const now = new Date();
  const today = riyadhDay(now);
  const started = Date.now();
  let appended = 0;
  for (const work of works) {
    const artworkId = work.id.slice(ARTWORK_REF.length);
    const stream = streamName(artworkViewsDecider.category, artworkId);
    if ((await runtime.storage.events.readStream(stream, { maxCount: 1 })).length > 0) continue;
    const write = writer.begin(stream, -1, '');
    for (const daysAgo of [
      ...Array.from({ length: WEEKS_BEFORE }, (_, w) => DAILY_DAYS + 7 * (WEEKS_BEFORE - w)),
      ...Array.from({ length: DAILY_DAYS + 1 }, (_, d) => DAILY_DAYS - d),
    ]) {
      const day = addDays(today, -daysAgo);
      const { at, share } = countedOn(day, today, now);
      // A weekly point stands for its week: seven days' worth of views.
      // Today's share rounds up: a work viewed on other days has been seen today too, however early it is.
      const count = Math.ceil(viewsOn(day, artworkId, daysAgo) * (daysAgo > DAILY_DAYS ? 7 : 1) * share);
      if (count === 0) continue;
      const audience = audienceOf(count);
      const command = { type: 'CountViews' as const, artworkId, day, count, audience, at: at.toISOString() };
      for (const event of artworkViewsDecider.decide(command, artworkViewsDecider.initialState()))
        await write.add(event, commandContext(null, at));
    }
    appended += (await write.append(runtime.storage.events)) ? write.encoded.length : 0;
  }
  if (appended > 0) runtime.log('info', 'analytics demo seeded', { events: appended, ms: Date.now() - started });
}
