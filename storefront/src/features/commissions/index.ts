import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The commissions feature's public surface: the list (with "my commissions") and one request. */
export const screens: FeatureScreens = {
  commissions: lazy(() => import('./components/commissions-page')),
  commissionDetail: lazy(() => import('./components/commission-detail-page')),
};
