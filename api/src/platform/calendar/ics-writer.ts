/**
 * A small iCalendar (RFC 5545) writer for "Add to calendar" files: one VCALENDAR of VEVENTs, times in UTC, text
 * escaped (section 3.3.11) and every content line folded at 75 octets without splitting a UTF-8 character
 * (section 3.1), lines ended by CRLF. Written here because no iCalendar package is installed.
 */

export interface CalendarEntry {
  /** Globally unique and stable: the same entry downloaded twice replaces itself in the person's calendar. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** When the entry last changed (DTSTAMP); a stored time keeps the file the same for the same facts. */
  stamp: Date;
}

export interface CalendarFile {
  /** The PRODID: who wrote the file, e.g. `-//Example//Marketplace//EN`. */
  productId: string;
  /** The language of the texts (the LANGUAGE parameter of SUMMARY, DESCRIPTION and LOCATION). */
  language?: string;
  /** A display name calendar applications show for the file (X-WR-CALNAME). */
  name?: string;
  entries: CalendarEntry[];
}

const MAX_OCTETS = 75;

/** TEXT value escaping: backslash, semicolon and comma escaped; any line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC DATE-TIME in the basic form `YYYYMMDDTHHMMSSZ`. */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for an iCalendar DATE-TIME');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Folds one content line: no line longer than 75 octets (CRLF excluded), each continuation starting with a
 * space, and never in the middle of a character (code points are kept whole; the octets are their UTF-8 ones).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const property = (name: string, value: string, params: Record<string, string | undefined> = {}) => {
  const paramText = Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, v]) => `;${key}=${v}`)
    .join('');
  return `${name}${paramText}:${value}`;
};

export function writeCalendar(file: CalendarFile): string {
  const lang = { LANGUAGE: file.language };
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', property('PRODID', escapeText(file.productId))];
  lines.push('CALSCALE:GREGORIAN', 'METHOD:PUBLISH');
  if (file.name) lines.push(property('X-WR-CALNAME', escapeText(file.name)));
  for (const entry of file.entries) {
    if (entry.end.getTime() <= entry.start.getTime())
      throw new RangeError(`Calendar entry ${entry.uid} ends before it starts`);
    lines.push(
      'BEGIN:VEVENT',
      property('UID', escapeText(entry.uid)),
      property('DTSTAMP', utcDateTime(entry.stamp)),
      property('DTSTART', utcDateTime(entry.start)),
      property('DTEND', utcDateTime(entry.end)),
      property('SUMMARY', escapeText(entry.summary), lang),
    );
    if (entry.description) lines.push(property('DESCRIPTION', escapeText(entry.description), lang));
    if (entry.location) lines.push(property('LOCATION', escapeText(entry.location), lang));
    // A URI value is not TEXT: it is written as is (RFC 5545 section 3.3.13).
    if (entry.url) lines.push(property('URL', entry.url));
    if (entry.status) lines.push(property('STATUS', entry.status));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** What an "Add to calendar" answer carries: the iCalendar media type and a download under `filename`. */
export const calendarHeaders = (filename: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
  'Cache-Control': 'public, max-age=300',
});
