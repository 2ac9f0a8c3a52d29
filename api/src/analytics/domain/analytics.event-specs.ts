import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ARTWORK_VIEWS_EVENT_TYPES } from './artwork-views.events.js';

/** The analytics context's own events: view counts, which hold no personal data. */
export const ANALYTICS_EVENT_SPECS: EventTypeSpec[] = ARTWORK_VIEWS_EVENT_TYPES.map((type) => ({
  type,
  schemaVersion: 1,
}));
