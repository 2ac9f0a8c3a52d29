import { arResourceName } from '../i18n/plural';

/** The Translations tab's texts (resource `translations`: the storefront's texts and their overrides). */
export const translationsEn = {
  name: 'Translation |||| Translations',
  fields: {
    q: 'Search keys and texts',
    key: 'Key',
    bundled: 'Shipped text',
    bundledEn: 'Shipped (English)',
    bundledAr: 'Shipped (Arabic)',
    en: 'Override (English)',
    ar: 'Override (Arabic)',
    overridden: 'Overridden',
    reason: 'Reason for this change',
    updatedAt: 'Last changed',
  },
  languages: { en: 'English', ar: 'Arabic' },
  revert: 'Back to the shipped text',
  help: {
    intro:
      'The storefront shows an override instead of the shipped text, without a rebuild. Leave a field empty to show the shipped text.',
    placeholders: 'Keep these placeholders: %{placeholders}. Leave empty to show the shipped text.',
    empty: 'Leave empty to show the shipped text.',
    reason: 'Optional: kept with the change in the history and the audit explorer.',
  },
};

export const translationsAr: typeof translationsEn = {
  name: arResourceName('ترجمة', 'الترجمات'),
  fields: {
    q: 'ابحث في المفاتيح والنصوص',
    key: 'المفتاح',
    bundled: 'النص الأصلي',
    bundledEn: 'الأصلي (بالإنجليزية)',
    bundledAr: 'الأصلي (بالعربية)',
    en: 'البديل (بالإنجليزية)',
    ar: 'البديل (بالعربية)',
    overridden: 'معدّل',
    reason: 'سبب هذا التعديل',
    updatedAt: 'آخر تعديل',
  },
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  revert: 'العودة إلى النص الأصلي',
  help: {
    intro: 'يعرض المتجر النص البديل مكان النص الأصلي دون إعادة بناء. اترك الحقل فارغًا لعرض النص الأصلي.',
    placeholders: 'أبقِ على هذه العناصر النائبة: %{placeholders}. اتركه فارغًا لعرض النص الأصلي.',
    empty: 'اتركه فارغًا لعرض النص الأصلي.',
    reason: 'اختياري: يُحفظ مع التعديل في السجل وفي مستكشف التدقيق.',
  },
};
