import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { ArtworkStream } from './application/artwork-stream.js';
import { ArtworkReservations } from './application/artwork-reservations.js';
import { ArtworkQueries } from './application/artwork-queries.js';
import { CreateArtworkHandler } from './application/create-artwork.handler.js';
import { EditArtworkHandler, RunArtworkCommandHandler } from './application/run-artwork-command.handler.js';
import { UploadImageHandler } from './images/upload-image.handler.js';
import { ImagesController } from './images/images.controller.js';
import { ArtworksController } from './http/artworks.controller.js';
import { AdminArtworksController } from './http/admin-artworks.controller.js';
import { SearchController } from './http/search.controller.js';

/** The artworks context's HTTP and command handlers; its events and read models are declared in artworks.context.ts. */
@Module({
  imports: [CqrsModule, FileStorageModule],
  controllers: [ImagesController, ArtworksController, AdminArtworksController, SearchController],
  providers: [
    ArtworkStream,
    ArtworkReservations,
    ArtworkQueries,
    CreateArtworkHandler,
    EditArtworkHandler,
    RunArtworkCommandHandler,
    UploadImageHandler,
  ],
  exports: [ArtworkQueries, ArtworkReservations, FileStorageModule],
})
export class ArtworksModule {}
