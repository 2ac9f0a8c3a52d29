/**
 * When a workshop or an event takes place. A workshop entered without sessions (and every workshop stored before
 * sessions existed) gets the sessions its duration text gives (workshop-sessions.ts); its duration is the organiser's free text
 * (SPEC: "Duration"), read as: minutes or hours — one session of that length; N days — one session a day at the
 * start time; N weeks — one session a week at the start time. A day's session is taken as DAY_SESSION_HOURS long,
 * a weekly one WEEK_SESSION_HOURS; a duration that says nothing readable gives one session of DEFAULT_HOURS.
 * English and Arabic units and digits are understood. An event runs from its start to its end date, or
 * DEFAULT_HOURS when it has none (or an end before its start).
 */

export interface TimeSpan {
  start: Date;
  end: Date;
}

export interface Session extends TimeSpan {
  /** 1-based, stable for the same start and duration (part of the session's calendar UID). */
  number: number;
}

export const DEFAULT_HOURS = 2;
export const DAY_SESSION_HOURS = 6;
export const WEEK_SESSION_HOURS = 2;
/** No calendar file lists more sessions than this, whatever the text says. */
export const MAX_SESSIONS = 52;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day' | 'week';

const UNITS: Array<[RegExp, Unit]> = [
  [/^(minutes?|mins?|دقيقة|دقائق|دقيقتان|دقيقتين)/i, 'minute'],
  [/^(hours?|hrs?|h\b|ساعة|ساعات|ساعتان|ساعتين)/i, 'hour'],
  [/^(days?|يوم|أيام|ايام|يومان|يومين)/i, 'day'],
  [/^(weeks?|أسبوع|اسبوع|أسابيع|اسابيع|أسبوعان|أسبوعين)/i, 'week'],
];

/** Arabic dual forms carry their count in the word ("ساعتان" is two hours). */
const DUAL = /^(دقيقتان|دقيقتين|ساعتان|ساعتين|يومان|يومين|أسبوعان|أسبوعين)$/;

const westernDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/٫/g, '.');

/** The first "amount unit" in the text (`3 hours`, `1.5 hours`, `٣ ساعات`, `يومان`, `a day`), or null. */
export function parseDuration(text: string): { amount: number; unit: Unit } | null {
  const normalised = westernDigits(text).trim();
  const numbered = /(\d+(?:\.\d+)?)\s*-?\s*([^\s\d.,;()]+)/g;
  for (const match of normalised.matchAll(numbered)) {
    const unit = UNITS.find(([pattern]) => pattern.test(match[2]!))?.[1];
    const amount = Number(match[1]);
    if (unit && amount > 0) return { amount, unit };
  }
  for (const word of normalised.split(/[\s,;()]+/)) {
    const unit = UNITS.find(([pattern]) => pattern.test(word))?.[1];
    if (unit) return { amount: DUAL.test(word) ? 2 : 1, unit };
  }
  return null;
}

/** The sessions of a workshop starting at `startDate` and lasting `duration` (see the module's notes). */
export function workshopSessions(startDate: string, duration: string): Session[] {
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid workshop start date: ${startDate}`);
  const parsed = parseDuration(duration);
  const single = (ms: number): Session[] => [{ number: 1, start, end: new Date(start.getTime() + ms) }];
  if (!parsed) return single(DEFAULT_HOURS * HOUR);
  if (parsed.unit === 'minute') return single(Math.max(1, Math.round(parsed.amount)) * 60_000);
  if (parsed.unit === 'hour') return single(Math.round(parsed.amount * 60) * 60_000);
  const gap = parsed.unit === 'day' ? DAY : 7 * DAY;
  const length = (parsed.unit === 'day' ? DAY_SESSION_HOURS : WEEK_SESSION_HOURS) * HOUR;
  const count = Math.min(MAX_SESSIONS, Math.max(1, Math.ceil(parsed.amount)));
  return Array.from({ length: count }, (_, i) => {
    const sessionStart = new Date(start.getTime() + i * gap);
    return { number: i + 1, start: sessionStart, end: new Date(sessionStart.getTime() + length) };
  });
}

/** An event's span: its start to its end date, or DEFAULT_HOURS when the end is missing or not after the start. */
export function eventSpan(startDate: string, endDate: string | null): TimeSpan {
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Invalid event start date: ${startDate}`);
  const end = endDate ? new Date(endDate) : null;
  return end && end.getTime() > start.getTime()
    ? { start, end }
    : { start, end: new Date(start.getTime() + DEFAULT_HOURS * HOUR) };
}
