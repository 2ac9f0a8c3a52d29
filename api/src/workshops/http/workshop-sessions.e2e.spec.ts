/**
 * A workshop's sessions over HTTP (PostgreSQL server): entered on create and PATCH, answered by the workshop's
 * GET, one VEVENT each in the calendar file, moved with a new start date; each bad session answers 400 naming
 * its field in English and Arabic and appends nothing.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { streamTypesIn } from '../../testing/appended-events.js';

const stack = stackPerFile({ storage: 'pg' });
let organiser: TestBrowser;
const arabic = /[\u0600-\u06FF]/;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = new Date(Date.now() + 30 * DAY);
START.setUTCHours(15, 0, 0, 0);
const at = (plusHours: number) => new Date(START.getTime() + plusHours * HOUR).toISOString();
const session = (from: number, to: number) => ({ startsAt: at(from), endsAt: at(to) });
const SESSIONS = [session(0, 3), session(24, 27), session(48, 50)];

const workshopBody = (over: Record<string, unknown> = {}) => ({
  title: 'Najdi doors, three evenings',
  titleAr: 'الأبواب النجدية في ثلاث أمسيات',
  category: 'painting',
  skillLevel: 'beginner',
  startDate: at(0),
  duration: '3 evenings',
  sessions: SESSIONS,
  maxParticipants: 10,
  locationType: 'in_person',
  ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 0 }],
  paymentMethods: [{ id: 'm1', paymentProvider: 'bank_transfer' }],
  ...over,
});

beforeAll(async () => {
  organiser = await stack().signIn('organiser@example.sa');
});

describe('a workshop’s sessions', () => {
  it('are kept as entered (an offset time read as the same instant) and give one VEVENT each', async () => {
    const riyadh = SESSIONS.map((s) => ({
      startsAt: new Date(Date.parse(s.startsAt) + 3 * HOUR).toISOString().replace('Z', '+03:00'),
      endsAt: s.endsAt,
    }));
    const created = await stack().call(organiser, 'POST', '/api/workshops', workshopBody({ sessions: riyadh }));
    expect(created.status).toBe(201);
    expect(created.body.sessions).toEqual(SESSIONS);
    const id = created.body.id as string;
    expect((await stack().call(organiser, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);
    expect((await stack().call(null, 'GET', `/api/workshops/${id}`)).body.sessions).toEqual(SESSIONS);
    const ics = (await stack().call(null, 'GET', `/api/workshops/${id}/calendar.ics`)).body as string;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('(session 3/3)');
  });

  it('come from the duration when left out, and move with a new start date', async () => {
    const created = await stack().call(
      organiser,
      'POST',
      '/api/workshops',
      workshopBody({ sessions: undefined, duration: '90 minutes' }),
    );
    expect(created.body.sessions).toEqual([session(0, 1.5)]);
    const id = created.body.id as string;
    const set = await stack().call(organiser, 'PATCH', `/api/workshops/${id}`, { sessions: SESSIONS });
    expect(set.body.sessions).toEqual(SESSIONS);
    const moved = await stack().call(organiser, 'PATCH', `/api/workshops/${id}`, { startDate: at(24) });
    expect(moved.status).toBe(200);
    expect(moved.body.sessions).toEqual([session(24, 27), session(48, 51), session(72, 74)]);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['a start that is not a time', { sessions: [{ startsAt: 'tomorrow', endsAt: at(3) }] }, 'sessions[0].startsAt'],
    ['an end that is not a time', { sessions: [{ startsAt: at(0), endsAt: '' }] }, 'sessions[0].endsAt'],
    ['no sessions', { sessions: [] }, 'sessions'],
    ['an end before the start', { sessions: [session(0, 3), session(27, 24)] }, 'sessions[1].endsAt'],
    ['sessions out of order', { sessions: [session(0, 3), session(48, 50), session(24, 27)] }, 'sessions[2].startsAt'],
    ['overlapping sessions', { sessions: [session(0, 3), session(2, 4)] }, 'sessions[1].startsAt'],
    ['a first session away from the start date', { sessions: [session(1, 3)] }, 'sessions[0].startsAt'],
  ];
  it.each(bad)('refuses %s on create and on PATCH, naming the field in both languages', async (_name, over, field) => {
    const refused = await stack().call(organiser, 'POST', '/api/workshops', workshopBody(over));
    expect(refused.status).toBe(400);
    const problem = refused.body.details.find((d: { field: string }) => d.field === field);
    expect(problem).toBeDefined();
    expect(problem.messageAr).toMatch(arabic);
    const created = await stack().call(organiser, 'POST', '/api/workshops', workshopBody());
    const id = created.body.id as string;
    const patched = await stack().call(organiser, 'PATCH', `/api/workshops/${id}`, over);
    expect(patched.status).toBe(400);
    expect(patched.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await streamTypesIn(stack(), `workshop-${id}`)).toEqual(['WorkshopCreated']);
  });
});
