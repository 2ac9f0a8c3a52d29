import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The newsletter feature's public surface: a member's preferences and the landing screens of mailed links. */
export const screens: FeatureScreens = {
  preferences: lazy(() => import('./components/preferences-page')),
  newsletterConfirm: lazy(() => import('./components/confirm-page')),
  newsletterUnsubscribe: lazy(() => import('./components/unsubscribe-page')),
};
