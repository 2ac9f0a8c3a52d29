import { arResourceName } from '../i18n/plural';

/** The Content tab's texts (resource `content`: the storefront's static pages), merged into the English tree. */
export const contentEn = {
  name: 'Page |||| Content',
  pages: { guide: "Collector's guide (/guide)", investment: 'Investment (/investment)', support: 'Support (/support)' },
  fields: {
    page: 'Page',
    title: 'Title',
    titleAr: 'Title (Arabic)',
    summary: 'Summary',
    summaryAr: 'Summary (Arabic)',
    sections: 'Sections',
    heading: 'Heading',
    headingAr: 'Heading (Arabic)',
    body: 'Text',
    bodyAr: 'Text (Arabic)',
    updatedAt: 'Last changed',
    reason: 'Reason for this change',
  },
  help: { reason: 'Required: kept with the change in the history and the audit explorer.' },
};

export const contentAr: typeof contentEn = {
  name: arResourceName('صفحة', 'المحتوى'),
  pages: { guide: 'دليل المقتني (/guide)', investment: 'الاستثمار (/investment)', support: 'الدعم (/support)' },
  fields: {
    page: 'الصفحة',
    title: 'العنوان',
    titleAr: 'العنوان (بالعربية)',
    summary: 'الملخص',
    summaryAr: 'الملخص (بالعربية)',
    sections: 'الأقسام',
    heading: 'العنوان الفرعي',
    headingAr: 'العنوان الفرعي (بالعربية)',
    body: 'النص',
    bodyAr: 'النص (بالعربية)',
    updatedAt: 'آخر تعديل',
    reason: 'سبب هذا التعديل',
  },
  help: { reason: 'مطلوب: يُحفظ مع التعديل في السجل وفي مستكشف التدقيق.' },
};
