import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/routes';
import { createI18n } from './i18n';
import { loadFeatureTexts } from './i18n/feature-texts';
import { loadOverrides } from './i18n/overrides';
import { bindDocumentLanguage, initialLanguage } from './i18n/language';
import { createQueryClient, startCachePurge } from './lib/query-client';

// The features' texts start downloading at once; feature screens wait for them (FeatureTextsGate).
void loadFeatureTexts();
const i18n = createI18n(initialLanguage(window.location.search, window.localStorage));
bindDocumentLanguage(i18n, document, window.localStorage);
// The texts admins changed in the back-office, over the bundled ones (/admin/translations).
void loadOverrides(i18n);

const queryClient = createQueryClient();
startCachePurge(queryClient);

const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
