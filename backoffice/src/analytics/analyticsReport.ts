/** The staff report's shape and what the page derives from it (pure, tested without rendering). */
export const PERIODS = [7, 30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];
export type Figures = Record<string, number>;

export interface PlatformReport {
  period: Period;
  from: string;
  to: string;
  asOf: string;
  figures: Figures;
  previous: Figures;
  series: Array<{ date: string; values: Figures }>;
}

export const TABS = ['users', 'content', 'conversion', 'revenue', 'operations'] as const;
export type Tab = (typeof TABS)[number];

/** Which figures each tab shows, and which are money (halalas). */
export const TAB_FIGURES: Record<Exclude<Tab, 'operations' | 'conversion'>, string[]> = {
  users: [
    'newUsers',
    'signIns',
    'role_artist',
    'role_gallery',
    'role_collector',
    'role_workshop_organiser',
    'tier0',
    'tier1',
    'tier2',
  ],
  content: ['published', 'featured', 'withdrawn', 'comments', 'reports', 'views'],
  revenue: ['revenue', 'vat', 'premium', 'registrationRevenue', 'refunds', 'invoices'],
};
/** The operations tab: KYC and mail figures (people by tier and documents pending are levels at the period's end). */
export const OPERATIONS_FIGURES = [
  'kycSubmitted',
  'kycApproved',
  'kycRejected',
  'kycPending',
  'mailHandled',
  'mailDelivered',
  'mailFailed',
  'mailSuppressed',
  'mailBounced',
  'mailOpened',
];
export const OPERATIONS_CHARTS: Record<string, string[]> = {
  kyc: ['kycSubmitted', 'kycApproved', 'kycRejected', 'kycPending'],
  tiers: ['tier0', 'tier1', 'tier2'],
  mail: ['mailDelivered', 'mailFailed', 'mailSuppressed'],
};
export const MONEY = new Set(['revenue', 'vat', 'premium', 'registrationRevenue', 'refunds']);

export const FUNNELS: Record<string, string[]> = {
  catalogue: ['views', 'favourites', 'inquiries', 'answered', 'sales'],
  auctions: ['lots', 'bidders', 'lotsSold'],
  workshops: ['registrations', 'paid', 'checkIns'],
};

/** Change from the previous period in percent; null when there was nothing before. */
export const change = (now: number, before: number): number | null =>
  before === 0 ? (now === 0 ? 0 : null) : Math.round(((now - before) / before) * 1000) / 10;

export const reportUrl = (period: Period, asOf: string | null) =>
  `/api/admin/analytics?period=${period}${asOf ? `&asOf=${asOf}` : ''}`;
