import type { EventTypeSpec } from '../../platform/commands/event-catalog.js';
import { ARTIST_EVENT_TYPES } from './artist.decider.js';
import { GALLERY_EVENT_TYPES } from './gallery.decider.js';
import { COLLECTION_EVENT_TYPES } from './collection.decider.js';
import { REPRESENTATION_EVENT_TYPES } from './representation.decider.js';
import { PROFILE_PICTURE_EVENT_TYPES } from './profile-picture.decider.js';
import { PROFILE_VIEW_EVENT_TYPES } from './profile-views.decider.js';

/**
 * Schema versions of the profiles context's events. A profile is published, but it is still a person's (or
 * their business's) name, biography and contacts: those fields are encrypted with the owner's key (the profile
 * id is the owning account's id), so erasing the account leaves them unreadable in the log too, not only in
 * the read models. Names come back as null from a forgotten profile's events.
 */
const ofProfile = (key: 'artistId' | 'galleryId') => (data: Record<string, unknown>) =>
  typeof data[key] === 'string' ? (data[key] as string) : null;
const ARTIST_PERSONAL = {
  fields: ['name', 'nameAr', 'biography', 'biographyAr', 'location', 'locationAr', 'education', 'educationAr'],
  subject: ofProfile('artistId'),
};
const GALLERY_PERSONAL = {
  fields: ['name', 'nameAr', 'about', 'aboutAr', 'address', 'addressAr', 'phone', 'email', 'curator'],
  subject: ofProfile('galleryId'),
};
/** A picture shows the person: its addresses are encrypted with the account's key like the profile's texts. */
const PICTURE_PERSONAL = {
  fields: ['imageUrl', 'thumbnailUrl'],
  subject: (data: Record<string, unknown>) => (typeof data.userId === 'string' ? data.userId : null),
};
const PERSONAL: Record<string, EventTypeSpec['personalData']> = {
  ProfilePictureSet: PICTURE_PERSONAL,
  ArtistProfileCreated: ARTIST_PERSONAL,
  ArtistProfileEdited: ARTIST_PERSONAL,
  GalleryProfileCreated: GALLERY_PERSONAL,
  GalleryProfileEdited: GALLERY_PERSONAL,
};

export const PROFILE_EVENT_SPECS: EventTypeSpec[] = [
  ...ARTIST_EVENT_TYPES,
  ...GALLERY_EVENT_TYPES,
  ...COLLECTION_EVENT_TYPES,
  ...REPRESENTATION_EVENT_TYPES,
  ...PROFILE_PICTURE_EVENT_TYPES,
  ...PROFILE_VIEW_EVENT_TYPES,
].map((type) => ({ type, schemaVersion: 1, ...(PERSONAL[type] ? { personalData: PERSONAL[type] } : {}) }));
