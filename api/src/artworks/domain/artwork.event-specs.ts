import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ARTWORK_EVENT_TYPES } from './artwork.events.js';
import { IMAGE_EVENT_TYPES } from './image.decider.js';

/** Schema versions of the artworks context's events. None carries personal data: names are public profile names. */
export const ARTWORK_EVENT_SPECS: EventTypeSpec[] = [...ARTWORK_EVENT_TYPES, ...IMAGE_EVENT_TYPES].map((type) => ({
  type,
  schemaVersion: 1,
}));
