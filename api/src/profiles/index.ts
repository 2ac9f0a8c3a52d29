/**
 * The profiles context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { seedCollectionsDemo } from './demo/collections.demo.js';
export { seedProfilePictureDemo } from './demo/profile-picture.demo.js';
export {
  DEMO_ARTISTS,
  DEMO_ARTIST_ACCOUNT_ID,
  DEMO_GALLERIES,
  DEMO_GALLERY_ACCOUNT_ID,
  type DemoArtist,
  type DemoGallery,
} from './demo/profiles.demo-data.js';
export { seedProfilesDemo } from './demo/profiles.demo.js';
export { profilesContext } from './profiles.context.js';
export { ProfilesModule } from './profiles.module.js';
export { ARTISTS, type ArtistDoc } from './projections/artists.projection.js';
export { GALLERIES, type GalleryDoc } from './projections/galleries.projection.js';
export type { GalleryEventAdded, GalleryEventEdited } from './domain/gallery.decider.js';
export { profilePictureOf, profileViewsOf } from './application/profile-facts-reads.js';
export { PROFILE_PICTURES, PROFILE_VIEW_DAYS } from './projections/profile-facts.projection.js';
export type { ArtistProfileCreated, ArtistProfileEdited } from './domain/artist.decider.js';
export type { GalleryProfileCreated, GalleryProfileEdited } from './domain/gallery.decider.js';
export { ProfilesPersonalData } from './profiles.personal-data.js';
