import type { ArtworkInput } from '../api/artworks-api';
import { ARTWORK_TEXT_FIELDS, type Artwork, type ArtworkTexts, type Availability, type ImageRef } from '../api/types';
import { CATEGORY_KEYS, LIMITS, latestYear, parsePrice } from './artwork-rules';

/** What the form edits: text as typed, parsed and checked on submit. */
export interface ArtworkFormState extends ArtworkTexts {
  artistId: string;
  category: string;
  year: string;
  price: string;
  availability: Availability;
  tags: string;
  signed: boolean;
  certificateOfAuthenticity: boolean;
  images: ImageRef[];
}

export type FormField = keyof ArtworkFormState;

/** Every free-text detail of `source` passed through `clean`; a missing one counts as empty. */
const textsOf = (
  source: Partial<Record<keyof ArtworkTexts, string | null>>,
  clean: (text: string) => string = (text) => text,
) => Object.fromEntries(ARTWORK_TEXT_FIELDS.map((field) => [field, clean(source[field] ?? '')])) as ArtworkTexts;

export const emptyForm = (artistId = ''): ArtworkFormState => ({
  ...textsOf({}),
  artistId,
  category: '',
  year: '',
  price: '',
  availability: 'available',
  tags: '',
  signed: false,
  certificateOfAuthenticity: false,
  images: [],
});

export function formFromArtwork(a: Artwork): ArtworkFormState {
  return {
    ...textsOf(a),
    artistId: a.artistId,
    category: a.category ?? '',
    year: a.year == null ? '' : String(a.year),
    price: a.price == null ? '' : String(a.price),
    availability: a.availability,
    tags: (a.tags ?? []).join(', '),
    signed: Boolean(a.signed),
    certificateOfAuthenticity: Boolean(a.certificateOfAuthenticity),
    images: a.images ?? [],
  };
}

export const splitTags = (text: string) =>
  text
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** A problem as a translation key with its values. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

const SHORT: FormField[] = ['medium', 'mediumAr', 'style', 'dimensions'];
const LONG: FormField[] = ['provenance', 'condition', 'frame', 'edition', 'insurance', 'shipping'];

export function validateArtwork(form: ArtworkFormState, now = new Date()): Partial<Record<FormField, Problem>> {
  const problems: Partial<Record<FormField, Problem>> = {};
  const tooLong = (field: FormField, max: number) => {
    if (String(form[field]).trim().length > max)
      problems[field] = { key: 'dashboard.validation.tooLong', values: { max } };
  };
  for (const field of ['title', 'titleAr'] as const) {
    if (!form[field].trim()) problems[field] = { key: 'dashboard.validation.required' };
    else tooLong(field, LIMITS.title);
  }
  tooLong('description', LIMITS.description);
  tooLong('descriptionAr', LIMITS.description);
  SHORT.forEach((f) => tooLong(f, LIMITS.shortText));
  LONG.forEach((f) => tooLong(f, LIMITS.longText));
  if (!(CATEGORY_KEYS as readonly string[]).includes(form.category))
    problems.category = { key: 'dashboard.validation.category' };
  if (form.year.trim()) {
    const year = Number(form.year.trim());
    const max = latestYear(now);
    if (!/^\d+$/.test(form.year.trim()) || year < LIMITS.minYear || year > max) {
      problems.year = { key: 'dashboard.validation.year', values: { min: LIMITS.minYear, max } };
    }
  }
  if (parsePrice(form.price) === 'invalid')
    problems.price = { key: 'dashboard.validation.price', values: { max: LIMITS.maxPrice } };
  const tags = splitTags(form.tags);
  if (tags.length > LIMITS.tags)
    problems.tags = { key: 'dashboard.validation.tooManyTags', values: { max: LIMITS.tags } };
  else if (tags.some((t) => t.length > LIMITS.tag))
    problems.tags = { key: 'dashboard.validation.tagTooLong', values: { max: LIMITS.tag } };
  if (form.images.length > LIMITS.images)
    problems.images = { key: 'dashboard.validation.tooManyImages', values: { max: LIMITS.images } };
  if (!form.artistId) problems.artistId = { key: 'dashboard.validation.required' };
  return problems;
}

/** The request body of a valid form (POST /api/artworks; on edit, PATCH takes the same fields). */
export function toArtworkInput(form: ArtworkFormState): ArtworkInput {
  const price = parsePrice(form.price);
  return {
    ...textsOf(form, (text) => text.trim()),
    artistId: form.artistId,
    category: form.category,
    year: form.year.trim() ? Number(form.year.trim()) : null,
    price: price === 'invalid' ? null : price,
    availability: form.availability,
    tags: splitTags(form.tags),
    signed: form.signed,
    certificateOfAuthenticity: form.certificateOfAuthenticity,
    images: form.images.map((i) => i.id),
  };
}
