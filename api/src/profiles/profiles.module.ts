import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
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

/**
 * The profiles context's HTTP and command handlers; its events and read models are declared in
 * profiles.context.ts.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    ArtistsController,
    GalleriesController,
    CollectionsController,
    RepresentationRequestsController,
    AdminProfilesController,
  ],
  providers: [ProfileStreams, ProfileQueries, ArtistProfiles, GalleryProfiles, Collections, RepresentationRequests],
  exports: [ProfileQueries, ArtistProfiles, GalleryProfiles, Collections],
})
export class ProfilesModule {}
