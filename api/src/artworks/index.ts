/**
 * The artworks context's public surface: what other contexts and the composition roots (app.module.ts,
 * contexts.ts, demo/, cli/) may import. Everything else in this folder is internal (the dependency rule in
 * api/.dependency-cruiser.cjs checks it).
 */
export { artworksContext } from './artworks.context.js';
export { ArtworksModule } from './artworks.module.js';
export { seedArtworksDemo } from './demo/artworks.demo.js';
export { ARTWORKS, type ArtworkDoc, publicArtwork } from './projections/artwork-document.js';
export { artworksProjection } from './projections/artworks.projection.js';
export { artworkDocument } from './projections/artwork-document.js';
export { ArtworkQueries } from './application/artwork-queries.js';
export { CATEGORIES } from './domain/artwork.vocabulary.js';
export { ArtworkReservations } from './application/artwork-reservations.js';
export { ArtworkCommands } from './application/artwork-commands.js';
export type { ArtworkCreated, ArtworkPublished } from './domain/artwork.events.js';
export { ArtworksPersonalData } from './artworks.personal-data.js';
/** The image pipeline (bytes sniffed, re-encoded to WebP without metadata), for other contexts' photos. */
export { processImage, tooLarge, MAX_UPLOAD_BYTES } from './images/image-processor.js';
