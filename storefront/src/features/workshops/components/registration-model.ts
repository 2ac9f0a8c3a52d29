/** The registration dialog's rules, pure (SPEC sections 2, 8 and 9). */
import type { RegistrationField, TicketTier } from '../api/workshops-api';

export const STEPS = 4;
export const LOGIN_REDIRECT_MS = 500;

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const progressOf = (step: number) => (step / STEPS) * 100;

export function earlyBird(tier: TicketTier, now = new Date()): boolean {
  return !!tier.earlyBirdEndDate && new Date(tier.earlyBirdEndDate).getTime() > now.getTime();
}

export const soldOut = (tier: TicketTier) =>
  tier.maxQuantity !== null && tier.maxQuantity !== undefined && (tier.currentSold ?? 0) >= tier.maxQuantity;

/** A seat of this tier is held for the reader (offered from its waiting list) until the offer's deadline. */
export const heldForMe = (tier: TicketTier, now = new Date()) =>
  !!tier.offerExpiresAt && new Date(tier.offerExpiresAt).getTime() > now.getTime();

/** SPEC section 9: discount = price × discountPercentage (default 0) / 100 while the early bird runs, per seat;
 * `price` is one seat's, `discount` and `total` are for all `quantity` seats (as the server computes them). */
export function amountsOf(tier: TicketTier | undefined, now = new Date(), quantity = 1) {
  const price = tier ? Number(tier.price) || 0 : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  const perSeat = tier && earlyBird(tier, now) ? round((price * (tier.discountPercentage ?? 0)) / 100) : 0;
  const discount = round(perSeat * quantity);
  return { price, discount, total: round(price * quantity - discount) };
}

/** The seats a person may choose in one registration: 1 to the workshop's seats per person. */
export const seatChoices = (maxSeatsPerPerson: number | undefined) =>
  Array.from({ length: Math.max(1, maxSeatsPerPerson ?? 1) }, (_, i) => i + 1);

/** Next is enabled when the step's gate holds (SPEC section 8). */
export function canProceed(
  step: number,
  state: { tierId: string | null; personal: PersonalInfo; paymentMethod: string | null },
): boolean {
  if (step === 1) return state.tierId !== null;
  if (step === 2)
    return !!(state.personal.firstName.trim() && state.personal.lastName.trim() && state.personal.email.trim());
  if (step === 3) return state.paymentMethod !== null;
  return false;
}

/** Required dynamic fields left blank (the server names them too). */
/** The answer given to a field ("" when none; a field named like an object property reads no inherited value). */
export const answerOf = (answers: Record<string, string>, fieldName: string): string =>
  Object.hasOwn(answers, fieldName) ? (answers[fieldName] ?? '') : '';

export const missingFields = (fields: RegistrationField[], answers: Record<string, string>) =>
  fields.filter((f) => f.isRequired && !answerOf(answers, f.fieldName).trim()).map((f) => f.fieldName);
