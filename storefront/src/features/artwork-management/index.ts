import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Artwork management (/artworks/manage): an artist's or gallery's own works. Public surface: the screen and the artwork's types. */
export const screens: FeatureScreens = {
  artworkManagement: lazy(() => import('./components/artwork-management-page')),
};

export type { ArtistOption, Artwork, ArtworkStatus, Availability, ImageRef } from './api/types';
