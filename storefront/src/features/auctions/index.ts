import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/**
 * The auctions feature's public surface: its screens, and the live-auctions cards the signed-in home shows
 * (renders nothing when no auction is live). Every component loads on demand.
 */
export const screens: FeatureScreens = {
  auctions: lazy(() => import('./components/auctions-page')),
  auctionDetail: lazy(() => import('./components/auction-detail-page')),
};

export const LiveAuctionsSection = lazy(() => import('./components/live-auctions-section'));
