/**
 * The analytics reads: a report over any set of dimensions for a period ending on a given day (today, or an "as of"
 * date), and the top artworks or workshops of a seller or organiser. Everything comes from the daily buckets.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import {
  ANALYTICS_BUCKETS,
  ANALYTICS_REFS,
  sumCounters,
  type BucketDoc,
  type Counters,
} from '../projections/buckets.js';
import type { ArtworkRef, WorkshopRef } from '../projections/refs.js';
import { periodRanges, riyadhDay, type Period } from '../domain/riyadh-days.js';
import { buildReport, firstDayRead, type AnalyticsReport } from './analytics-report.js';

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
