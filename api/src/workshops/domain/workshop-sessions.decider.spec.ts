/** A workshop's sessions: the organiser's times checked by the decider, and older workshops upcast from their duration. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { workshopDecider } from './workshop.decider.js';
import { created, details, now } from './testing/workshop-fixtures.js';
import { shiftSessions, withSessions } from './workshop-sessions.js';
import type { WorkshopSession } from './workshops.events.js';

const at = (hour: number, day = 1) => `2026-04-0${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const session = (from: number, to: number, day = 1): WorkshopSession => ({
  startsAt: at(from, day),
  endsAt: at(to, day),
});
const create = (sessions: WorkshopSession[]) =>
  spec([]).when({ type: 'CreateWorkshop', workshopId: 'w', organiserId: 'org', details: { ...details, sessions } });

const spec = specFor(workshopDecider);

describe('a workshop’s sessions', () => {
  it('records sessions that follow each other, the first at the start date', () => {
    const sessions = [session(16, 19), session(16, 19, 2), session(9, 12, 3)];
    create(sessions).then([
      { type: 'WorkshopCreated', data: { workshopId: 'w', organiserId: 'org', ...details, sessions } },
    ]);
  });
  it('refuses a session that ends before it starts, naming its end', () => {
    create([session(16, 19), session(18, 17, 2)]).thenError('validation_failed', 'sessions[1].endsAt');
  });
  it('refuses sessions out of order, naming the later one’s start', () => {
    create([session(16, 19), session(16, 19, 3), session(16, 19, 2)]).thenError(
      'validation_failed',
      'sessions[2].startsAt',
    );
  });
  it('refuses a session that starts before the one before it ends', () => {
    create([session(16, 19), session(18, 20)]).thenError('validation_failed', 'sessions[1].startsAt');
  });
  it('refuses a first session that is not at the start date', () => {
    create([session(17, 19)]).thenError('validation_failed', 'sessions[0].startsAt');
  });
  it('refuses a workshop without sessions', () => {
    create([]).thenError('validation_failed', 'sessions');
  });
  it('checks the sessions an edit sends too', () => {
    spec([created])
      .when({
        type: 'UpdateWorkshop',
        actorId: 'org',
        isAdmin: false,
        details: { ...details, sessions: [session(16, 15)] },
        now,
        holdMs: 60_000,
      })
      .thenError('validation_failed', 'sessions[0].endsAt');
  });
});

describe('workshops stored before sessions', () => {
  it('are read with one session of the duration their text gives', () => {
    const { sessions: _s, ...old } = details;
    expect(withSessions({ ...old, duration: '3 hours' }).sessions).toEqual([session(16, 19)]);
    expect(withSessions({ ...old, duration: '٩٠ دقيقة' }).sessions).toEqual([
      { startsAt: at(16), endsAt: '2026-04-01T17:30:00.000Z' },
    ]);
  });
  it('get the default length when the text says nothing readable', () => {
    const { sessions: _s, ...old } = details;
    expect(withSessions({ ...old, duration: 'an evening' }).sessions).toEqual([session(16, 18)]);
  });
  it('keep sessions already there', () => {
    const sessions = [session(16, 17)];
    expect(withSessions({ ...details, sessions }).sessions).toBe(sessions);
  });
});

describe('moving the start date', () => {
  it('moves every session with it, keeping lengths and gaps', () => {
    expect(shiftSessions([session(16, 19), session(16, 19, 2)], at(10, 3))).toEqual([
      session(10, 13, 3),
      session(10, 13, 4),
    ]);
  });
});
