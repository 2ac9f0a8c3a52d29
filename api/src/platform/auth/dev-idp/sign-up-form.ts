/** Checks the "Sign Up Free" form. Pure: the page shows each message beside its field in the page's language. */
import type { SignUpField } from './idp-pages.js';
import { TEXTS, type Lang } from './idp-texts.js';

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SignUpCheck =
  | { ok: true; input: SignUpInput }
  | { ok: false; values: Partial<Record<SignUpField, string>>; errors: Partial<Record<SignUpField, string>> };

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

export function checkSignUp(body: Record<string, unknown>, lang: Lang): SignUpCheck {
  const t = TEXTS[lang];
  const input: SignUpInput = {
    firstName: text(body, 'firstName').trim(),
    lastName: text(body, 'lastName').trim(),
    email: text(body, 'email').trim(),
    password: text(body, 'password'),
  };
  const errors: Partial<Record<SignUpField, string>> = {};
  for (const name of ['firstName', 'lastName'] as const) {
    if (!input[name]) errors[name] = t.required;
    else if (input[name].length > NAME_MAX) errors[name] = t.tooLong(NAME_MAX);
  }
  if (!input.email) errors.email = t.required;
  else if (input.email.length > EMAIL_MAX) errors.email = t.tooLong(EMAIL_MAX);
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) errors.email = t.invalidEmail;
  if (!input.password) errors.password = t.required;
  else if (input.password.length < PASSWORD_MIN) errors.password = t.shortPassword;
  else if (input.password.length > PASSWORD_MAX) errors.password = t.tooLong(PASSWORD_MAX);
  if (Object.keys(errors).length === 0) return { ok: true, input };
  const { password: _password, ...values } = input;
  return { ok: false, values, errors };
}
