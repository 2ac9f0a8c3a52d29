import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The static pages managed in the back-office's Content tab: their screens, each loaded on demand. */
export const screens: FeatureScreens = {
  guide: lazy(() => import('./components/guide-page')),
  investment: lazy(() => import('./components/investment-page')),
  support: lazy(() => import('./components/support-page')),
};
