import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The signed-out landing page, loaded on demand. */
export const LandingPage = lazy(() => import('./components/landing-page'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};

/** The home's block order set in the back-office's Content tab (the landing's managed content). */
export { useHomeBlocks, type HomeBlock } from './api/landing-content';
