import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

export const screens: FeatureScreens = {
  invoiceManagement: lazy(() => import('./components/invoice-management-page')),
};
