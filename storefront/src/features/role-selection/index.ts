import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The first-visit role selection (/role-selection), loaded on demand. */
export const RoleSelectionPage = lazy(() => import('./components/role-selection-page'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};
