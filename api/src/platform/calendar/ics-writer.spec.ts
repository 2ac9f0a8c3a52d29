/** The iCalendar writer: escaping, UTC times, folding at 75 octets without splitting a character, CRLF lines. */
import { describe, expect, it } from '@jest/globals';
import { escapeText, foldLine, utcDateTime, writeCalendar, type CalendarEntry } from './ics-writer.js';

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

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and turns every line break into \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Riyadh: Diriyah')).toBe('Riyadh: Diriyah');
  });
});

describe('utcDateTime', () => {
  it('writes the basic UTC form with Z and no fraction of a second', () => {
    expect(utcDateTime(new Date('2026-12-01T15:04:05.678Z'))).toBe('20261201T150405Z');
  });
  it('refuses an invalid date', () => {
    expect(() => utcDateTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a continuation starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(160));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 12]);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe('x'.repeat(160));
  });

  it('never splits an Arabic letter (2 octets) or an emoji (4 octets) across lines', () => {
    const text = `SUMMARY;LANGUAGE=ar:${'خط الثلث '.repeat(20)}🎨🎨🎨`;
    const folded = foldLine(text);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(unfold(folded)).toBe(text);
  });
});

describe('writeCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per entry, CRLF lines, UTC times and the language of the texts', () => {
    const text = writeCalendar({
      productId: '-//Example//Marketplace//EN',
      language: 'ar',
      name: 'Workshops, events',
      entries: [
        entry({ location: 'الرياض; حي السفارات', description: 'سطر\nسطر آخر', url: 'https://example.sa/w?a=1,2' }),
        entry({ uid: 'workshop-1-session-2@example.sa', status: 'CANCELLED' }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Example//Marketplace//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Workshops\\, events');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261201T150000Z');
    expect(lines).toContain('DTEND:20261201T180000Z');
    expect(lines).toContain('DTSTAMP:20261120T083005Z');
    expect(lines).toContain('SUMMARY;LANGUAGE=ar:Thuluth calligraphy');
    expect(lines).toContain('LOCATION;LANGUAGE=ar:الرياض\\; حي السفارات');
    expect(lines).toContain('DESCRIPTION;LANGUAGE=ar:سطر\\nسطر آخر');
    expect(lines).toContain('URL:https://example.sa/w?a=1,2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('leaves LANGUAGE out when none is given, and refuses an entry that ends before it starts', () => {
    const text = writeCalendar({ productId: 'p', entries: [entry()] });
    expect(text).toContain('\r\nSUMMARY:Thuluth calligraphy\r\n');
    expect(() => writeCalendar({ productId: 'p', entries: [entry({ end: entry().start })] })).toThrow(RangeError);
  });
});
