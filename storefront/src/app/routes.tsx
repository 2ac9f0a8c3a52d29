import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { type ScreenKey, adminDoors, comingSoonRoutes, placeholderRoutes, screenFeatures } from '../config/screens';
import { FeatureTextsGate } from '../i18n/feature-texts-gate';
import { useSession } from '../lib/session/use-session';
import { RequireSignedIn, SessionGate } from './guards';
import { RouteError } from './route-error';
import { screenComponents } from './screen-discovery';
import { AdminDoor } from '../features/admin-doors';
import { AuthPage } from '../features/auth';
import { FeatureGate } from '../features/notices';
import { HomePage } from '../features/home';
import { LandingPage } from '../features/landing';
import { RoleSelectionPage } from '../features/role-selection';

// Every screen is its own chunk (each feature's index.ts declares it lazy), so the landing page downloads only what
// it shows.
const ComingSoonPanel = lazy(() =>
  import('../components/coming-soon-panel').then((m) => ({ default: m.ComingSoonPanel })),
);
const PlaceholderPage = lazy(() =>
  import('../components/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
const NotFoundPage = lazy(() => import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** `/` and `/home`: the signed-in home, otherwise the landing page. */
function HomeOrLanding() {
  return useSession().status === 'signedIn' ? (
    <FeatureTextsGate>
      <HomePage />
    </FeatureTextsGate>
  ) : (
    <LandingPage />
  );
}

/** A screen of the route table: its feature when built, otherwise the "coming soon" panel; a polite "not available"
 * while an admin has switched its feature off. */
function Screen({ screen }: { screen: ScreenKey }) {
  const Built = screenComponents[screen];
  if (screenFeatures[screen])
    return (
      <FeatureTextsGate>
        <FeatureGate screen={screen}>{Built ? <Built /> : <ComingSoonPanel screen={screen} />}</FeatureGate>
      </FeatureTextsGate>
    );
  return Built ? (
    <FeatureTextsGate>
      <Built />
    </FeatureTextsGate>
  ) : (
    <ComingSoonPanel screen={screen} />
  );
}

const comingSoon = (signedInOnly: boolean): RouteObject[] =>
  comingSoonRoutes
    .filter((r) => Boolean(r.signedInOnly) === signedInOnly)
    .map((r) => ({ path: r.path, element: <Screen key={r.screen} screen={r.screen} /> }));

const placeholders = (signedInOnly: boolean): RouteObject[] =>
  placeholderRoutes
    .filter((r) => Boolean(r.signedInOnly) === signedInOnly)
    .map((r) => ({ path: r.path, element: <PlaceholderPage key={r.page} page={r.page} /> }));

/** The route table of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionGate>
        <AppLayout />
      </SessionGate>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeOrLanding /> },
      { path: '/home', element: <HomeOrLanding /> },
      { path: '/landing', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      ...comingSoon(false),
      ...placeholders(false),
      ...adminDoors.map((d) => ({
        path: d.path,
        element: <AdminDoor key={d.door} door={d.door} target={d.target} allow={d.allow} />,
      })),
      {
        element: <RequireSignedIn />,
        children: [
          { path: '/role-selection', element: <RoleSelectionPage /> },
          ...comingSoon(true),
          ...placeholders(true),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
