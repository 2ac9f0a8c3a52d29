import type { DomainEvent } from '../../platform/commands/decider.js';

/**
 * How many distinct viewers read an artwork's page on one Riyadh day, as one process counted them since its last
 * flush. Who viewed is never stored: not here, not anywhere (see application/artwork-view-counter.ts).
 */
export type ArtworkViewsCounted = DomainEvent<
  'ArtworkViewsCounted',
  { artworkId: string; day: string; count: number; at: string }
>;

export type ArtworkViewsEvent = ArtworkViewsCounted;
export const ARTWORK_VIEWS_EVENT_TYPES: ArtworkViewsEvent['type'][] = ['ArtworkViewsCounted'];
