import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The achievements feature's public surface: a person's badges page, and the compact strip public profiles show. */
export const screens: FeatureScreens = {
  achievements: lazy(() => import('./components/achievements-page')),
};

export { BadgeStrip } from './components/badge-strip';
