/** A workshop's sessions and an event's span, as calendar files list them. */
import { describe, expect, it } from '@jest/globals';
import { MAX_SESSIONS, eventSpan, parseDuration, workshopSessions } from './calendar-times.js';

const START = '2026-12-01T15:00:00.000Z';
const iso = (sessions: Array<{ start: Date; end: Date }>) =>
  sessions.map((s) => [s.start.toISOString(), s.end.toISOString()]);

describe('parseDuration', () => {
  it.each([
    ['3 hours', { amount: 3, unit: 'hour' }],
    ['1.5 hours', { amount: 1.5, unit: 'hour' }],
    ['90 minutes', { amount: 90, unit: 'minute' }],
    ['2 days', { amount: 2, unit: 'day' }],
    ['4 weeks', { amount: 4, unit: 'week' }],
    ['3-hour session', { amount: 3, unit: 'hour' }],
    ['٣ ساعات', { amount: 3, unit: 'hour' }],
    ['ساعتان', { amount: 2, unit: 'hour' }],
    ['يوم واحد', { amount: 1, unit: 'day' }],
    ['a day', { amount: 1, unit: 'day' }],
  ])('reads %s', (text, expected) => {
    expect(parseDuration(text)).toEqual(expected);
  });

  it('reads nothing from an empty or unreadable text', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('all afternoon')).toBeNull();
  });
});

describe('workshopSessions', () => {
  it('gives one session of the hours or minutes given', () => {
    expect(iso(workshopSessions(START, '3 hours'))).toEqual([[START, '2026-12-01T18:00:00.000Z']]);
    expect(iso(workshopSessions(START, '90 minutes'))).toEqual([[START, '2026-12-01T16:30:00.000Z']]);
  });

  it('gives one session a day for days and one a week for weeks, numbered from 1', () => {
    const days = workshopSessions(START, '2 days');
    expect(days.map((s) => s.number)).toEqual([1, 2]);
    expect(iso(days)).toEqual([
      [START, '2026-12-01T21:00:00.000Z'],
      ['2026-12-02T15:00:00.000Z', '2026-12-02T21:00:00.000Z'],
    ]);
    const weeks = workshopSessions(START, '4 weeks');
    expect(weeks.map((s) => s.start.toISOString())).toEqual([
      START,
      '2026-12-08T15:00:00.000Z',
      '2026-12-15T15:00:00.000Z',
      '2026-12-22T15:00:00.000Z',
    ]);
    expect(weeks[0]!.end.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('falls back to one two-hour session, caps the count, and refuses a bad start date', () => {
    expect(iso(workshopSessions(START, ''))).toEqual([[START, '2026-12-01T17:00:00.000Z']]);
    expect(workshopSessions(START, '400 days')).toHaveLength(MAX_SESSIONS);
    expect(() => workshopSessions('soon', '3 hours')).toThrow(RangeError);
  });
});

describe('eventSpan', () => {
  it('runs from the start to the end date, or two hours without a usable end', () => {
    expect(eventSpan(START, '2026-12-03T20:00:00.000Z').end.toISOString()).toBe('2026-12-03T20:00:00.000Z');
    expect(eventSpan(START, null).end.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(eventSpan(START, '2026-11-30T10:00:00.000Z').end.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });
});
