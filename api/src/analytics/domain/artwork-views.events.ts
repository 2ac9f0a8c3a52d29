import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/**
 * How many distinct viewers read an artwork's page on one Riyadh day, as one process counted them since its last
 * flush. Who viewed is never stored: not here, not anywhere (see application/artwork-view-counter.ts).
 */
export type ArtworkViewsCounted = DomainEvent<
  'ArtworkViewsCounted',
  { artworkId: string; day: string; count: number; at: string }
>;

/**
 * The same flush's viewers by the city and interface language their profile states (`city:<name>`,
 * `lang:<code>`, `unknown` for a visitor not signed in or a profile that states none): counts only, no viewer.
 */
export type ArtworkAudienceCounted = DomainEvent<
  'ArtworkAudienceCounted',
  { artworkId: string; day: string; counts: Record<string, number>; at: string }
>;

export type ArtworkViewsEvent = ArtworkViewsCounted | ArtworkAudienceCounted;
export const ARTWORK_VIEWS_EVENT_TYPES = eventTypesOf<ArtworkViewsEvent>()([
  'ArtworkViewsCounted',
  'ArtworkAudienceCounted',
]);
