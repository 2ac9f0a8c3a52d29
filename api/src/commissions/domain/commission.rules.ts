/**
 * The field rules of a commission request and of a bid. A refusal names every field at fault, in English and
 * Arabic, under the spec's own words: "Please fill in all required fields".
 */
import { fieldProblem, requiredField, DomainError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { MILESTONES, VISIBILITIES, type BidTerms, type CommissionDetails } from './commission.events.js';

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const REQUIRED_MESSAGE_AR = 'يرجى ملء جميع الحقول المطلوبة';

export const LIMITS = {
  title: 200,
  description: 5000,
  shortText: 200,
  proposal: 5000,
  message: 4000,
  reason: 500,
  images: 8,
  invited: 50,
  /** One million SAR, in halalas. */
  budget: 100_000_000,
  timelineDays: 365,
} as const;

export const requiredFields = (details: FieldProblem[]) =>
  new DomainError('validation', 'validation_failed', REQUIRED_MESSAGE, REQUIRED_MESSAGE_AR, details);

export const commissionNotFound = () =>
  new DomainError('not_found', 'not_found', 'Commission request not found', 'طلب العمل المخصص غير موجود');

const tooLong = (field: string, max: number) =>
  fieldProblem(field, 'maxLength', `Maximum ${max} characters.`, `الحد الأقصى ${max} حرفًا.`);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isHalalas = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

function text(problems: FieldProblem[], field: string, value: string, max: number, needed: boolean) {
  if (needed && value.trim() === '') problems.push(requiredField(field));
  else if (value.length > max) problems.push(tooLong(field, max));
}

/** A request needs its title and description in at least one language, and every other field filled. */
export function checkDetails(d: CommissionDetails, today: string, categories: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const noTitle = d.title.trim() === '' && d.titleAr.trim() === '';
  const noDescription = d.description.trim() === '' && d.descriptionAr.trim() === '';
  text(problems, 'title', d.title, LIMITS.title, noTitle);
  text(problems, 'titleAr', d.titleAr, LIMITS.title, noTitle);
  text(problems, 'description', d.description, LIMITS.description, noDescription);
  text(problems, 'descriptionAr', d.descriptionAr, LIMITS.description, noDescription);
  if (!categories.includes(d.category))
    problems.push(fieldProblem('category', 'isIn', 'Choose a category.', 'اختر التصنيف.'));
  for (const field of ['medium', 'style', 'dimensions'] as const)
    text(problems, field, d[field], LIMITS.shortText, true);
  if (!isHalalas(d.budgetMin) || d.budgetMin > LIMITS.budget)
    problems.push(fieldProblem('budgetMin', 'min', 'Enter the lowest budget in SAR.', 'أدخل أدنى ميزانية بالريال.'));
  if (!isHalalas(d.budgetMax) || d.budgetMax > LIMITS.budget)
    problems.push(fieldProblem('budgetMax', 'min', 'Enter the highest budget in SAR.', 'أدخل أعلى ميزانية بالريال.'));
  else if (isHalalas(d.budgetMin) && d.budgetMax < d.budgetMin)
    problems.push(
      fieldProblem('budgetMax', 'range', 'The highest budget is below the lowest.', 'أعلى ميزانية أقل من أدناها.'),
    );
  if (!ISO_DATE.test(d.deadline) || Number.isNaN(Date.parse(`${d.deadline}T00:00:00Z`)))
    problems.push(fieldProblem('deadline', 'isDate', 'Enter the deadline as a date.', 'أدخل الموعد النهائي كتاريخ.'));
  else if (d.deadline <= today)
    problems.push(
      fieldProblem('deadline', 'future', 'The deadline must be after today.', 'يجب أن يكون الموعد بعد اليوم.'),
    );
  problems.push(...checkImageCount('referenceImageIds', d.referenceImages.length));
  if (!VISIBILITIES.includes(d.visibility))
    problems.push(fieldProblem('visibility', 'isIn', 'Choose public or invited.', 'اختر عامًا أو بالدعوة.'));
  else if (d.visibility === 'invited' && d.invitedArtistIds.length === 0)
    problems.push(
      fieldProblem('invitedArtistIds', 'arrayNotEmpty', 'Invite at least one artist.', 'ادعُ فنانًا واحدًا على الأقل.'),
    );
  if (d.invitedArtistIds.length > LIMITS.invited)
    problems.push(
      fieldProblem('invitedArtistIds', 'arrayMaxSize', `At most ${LIMITS.invited}.`, `${LIMITS.invited} كحد أقصى.`),
    );
  return problems;
}

export function checkTerms(t: BidTerms): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isHalalas(t.amount) || t.amount > LIMITS.budget)
    problems.push(fieldProblem('amount', 'min', 'Enter your price in SAR.', 'أدخل سعرك بالريال.'));
  if (!Number.isInteger(t.timelineDays) || t.timelineDays < 1 || t.timelineDays > LIMITS.timelineDays)
    problems.push(
      fieldProblem(
        'timelineDays',
        'range',
        `Enter the days you need (1 to ${LIMITS.timelineDays}).`,
        `أدخل عدد الأيام (من 1 إلى ${LIMITS.timelineDays}).`,
      ),
    );
  text(problems, 'proposal', t.proposal, LIMITS.proposal, true);
  problems.push(...checkImageCount('sketchImageIds', t.sketches.length));
  return problems;
}

/** A moderator's reason for hiding or restoring: 3 to 500 characters, as the back-office's reason dialog asks. */
export function checkModerationReason(reason: string): FieldProblem[] {
  const length = reason.trim().length;
  if (length === 0) return [requiredField('reason')];
  if (length < 3) return [fieldProblem('reason', 'minLength', 'At least 3 characters.', '3 أحرف على الأقل.')];
  if (length > LIMITS.reason) return [tooLong('reason', LIMITS.reason)];
  return [];
}

/** A party's own reason (cancelling work in progress, reporting a message): required, at most 500 characters. */
export function checkStatedReason(reason: string): FieldProblem[] {
  if (reason === '') return [fieldProblem('reason', 'isNotEmpty', 'Give the reason.', 'اذكر السبب.')];
  return checkMaxLength('reason', reason, LIMITS.reason);
}

export const checkImageCount = (field: string, count: number): FieldProblem[] =>
  count > LIMITS.images
    ? [fieldProblem(field, 'arrayMaxSize', `At most ${LIMITS.images} images.`, `${LIMITS.images} صور كحد أقصى.`)]
    : [];

export const checkMaxLength = (field: string, value: string, max: number): FieldProblem[] =>
  value.length > max ? [tooLong(field, max)] : [];

export const isMilestone = (value: string): boolean => (MILESTONES as readonly string[]).includes(value);

export function ensure(problems: FieldProblem[]): void {
  if (problems.length > 0) throw requiredFields(problems);
}
