import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { PlaceBid, ScheduleAuction } from './auction.commands.js';
import { incrementProblems, isAmount, premiumProblems } from './auction.money.js';
import { isInstant, ms } from './auction.time.js';

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});
const amountProblem = (field: string) =>
  problem(field, 'invalid_amount', 'Amounts are positive whole halalas.', 'المبالغ أعداد صحيحة موجبة بالهللة.');
const instantProblem = (field: string) =>
  problem(field, 'invalid_time', 'Times are ISO-8601 instants.', 'الأوقات بصيغة ISO-8601.');
const requiredProblem = (field: string) => problem(field, 'required', 'This field is required.', 'هذا الحقل مطلوب.');

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

function check(problems: FieldProblem[]): void {
  if (problems.length > 0) throw validationError(problems);
}

/** A malformed command is an error (thrown), unlike a well-formed bid the rules refuse (recorded). */
export function checkSchedule(c: ScheduleAuction): void {
  const problems: FieldProblem[] = [];
  for (const field of ['auctionId', 'lotId', 'sellerId', 'scheduledBy'] as const)
    if (!filled(c[field])) problems.push(requiredProblem(field));
  if (!isAmount(c.startingBid)) problems.push(amountProblem('startingBid'));
  if (c.reserve !== null && !isAmount(c.reserve)) problems.push(amountProblem('reserve'));
  problems.push(...incrementProblems(c.increments), ...premiumProblems(c.premiumTiers));
  if (!isInstant(c.startsAt)) problems.push(instantProblem('startsAt'));
  if (!isInstant(c.endsAt)) problems.push(instantProblem('endsAt'));
  else if (isInstant(c.startsAt) && ms(c.endsAt) <= ms(c.startsAt)) {
    problems.push(
      problem('endsAt', 'ends_before_start', 'The end must come after the start.', 'يجب أن يكون الانتهاء بعد البداية.'),
    );
  }
  const soft = c.softCloseMinutes;
  if (soft !== undefined && !(Number.isInteger(soft) && soft >= 0 && soft <= 60)) {
    problems.push(
      problem(
        'softCloseMinutes',
        'invalid_soft_close',
        'Soft close is 0 to 60 whole minutes.',
        'الإغلاق المرن من 0 إلى 60 دقيقة.',
      ),
    );
  }
  check(problems);
}

export function checkBid(c: PlaceBid): void {
  const problems: FieldProblem[] = [];
  if (!filled(c.bidderId)) problems.push(requiredProblem('bidderId'));
  if (!isAmount(c.amount)) problems.push(amountProblem('amount'));
  if (c.maxAmount !== undefined) {
    if (!isAmount(c.maxAmount)) problems.push(amountProblem('maxAmount'));
    else if (isAmount(c.amount) && c.maxAmount < c.amount) {
      problems.push(
        problem(
          'maxAmount',
          'maximum_below_amount',
          'Your maximum cannot be below your bid.',
          'لا يمكن أن يقل الحد الأقصى عن مبلغ مزايدتك.',
        ),
      );
    }
  }
  if (!isInstant(c.at)) problems.push(instantProblem('at'));
  if (c.requestKey !== undefined && !/^[\x21-\x7E]{1,200}$/.test(c.requestKey)) {
    problems.push(
      problem(
        'Idempotency-Key',
        'invalid',
        'The Idempotency-Key header is 1 to 200 visible ASCII characters.',
        'ترويسة Idempotency-Key من 1 إلى 200 حرف ASCII ظاهر.',
      ),
    );
  }
  check(problems);
}

export function checkReason(reason: string, at: string): void {
  const problems: FieldProblem[] = [];
  if (!filled(reason)) problems.push(requiredProblem('reason'));
  if (!isInstant(at)) problems.push(instantProblem('at'));
  check(problems);
}

export function checkInstant(at: string): void {
  if (!isInstant(at)) check([instantProblem('at')]);
}
