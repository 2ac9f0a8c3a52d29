/** Fixed lists and bounds of the profiles context (the spec sets no bounds; these are ours). */

/** SPEC section 3's country list: English key → Arabic label. */
export const COUNTRIES: Record<string, string> = {
  'Saudi Arabia': 'السعودية',
  UAE: 'الإمارات',
  Kuwait: 'الكويت',
  Qatar: 'قطر',
  Bahrain: 'البحرين',
  Oman: 'عُمان',
  Jordan: 'الأردن',
  Lebanon: 'لبنان',
  Egypt: 'مصر',
  Syria: 'سوريا',
  Iraq: 'العراق',
  Palestine: 'فلسطين',
};
export const COUNTRY_KEYS = Object.keys(COUNTRIES);

export const EXHIBITION_KINDS = ['solo', 'group'] as const;
export type ExhibitionKind = (typeof EXHIBITION_KINDS)[number];

/** What a gallery can set on an event; `upcoming`/`ongoing`/`completed` also follow from the dates (see schedule.ts). */
export const GALLERY_EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type GalleryEventStatus = (typeof GALLERY_EVENT_STATUSES)[number];

export const REPRESENTATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type RepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];

export const LIMITS = {
  name: 120,
  shortText: 200,
  longText: 5000,
  url: 500,
  listItems: 50,
  artworksPerCollection: 200,
  minYear: 1800,
  maxExperienceYears: 100,
  message: 2000,
} as const;
