/** The view counts' stream: a flush appends what it counted; nonsense counts and days are refused by name. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { artworkViewsDecider } from './artwork-views.decider.js';

const at = '2026-03-01T10:00:00Z';
const counted = { type: 'ArtworkViewsCounted' as const, data: { artworkId: 'a-1', day: '2026-03-01', count: 3, at } };

const spec = specFor(artworkViewsDecider);

describe('counting artwork views', () => {
  it('records a flush as one event, after earlier ones', () => {
    spec([]).when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-01', count: 3, at }).then([counted]);
    spec([counted])
      .when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-02', count: 1, at })
      .then([{ type: 'ArtworkViewsCounted', data: { artworkId: 'a-1', day: '2026-03-02', count: 1, at } }]);
  });
  it("records the flush's viewers by city and language beside the count, and refuses counts that do not fit", () => {
    const audience = { 'city:Jeddah': 2, 'city:unknown': 1, 'lang:unknown': 3 };
    spec([])
      .when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-01', count: 3, audience, at })
      .then([
        counted,
        { type: 'ArtworkAudienceCounted', data: { artworkId: 'a-1', day: '2026-03-01', counts: audience, at } },
      ]);
    const refused: Array<Record<string, number>> = [{ 'city:Jeddah': 4 }, { 'city:Jeddah': 0 }, { viewer: 1 }];
    for (const bad of refused)
      spec([])
        .when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-01', count: 3, audience: bad, at })
        .thenError('validation_failed', 'audience');
  });
  it('refuses a count that is not a positive whole number and a day that is not a date', () => {
    spec([])
      .when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-01', count: 0, at })
      .thenError('validation_failed', 'count');
    spec([])
      .when({ type: 'CountViews', artworkId: 'a-1', day: '2026-03-01', count: 1.5, at })
      .thenError('validation_failed', 'count');
    spec([])
      .when({ type: 'CountViews', artworkId: 'a-1', day: 'today', count: 1, at })
      .thenError('validation_failed', 'day');
  });
});
