/**
 * A workshop's sessions: the times the organiser entered (one or more `{ startsAt, endsAt }`), which the page,
 * the calendar file, the reminder and the certificate read instead of guessing from the free-text duration.
 * The rules: each session ends after it starts, sessions come in order without overlapping, and the first one
 * starts at the workshop's `startDate` (so "registration closes when the workshop starts" and "the reminder goes
 * the day before" keep reading `startDate`). Workshops stored before sessions existed are read with the sessions
 * their duration text gives (calendar-times.ts: the plan their calendar file already showed).
 */
import { fieldProblem, type FieldProblem } from '../../platform/errors/domain-errors.js';
import { MAX_SESSIONS, workshopSessions } from './calendar-times.js';
import type { WorkshopSession } from './workshops.events.js';

/** The sessions a start date and a duration text give (for workshops created without sessions). */
export function sessionsFromDuration(startDate: string, duration: string): WorkshopSession[] {
  return workshopSessions(startDate, duration).map((s) => ({
    startsAt: s.start.toISOString(),
    endsAt: s.end.toISOString(),
  }));
}

/** The sessions moved with a new start date, keeping their lengths and the gaps between them. */
export function shiftSessions(sessions: WorkshopSession[], startDate: string): WorkshopSession[] {
  const first = sessions[0];
  const by = first ? Date.parse(startDate) - Date.parse(first.startsAt) : Number.NaN;
  if (Number.isNaN(by)) return sessions;
  const move = (iso: string) => new Date(Date.parse(iso) + by).toISOString();
  return sessions.map((s) => ({ startsAt: move(s.startsAt), endsAt: move(s.endsAt) }));
}

/** When the workshop ends: its last session's end (SPEC lists no end date, so it is derived, never stored);
 * the start date for a workshop without sessions. Sessions are in order, so the last one ends last. */
export const workshopEndDate = (details: { startDate: string; sessions: WorkshopSession[] }): string =>
  details.sessions.at(-1)?.endsAt ?? details.startDate;

/** Upcaster for WorkshopCreated/WorkshopUpdated v1 (no sessions): the sessions their duration text gives. */
export function withSessions(data: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(data.sessions)) return data;
  const startDate = String(data.startDate);
  const sessions = Number.isNaN(Date.parse(startDate))
    ? []
    : sessionsFromDuration(startDate, typeof data.duration === 'string' ? data.duration : '');
  return { ...data, sessions };
}

/** What is wrong with the sessions, each problem naming the session's field (`sessions[<i>].startsAt|endsAt`, as the validation pipe names them). */
export function sessionProblems(startDate: string, sessions: WorkshopSession[]): FieldProblem[] {
  if (sessions.length === 0)
    return [fieldProblem('sessions', 'arrayMinSize', 'Add at least one session.', 'أضف جلسة واحدة على الأقل.')];
  if (sessions.length > MAX_SESSIONS)
    return [
      fieldProblem(
        'sessions',
        'arrayMaxSize',
        `A workshop has at most ${MAX_SESSIONS} sessions.`,
        `للورشة ${MAX_SESSIONS} جلسة على الأكثر.`,
      ),
    ];
  const problems: FieldProblem[] = [];
  let previousEnd = Number.NaN;
  let previousStart = Number.NaN;
  sessions.forEach((s, i) => {
    const start = Date.parse(s.startsAt);
    const end = Date.parse(s.endsAt);
    if (Number.isNaN(start))
      problems.push(
        fieldProblem(`sessions[${i}].startsAt`, 'isDate', 'Enter a valid session start.', 'أدخل بداية جلسة صالحة.'),
      );
    if (Number.isNaN(end))
      problems.push(
        fieldProblem(`sessions[${i}].endsAt`, 'isDate', 'Enter a valid session end.', 'أدخل نهاية جلسة صالحة.'),
      );
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start)
      problems.push(
        fieldProblem(
          `sessions[${i}].endsAt`,
          'endAfterStart',
          'A session must end after it starts.',
          'يجب أن تنتهي الجلسة بعد أن تبدأ.',
        ),
      );
    if (i === 0 && start !== Date.parse(startDate))
      problems.push(
        fieldProblem(
          'sessions[0].startsAt',
          'firstIsStartDate',
          'The first session starts when the workshop starts (its start date).',
          'تبدأ الجلسة الأولى عند بدء الورشة (تاريخ بدئها).',
        ),
      );
    if (start <= previousStart)
      problems.push(
        fieldProblem(
          `sessions[${i}].startsAt`,
          'inOrder',
          'List the sessions in the order they take place.',
          'رتّب الجلسات بحسب موعد انعقادها.',
        ),
      );
    else if (start < previousEnd)
      problems.push(
        fieldProblem(
          `sessions[${i}].startsAt`,
          'noOverlap',
          'A session cannot start before the one before it ends.',
          'لا تبدأ جلسة قبل انتهاء الجلسة التي قبلها.',
        ),
      );
    previousStart = start;
    previousEnd = end;
  });
  return problems;
}
