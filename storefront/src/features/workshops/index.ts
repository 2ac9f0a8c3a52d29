import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The workshops and events feature's public surface: its screens, each loaded on demand. */
export const screens: FeatureScreens = {
  workshops: lazy(() => import('./components/workshops-page')),
  events: lazy(() => import('./components/events-page')),
  myEvents: lazy(() => import('./components/my-events-page')),
  manageWorkshops: lazy(() => import('./components/manage-workshops-page')),
  manageEvents: lazy(() => import('./components/manage-events-page')),
  stcPayCheckout: lazy(() => import('./components/stcpay-page')),
};
