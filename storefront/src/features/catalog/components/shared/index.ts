/**
 * Catalog UI other features use (the dashboard and the signed-in home). Props are kept stable; add, don't
 * change.
 */
export { ArtworkCard, type ArtworkCardData, type ArtworkCardProps } from './artwork-card';
export { ArtworkImage, type ArtworkImageProps } from './artwork-image';
export { AvailabilityChip } from './availability-chip';
export { FavoriteButton, type FavoriteButtonProps } from './favorite-button';
export { FollowButton, type FollowButtonProps } from './follow-button';
export { PriceText, type PriceTextProps } from './price-text';
export { ArtworkGrid, ArtworkGridSkeleton } from './artwork-grid';
export type { Artwork, Artist, Gallery, Availability, ImageRef } from '../../api/types';
export { ArtistCard } from './artist-card';
export { GalleryCard } from './gallery-card';
export { CardGrid } from './artwork-grid';
