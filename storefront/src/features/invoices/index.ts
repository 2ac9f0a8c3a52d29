import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** Invoice management's public surface: its screen. */
export const screens: FeatureScreens = {
  invoiceManagement: lazy(() => import('./components/invoice-management-page')),
};
