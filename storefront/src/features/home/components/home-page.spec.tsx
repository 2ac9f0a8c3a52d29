import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, stubApiWithPending, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const collector = signedIn(
  { firstName: 'Noura', role: 'collector', roles: ['collector'] },
  { setupComplete: true, roles: ['collector'] },
);

const artwork = (i: number) => ({
  id: `a-${i}`,
  title: `Work ${i}`,
  titleAr: `عمل ${i}`,
  artist: { id: 'r-1', name: 'Sample Artist', nameAr: 'فنان' },
  price: 1250,
  images: [{ id: `i-${i}`, url: `/media/${i}.webp`, thumbnailUrl: `/media/${i}-t.webp` }],
});

function homeApi(overrides: FakeApi = {}): FakeApi {
  return {
    ...collector,
    'GET /api/favorites': {
      status: 200,
      body: [
        { id: 'f-1', artworkId: 'a-1' },
        { id: 'f-2', artworkId: 'a-2' },
      ],
    },
    'GET /api/artworks/featured': { status: 200, body: Array.from({ length: 10 }, (_, i) => artwork(i)) },
    'GET /api/artworks/recommended': { status: 200, body: Array.from({ length: 10 }, (_, i) => artwork(i)) },
    'GET /api/artists/featured': {
      status: 200,
      body: Array.from({ length: 7 }, (_, i) => ({
        id: `r-${i}`,
        name: `Artist ${i}`,
        nameAr: `فنان ${i}`,
        nationality: 'Saudi Arabia',
      })),
    },
    'GET /api/collections/featured': {
      status: 200,
      body: [
        {
          id: 'c-1',
          name: 'Desert light',
          nameAr: 'ضوء الصحراء',
          description: 'Works of light',
          artworkIds: ['a-1', 'a-2'],
        },
      ],
    },
    'GET /api/auctions/live': { status: 200, body: [] },
    'GET /api/favorites/a-0/check': { status: 200, body: { isFavorite: true } },
    ...overrides,
  };
}

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('signed-in home', () => {
  it('welcomes by first name, counts the four tiles and shows at most 8 works and 6 artists', async () => {
    stubApi(homeApi());
    renderApp('/');
    expect((await heading()).textContent).toBe('Welcome back, Noura!');
    await screen.findByText('Work 0');
    expect(within(screen.getByTestId('stat-favorites')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('stat-featuredArtworks')).getByText('10')).toBeTruthy();
    expect(within(screen.getByTestId('stat-liveAuctions')).getByText('0')).toBeTruthy();
    expect(within(screen.getByTestId('stat-featuredArtists')).getByText('7')).toBeTruthy();
    expect(screen.getAllByTestId('artwork-card')).toHaveLength(8);
    expect(screen.getByRole('link', { name: /Work 0/ }).getAttribute('href')).toBe('/artwork/a-0');
    await screen.findByText('Artist 0');
    expect(within(screen.getByTestId('home-artists')).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('Desert light')).toBeTruthy();
    expect(screen.getByText('2 works')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stay close to Gulf art' })).toBeTruthy();
  });

  it('shows eight skeletons while the recommendations load', async () => {
    stubApiWithPending(homeApi(), ['/api/artworks/recommended']);
    renderApp('/');
    await heading();
    expect((await screen.findByTestId('grid-skeleton')).children).toHaveLength(8);
    expect(screen.queryByTestId('recommendations-empty')).toBeNull();
  });

  it('offers the artists when there is nothing to recommend, in Arabic too', async () => {
    stubApi(homeApi({ 'GET /api/artworks/recommended': { status: 200, body: [] } }));
    renderApp('/', 'ar');
    expect((await heading()).textContent).toContain('Noura');
    const empty = await screen.findByTestId('recommendations-empty');
    expect(within(empty).getByRole('link', { name: 'تصفّح الفنانين' }).getAttribute('href')).toBe('/artists');
    expect(screen.getByText('فنان 0')).toBeTruthy();
  });

  it('hides collections and artists when there are none and says when a call failed', async () => {
    stubApi(
      homeApi({
        'GET /api/collections/featured': { status: 200, body: [] },
        'GET /api/artists/featured': { status: 200, body: [] },
        'GET /api/artworks/recommended': { status: 500, body: { message: 'boom' } },
      }),
    );
    renderApp('/');
    await heading();
    expect(await screen.findByText('This part of the page could not be loaded. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('home-collections')).toBeNull();
    expect(screen.queryByTestId('home-artists')).toBeNull();
  });
});
