import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/**
 * The catalogue's public surface: its screens (SPEC section 2: artists, galleries, artwork detail, search) and the
 * cards other features show (the dashboard's favourites, the signed-in home). Props are kept stable.
 */
export const screens: FeatureScreens = {
  artists: lazy(() => import('./components/artists/artists-page')),
  artistProfile: lazy(() => import('./components/artists/artist-profile-page')),
  galleries: lazy(() => import('./components/galleries/galleries-page')),
  galleryProfile: lazy(() => import('./components/galleries/gallery-profile-page')),
  artworkDetail: lazy(() => import('./components/artwork/artwork-detail-page')),
  search: lazy(() => import('./components/search/search-page')),
};

export * from './components/shared';
export { COUNTRIES } from './lib/countries';
export type { Artist, CvExhibition, Gallery, GalleryEvent, GalleryExhibition } from './api/types';
