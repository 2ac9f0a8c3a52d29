/** The "Add to calendar" files: what each entry carries, in UTC, escaped and folded as RFC 5545 asks. */
import { describe, expect, it } from '@jest/globals';
import { writeCalendar, type CalendarEntry } from './ics-writer.js';

const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

const entry = (over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: 'workshop-1-session-1@example.sa',
  start: new Date('2026-12-01T15:00:00.000Z'),
  end: new Date('2026-12-01T18:00:00.000Z'),
  summary: 'Thuluth calligraphy',
  stamp: new Date('2026-11-20T08:30:05.123Z'),
  ...over,
});

describe('writeCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per entry, CRLF lines, UTC times and escaped texts', () => {
    const text = writeCalendar({
      productId: '//Example//Marketplace//EN',
      name: 'Workshops, events',
      entries: [
        entry({
          location: 'الرياض; حي السفارات',
          description: 'سطر\nسطر آخر',
          url: 'https://example.sa/workshops?lang=ar#workshop-1',
        }),
        entry({ uid: 'workshop-1-session-2@example.sa', status: 'CANCELLED' }),
      ],
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('PRODID:-//Example//Marketplace//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.some((l) => l.startsWith('X-WR-CALNAME:Workshops'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:workshop-1-session-2@example.sa');
    expect(lines).toContain('DTSTART:20261201T150000Z');
    expect(lines).toContain('DTEND:20261201T180000Z');
    expect(lines).toContain('DTSTAMP:20261120T083005Z');
    expect(lines).toContain('SUMMARY:Thuluth calligraphy');
    expect(lines).toContain('LOCATION:الرياض\\; حي السفارات');
    expect(lines).toContain('DESCRIPTION:سطر\\nسطر آخر');
    expect(lines.find((l) => l.startsWith('URL'))).toMatch(/:https:\/\/example\.sa\/workshops\?lang=ar#workshop-1$/);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });

  it('folds long lines at 75 octets without splitting an Arabic letter or an emoji', () => {
    const summary = `${'خط الثلث '.repeat(20)}🎨🎨🎨`;
    const text = writeCalendar({ productId: '//Example//Marketplace//EN', entries: [entry({ summary })] });
    for (const line of text.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(unfold(text)).toContain(`\r\nSUMMARY:${summary}\r\n`);
  });

  it('is the same file for the same facts, and refuses an entry that does not end after it starts', () => {
    const file = { productId: '//Example//Marketplace//EN', entries: [entry()] };
    expect(writeCalendar(file)).toBe(writeCalendar(file));
    expect(() => writeCalendar({ ...file, entries: [entry({ end: entry().start })] })).toThrow(RangeError);
  });
});
