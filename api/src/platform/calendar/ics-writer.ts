/**
 * "Add to calendar" files (iCalendar, RFC 5545): one VCALENDAR of VEVENTs with times in UTC. The format itself
 * (text escaping, folding at 75 octets without splitting a character, CRLF lines) is ical-generator's; this module
 * only says what our entries carry.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

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
  /** The PRODID: who wrote the file, as `//Company//Product//EN`. */
  productId: string;
  /** A display name calendar applications show for the file (X-WR-CALNAME). */
  name?: string;
  entries: CalendarEntry[];
}

const STATUS = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

export function writeCalendar(file: CalendarFile): string {
  const calendar = ical({ prodId: file.productId, method: ICalCalendarMethod.PUBLISH, name: file.name ?? null });
  for (const entry of file.entries) {
    if (!(entry.end.getTime() > entry.start.getTime()))
      throw new RangeError(`Calendar entry ${entry.uid} does not end after it starts`);
    calendar.createEvent({
      id: entry.uid,
      stamp: entry.stamp,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url ?? null,
      status: entry.status ? STATUS[entry.status] : null,
    });
  }
  return calendar.toString();
}

/** What an "Add to calendar" answer carries: the iCalendar media type and a download under `filename`. */
export const calendarHeaders = (filename: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
  'Cache-Control': 'public, max-age=300',
});
