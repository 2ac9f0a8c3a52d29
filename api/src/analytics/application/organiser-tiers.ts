/**
 * An organiser's registrations and revenue by ticket tier, this period beside the one before: read from the
 * report's per-tier counters (`registrations_<tierId>`, `revenue_<tierId>` and `refunds_<tierId>` in halalas; `net`
 * is revenue less refunds issued in the period), named from the tiers the organiser's own workshops carry. A tier
 * no longer on any workshop keeps its figures, named by its id.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ANALYTICS_REFS, type Counters } from '../projections/buckets.js';
import type { TierName, WorkshopRef } from '../projections/refs.js';
import type { AnalyticsReport } from './analytics-report.js';

export interface TierRow extends TierName {
  registrations: number;
  revenue: number;
  refunds: number;
  net: number;
  previousRegistrations: number;
  previousRevenue: number;
  previousRefunds: number;
  previousNet: number;
}

const REGISTRATIONS = 'registrations_';
const REVENUE = 'revenue_';
const REFUNDS = 'refunds_';
const WORKSHOP = 'workshop:';
const PER_TIER = [REGISTRATIONS, REVENUE, REFUNDS];

/** The tier ids a report's figures name. */
const tierIdsOf = (...figures: Counters[]) => [
  ...new Set(
    figures.flatMap((f) =>
      Object.keys(f).flatMap((key) => {
        const prefix = PER_TIER.find((p) => key.startsWith(p));
        return prefix ? [key.slice(prefix.length)] : [];
      }),
    ),
  ),
];

@Injectable()
export class OrganiserTiers {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async of(organiserId: string, report: AnalyticsReport): Promise<TierRow[]> {
    const workshops = (
      await this.reads.collection<WorkshopRef>(ANALYTICS_REFS).find({ filter: { organiserId }, limit: 1_000 })
    ).filter((ref) => ref.id.startsWith(WORKSHOP));
    const names = new Map(workshops.flatMap((w) => (w.tiers ?? []).map((tier) => [tier.id, tier] as const)));
    const value = (figures: Counters, key: string) => figures[key] ?? 0;
    return tierIdsOf(report.figures, report.previous)
      .map((id) => ({
        id,
        name: names.get(id)?.name ?? id,
        nameAr: names.get(id)?.nameAr ?? id,
        registrations: value(report.figures, REGISTRATIONS + id),
        revenue: value(report.figures, REVENUE + id),
        refunds: value(report.figures, REFUNDS + id),
        net: value(report.figures, REVENUE + id) - value(report.figures, REFUNDS + id),
        previousRegistrations: value(report.previous, REGISTRATIONS + id),
        previousRevenue: value(report.previous, REVENUE + id),
        previousRefunds: value(report.previous, REFUNDS + id),
        previousNet: value(report.previous, REVENUE + id) - value(report.previous, REFUNDS + id),
      }))
      .sort((a, b) => b.revenue - a.revenue || b.registrations - a.registrations || a.name.localeCompare(b.name));
  }
}
