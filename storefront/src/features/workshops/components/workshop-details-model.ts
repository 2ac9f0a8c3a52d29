/**
 * The workshop details form's fields and their checks, the same rules as the API's CreateWorkshopDto (required
 * titles, lengths, the listed categories, levels and location types, whole participants 1–100,000, a price of at
 * most two decimals up to 1,000,000), so the organiser sees each field's problem as they type; the server's
 * refusal is still shown under the field it names.
 */
import { LOCATION_TYPES, SKILL_LEVELS, WORKSHOP_CATEGORIES } from '@gulf-art/contracts';
import type { Workshop, WorkshopDetailsBody } from '../api/workshops-api';
import { fromRiyadhInput, riyadhInput } from './sessions-section';

export const CATEGORIES = WORKSHOP_CATEGORIES;
export const LEVELS = SKILL_LEVELS;
export { LOCATION_TYPES };

/** The texts a person types, with the most characters the API takes; `required` ones may not be blank. */
export const TEXTS = {
  title: { max: 200, required: true },
  titleAr: { max: 200, required: true },
  description: { max: 5000, multiline: true },
  descriptionAr: { max: 5000, multiline: true },
  location: { max: 300 },
  locationAr: { max: 300 },
  duration: { max: 100 },
  instructor: { max: 200 },
  materials: { max: 2000, multiline: true },
  prerequisites: { max: 2000, multiline: true },
  cancellationPolicy: { max: 2000, multiline: true },
  cancellationPolicyAr: { max: 2000, multiline: true },
  imageUrl: { max: 300 },
} as const satisfies Record<string, { max: number; required?: boolean; multiline?: boolean }>;

export type TextField = keyof typeof TEXTS;

export interface DetailsForm extends Record<TextField, string> {
  category: string;
  skillLevel: string;
  locationType: string;
  /** A `datetime-local` value in Riyadh time. */
  startDate: string;
  maxParticipants: string;
  price: string;
  certificate: boolean;
  featured: boolean;
}

export type DetailsField = keyof DetailsForm;

/** A problem: its translation key and the values the message names. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

export const emptyForm = (): DetailsForm => ({
  title: '',
  titleAr: '',
  description: '',
  descriptionAr: '',
  location: '',
  locationAr: '',
  duration: '',
  instructor: '',
  materials: '',
  prerequisites: '',
  cancellationPolicy: '',
  cancellationPolicyAr: '',
  imageUrl: '',
  category: 'painting',
  skillLevel: 'beginner',
  locationType: 'in_person',
  startDate: '',
  maxParticipants: '',
  price: '0',
  certificate: false,
  featured: false,
});

/** The selected workshop's details as the form shows them. */
export function formOf(w: Workshop): DetailsForm {
  const text = (value: string | null | undefined) => value ?? '';
  const form = emptyForm();
  for (const name of Object.keys(TEXTS) as TextField[]) form[name] = text(w[name]);
  return {
    ...form,
    category: w.category,
    skillLevel: w.skillLevel,
    locationType: w.locationType ?? (w.isOnline ? 'online' : 'in_person'),
    startDate: w.startDate ? riyadhInput(w.startDate) : '',
    maxParticipants: String(w.maxParticipants),
    price: String(w.price ?? 0),
    certificate: !!w.certificate,
    featured: !!w.featured,
  };
}

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function detailsProblems(form: DetailsForm): Partial<Record<DetailsField, Problem>> {
  const problems: Partial<Record<DetailsField, Problem>> = {};
  for (const [name, rule] of Object.entries(TEXTS) as [TextField, { max: number; required?: boolean }][]) {
    const value = form[name].trim();
    if (rule.required && !value) problems[name] = { key: 'workshops.details.required' };
    else if (value.length > rule.max) problems[name] = { key: 'workshops.details.tooLong', values: { max: rule.max } };
  }
  if (!(CATEGORIES as readonly string[]).includes(form.category))
    problems.category = { key: 'workshops.details.choose' };
  if (!(LEVELS as readonly string[]).includes(form.skillLevel))
    problems.skillLevel = { key: 'workshops.details.choose' };
  if (!(LOCATION_TYPES as readonly string[]).includes(form.locationType))
    problems.locationType = { key: 'workshops.details.choose' };
  if (!form.startDate || Number.isNaN(Date.parse(fromRiyadhInput(form.startDate))))
    problems.startDate = { key: 'workshops.details.date' };
  const seats = form.maxParticipants.trim();
  if (!WHOLE.test(seats) || Number(seats) < 1 || Number(seats) > 100_000)
    problems.maxParticipants = { key: 'workshops.details.participants', values: { min: 1, max: 100_000 } };
  const price = form.price.trim();
  if (!AMOUNT.test(price) || Number(price) > 1_000_000)
    problems.price = { key: 'workshops.details.price', values: { max: 1_000_000 } };
  return problems;
}

/** Every field as the API takes it (a blank image is none). */
export function bodyOf(form: DetailsForm): WorkshopDetailsBody {
  const texts = Object.fromEntries((Object.keys(TEXTS) as TextField[]).map((name) => [name, form[name].trim()]));
  return {
    ...(texts as Record<TextField, string>),
    imageUrl: form.imageUrl.trim() || null,
    // The form offers only the listed values (and detailsProblems refuses any other before sending).
    category: form.category as WorkshopDetailsBody['category'],
    skillLevel: form.skillLevel as WorkshopDetailsBody['skillLevel'],
    locationType: form.locationType as WorkshopDetailsBody['locationType'],
    startDate: fromRiyadhInput(form.startDate),
    maxParticipants: Number(form.maxParticipants.trim()),
    price: Number(form.price.trim()),
    currency: 'SAR',
    certificate: form.certificate,
    featured: form.featured,
  };
}

/** A new workshop's body: blank optional texts left out (the server's defaults apply). */
export function createBody(form: DetailsForm): WorkshopDetailsBody {
  const body = bodyOf(form);
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== '' && value !== null),
  ) as WorkshopDetailsBody;
}

/** Only what the organiser changed, so a PATCH leaves every other field (and what others changed) as it is. */
export function changedBody(before: DetailsForm, after: DetailsForm): Partial<WorkshopDetailsBody> {
  const old = bodyOf(before);
  const now = bodyOf(after);
  return Object.fromEntries(
    (Object.keys(now) as (keyof WorkshopDetailsBody)[])
      .filter((name) => now[name] !== old[name])
      .map((name) => [name, now[name]]),
  ) as Partial<WorkshopDetailsBody>;
}
