import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The orders feature's public surface: the seller's desk, the buy panel of the artwork page and the buyer's
 * dashboard tabs (orders with checkout, offers). */
export const screens: FeatureScreens = {
  seller: lazy(() => import('./components/seller-page')),
};
export { BuyPanel } from './components/buy-panel';
export { MyOrdersTab } from './components/my-orders-tab';
export { MyOffersTab } from './components/my-offers-tab';
