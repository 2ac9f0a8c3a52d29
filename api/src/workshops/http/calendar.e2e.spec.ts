/**
 * "Add to calendar" over HTTP (PostgreSQL server): a published workshop's and an event's .ics files, public, in
 * the requested language, one VEVENT per workshop session with UTC times; drafts and unknown ids are not found.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';

const stack = stackPerFile({ storage: 'pg' });
let organiser: TestBrowser;
const START = new Date(Date.now() + 20 * 86_400_000);
START.setUTCHours(15, 0, 0, 0);
const at = (date: Date, plusHours = 0) =>
  new Date(date.getTime() + plusHours * 3_600_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const values = (lines: string[], name: string) =>
  lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)).map((l) => l.slice(l.indexOf(':') + 1));

const workshopBody = (over: Record<string, unknown> = {}) => ({
  title: 'Sadu weaving, warp and weft',
  titleAr: 'نسيج السدو',
  description: 'Two days at the loom',
  descriptionAr: 'يومان على النول',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: START.toISOString(),
  duration: '2 days',
  maxParticipants: 10,
  locationType: 'in_person',
  location: 'Riyadh',
  locationAr: 'الرياض',
  price: 0,
  instructor: 'Haya',
  ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 0 }],
  paymentMethods: [{ id: 'm1', paymentProvider: 'bank_transfer' }],
  ...over,
});

async function workshop(publish: boolean, over: Record<string, unknown> = {}): Promise<string> {
  const created = await stack().call(organiser, 'POST', '/api/workshops', workshopBody(over));
  expect(created.status).toBe(201);
  if (publish)
    expect((await stack().call(organiser, 'POST', `/api/workshops/${created.body.id}/publish`)).status).toBe(200);
  return created.body.id as string;
}

beforeAll(async () => {
  organiser = await stack().signIn('organiser@example.sa');
});

describe('a workshop’s calendar file', () => {
  it('gives anyone one VEVENT per session, in UTC, with the page’s address and stable UIDs', async () => {
    const id = await workshop(true);
    const res = await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="workshop-${id}.ics"`);
    const text = res.body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const lines = unfold(text);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(values(lines, 'DTSTART')).toEqual([at(START), at(START, 24)]);
    expect(values(lines, 'DTEND')).toEqual([at(START, 6), at(START, 30)]);
    expect(values(lines, 'SUMMARY')).toEqual([
      'Sadu weaving\\, warp and weft (session 1/2)',
      'Sadu weaving\\, warp and weft (session 2/2)',
    ]);
    expect(lines).toContain('LOCATION:Riyadh');
    const host = new URL(stack().baseUrl).hostname;
    expect(values(lines, 'UID')).toEqual([`workshop-${id}-session-1@${host}`, `workshop-${id}-session-2@${host}`]);
    expect(values(lines, 'URL')[0]).toBe(`${stack().baseUrl}/workshops?lang=en#workshop-${id}`);
    expect(values(lines, 'STATUS')).toEqual(['CONFIRMED', 'CONFIRMED']);
    const again = await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics`);
    expect(again.body).toBe(text);
  });

  it('writes the title and place in Arabic when asked, and one VEVENT for a workshop of hours', async () => {
    const id = await workshop(true, { duration: '3 hours' });
    const res = await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics?lang=ar`);
    expect(res.status).toBe(200);
    const lines = unfold(res.body as string);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:نسيج السدو');
    expect(lines).toContain('LOCATION:الرياض');
    expect(values(lines, 'DTSTART')).toEqual([at(START)]);
    expect(values(lines, 'DTEND')).toEqual([at(START, 3)]);
    expect(values(lines, 'URL')[0]).toBe(`${stack().baseUrl}/workshops?lang=ar#workshop-${id}`);
  });

  it('is not found for a draft (even for its organiser) or an unknown id, and refuses another language', async () => {
    const draft = await workshop(false);
    expect((await stack().call(null, 'GET', `/api/workshops/${draft}/calendar.ics`)).status).toBe(404);
    expect((await stack().call(organiser, 'GET', `/api/workshops/${draft}/calendar.ics`)).status).toBe(404);
    expect((await stack().call(null, 'GET', '/api/workshops/no-such-workshop/calendar.ics')).status).toBe(404);
    const id = await workshop(true);
    const bad = await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['lang']);
  });

  it('marks every session CANCELLED once the workshop is cancelled, under the same UIDs', async () => {
    const id = await workshop(true);
    expect((await stack().call(organiser, 'POST', `/api/workshops/${id}/cancel`)).status).toBe(200);
    const lines = unfold((await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics`)).body as string);
    expect(values(lines, 'STATUS')).toEqual(['CANCELLED', 'CANCELLED']);
  });
});

describe('an event’s calendar file', () => {
  it('gives anyone the event from its start to its end, in the language asked; unknown ids are not found', async () => {
    const end = new Date(START.getTime() + 3 * 86_400_000 + 5 * 3_600_000);
    const created = await stack().call(organiser, 'POST', '/api/events', {
      title: 'Najdi doors talk',
      titleAr: 'حديث الأبواب النجدية',
      category: 'talk',
      startDate: START.toISOString(),
      endDate: end.toISOString(),
      venue: 'Diriyah',
      venueAr: 'الدرعية',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const res = await stack().call(null, 'GET', `/api/events/${id}/calendar.ics?lang=ar`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${id}.ics"`);
    const lines = unfold(res.body as string);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(values(lines, 'DTSTART')).toEqual([at(START)]);
    expect(values(lines, 'DTEND')).toEqual([at(end)]);
    expect(lines).toContain('SUMMARY:حديث الأبواب النجدية');
    expect(lines).toContain('LOCATION:الدرعية');
    expect(values(lines, 'UID')).toEqual([`event-${id}@${new URL(stack().baseUrl).hostname}`]);
    const english = unfold((await stack().call(null, 'GET', `/api/events/${id}/calendar.ics`)).body as string);
    expect(english).toContain('SUMMARY:Najdi doors talk');
    expect(values(english, 'URL')).toEqual([`${stack().baseUrl}/events?lang=en#event-${id}`]);
    expect((await stack().call(null, 'GET', '/api/events/no-such-event/calendar.ics')).status).toBe(404);
  });
});
