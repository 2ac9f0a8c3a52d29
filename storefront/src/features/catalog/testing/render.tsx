import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/app-providers';
import { routes } from '../../../app/routes';
import type { Language } from '../../../config/constants';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';
import { createQueryClient } from '../../../lib/query-client';

/**
 * The whole app at `path`, as test-utils' renderApp does, plus the `<html lang dir>` binding main.tsx sets up,
 * so right-to-left rendering can be asserted on the document.
 */
export function renderWithDocument(path: string, language: Language) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n(language);
  const unbind = bindDocumentLanguage(i18n, document);
  const utils = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, unbind };
}
