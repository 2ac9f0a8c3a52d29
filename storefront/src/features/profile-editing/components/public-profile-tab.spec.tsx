import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

function api(roles: string[], overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: roles[0], roles }, { setupComplete: true, roles }),
    'GET /api/me/stats': { status: 200, body: { favorites: 0, inquiries: 0, profileViews: 0 } },
    'GET /api/inquiries/received': { status: 200, body: [] },
    ...overrides,
  };
}

const artist = {
  id: 'u-1',
  name: 'Layla Hassan',
  nameAr: 'ليلى حسن',
  biography: 'Paints the coast.',
  biographyAr: 'ترسم الساحل.',
  profileImage: '/media/images/p-1.webp',
  nationality: 'Saudi Arabia',
  location: 'Jeddah',
  locationAr: 'جدة',
  birthYear: 1988,
  died: null,
  style: 'Abstract',
  medium: 'Oil',
  experienceYears: 12,
  education: 'BFA',
  educationAr: 'بكالوريوس',
  awards: [{ title: 'Sharjah prize', titleAr: 'جائزة الشارقة', year: 2019 }],
  exhibitions: { solo: [{ title: 'Tides', titleAr: 'المد', venue: 'Athr', venueAr: 'أثر', year: 2021 }], group: [] },
};

const putBody = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => init?.method === 'PUT' && String(url).endsWith(path));
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, unknown>) : undefined;
};

const tab = () => screen.findByTestId('public-profile-tab', {}, { timeout: 15_000 });

describe('public profile tab', () => {
  it('leads an artist without a profile to create it: required fields named, nothing sent until filled', async () => {
    const created = { ...artist, awards: [], exhibitions: { solo: [], group: [] } };
    const answers = api(['artist'], {
      'GET /api/artists/me': { status: 404, body: { message: 'Artist not found' } },
      'PUT /api/artists/me': { status: 200, body: created },
    });
    const fetchMock = stubApi(answers);
    renderApp('/dashboard?tab=profile');
    await tab();
    const form = await screen.findByTestId('artist-profile-form');
    expect(screen.queryByTestId('artist-preview')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Create profile' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(putBody(fetchMock, '/api/artists/me')).toBeUndefined();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (English)' }), {
      target: { value: 'Layla Hassan' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), { target: { value: 'ليلى حسن' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Nationality/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Saudi Arabia' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Birth year' }), { target: { value: '1988' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to Awards' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title (English) 1' }), { target: { value: 'Prize' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title (Arabic) 1' }), { target: { value: 'جائزة' } });
    // From now on the server holds the profile.
    answers['GET /api/artists/me'] = { status: 200, body: created };
    fireEvent.click(within(form).getByRole('button', { name: 'Create profile' }));

    await waitFor(() => expect(putBody(fetchMock, '/api/artists/me')).toBeDefined());
    const body = putBody(fetchMock, '/api/artists/me')!;
    expect(body).toMatchObject({
      name: 'Layla Hassan',
      nameAr: 'ليلى حسن',
      nationality: 'Saudi Arabia',
      birthYear: 1988,
      died: null,
      profileImage: null,
      awards: [{ title: 'Prize', titleAr: 'جائزة', year: null }],
      exhibitions: { solo: [], group: [] },
    });
    expect(await screen.findByText('Public profile saved')).toBeTruthy();
    expect(await screen.findByTestId('artist-preview')).toBeTruthy();
  }, 60_000);

  it('prefills an existing artist profile, links the public page and shows the server’s field message', async () => {
    const fetchMock = stubApi(
      api(['artist'], {
        'GET /api/artists/me': { status: 200, body: artist },
        'PUT /api/artists/me': {
          status: 400,
          body: {
            message: 'Please fill in all required fields',
            details: [{ field: 'birthYear', message: 'Birth year must be 1800 or later', messageAr: 'سنة غير صالحة' }],
          },
        },
      }),
    );
    renderApp('/dashboard?tab=profile');
    const form = await screen.findByTestId('artist-profile-form', {}, { timeout: 15_000 });
    expect((within(form).getByRole('textbox', { name: 'Biography (Arabic)' }) as HTMLInputElement).value).toBe(
      'ترسم الساحل.',
    );
    expect((within(form).getByRole('textbox', { name: 'Venue (English) 1' }) as HTMLInputElement).value).toBe('Athr');
    expect(screen.getByTestId('artist-preview').getAttribute('href')).toBe('/artists/u-1');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Birth year' }), { target: { value: '1200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Birth year must be 1800 or later')).toBeTruthy();
    expect(putBody(fetchMock, '/api/artists/me')).toMatchObject({ birthYear: 1200, profileImage: artist.profileImage });
  });

  it('edits a gallery in Arabic: social links, specialties, exhibitions listed, represented artists shown', async () => {
    const gallery = {
      id: 'u-1',
      name: 'Athr',
      nameAr: 'أثر',
      location: 'Jeddah',
      coverImage: null,
      logo: null,
      specialties: ['Contemporary'],
      social: { instagram: 'https://instagram.com/athr' },
      exhibitions: [
        {
          id: 'x-1',
          title: 'Tides',
          titleAr: 'المد',
          kind: 'solo',
          startDate: '2026-01-01T00:00:00.000Z',
          endDate: '2026-02-01T00:00:00.000Z',
          status: 'past',
        },
      ],
      events: [],
    };
    const fetchMock = stubApi(
      api(['gallery'], {
        'GET /api/galleries/me': { status: 200, body: gallery },
        'GET /api/galleries/u-1/artists': { status: 200, body: [{ id: 'a-1', name: 'Layla', nameAr: 'ليلى' }] },
        'PUT /api/galleries/me': { status: 200, body: gallery },
      }),
    );
    renderApp('/dashboard?tab=profile', 'ar');
    const form = await screen.findByTestId('gallery-profile-form', {}, { timeout: 15_000 });
    expect(within(screen.getByTestId('gallery-exhibitions')).getByText('المد')).toBeTruthy();
    expect(await within(screen.getByTestId('represented-artists')).findByText('ليلى')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'التخصصات (مفصولة بفواصل)' }), {
      target: { value: 'Contemporary، Calligraphy' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'فيسبوك' }), {
      target: { value: 'https://facebook.com/athr' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ الملف' }));
    await waitFor(() => expect(putBody(fetchMock, '/api/galleries/me')).toBeDefined());
    expect(putBody(fetchMock, '/api/galleries/me')).toMatchObject({
      specialties: ['Contemporary', 'Calligraphy'],
      social: { instagram: 'https://instagram.com/athr', facebook: 'https://facebook.com/athr', twitter: '' },
    });
    expect(await screen.findByText('تم حفظ الملف العام')).toBeTruthy();
  }, 60_000);

  it('is not offered to a collector', async () => {
    stubApi(api(['collector'], { 'GET /api/inquiries/user': { status: 200, body: [] } }));
    renderApp('/dashboard?tab=profile');
    await screen.findByRole('heading', { level: 1, name: 'My dashboard' }, { timeout: 15_000 });
    expect(screen.queryByRole('tab', { name: 'Public profile' })).toBeNull();
    expect(screen.queryByTestId('public-profile-tab')).toBeNull();
  });
});
