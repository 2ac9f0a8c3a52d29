import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

export const screens: FeatureScreens = {
  dashboard: lazy(() => import('./components/dashboard-page')),
  artworkManagement: lazy(() => import('./manage/artwork-management-page')),
  representationRequests: lazy(() => import('./representation/representation-requests-page')),
};
