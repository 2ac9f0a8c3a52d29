import { Module } from '@nestjs/common';
import { SharedLinksController } from './shared-links.controller.js';
import { CollectorCollectionController } from './collector-collection.controller.js';

/**
 * The pages a shared link opens (artworks, artists, galleries) with their server-rendered meta, the sitemap
 * and robots.txt, and a collector's public collection: a context of its own that reads the catalog's read models through their owners' surfaces.
 */
@Module({ controllers: [SharedLinksController, CollectorCollectionController] })
export class WebModule {}
