/**
 * A seller's shipping profile (`shippingProfile-<sellerId>`): saved whole, each field checked and refused by name
 * in both languages; saving the same profile again records nothing.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { CARRIERS, type ShippingEvent, type ShippingProfile } from './shipping.events.js';

export type ShippingProfileState = { sellerId: string; profile: ShippingProfile } | null;
export type ShippingProfileCommand = { type: 'SaveShippingProfile'; sellerId: string; profile: ShippingProfile };

/** Rates up to SAR 100,000 in halalas; handling up to 60 days. */
export const RATE_MAX = 10_000_000;
export const HANDLING_DAYS_MAX = 60;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

function text(field: string, value: unknown, max: number, required: boolean): FieldProblem | null {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s === '') return required ? problem(field, 'isNotEmpty', 'This field is required.', 'هذا الحقل مطلوب.') : null;
  return s.length > max ? problem(field, 'maxLength', `Maximum ${max} characters.`, `الحد الأقصى ${max} حرفًا.`) : null;
}

function whole(field: string, value: unknown, max: number): FieldProblem | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
    ? null
    : problem(field, 'isInt', `A whole number from 0 to ${max}.`, `عدد صحيح من 0 إلى ${max}.`);
}

export function checkProfile(p: ShippingProfile): FieldProblem[] {
  const problems = [
    text('businessName', p.businessName, 120, true),
    text('contactPerson', p.contactPerson, 120, true),
    text('contactPhone', p.contactPhone, 20, true) ??
      (PHONE.test(p.contactPhone.trim())
        ? null
        : problem('contactPhone', 'isPhone', 'Enter a valid phone number.', 'أدخل رقم هاتف صحيحًا.')),
    text('contactEmail', p.contactEmail, 200, true) ??
      (EMAIL.test(p.contactEmail.trim())
        ? null
        : problem('contactEmail', 'isEmail', 'Enter a valid e-mail address.', 'أدخل بريدًا إلكترونيًا صحيحًا.')),
    whole('domesticRate', p.domesticRate, RATE_MAX),
    whole('internationalRate', p.internationalRate, RATE_MAX),
    Number.isInteger(p.handlingDays) && p.handlingDays >= 1 && p.handlingDays <= HANDLING_DAYS_MAX
      ? null
      : problem(
          'handlingDays',
          'isInt',
          `A whole number of days from 1 to ${HANDLING_DAYS_MAX}.`,
          `عدد صحيح من الأيام بين 1 و${HANDLING_DAYS_MAX}.`,
        ),
    (CARRIERS as readonly string[]).includes(p.defaultCarrier)
      ? null
      : problem('defaultCarrier', 'isIn', `Choose one of: ${CARRIERS.join(', ')}.`, 'اختر شركة شحن من القائمة.'),
    text('notes', p.notes, 1000, false),
  ];
  return problems.filter((x): x is FieldProblem => x !== null);
}

const tidy = (p: ShippingProfile): ShippingProfile => ({
  businessName: p.businessName.trim(),
  contactPerson: p.contactPerson.trim(),
  contactPhone: p.contactPhone.trim(),
  contactEmail: p.contactEmail.trim().toLowerCase(),
  domesticRate: p.domesticRate,
  internationalRate: p.internationalRate,
  handlingDays: p.handlingDays,
  defaultCarrier: p.defaultCarrier,
  notes: p.notes?.trim() || null,
});

export const shippingProfileDecider: Decider<ShippingProfileState, ShippingProfileCommand, ShippingEvent> = {
  category: 'shippingProfile',
  initialState: () => null,
  evolve(state, event) {
    if (event.type !== 'ShippingProfileSaved') return state;
    const { sellerId, ...profile } = event.data;
    return { sellerId, profile };
  },
  decide(command, state) {
    const problems = checkProfile(command.profile);
    if (problems.length > 0) throw validationError(problems);
    const profile = tidy(command.profile);
    if (state && JSON.stringify(state.profile) === JSON.stringify(profile)) return [];
    return [{ type: 'ShippingProfileSaved', data: { sellerId: command.sellerId, ...profile } }];
  },
};
