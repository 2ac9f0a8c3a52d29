import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ARTIST_EVENT_TYPES } from './artist.decider.js';
import { GALLERY_EVENT_TYPES } from './gallery.decider.js';
import { COLLECTION_EVENT_TYPES } from './collection.decider.js';
import { REPRESENTATION_EVENT_TYPES } from './representation.decider.js';

/**
 * Schema versions of the profiles context's events. Profiles are public professional pages (names, studio and
 * gallery contacts chosen for publication), so no field is treated as personal data to encrypt.
 */
export const PROFILE_EVENT_SPECS: EventTypeSpec[] = [
  ...ARTIST_EVENT_TYPES,
  ...GALLERY_EVENT_TYPES,
  ...COLLECTION_EVENT_TYPES,
  ...REPRESENTATION_EVENT_TYPES,
].map((type) => ({ type, schemaVersion: 1 }));
