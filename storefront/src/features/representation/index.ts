import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Representation requests (/representation-requests) between artists and galleries. Public surface: the screen. */
export const screens: FeatureScreens = {
  representationRequests: lazy(() => import('./components/representation-requests-page')),
};
