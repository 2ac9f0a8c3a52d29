import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The personal dashboard's public surface: its screen. */
export const screens: FeatureScreens = {
  dashboard: lazy(() => import('./components/dashboard-page')),
};
