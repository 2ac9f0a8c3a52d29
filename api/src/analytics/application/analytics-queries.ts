/**
 * The analytics reads: a report over any set of dimensions for a period ending on a given day (today, or an "as of"
 * date), and the top artworks or workshops of a seller or organiser. Everything comes from the daily buckets.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ANALYTICS_BUCKETS, ANALYTICS_REFS, sumCounters } from '../projections/buckets.js';
import type { BucketDoc, Counters } from '../projections/buckets.js';
import type { ArtworkRef, WorkshopRef } from '../projections/refs.js';
import { periodRanges, riyadhDay, type Period } from '../domain/riyadh-days.js';
import { buildReport, firstDayRead, type AnalyticsReport } from './analytics-report.js';
import { LEVEL_COUNTERS } from '../projections/kyc-analytics.js';
import { UNKNOWN } from '../projections/audience-analytics.js';

/** A city's or language's count in the period and the one before. */
export interface AudienceRow {
  key: string;
  current: number;
  previous: number;
}

export interface TopItem {
  id: string;
  title: string;
  titleAr: string;
  figures: Counters;
}

const MAX_BUCKETS = 50_000;

@Injectable()
export class AnalyticsQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  private get buckets() {
    return this.reads.collection<BucketDoc>(ANALYTICS_BUCKETS);
  }

  /** Today in Riyadh, or the "as of" day. */
  today(now = new Date()): string {
    return riyadhDay(now);
  }

  async report(dims: string[], period: Period, to: string): Promise<AnalyticsReport> {
    const buckets = await this.buckets.find({
      filter: { dim: { $in: dims }, day: { $gte: firstDayRead(period, to), $lte: to } },
      limit: MAX_BUCKETS,
    });
    return buildReport(period, to, buckets);
  }

  /**
   * The platform's report: its buckets (mail figures included, from each mail's events) and the level counters
   * (people by KYC tier, documents pending) as levels.
   */
  async platform(period: Period, to: string): Promise<AnalyticsReport> {
    const first = firstDayRead(period, to);
    const [buckets, before] = await Promise.all([
      this.buckets.find({ filter: { dim: 'platform', day: { $gte: first, $lte: to } }, limit: MAX_BUCKETS }),
      this.buckets.find({ filter: { dim: 'platform', day: { $lt: first } }, limit: MAX_BUCKETS }),
    ]);
    const opening = before.reduce((acc, b) => sumCounters(acc, b.m), {} as Counters);
    return buildReport(period, to, buckets, { names: LEVEL_COUNTERS, opening });
  }

  /** Who engaged with a seller's works, by city and by language, in the period and the one before. */
  async audience(dims: string[], period: Period, to: string) {
    const { current, previous } = periodRanges(period, to);
    const buckets = await this.buckets.find({
      filter: { dim: { $in: dims.map((d) => `audience:${d}`) }, day: { $gte: previous.from, $lte: to } },
      limit: MAX_BUCKETS,
    });
    const rows = new Map<string, AudienceRow>();
    for (const bucket of buckets) {
      const side = bucket.day >= current.from ? 'current' : 'previous';
      for (const [key, value] of Object.entries(bucket.m)) {
        const row = rows.get(key) ?? { key, current: 0, previous: 0 };
        row[side] += value;
        rows.set(key, row);
      }
    }
    const of = (prefix: string) =>
      [...rows.values()]
        .filter((r) => r.key.startsWith(prefix))
        .map((r) => ({ ...r, key: r.key.slice(prefix.length) }))
        .sort((a, b) => b.current - a.current || b.previous - a.previous || a.key.localeCompare(b.key));
    return { cities: of('city:'), languages: of('lang:'), unknown: UNKNOWN };
  }

  /** The children of a dimension (a seller's artworks, an organiser's workshops) ranked by one figure; for a
   * gallery's represented artist, only that artist's works. */
  async top(
    parent: string,
    prefix: 'artwork' | 'workshop',
    {
      period,
      to,
      by,
      onlyArtist,
      limit = 5,
    }: { period: Period; to: string; by: string; onlyArtist?: string; limit?: number },
  ) {
    const { from } = periodRanges(period, to).current;
    const buckets = await this.buckets.find({
      filter: { parent, day: { $gte: from, $lte: to } },
      limit: MAX_BUCKETS,
    });
    const sums = new Map<string, Counters>();
    for (const bucket of buckets) {
      if (!bucket.dim.startsWith(`${prefix}:`)) continue;
      sums.set(bucket.dim, sumCounters(sums.get(bucket.dim) ?? {}, bucket.m));
    }
    const refs = await this.reads.collection<ArtworkRef | WorkshopRef>(ANALYTICS_REFS).getMany([...sums.keys()]);
    const names = new Map(refs.map((r) => [r.id, r]));
    const mine = [...sums].filter(
      ([dim]) => !onlyArtist || (names.get(dim) as ArtworkRef | undefined)?.artistId === onlyArtist,
    );
    return mine
      .sort(([, a], [, b]) => (b[by] ?? 0) - (a[by] ?? 0))
      .slice(0, limit)
      .map(([dim, figures]): TopItem => {
        const named = names.get(dim);
        return { id: dim.slice(prefix.length + 1), title: named?.title ?? '', titleAr: named?.titleAr ?? '', figures };
      });
  }
}
