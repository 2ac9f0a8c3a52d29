import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../test-utils/render-app';
import type { ArtPreferences } from '../lib/session/profile';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const none: ArtPreferences = {
  categories: [],
  media: [],
  styles: [],
  priceMinSar: null,
  priceMaxSar: null,
  cities: [],
};
const privacy = { showCollection: false, showInFollowers: true, allowArtistMessages: true, countMyViews: true };
const member = (artPreferences = none) =>
  signedIn(
    { role: 'collector', roles: ['collector'], language: 'en', artPreferences, privacy },
    { setupComplete: true, roles: ['collector'] },
  );
const newsletter = {
  'GET /api/newsletter/preferences': {
    status: 200,
    body: { email: 'n@example.sa', status: 'none', language: 'en', topics: [] },
  },
};
const sent = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('art preferences on /preferences', () => {
  it('shows what is held, and saves the whole set with the prices as numbers', async () => {
    const held = { ...none, categories: ['calligraphy'], cities: ['Riyadh'], priceMinSar: 500 };
    const saved = { ...held, priceMaxSar: 20000 };
    const fetchMock = stubApi({
      ...member(held),
      ...newsletter,
      'PUT /api/profile/art-preferences': { status: 200, body: { artPreferences: saved, privacy } },
    });
    renderApp('/preferences');
    const form = await screen.findByRole('form', { name: 'Art preferences' }, { timeout: 15_000 });
    expect(within(form).getByText('Calligraphy')).toBeTruthy();
    expect(within(form).getByText('Riyadh')).toBeTruthy();
    expect((within(form).getByLabelText('Lowest price (SAR)') as HTMLInputElement).value).toBe('500');
    fireEvent.change(within(form).getByLabelText('Highest price (SAR)'), { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Your preferences are saved.'));
    expect(sent(fetchMock, '/api/profile/art-preferences')).toEqual([saved]);
  });

  it('refuses an upside-down price range before sending, in Arabic', async () => {
    const fetchMock = stubApi({ ...member(), ...newsletter });
    renderApp('/preferences', 'ar');
    const form = await screen.findByRole('form', { name: 'تفضيلاتك الفنية' }, { timeout: 15_000 });
    fireEvent.change(within(form).getByLabelText('أدنى سعر (ريال)'), { target: { value: '900' } });
    fireEvent.change(within(form).getByLabelText('أعلى سعر (ريال)'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ التفضيلات' }));
    expect(await within(form).findByText('يجب ألا يقل أعلى سعر عن أدنى سعر.')).toBeTruthy();
    expect(sent(fetchMock, '/api/profile/art-preferences')).toEqual([]);
  });
});

describe('privacy settings on /preferences', () => {
  it('saves a switch as soon as it moves, and shows the server’s refusal in the interface language', async () => {
    const fetchMock = stubApi({
      ...member(),
      ...newsletter,
      'PUT /api/profile/privacy': {
        status: 200,
        body: { artPreferences: none, privacy: { ...privacy, countMyViews: false } },
      },
    });
    renderApp('/preferences');
    const section = await screen.findByRole('region', { name: 'Privacy' }, { timeout: 15_000 });
    const counting = within(section).getByRole('switch', {
      name: "Count my visits in artists' and galleries' page views",
    }) as HTMLInputElement;
    expect(counting.checked).toBe(true);
    fireEvent.click(counting);
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Saved.'));
    expect(sent(fetchMock, '/api/profile/privacy')).toEqual([{ countMyViews: false }]);
    expect(counting.checked).toBe(false);
    cleanup();

    stubApi({
      ...member(),
      ...newsletter,
      'PUT /api/profile/privacy': { status: 400, body: { message: 'Refused', messageAr: 'مرفوض', details: [] } },
    });
    renderApp('/preferences', 'ar');
    const arabic = await screen.findByRole('region', { name: 'الخصوصية' }, { timeout: 15_000 });
    fireEvent.click(within(arabic).getByRole('switch', { name: 'إظهار مقتنياتي للآخرين' }));
    expect(await within(arabic).findByText('مرفوض')).toBeTruthy();
  });
});
