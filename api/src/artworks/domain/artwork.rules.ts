/** Invariants of an artwork that more than one command checks: field rules, ownership, availability moves. */
import { forbidden, validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { Actor } from './artwork.commands.js';
import type { ArtworkDetails } from './artwork.events.js';
import { type Availability, CATEGORIES, LIMITS } from './artwork.vocabulary.js';

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

const REQUIRED = (field: string) => problem(field, 'required', 'This field is required.', 'هذا الحقل مطلوب.');

/** Checks the fields present in `details` (all of them on create, the changed ones on edit). */
export function detailProblems(details: Partial<ArtworkDetails>, at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['title', 'titleAr'] as const) {
    if (field in details && !details[field]?.trim()) problems.push(REQUIRED(field));
  }
  if (details.category !== undefined && !(details.category in CATEGORIES)) {
    problems.push(
      problem('category', 'invalid', 'Choose one of the listed categories.', 'اختر أحد التصنيفات المدرجة.'),
    );
  }
  if (details.year !== undefined && details.year !== null) {
    const latest = new Date(at).getUTCFullYear() + 1;
    if (!Number.isInteger(details.year) || details.year < LIMITS.minYear || details.year > latest) {
      problems.push(
        problem(
          'year',
          'invalid',
          `Enter a year from ${LIMITS.minYear} to ${latest}.`,
          `أدخل سنة من ${LIMITS.minYear} إلى ${latest}.`,
        ),
      );
    }
  }
  if (details.images !== undefined && details.images.length > LIMITS.images) {
    problems.push(
      problem('images', 'too_many', `At most ${LIMITS.images} images.`, `${LIMITS.images} صورة على الأكثر.`),
    );
  }
  if (details.tags !== undefined && details.tags.length > LIMITS.tags) {
    problems.push(problem('tags', 'too_many', `At most ${LIMITS.tags} tags.`, `${LIMITS.tags} وسمًا على الأكثر.`));
  }
  return problems;
}

export function priceProblems(priceHalalas: number | null, field = 'price'): FieldProblem[] {
  if (priceHalalas === null) return [];
  if (!Number.isInteger(priceHalalas) || priceHalalas < 0 || priceHalalas > LIMITS.maxPriceHalalas) {
    return [
      problem(field, 'invalid', 'Enter a price from 0 to 100,000,000 SAR.', 'أدخل سعرًا من 0 إلى 100,000,000 ريال.'),
    ];
  }
  return [];
}

export function throwIfProblems(problems: FieldProblem[]): void {
  if (problems.length > 0) throw validationError(problems);
}

export const isStaff = (actor: Actor) => actor.roles.includes('admin') || actor.roles.includes('moderator');

/** Owner: the work's artist or its gallery (contract: ids are the accounts' user ids). */
export function assertOwner(
  actor: Actor,
  owners: { artistId: string; galleryId: string | null },
  allowAdmin = false,
): void {
  if (actor.userId === owners.artistId || (owners.galleryId !== null && actor.userId === owners.galleryId)) return;
  if (allowAdmin && actor.roles.includes('admin')) return;
  throw forbidden(
    'Only the artist or gallery of this artwork may do this.',
    'لا يمكن القيام بذلك إلا لفنان هذا العمل أو معرضه.',
    'not_owner',
  );
}

export function assertStaff(actor: Actor): void {
  if (!isStaff(actor))
    throw forbidden('Only a moderator or admin may do this.', 'لا يمكن القيام بذلك إلا لمشرف أو مدير.', 'not_staff');
}

/**
 * Availability moves an owner may make. `sold` is final (only an admin corrects it); a reserved work is
 * released or sold; a work on loan comes back before anything else.
 */
const OWNER_MOVES: Record<Availability, Availability[]> = {
  available: ['reserved', 'sold', 'on_loan'],
  reserved: ['available', 'sold'],
  on_loan: ['available'],
  sold: [],
};

export function canMoveAvailability(from: Availability, to: Availability, actor: Actor): boolean {
  return actor.roles.includes('admin') || OWNER_MOVES[from].includes(to);
}
