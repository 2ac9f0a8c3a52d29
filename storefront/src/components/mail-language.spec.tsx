import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderWithDocument, signedIn, signedOut, stubApi } from '../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = (language: 'en' | 'ar' | null) =>
  signedIn({ role: 'collector', roles: ['collector'], language }, { setupComplete: true, roles: ['collector'] });
const languageCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/api/profile/language'))
    .map(([, init]) => JSON.parse(String(init?.body)));
const preferences = {
  'GET /api/newsletter/preferences': {
    status: 200,
    body: { email: 'n@example.sa', status: 'none', language: 'en', topics: [], openTracking: false },
  },
};

describe('the header language toggle', () => {
  it('sends a signed-in person’s choice as the language of their e-mails, and a failure says nothing', async () => {
    const fetchMock = stubApi({ ...member('en'), 'PUT /api/profile/language': { status: 500, body: {} } });
    const { unbind } = renderWithDocument('/', 'en');
    // Signed in once the account menu shows.
    await screen.findAllByRole('button', { name: 'My account' }, { timeout: 15_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'العربية' })[0]!);
    await waitFor(() => expect(languageCalls(fetchMock)).toEqual([{ language: 'ar' }]));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    unbind();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing when signed out', async () => {
    const fetchMock = stubApi(signedOut);
    const { unbind } = renderWithDocument('/', 'en');
    await screen.findAllByRole('link', { name: 'Sign In' }, { timeout: 15_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'العربية' })[0]!);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    unbind();
    expect(languageCalls(fetchMock)).toEqual([]);
  });
});

describe('the e-mail language on /preferences', () => {
  it('saves the choice in English', async () => {
    const fetchMock = stubApi({
      ...member(null),
      ...preferences,
      'PUT /api/profile/language': { status: 200, body: { language: 'ar' } },
    });
    renderApp('/preferences');
    const group = await screen.findByRole('radiogroup', { name: 'Language for e-mails' }, { timeout: 15_000 });
    expect((within(group).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'العربية' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(languageCalls(fetchMock)).toEqual([{ language: 'ar' }]);
    expect((within(group).getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the recorded choice in Arabic, right to left, and the refusal in Arabic', async () => {
    const fetchMock = stubApi({
      ...member('ar'),
      ...preferences,
      'PUT /api/profile/language': {
        status: 400,
        body: { message: 'Refused', messageAr: 'اللغة غير مقبولة', details: [] },
      },
    });
    const { unbind } = renderWithDocument('/preferences', 'ar');
    const group = await screen.findByRole('radiogroup', { name: 'لغة الرسائل الإلكترونية' }, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect((within(group).getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('اللغة غير مقبولة')).toBeTruthy();
    expect(languageCalls(fetchMock)).toEqual([{ language: 'en' }]);
  });
});

describe('a signed-in person who never chose', () => {
  it('gets the Arabic interface recorded once as their e-mail language; English or a recorded choice sends nothing', async () => {
    const fetchMock = stubApi({
      ...member(null),
      'PUT /api/profile/language': { status: 200, body: { language: 'ar' } },
    });
    renderApp('/', 'ar');
    await waitFor(() => expect(languageCalls(fetchMock)).toEqual([{ language: 'ar' }]));
    cleanup();

    for (const [recorded, interfaceLanguage] of [
      [null, 'en'],
      ['en', 'ar'],
    ] as const) {
      const quiet = stubApi(member(recorded));
      renderApp('/', interfaceLanguage);
      await screen.findAllByRole(
        'button',
        { name: interfaceLanguage === 'ar' ? 'حسابي' : 'My account' },
        { timeout: 15_000 },
      );
      expect(languageCalls(quiet)).toEqual([]);
      cleanup();
    }
  });
});
