import type { FeatureScreens, ScreenKey } from '../config/screens';

/**
 * Route discovery: the app shell finds each feature's screens in its public surface, `features/<feature>/index.ts`
 * (`export const screens: FeatureScreens = { artists: lazy(() => import('./components/artists-page')) }`), so adding
 * a screen touches only its feature folder. The route table itself (paths, shortcuts) stays in `config/screens.ts`.
 */
const featureScreenModules = import.meta.glob<FeatureScreens>('../features/*/index.ts', {
  eager: true,
  import: 'screens',
});

export const screenComponents: FeatureScreens = Object.assign({}, ...Object.values(featureScreenModules));

/** Screens whose feature exists: their routes render the feature, and their shortcuts show. */
export const builtScreens: ReadonlySet<ScreenKey> = new Set(Object.keys(screenComponents) as ScreenKey[]);
