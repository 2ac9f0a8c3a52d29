import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The analytics feature's public surface: a seller's dashboard and a person's own lifecycle view. */
export const screens: FeatureScreens = {
  analytics: lazy(() => import('./components/seller-analytics-page')),
  lifecycleAnalytics: lazy(() => import('./components/lifecycle-page')),
};
