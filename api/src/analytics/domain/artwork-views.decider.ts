/**
 * The `artworkViews-<artworkId>` stream: counts of distinct daily viewers, appended by the view counter's flush.
 * Nothing to refuse but a count that is not a positive whole number or a day that is not a day.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import type { ArtworkViewsEvent } from './artwork-views.events.js';

export interface CountViews {
  type: 'CountViews';
  artworkId: string;
  day: string;
  count: number;
  at: string;
}

export interface ArtworkViewsState {
  total: number;
}

export const artworkViewsDecider: Decider<ArtworkViewsState, CountViews, ArtworkViewsEvent> = {
  category: 'artworkViews',
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.count }),
  decide(command) {
    if (!Number.isInteger(command.count) || command.count <= 0)
      throw validationError([
        {
          field: 'count',
          code: 'invalid',
          message: 'A count of views is a positive whole number.',
          messageAr: 'عدد المشاهدات عدد صحيح موجب.',
        },
      ]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(command.day))
      throw validationError([
        {
          field: 'day',
          code: 'invalid',
          message: 'The day is a date (YYYY-MM-DD).',
          messageAr: 'اليوم تاريخ بالصيغة YYYY-MM-DD.',
        },
      ]);
    const { artworkId, day, count, at } = command;
    return [{ type: 'ArtworkViewsCounted', data: { artworkId, day, count, at } }];
  },
};
