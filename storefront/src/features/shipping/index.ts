import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Shipping management's public surface: its screen (/shipping-management). */
export const screens: FeatureScreens = {
  shippingManagement: lazy(() => import('./components/shipping-management-page')),
};
