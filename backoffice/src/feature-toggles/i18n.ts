import { arResourceName } from '../i18n/plural';

/** The feature toggles resource texts, merged into the back-office's English tree. */
export const featureTogglesEn = {
  name: 'Feature toggle |||| Feature toggles',
  fields: {
    name: 'Feature',
    enabled: 'On',
    audience: 'Audience',
    percentage: 'Share of signed-in people (%)',
    revision: 'Revision',
    updatedAt: 'Last changed',
  },
  features: {
    auctions: 'Auctions',
    workshops: 'Workshops',
    events: 'Events',
    commissions: 'Commissions',
    community: 'Community',
    newsletter: 'Newsletter',
    offers: 'Offers',
    analytics: 'Analytics',
  },
  audience: { all: 'Everyone', staff: 'Staff only', percentage: 'A share of signed-in people' },
  help: {
    percentage: 'Each person keeps the same answer; staff always see a feature that is on.',
    off: 'Off hides the feature in the storefront and refuses its writes.',
  },
};

export const featureTogglesAr: typeof featureTogglesEn = {
  name: arResourceName('مفتاح ميزة', 'مفاتيح الميزات'),
  fields: {
    name: 'الميزة',
    enabled: 'مفعّلة',
    audience: 'الجمهور',
    percentage: 'نسبة المستخدمين المسجلين (%)',
    revision: 'المراجعة',
    updatedAt: 'آخر تعديل',
  },
  features: {
    auctions: 'المزادات',
    workshops: 'الورش',
    events: 'الفعاليات',
    commissions: 'الطلبات الخاصة',
    community: 'المجتمع',
    newsletter: 'النشرة البريدية',
    offers: 'العروض',
    analytics: 'التحليلات',
  },
  audience: { all: 'الجميع', staff: 'الموظفون فقط', percentage: 'نسبة من المستخدمين المسجلين' },
  help: {
    percentage: 'يبقى لكل شخص الجواب نفسه؛ ويرى الموظفون دائمًا الميزة المفعّلة.',
    off: 'الإيقاف يخفي الميزة في المتجر ويرفض عمليات الكتابة فيها.',
  },
};
