import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** A collector's public collection (the works they bought and won, when they chose to show them). */
export const screens: FeatureScreens = {
  publicCollection: lazy(() => import('./components/collection-page')),
};
