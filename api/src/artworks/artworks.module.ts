import { Module } from '@nestjs/common';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { ArtworkStream } from './application/artwork-stream.js';
import { ArtworkReservations } from './application/artwork-reservations.js';
import { ArtworkQueries } from './application/artwork-queries.js';
import { ArtworkCommands } from './application/artwork-commands.js';
import { ImageUploads } from './images/image-uploads.js';
import { ImagesController } from './images/images.controller.js';
import { ArtworksController } from './http/artworks.controller.js';
import { AdminArtworksController } from './http/admin-artworks.controller.js';
import { SearchController } from './http/search.controller.js';

/** The artworks context's HTTP and command services; its events and read models are declared in artworks.context.ts. */
@Module({
  imports: [FileStorageModule],
  controllers: [ImagesController, ArtworksController, AdminArtworksController, SearchController],
  providers: [ArtworkStream, ArtworkReservations, ArtworkQueries, ArtworkCommands, ImageUploads],
  exports: [ArtworkQueries, ArtworkReservations, ArtworkCommands, FileStorageModule],
})
export class ArtworksModule {}
