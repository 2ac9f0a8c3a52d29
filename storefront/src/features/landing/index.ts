import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The signed-out landing page, loaded on demand. */
export const LandingPage = lazy(() => import('./components/landing-page'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};
