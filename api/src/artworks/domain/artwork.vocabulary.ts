/** Fixed value lists of the artworks context, each with its Arabic label (the API answers both). */

export const AVAILABILITIES = ['available', 'reserved', 'sold', 'on_loan'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const ARTWORK_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

/** Categories filter the catalogue, so they are a closed list; `categoryAr` is derived from it. */
export const CATEGORIES: Record<string, string> = {
  painting: 'لوحة زيتية ومائية',
  sculpture: 'نحت',
  photography: 'تصوير فوتوغرافي',
  calligraphy: 'خط عربي',
  drawing: 'رسم',
  digital_art: 'فن رقمي',
  mixed_media: 'وسائط مختلطة',
  printmaking: 'طباعة فنية',
  textile: 'فن النسيج',
  ceramics: 'خزف',
};
export const CATEGORY_KEYS = Object.keys(CATEGORIES);

/** Limits of the artwork form (ours; the spec sets none). */
export const LIMITS = {
  title: 200,
  description: 5000,
  shortText: 120,
  longText: 1000,
  tags: 20,
  tag: 40,
  images: 12,
  /** 100 million SAR, in halalas. */
  maxPriceHalalas: 10_000_000_000,
  minYear: 1000,
} as const;
