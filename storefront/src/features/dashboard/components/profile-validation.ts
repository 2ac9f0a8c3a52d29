import type { ProfileFields } from '../api/dashboard-writes';

/**
 * The server's bounds for PATCH /api/profile (api/src/identity/http/update-profile.dto.ts), checked before
 * sending so the user hears at once; the server checks again. Answers a translation key (and its values) per bad field.
 */
const maxLength: Record<keyof ProfileFields, number> = {
  firstName: 80,
  lastName: 80,
  phone: 20,
  location: 120,
  bio: 2000,
};
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export interface Problem {
  key: string;
  values?: Record<string, number>;
}

export function validateProfile(fields: ProfileFields): Partial<Record<keyof ProfileFields, Problem>> {
  const problems: Partial<Record<keyof ProfileFields, Problem>> = {};
  for (const [name, max] of Object.entries(maxLength) as [keyof ProfileFields, number][]) {
    if (fields[name].trim().length > max) problems[name] = { key: 'dashboard.validation.tooLong', values: { max } };
  }
  if (fields.phone.trim() && !problems.phone && !PHONE.test(fields.phone.trim()))
    problems.phone = { key: 'dashboard.validation.phone' };
  return problems;
}
