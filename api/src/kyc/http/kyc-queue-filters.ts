/** The reviewers' queue filters that are not equalities, read from react-admin's `filter` JSON. */
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import type { QueueFilters } from '../application/kyc-queries.js';

/** `minWaitingDays` and `expiringSoon` are not equalities: taken out of ra's `filter` before the rest is parsed. */
export function splitQueueFilters(text: string | undefined): QueueFilters & { filter: string | undefined } {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    return { minWaitingDays: null, expiringSoon: false, filter: text };
  }
  if (!parsed || typeof parsed !== 'object') return { minWaitingDays: null, expiringSoon: false, filter: text };
  const { minWaitingDays, expiringSoon, ...rest } = parsed as { minWaitingDays?: unknown; expiringSoon?: unknown };
  return {
    minWaitingDays: waitingDays(minWaitingDays),
    expiringSoon: expiring(expiringSoon),
    filter: JSON.stringify(rest),
  };
}

function waitingDays(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 3650)
    throw validationError([
      fieldProblem(
        'filter.minWaitingDays',
        'isInt',
        'A whole number of days from 0 to 3650.',
        'عدد صحيح من الأيام بين 0 و3650.',
      ),
    ]);
  return days;
}

function expiring(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw validationError([
    fieldProblem('filter.expiringSoon', 'isBoolean', 'true or false.', 'صحيح أو خطأ (true أو false).'),
  ]);
}
