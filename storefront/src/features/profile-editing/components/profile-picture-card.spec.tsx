import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const upload = { id: 'img-9', url: '/media/images/img-9.webp', thumbnailUrl: '/media/images/img-9-thumb.webp' };

function api(picture: string | null, overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn(
      { role: 'collector', roles: ['collector'], profileImageUrl: picture },
      { setupComplete: true, roles: ['collector'] },
    ),
    'GET /api/me/stats': { status: 200, body: { favorites: 0, inquiries: 0, profileViews: 7 } },
    'GET /api/favorites': { status: 200, body: [] },
    ...overrides,
  };
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

describe('profile picture card', () => {
  it('uploads a picture through the image pipeline and sets it as the account’s picture', async () => {
    const answers = api(null, {
      'POST /api/images': { status: 201, body: upload },
      'PUT /api/profile/picture': {
        status: 200,
        body: { profileImageUrl: upload.url, thumbnailUrl: upload.thumbnailUrl },
      },
    });
    const fetchMock = stubApi(answers);
    renderApp('/dashboard');
    const card = await screen.findByTestId('profile-picture-card', {}, { timeout: 15_000 });
    expect(await screen.findByTestId('badge-profileViews')).toBeTruthy();
    // The server holds the picture once set.
    answers['GET /api/profile'] = {
      status: 200,
      body: { ...(answers['GET /api/profile']!.body as object), profileImageUrl: upload.url },
    };
    fireEvent.change(within(card).getByTestId('profile-picture-input'), {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/profile/picture')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PUT', '/api/profile/picture')[0]![1]!.body))).toEqual({
      image: upload.url,
    });
    expect(await screen.findByText('Profile picture saved')).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('img').getAttribute('src')).toBe(upload.url));
  }, 60_000);

  it('refuses a file that is no image before uploading, and removes the picture in Arabic', async () => {
    const fetchMock = stubApi(
      api(upload.url, {
        'DELETE /api/profile/picture': { status: 200, body: { profileImageUrl: null, thumbnailUrl: null } },
      }),
    );
    renderApp('/dashboard', 'ar');
    const card = await screen.findByTestId('profile-picture-card', {}, { timeout: 15_000 });
    fireEvent.change(within(card).getByTestId('profile-picture-input'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(card).findByText('الملف cv.pdf ليس صورة JPEG أو PNG أو WebP.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/images')).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'إزالة الصورة' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE', '/api/profile/picture')).toHaveLength(1));
    expect(await screen.findByText('تمت إزالة صورة الملف الشخصي')).toBeTruthy();
  }, 60_000);
});
