import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/routes';
import type { Language } from '../config/constants';
import { createI18n } from '../i18n';
import { bindDocumentLanguage } from '../i18n/language';
import { browser } from '../lib/browser';
import { createQueryClient } from '../lib/query-client';

export type FakeApi = Record<string, { status: number; body?: unknown }>;

/** The first screen of a test loads its lazy feature and every feature's texts: a wider wait than the default. */
export const SLOW = { timeout: 15_000 };

/** Unmounts what each test rendered and drops its fetch stub and spies (call once at the top of a spec). */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** Replaces fetch with canned answers keyed by "METHOD /path"; unknown calls answer 404. */
export function stubApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = api[`${method} ${path}`] ?? { status: 404, body: { message: 'not found' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Records the full-page navigations a screen asks for instead of making them (jsdom cannot leave the page). */
export const watchNavigation = () => vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);

/** Like stubApi, but the calls named in `pending` (paths) never answer, so loading states stay on screen. */
export function stubApiWithPending(api: FakeApi, pending: string[]) {
  const answer = stubApi(api);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return pending.includes(path) ? new Promise<Response>(() => undefined) : answer(input, init);
    }),
  );
}

export const signedOut: FakeApi = { 'GET /api/profile': { status: 401, body: { message: 'Unauthorized' } } };

export function signedIn(
  profile: Record<string, unknown>,
  roles: { setupComplete: boolean; roles: string[] },
): FakeApi {
  return {
    'GET /api/profile': {
      status: 200,
      body: { id: 'u-1', firstName: 'Sample', lastName: 'Account', email: 'n@example.sa', ...profile },
    },
    'GET /api/user/roles': { status: 200, body: roles },
  };
}

/** An account of one role whose set-up is done (`profile` adds to or replaces the profile's fields). */
export const signedInAs = (role: string, profile: Record<string, unknown> = {}): FakeApi =>
  signedIn({ role, ...profile }, { setupComplete: true, roles: [role] });

/** The whole app (real routes, guards and providers) at `path`, in memory. */
export function renderApp(path: string, language: Language = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders i18n={createI18n(language)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/**
 * The whole app at `path`, as renderApp does, plus the `<html lang dir>` binding main.tsx sets up, so
 * right-to-left rendering can be asserted on the document (call `unbind` once the page is up).
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
