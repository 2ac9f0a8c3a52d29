import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

export const screens: FeatureScreens = {
  auctions: lazy(() => import('./components/auctions-page')),
  auctionDetail: lazy(() => import('./components/auction-detail-page')),
};
