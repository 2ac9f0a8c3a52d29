import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const hessa = {
  id: 'm-1',
  name: 'Hessa Al-Mutairi',
  nameAr: 'حصة المطيري',
  nationality: 'Saudi Arabia',
  biography: '',
  biographyAr: '',
  birthYear: 1961,
};

const galleryApi = () => ({
  ...signedIn({ role: 'gallery', roles: ['gallery'] }, { setupComplete: true, roles: ['gallery'] }),
  'GET /api/representation-requests': { status: 200, body: [] },
  'GET /api/artists': { status: 200, body: { items: [], total: 0 } },
  'GET /api/galleries/me/managed-artists': { status: 200, body: [] as unknown[] },
  'POST /api/galleries/me/managed-artists': { status: 201, body: hessa as unknown },
  'PUT /api/galleries/me/managed-artists/m-1': { status: 200, body: { ...hessa, biography: 'Calligrapher.' } },
});

const bodyOf = (calls: unknown[][], method: string) =>
  JSON.parse(
    String(
      (
        calls.find(
          ([url, init]) => String(url).includes('managed-artists') && (init as RequestInit)?.method === method,
        )?.[1] as RequestInit
      )?.body,
    ),
  );

describe('managed artist profiles', () => {
  it('a gallery must name the artist in both languages and a nationality, then adds the profile', async () => {
    const api = galleryApi();
    const fetchMock = stubApi(api);
    renderApp('/representation-requests');
    const section = await screen.findByTestId('managed-artists', {}, { timeout: 15_000 });
    await within(section).findByTestId('managed-artists-empty');
    const form = within(section).getByRole('form', { name: 'Managed artist profile' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add artist' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Name (English)'), { target: { value: hessa.name } });
    fireEvent.change(within(form).getByLabelText('Name (Arabic)'), { target: { value: hessa.nameAr } });
    fireEvent.change(within(form).getByLabelText('Year of birth'), { target: { value: '1961' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Nationality' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Saudi Arabia' }));
    api['GET /api/galleries/me/managed-artists'] = { status: 200, body: [hessa] };
    fireEvent.click(within(form).getByRole('button', { name: 'Add artist' }));
    const row = await within(section).findByTestId('managed-artist');
    expect(within(row).getByRole('link', { name: hessa.name }).getAttribute('href')).toBe('/artists/m-1');
    expect(bodyOf(fetchMock.mock.calls, 'POST')).toMatchObject({
      name: hessa.name,
      nameAr: hessa.nameAr,
      nationality: 'Saudi Arabia',
      birthYear: 1961,
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(form).getByLabelText('Biography (English)'), { target: { value: 'Calligrapher.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodyOf(fetchMock.mock.calls, 'PUT')).toMatchObject({ biography: 'Calligrapher.' }));
  });

  it('shows the server’s message for a field, in Arabic', async () => {
    const api = galleryApi();
    api['GET /api/galleries/me/managed-artists'] = { status: 200, body: [hessa] };
    api['PUT /api/galleries/me/managed-artists/m-1'] = {
      status: 400,
      body: {
        message: 'Invalid',
        details: [{ field: 'birthYear', message: 'Enter a year.', messageAr: 'أدخل سنة صحيحة.' }],
      },
    } as never;
    stubApi(api);
    renderApp('/representation-requests', 'ar');
    const section = await screen.findByTestId('managed-artists', {}, { timeout: 15_000 });
    expect(within(section).getByRole('heading', { name: 'فنانون تدير ملفاتهم' })).toBeTruthy();
    const row = await within(section).findByTestId('managed-artist');
    expect(row.textContent).toContain('حصة المطيري');
    fireEvent.click(within(row).getByRole('button', { name: 'تعديل' }));
    fireEvent.click(within(section).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await within(section).findByText('أدخل سنة صحيحة.')).toBeTruthy();
  });

  it('is not offered to an artist', async () => {
    stubApi({
      ...signedIn({ role: 'artist', roles: ['artist'] }, { setupComplete: true, roles: ['artist'] }),
      'GET /api/representation-requests': { status: 200, body: [] },
      'GET /api/galleries': { status: 200, body: { items: [], total: 0 } },
    });
    renderApp('/representation-requests');
    await screen.findByRole('heading', { level: 1, name: 'Representation requests' }, { timeout: 15_000 });
    expect(screen.queryByTestId('managed-artists')).toBeNull();
  });
});
