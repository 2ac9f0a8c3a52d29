import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The signed-in home page, loaded on demand. */
export const HomePage = lazy(() => import('./components/home-page'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};
