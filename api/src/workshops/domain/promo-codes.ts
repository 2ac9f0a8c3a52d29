/**
 * A workshop's promo codes, kept on the workshop's own stream beside the seats: a code's use is appended with the
 * seat it pays for, so the revision check that stops an oversell also stops a one-use code being used twice.
 * A seat released (payment failed, hold expired, cancelled) gives its use back: a code is spent by seats held.
 */
import { fieldProblem, forbidden, illegalState, validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { PromoCodeEvent, PromoTerms, TicketTier, WorkshopDetails } from './workshops.events.js';

export interface PromoCode extends PromoTerms {
  active: boolean;
  /** The registrations whose seat holds a use of the code. */
  usedBy: string[];
}

export interface Actor {
  actorId: string;
  isAdmin: boolean;
}

export type PromoCodeCommand =
  | ({ type: 'CreatePromoCode'; terms: PromoTerms; now: Date } & Actor)
  | ({ type: 'DeactivatePromoCode'; code: string } & Actor);

/** What the promo codes read of a workshop's state (the workshop decider's, once the workshop exists). */
export interface Open {
  status: string;
  workshopId: string;
  organiserId: string;
  details: WorkshopDetails;
  promoCodes: Record<string, PromoCode>;
}

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,20}$/;
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const promoProblem = (code: string, message: string, messageAr: string): FieldProblem => ({
  field: 'promoCode',
  code,
  message,
  messageAr,
});

/**
 * Why `given` cannot be used for a seat of `tierId` now (a 400 naming `promoCode`), or the code when it can.
 * Shared by the seat's decision and the price check the registration dialog asks for before paying.
 */
export function usableCode(
  codes: Record<string, PromoCode>,
  given: string,
  tierId: string,
  now: Date,
): { code: PromoCode } | { problem: FieldProblem } {
  const code = codes[normaliseCode(given)];
  if (!code || !code.active)
    return { problem: promoProblem('unknown_code', 'This promo code is not valid.', 'رمز الخصم هذا غير صالح.') };
  if (code.validUntil !== null && new Date(code.validUntil).getTime() <= now.getTime())
    return { problem: promoProblem('expired', 'This promo code has expired.', 'انتهت صلاحية رمز الخصم هذا.') };
  if (code.maxUses !== null && code.usedBy.length >= code.maxUses)
    return { problem: promoProblem('used_up', 'This promo code has been used up.', 'استُنفد رمز الخصم هذا.') };
  if (code.tierIds.length > 0 && !code.tierIds.includes(tierId))
    return {
      problem: promoProblem(
        'not_applicable',
        'This promo code does not apply to this ticket.',
        'لا ينطبق رمز الخصم هذا على هذه التذكرة.',
      ),
    };
  return { code };
}

function checkTerms(terms: PromoTerms, state: Open, now: Date): void {
  const problems: FieldProblem[] = [];
  const add = (field: string, code: string, message: string, messageAr: string) =>
    problems.push({ field, code, message, messageAr });
  if (!PROMO_CODE_PATTERN.test(terms.code))
    add('code', 'matches', 'Use 3–20 letters, digits or hyphens.', 'استخدم من 3 إلى 20 حرفًا أو رقمًا أو شرطة.');
  else if (state.promoCodes[normaliseCode(terms.code)])
    add('code', 'unique', 'This workshop already has this code.', 'لهذه الورشة هذا الرمز بالفعل.');
  if (terms.kind === 'percentage' && !(terms.amount >= 1 && terms.amount <= 100))
    add('amount', 'range', 'A percentage is between 1 and 100.', 'النسبة بين 1 و100.');
  if (terms.kind === 'fixed' && !(terms.amount > 0))
    add('amount', 'min', 'The amount off must be more than zero.', 'يجب أن يكون مبلغ الخصم أكبر من صفر.');
  const tiers = new Set(state.details.ticketTiers.map((t: TicketTier) => t.id));
  if (terms.tierIds.some((id) => !tiers.has(id)))
    add('tierIds', 'unknown_tier', 'Choose this workshop’s tickets.', 'اختر من تذاكر هذه الورشة.');
  if (terms.validUntil !== null && new Date(terms.validUntil).getTime() <= now.getTime())
    add('validUntil', 'future', 'Choose a date in the future.', 'اختر تاريخًا في المستقبل.');
  if (problems.length > 0) throw validationError(problems);
}

export function decidePromoCodes(command: PromoCodeCommand, state: Open): PromoCodeEvent[] {
  if (!command.isAdmin && command.actorId !== state.organiserId)
    throw forbidden(
      'Only the workshop’s organiser can manage its promo codes.',
      'لا يدير رموز خصم الورشة إلا منظّمها.',
      'not_workshop_organiser',
    );
  const workshopId = state.workshopId;
  if (command.type === 'CreatePromoCode') {
    if (state.status === 'cancelled')
      throw illegalState('workshop_cancelled', 'This workshop is cancelled.', 'هذه الورشة ملغاة.');
    checkTerms(command.terms, state, command.now);
    const terms = { ...command.terms, code: normaliseCode(command.terms.code) };
    const at = command.now.toISOString();
    return [{ type: 'PromoCodeCreated', data: { workshopId, actorId: command.actorId, createdAt: at, ...terms } }];
  }
  const code = state.promoCodes[normaliseCode(command.code)];
  if (!code)
    throw validationError([fieldProblem('code', 'unknown_code', 'No such promo code.', 'لا يوجد رمز خصم كهذا.')]);
  if (!code.active) return [];
  return [{ type: 'PromoCodeDeactivated', data: { workshopId, code: code.code, actorId: command.actorId } }];
}

export function evolvePromoCodes<S extends Open>(state: S, event: PromoCodeEvent): S {
  const codes = state.promoCodes;
  switch (event.type) {
    case 'PromoCodeCreated': {
      const { workshopId: _w, actorId: _a, createdAt: _c, ...terms } = event.data;
      return { ...state, promoCodes: { ...codes, [terms.code]: { ...terms, active: true, usedBy: [] } } };
    }
    case 'PromoCodeDeactivated': {
      const code = codes[event.data.code];
      return code ? { ...state, promoCodes: { ...codes, [code.code]: { ...code, active: false } } } : state;
    }
    case 'PromoCodeRedeemed': {
      const code = codes[event.data.code];
      if (!code) return state;
      const usedBy = [...code.usedBy, event.data.registrationId];
      return { ...state, promoCodes: { ...codes, [code.code]: { ...code, usedBy } } };
    }
  }
}

/** A released seat's use goes back to its code. */
export function releaseUse<S extends Open>(state: S, registrationId: string): S {
  const entry = Object.values(state.promoCodes).find((c) => c.usedBy.includes(registrationId));
  if (!entry) return state;
  const usedBy = entry.usedBy.filter((r) => r !== registrationId);
  return { ...state, promoCodes: { ...state.promoCodes, [entry.code]: { ...entry, usedBy } } };
}
