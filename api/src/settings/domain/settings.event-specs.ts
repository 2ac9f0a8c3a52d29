import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { SETTINGS_EVENT_TYPES } from './settings.events.js';
import { TRANSLATION_EVENT_TYPES } from './translations.js';

/** Schema versions of the settings events (none holds personal data: the actor is in the metadata). */
export const SETTINGS_EVENT_SPECS: EventTypeSpec[] = [
  ...SETTINGS_EVENT_TYPES,
  'PageContentChanged',
  'LandingContentChanged',
  ...TRANSLATION_EVENT_TYPES,
].map((type) => ({
  type,
  schemaVersion: 1,
}));
