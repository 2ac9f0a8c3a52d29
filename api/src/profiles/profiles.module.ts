import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { ProfileStreams } from './application/profile-streams.js';
import { ProfileQueries } from './application/profile-queries.js';
import { ArtistProfiles } from './application/artist-profiles.js';
import { GalleryProfiles } from './application/gallery-profiles.js';
import { Collections } from './application/collections.js';
import { RepresentationRequests } from './application/representation-requests.js';
import { ArtistsController } from './http/artists.controller.js';
import { GalleriesController } from './http/galleries.controller.js';
import { CollectionsController } from './http/collections.controller.js';
import { RepresentationRequestsController } from './http/representation-requests.controller.js';
import { AdminProfilesController } from './http/admin-profiles.controller.js';
import { ProfilePresenceController } from './http/profile-presence.controller.js';
import { ProfilePresence } from './application/profile-presence.js';
import { ProfileFactsForIdentity } from './application/profile-facts-for-identity.js';

/**
 * The profiles context's HTTP and command handlers; its events and read models are declared in
 * profiles.context.ts.
 */
@Module({
  imports: [IdentityModule],
  controllers: [
    ArtistsController,
    GalleriesController,
    CollectionsController,
    RepresentationRequestsController,
    AdminProfilesController,
    ProfilePresenceController,
  ],
  providers: [
    ProfileStreams,
    ProfileQueries,
    ArtistProfiles,
    GalleryProfiles,
    Collections,
    RepresentationRequests,
    ProfilePresence,
    ProfileFactsForIdentity,
  ],
  exports: [ProfileQueries, ArtistProfiles, GalleryProfiles, Collections, ProfilePresence],
})
export class ProfilesModule {}
