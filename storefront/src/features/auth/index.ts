import { lazy } from 'react';
import type { FeatureScreens } from '../../config/screens';

/** The sign-in and sign-up page (/auth), loaded on demand. */
export const AuthPage = lazy(() => import('./components/auth-page'));

/** No screen of the route table (SPEC section 2): the app's own routes open this one. */
export const screens: FeatureScreens = {};
