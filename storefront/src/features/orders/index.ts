import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The orders feature's public surface: the seller's desk, STC Pay's code page for an order, the buy panel of the artwork page and the buyer's
 * dashboard tabs (orders with checkout, offers). */
export const screens: FeatureScreens = {
  seller: lazy(() => import('./components/seller-page')),
  stcPayOrderCheckout: lazy(() => import('./components/stcpay-order-page')),
};
export { BuyPanel } from './components/buy-panel';
export { MyOrdersTab } from './components/my-orders-tab';
export { MyOffersTab } from './components/my-offers-tab';
