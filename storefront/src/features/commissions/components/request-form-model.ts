/** The new-request form: its state, what is missing before it is sent, and the body the API takes. */
import type { ArtistOption, ImageRef, RequestForm } from '../api/commissions-api';

/** The request's own texts as the API takes them; the budget as typed (text until it is sent). */
export type RequestDraft = Omit<
  RequestForm,
  'budgetMin' | 'budgetMax' | 'referenceImageIds' | 'invitedArtistIds' | 'language'
> & {
  budgetMin: string;
  budgetMax: string;
  images: ImageRef[];
  /** Chosen in the artist picker: their profile ids go to the API. */
  invited: ArtistOption[];
};

export const emptyDraft: RequestDraft = {
  title: '',
  titleAr: '',
  description: '',
  descriptionAr: '',
  category: '',
  medium: '',
  style: '',
  dimensions: '',
  budgetMin: '',
  budgetMax: '',
  deadline: '',
  images: [],
  visibility: 'public',
  invited: [],
};

const positive = (v: string) => v.trim() !== '' && Number(v) > 0;

/** The fields still missing: a title and a description in at least one language, and every other field. */
export function missingFields(d: RequestDraft): string[] {
  const missing: string[] = [];
  if (!d.title.trim() && !d.titleAr.trim()) missing.push('title', 'titleAr');
  if (!d.description.trim() && !d.descriptionAr.trim()) missing.push('description', 'descriptionAr');
  for (const field of ['category', 'medium', 'style', 'dimensions', 'deadline'] as const)
    if (!d[field].trim()) missing.push(field);
  if (!positive(d.budgetMin)) missing.push('budgetMin');
  if (!positive(d.budgetMax)) missing.push('budgetMax');
  if (d.visibility === 'invited' && d.invited.length === 0) missing.push('invitedArtistIds');
  return missing;
}

export function requestBody(d: RequestDraft, language: 'en' | 'ar'): RequestForm {
  return {
    title: d.title.trim(),
    titleAr: d.titleAr.trim(),
    description: d.description.trim(),
    descriptionAr: d.descriptionAr.trim(),
    category: d.category,
    medium: d.medium.trim(),
    style: d.style.trim(),
    dimensions: d.dimensions.trim(),
    budgetMin: Math.round(Number(d.budgetMin) * 100),
    budgetMax: Math.round(Number(d.budgetMax) * 100),
    deadline: d.deadline,
    referenceImageIds: d.images.map((i) => i.id),
    visibility: d.visibility,
    invitedArtistIds: d.visibility === 'invited' ? d.invited.map((a) => a.id) : [],
    language,
  };
}
