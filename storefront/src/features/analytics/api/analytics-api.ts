/** The analytics calls (issue 19): every report is `{ period, from, to, figures, previous, series }`, money in halalas. */
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];

export type Figures = Record<string, number>;

export interface SeriesPoint {
  date: string;
  values: Figures;
}

export interface AnalyticsReport {
  period: Period;
  from: string;
  to: string;
  figures: Figures;
  previous: Figures;
  series: SeriesPoint[];
}

export interface TopWork {
  id: string;
  title: string;
  titleAr: string;
  figures: Figures;
}

/** A city's or language's count of engaged people in the period and the one before. */
export interface AudienceRow {
  key: string;
  current: number;
  previous: number;
}

export interface SellerReport extends AnalyticsReport {
  topWorks: TopWork[];
  /** `key` is the city as profiles state it, or a language code; `unknown` where a profile states none. */
  audience: { cities: AudienceRow[]; languages: AudienceRow[]; unknown: string };
  artists: Array<{ id: string; name: string; nameAr: string }>;
}

export interface LifecycleReport extends AnalyticsReport {
  stage: string;
  stages: string[];
  memberSince: string | null;
  cohort: Record<string, number> | null;
}

export const asPeriod = (value: string | null): Period =>
  (PERIODS as readonly number[]).includes(Number(value)) ? (Number(value) as Period) : 30;

export const sellerAnalyticsQuery = (period: Period, artistId: string | null) =>
  queryOptions({
    queryKey: ['analytics', 'seller', period, artistId],
    queryFn: () =>
      getJson<SellerReport>(
        `/api/analytics/seller?period=${period}${artistId ? `&artistId=${encodeURIComponent(artistId)}` : ''}`,
      ),
  });

export const lifecycleQuery = (period: Period) =>
  queryOptions({
    queryKey: ['analytics', 'me', period],
    queryFn: () => getJson<LifecycleReport>(`/api/analytics/me?period=${period}`),
  });

/** Figures read from a report, 0 when the period had none. */
export const figure = (figures: Figures, name: string): number => figures[name] ?? 0;

/** The change from the previous period in percent (null when there was nothing before to compare with). */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One ticket tier of an organiser's workshops: registrations and revenue (halalas), this period and the one before. */
export interface TierRow {
  id: string;
  name: string;
  nameAr: string;
  registrations: number;
  revenue: number;
  previousRegistrations: number;
  previousRevenue: number;
  /** Refunds issued in the period, and revenue less them (halalas). */
  refunds: number;
  net: number;
  previousRefunds: number;
  previousNet: number;
}

export interface OrganiserReport extends AnalyticsReport {
  topWorkshops: TopWork[];
  tiers: TierRow[];
}

export const organiserAnalyticsQuery = (period: Period, enabled = true) =>
  queryOptions({
    queryKey: ['analytics', 'organiser', period],
    queryFn: () => getJson<OrganiserReport>(`/api/analytics/organiser?period=${period}`),
    enabled,
  });

/** Who has workshop figures: organisers, and galleries (which host workshops too). */
export const ORGANISER_ROLES = ['workshop_organiser', 'gallery'];
export const SELLER_ROLES = ['artist', 'gallery'];
