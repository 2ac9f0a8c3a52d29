import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const request = (status: string) => ({
  id: 'rr-1',
  artistId: 'art-9',
  galleryId: 'u-1',
  direction: 'artist_to_gallery',
  status,
  message: 'Please represent me.',
  createdAt: '2026-02-01T09:00:00Z',
  artist: { id: 'art-9', name: 'Sample Painter', nameAr: 'رسام' },
  gallery: { id: 'u-1', name: 'Sample Gallery', nameAr: 'معرض' },
});

describe('representation requests', () => {
  it('a gallery accepts a request it received, and must pick an artist before inviting one', async () => {
    const api = {
      ...signedIn({ role: 'gallery', roles: ['gallery'] }, { setupComplete: true, roles: ['gallery'] }),
      'GET /api/representation-requests': { status: 200, body: [request('pending')] },
      'GET /api/artists': {
        status: 200,
        body: { items: [{ id: 'art-9', name: 'Sample Painter', nameAr: 'رسام' }], total: 1 },
      },
      'POST /api/representation-requests/rr-1/accept': { status: 200, body: request('accepted') },
    };
    const fetchMock = stubApi(api);
    renderApp('/representation-requests');
    await screen.findByRole('heading', { level: 1, name: 'Representation requests' }, { timeout: 15_000 });
    const card = await screen.findByTestId('representation-request');
    expect(within(card).getByText('Sample Painter')).toBeTruthy();
    api['GET /api/representation-requests'] = { status: 200, body: [request('accepted')] };
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('representation-request')).getByTestId('representation-status').textContent,
      ).toBe('Accepted'),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/representation-requests/rr-1/accept' && init?.method === 'POST',
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/representation-requests' && init?.method === 'POST',
      ),
    ).toBe(false);
  });
});
