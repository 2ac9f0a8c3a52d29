/**
 * A report as every analytics endpoint answers it: `{ period, from, to, figures, previous, series }`. Figures are
 * sums of daily buckets over the period, previous the same over the period before it, and the series one point a
 * day (a week a point for a year, so a chart stays readable). Ratios are derived from the sums, never summed.
 */
import type { Counters } from '../projections/buckets.js';
import { sumCounters, type BucketDoc } from '../projections/buckets.js';
import { addDays, daysOf, periodRanges, stepStart, type DayRange, type Period } from '../domain/riyadh-days.js';

export interface SeriesPoint {
  date: string;
  values: Counters;
}

export interface AnalyticsReport {
  period: Period;
  from: string;
  to: string;
  figures: Counters;
  previous: Counters;
  series: SeriesPoint[];
}

/** Ratios a dashboard shows, from the sums (percentages with one decimal, minutes rounded). */
export function derive(sums: Counters): Counters {
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : 0);
  const out = { ...sums };
  out.answerRate = ratio(sums.answered ?? 0, sums.inquiries ?? 0);
  out.averageAnswerMinutes = (sums.answered ?? 0) > 0 ? Math.round((sums.answerMinutes ?? 0) / sums.answered!) : 0;
  out.sellThrough = ratio(sums.lotsSold ?? 0, (sums.lotsSold ?? 0) + (sums.lotsUnsold ?? 0));
  out.hammerVsStart = ratio(sums.hammer ?? 0, sums.startingSold ?? 0);
  out.attendanceRate = ratio(sums.checkIns ?? 0, sums.paid ?? 0);
  // Paid in less refunds issued in the same period (negative when more went back than came in).
  out.netRegistrationRevenue = (sums.registrationRevenue ?? 0) - (sums.registrationRefunds ?? 0);
  out.favouriteRate = ratio(sums.favourites ?? 0, sums.views ?? 0);
  out.inquiryRate = ratio(sums.inquiries ?? 0, sums.views ?? 0);
  out.offerConversion = ratio(sums.offerSales ?? 0, sums.offers ?? 0);
  out.offerAcceptRate = ratio(sums.offersAccepted ?? 0, sums.offers ?? 0);
  return out;
}

const sumRange = (buckets: BucketDoc[], { from, to }: DayRange) =>
  buckets.filter((b) => b.day >= from && b.day <= to).reduce((acc, b) => sumCounters(acc, b.m), {} as Counters);

/**
 * Level counters (people at a tier, documents waiting) are stored as daily changes: a report shows the level at the
 * end of each range and point, the changes before the first day read (`opening`) plus those up to it.
 */
function asLevels(report: AnalyticsReport, levels: readonly string[], opening: Counters) {
  const running: Counters = Object.fromEntries(levels.map((name) => [name, opening[name] ?? 0]));
  for (const name of levels) running[name]! += report.previous[name] ?? 0;
  for (const name of levels) report.previous[name] = running[name]!;
  for (const point of report.series)
    for (const name of levels) {
      running[name]! += point.values[name] ?? 0;
      point.values[name] = running[name]!;
    }
  for (const name of levels) report.figures[name] = running[name]!;
  return report;
}

/** Builds the report from the buckets of the period and the one before (any dimensions, summed); `levels` names
 * the level counters, with the changes before the first day read. */
export function buildReport(
  period: Period,
  to: string,
  buckets: BucketDoc[],
  levels?: { names: readonly string[]; opening: Counters },
): AnalyticsReport {
  const report = buildSums(period, to, buckets);
  return levels ? asLevels(report, levels.names, levels.opening) : report;
}

function buildSums(period: Period, to: string, buckets: BucketDoc[]): AnalyticsReport {
  const { current, previous } = periodRanges(period, to);
  const step = period === 365 ? 7 : 1;
  const points = new Map<string, Counters>();
  for (const day of daysOf(current)) if (stepStart(day, current, step) === day) points.set(day, {});
  for (const bucket of buckets) {
    if (bucket.day < current.from || bucket.day > current.to) continue;
    sumCounters(points.get(stepStart(bucket.day, current, step))!, bucket.m);
  }
  return {
    period,
    from: current.from,
    to: current.to,
    figures: derive(sumRange(buckets, current)),
    previous: derive(sumRange(buckets, previous)),
    series: [...points].map(([date, values]) => ({ date, values })),
  };
}

/** The first day whose buckets a report of `period` ending on `to` reads. */
export const firstDayRead = (period: Period, to: string) => addDays(to, -(2 * period - 1));
