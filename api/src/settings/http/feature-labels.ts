import type { Feature } from '../domain/settings.events.js';

/** Each feature's name in both languages, as refusals and the back-office name it (plural: "… are not available"). */
export const FEATURE_LABELS: Record<Feature, { en: string; ar: string }> = {
  auctions: { en: 'Auctions', ar: 'المزادات' },
  workshops: { en: 'Workshops', ar: 'الورش' },
  events: { en: 'Events', ar: 'الفعاليات' },
  commissions: { en: 'Commissions', ar: 'الطلبات الخاصة' },
  community: { en: 'Community features', ar: 'ميزات المجتمع' },
  newsletter: { en: 'Newsletters', ar: 'النشرات البريدية' },
  offers: { en: 'Offers', ar: 'العروض' },
  analytics: { en: 'Analytics', ar: 'التحليلات' },
};
