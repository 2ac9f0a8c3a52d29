import type { ArtworkInput } from '../api/artworks-api';
import type { Artwork, Availability, ImageRef } from '../api/types';
import { CATEGORY_KEYS, LIMITS, latestYear, parsePrice } from './artwork-rules';

/** What the form edits: text as typed, parsed and checked on submit. */
export interface ArtworkFormState {
  artistId: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  medium: string;
  mediumAr: string;
  category: string;
  style: string;
  year: string;
  dimensions: string;
  price: string;
  availability: Availability;
  tags: string;
  provenance: string;
  condition: string;
  frame: string;
  signed: boolean;
  edition: string;
  certificateOfAuthenticity: boolean;
  insurance: string;
  shipping: string;
  images: ImageRef[];
}

export type FormField = keyof ArtworkFormState;

export const emptyForm = (artistId = ''): ArtworkFormState => ({
  artistId, title: '', titleAr: '', description: '', descriptionAr: '', medium: '', mediumAr: '', category: '',
  style: '', year: '', dimensions: '', price: '', availability: 'available', tags: '', provenance: '', condition: '',
  frame: '', signed: false, edition: '', certificateOfAuthenticity: false, insurance: '', shipping: '', images: [],
});

export function formFromArtwork(a: Artwork): ArtworkFormState {
  return {
    artistId: a.artistId, title: a.title ?? '', titleAr: a.titleAr ?? '', description: a.description ?? '',
    descriptionAr: a.descriptionAr ?? '', medium: a.medium ?? '', mediumAr: a.mediumAr ?? '', category: a.category ?? '',
    style: a.style ?? '', year: a.year == null ? '' : String(a.year), dimensions: a.dimensions ?? '',
    price: a.price == null ? '' : String(a.price), availability: a.availability, tags: (a.tags ?? []).join(', '),
    provenance: a.provenance ?? '', condition: a.condition ?? '', frame: a.frame ?? '', signed: Boolean(a.signed),
    edition: a.edition ?? '', certificateOfAuthenticity: Boolean(a.certificateOfAuthenticity), insurance: a.insurance ?? '',
    shipping: a.shipping ?? '', images: a.images ?? [],
  };
}

export const splitTags = (text: string) => text.split(/[,،]/).map((t) => t.trim()).filter(Boolean);

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
    if (String(form[field]).trim().length > max) problems[field] = { key: 'dashboard.validation.tooLong', values: { max } };
  };
  for (const field of ['title', 'titleAr'] as const) {
    if (!form[field].trim()) problems[field] = { key: 'dashboard.validation.required' };
    else tooLong(field, LIMITS.title);
  }
  tooLong('description', LIMITS.description);
  tooLong('descriptionAr', LIMITS.description);
  SHORT.forEach((f) => tooLong(f, LIMITS.shortText));
  LONG.forEach((f) => tooLong(f, LIMITS.longText));
  if (!(CATEGORY_KEYS as readonly string[]).includes(form.category)) problems.category = { key: 'dashboard.validation.category' };
  if (form.year.trim()) {
    const year = Number(form.year.trim());
    const max = latestYear(now);
    if (!/^\d+$/.test(form.year.trim()) || year < LIMITS.minYear || year > max) {
      problems.year = { key: 'dashboard.validation.year', values: { min: LIMITS.minYear, max } };
    }
  }
  if (parsePrice(form.price) === 'invalid') problems.price = { key: 'dashboard.validation.price', values: { max: LIMITS.maxPrice } };
  const tags = splitTags(form.tags);
  if (tags.length > LIMITS.tags) problems.tags = { key: 'dashboard.validation.tooManyTags', values: { max: LIMITS.tags } };
  else if (tags.some((t) => t.length > LIMITS.tag)) problems.tags = { key: 'dashboard.validation.tagTooLong', values: { max: LIMITS.tag } };
  if (form.images.length > LIMITS.images) problems.images = { key: 'dashboard.validation.tooManyImages', values: { max: LIMITS.images } };
  if (!form.artistId) problems.artistId = { key: 'dashboard.validation.required' };
  return problems;
}

/** The request body of a valid form (POST /api/artworks; on edit, PATCH takes the same fields). */
export function toArtworkInput(form: ArtworkFormState): ArtworkInput {
  const price = parsePrice(form.price);
  return {
    artistId: form.artistId,
    title: form.title.trim(), titleAr: form.titleAr.trim(), description: form.description.trim(),
    descriptionAr: form.descriptionAr.trim(), medium: form.medium.trim(), mediumAr: form.mediumAr.trim(),
    category: form.category, style: form.style.trim(), year: form.year.trim() ? Number(form.year.trim()) : null,
    dimensions: form.dimensions.trim(), price: price === 'invalid' ? null : price, availability: form.availability,
    tags: splitTags(form.tags), provenance: form.provenance.trim(), condition: form.condition.trim(),
    frame: form.frame.trim(), signed: form.signed, edition: form.edition.trim(),
    certificateOfAuthenticity: form.certificateOfAuthenticity, insurance: form.insurance.trim(),
    shipping: form.shipping.trim(), images: form.images.map((i) => i.id),
  };
}
