/**
 * "Add to calendar" files for a workshop (one VEVENT per session) and an event, in the requested language, with
 * the page's address and a UID that stays the same for the same workshop session or event, so a second download
 * updates the entry (a cancelled one is marked CANCELLED) rather than adding a copy.
 */
import { writeCalendar, type CalendarEntry } from '../../platform/calendar/ics-writer.js';
import { eventSpan } from '../domain/calendar-times.js';
import type { ArtEventDoc, WorkshopDoc } from '../projections/workshops.projections.js';

export type CalendarLanguage = 'en' | 'ar';

const PRODUCT_ID = '//Gulf Art//Marketplace//EN';

const pick = (lang: CalendarLanguage, en: string, ar: string) => (lang === 'ar' ? ar || en : en || ar);
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;
const describe = (text: string, url: string) => (text ? `${text}\n\n${url}` : url);

const ONLINE = { en: 'Online', ar: 'عبر الإنترنت' } as const;
const SESSION = { en: 'session', ar: 'الجلسة' } as const;

export function workshopCalendar(doc: WorkshopDoc, lang: CalendarLanguage, publicUrl: string): string {
  const url = `${publicUrl}/workshops?lang=${lang}#workshop-${doc.id}`;
  const title = pick(lang, doc.title, doc.titleAr);
  const place = pick(lang, doc.location, doc.locationAr) || (doc.locationType === 'online' ? ONLINE[lang] : '');
  const { sessions } = doc;
  const entries: CalendarEntry[] = sessions.map((s, i) => ({
    uid: `workshop-${doc.id}-session-${i + 1}@${hostOf(publicUrl)}`,
    start: new Date(s.startsAt),
    end: new Date(s.endsAt),
    summary: sessions.length > 1 ? `${title} (${SESSION[lang]} ${i + 1}/${sessions.length})` : title,
    description: describe(pick(lang, doc.description, doc.descriptionAr), url),
    location: place || undefined,
    url,
    status: doc.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    stamp: new Date(doc.updatedAt),
  }));
  return writeCalendar({ productId: PRODUCT_ID, name: title, entries });
}

export function eventCalendar(doc: ArtEventDoc, lang: CalendarLanguage, publicUrl: string): string {
  const url = `${publicUrl}/events?lang=${lang}#event-${doc.id}`;
  const title = pick(lang, doc.title, doc.titleAr);
  const place = pick(lang, doc.venue, doc.venueAr) || (doc.isOnline ? ONLINE[lang] : '');
  const { start, end } = eventSpan(doc.startDate, doc.endDate);
  return writeCalendar({
    productId: PRODUCT_ID,
    name: title,
    entries: [
      {
        uid: `event-${doc.id}@${hostOf(publicUrl)}`,
        start,
        end,
        summary: title,
        description: describe(pick(lang, doc.description, doc.descriptionAr), url),
        location: place || undefined,
        url,
        status: doc.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        stamp: new Date(doc.updatedAt),
      },
    ],
  });
}
