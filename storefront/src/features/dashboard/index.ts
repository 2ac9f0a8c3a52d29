import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The personal dashboard's public surface: its screens (the dashboard, and a collector's own page, which shares
 * its favourites and registrations). */
export const screens: FeatureScreens = {
  dashboard: lazy(() => import('./components/dashboard-page')),
  collector: lazy(() => import('./components/collector-page')),
};
