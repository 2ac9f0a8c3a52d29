/**
 * The `artworkViews-<artworkId>` stream: counts of distinct daily viewers, appended by the view counter's flush.
 * Nothing to refuse but a count that is not a positive whole number or a day that is not a day.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import type { ArtworkViewsEvent } from './artwork-views.events.js';

export interface CountViews {
  type: 'CountViews';
  artworkId: string;
  day: string;
  count: number;
  /** The viewers by `city:<name>` and `lang:<code>` (each viewer once under each), when counted. */
  audience?: Record<string, number>;
  at: string;
}

export interface ArtworkViewsState {
  total: number;
}

export const artworkViewsDecider: Decider<ArtworkViewsState, CountViews, ArtworkViewsEvent> = {
  category: 'artworkViews',
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => (event.type === 'ArtworkViewsCounted' ? { total: state.total + event.data.count } : state),
  decide(command) {
    if (!Number.isInteger(command.count) || command.count <= 0)
      throw validationError([
        fieldProblem(
          'count',
          'invalid',
          'A count of views is a positive whole number.',
          'عدد المشاهدات عدد صحيح موجب.',
        ),
      ]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(command.day))
      throw validationError([
        fieldProblem('day', 'invalid', 'The day is a date (YYYY-MM-DD).', 'اليوم تاريخ بالصيغة YYYY-MM-DD.'),
      ]);
    const { artworkId, day, count, at, audience = {} } = command;
    const counts = Object.entries(audience);
    if (counts.some(([key, n]) => !/^(city|lang):./.test(key) || !Number.isInteger(n) || n <= 0 || n > count))
      throw validationError([
        fieldProblem(
          'audience',
          'invalid',
          'An audience count names a city or language and is a whole number up to the views counted.',
          'عدد الجمهور يسمي مدينة أو لغة وهو عدد صحيح لا يتجاوز المشاهدات المحسوبة.',
        ),
      ]);
    const views: ArtworkViewsEvent = { type: 'ArtworkViewsCounted', data: { artworkId, day, count, at } };
    if (counts.length === 0) return [views];
    return [views, { type: 'ArtworkAudienceCounted', data: { artworkId, day, counts: audience, at } }];
  },
};
