import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The doors from the spec's admin routes to the back-office, loaded on demand. */
export const AdminDoor = lazy(() => import('./components/admin-door'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};
