/** A workshop's cancellation policy in both languages (older events upcast without the Arabic one) and its end,
 * derived from its last session. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { EventCatalog } from '../../platform/commands/event-catalog.js';
import { workshopDecider } from './workshop.decider.js';
import { created, details } from './testing/workshop-fixtures.js';
import { workshopEndDate } from './workshop-sessions.js';
import { WORKSHOPS_EVENT_SPECS } from './workshops.event-specs.js';
import { MAX_CANCELLATION_POLICY, type WorkshopDetails } from './workshops.events.js';

const create = (changes: Partial<WorkshopDetails>) =>
  spec([]).when({
    type: 'CreateWorkshop',
    workshopId: 'w',
    organiserId: 'org',
    details: { ...details, ...changes },
  });
const longest = 'س'.repeat(MAX_CANCELLATION_POLICY);
/** The fixture workshop's creation as stored (version 3). */
const stored: Record<string, unknown> & WorkshopDetails & { workshopId: string; organiserId: string } = {
  workshopId: 'w',
  organiserId: 'org',
  ...details,
};

const spec = specFor(workshopDecider);

describe('the cancellation policy in both languages', () => {
  it('records the Arabic policy beside the English one, up to the same length', () => {
    const both = { cancellationPolicy: 'Full refund a week before.', cancellationPolicyAr: longest };
    create(both).then([{ type: 'WorkshopCreated', data: { ...stored, ...both } }]);
  });
  it('refuses an Arabic policy longer than the limit, naming it', () => {
    const error = create({ cancellationPolicyAr: `${longest}س` }).thenError(
      'validation_failed',
      'cancellationPolicyAr',
    );
    expect(error.details.map((d) => d.field)).toEqual(['cancellationPolicyAr']);
  });
  it('refuses an English policy longer than the limit, naming it', () => {
    create({ cancellationPolicy: 'x'.repeat(MAX_CANCELLATION_POLICY + 1) }).thenError(
      'validation_failed',
      'cancellationPolicy',
    );
  });
  it('checks an edit too', () => {
    spec([created])
      .when({
        type: 'UpdateWorkshop',
        actorId: 'org',
        isAdmin: false,
        details: { ...details, cancellationPolicyAr: `${longest}س` },
        now: new Date('2026-03-01T00:00:00Z'),
        holdMs: 60_000,
      })
      .thenError('validation_failed', 'cancellationPolicyAr');
  });
});

describe('workshops stored before the Arabic policy', () => {
  const catalog = new EventCatalog();
  catalog.register(WORKSHOPS_EVENT_SPECS);
  const { cancellationPolicyAr: _ar, ...v2 } = stored;

  it('are read with none given, for creations and edits alike', () => {
    for (const type of ['WorkshopCreated', 'WorkshopUpdated'])
      expect(catalog.upcast(type, 2, v2)).toEqual({ ...v2, cancellationPolicyAr: '' });
  });
  it('get their sessions and the empty Arabic policy from version 1', () => {
    const { sessions: _s, ...v1 } = v2;
    const read = catalog.upcast('WorkshopCreated', 1, { ...v1, duration: '3 hours' });
    expect(read).toMatchObject({ cancellationPolicyAr: '', sessions: [expect.any(Object)] });
  });
  it('keep an Arabic policy already there', () => {
    expect(catalog.upcast('WorkshopUpdated', 3, stored)).toBe(stored);
  });
});

describe('the end date', () => {
  it('is the last session’s end', () => {
    const sessions = [
      { startsAt: '2026-04-01T16:00:00.000Z', endsAt: '2026-04-01T19:00:00.000Z' },
      { startsAt: '2026-04-03T16:00:00.000Z', endsAt: '2026-04-03T18:30:00.000Z' },
    ];
    expect(workshopEndDate({ startDate: sessions[0]!.startsAt, sessions })).toBe('2026-04-03T18:30:00.000Z');
  });
  it('is the start for a workshop without sessions', () => {
    expect(workshopEndDate({ startDate: '2026-04-01T16:00:00.000Z', sessions: [] })).toBe('2026-04-01T16:00:00.000Z');
  });
});
