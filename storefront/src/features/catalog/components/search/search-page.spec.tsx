import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../../test-utils/render-app';
import { ahmad, artwork, gallery, soldWork } from '../../testing/fixtures';
import { callsTo, choose, heading } from '../../testing/helpers';
import { renderWithDocument } from '../../testing/render';

afterEach(cleanup);

const facets = {
  category: [
    { value: 'painting', count: 2 },
    { value: 'sculpture', count: 5 },
  ],
  style: [{ value: 'contemporary', count: 2 }],
  medium: [{ value: 'Oil on linen', count: 2 }],
  availability: [
    { value: 'available', count: 1 },
    { value: 'sold', count: 1 },
  ],
};
const result = {
  query: 'احمد',
  artworks: { items: [artwork, soldWork], total: 2, facets },
  artists: { items: [ahmad], total: 1 },
  galleries: { items: [gallery], total: 1 },
};

describe('search page', () => {
  it('searches artworks, artists and galleries with one Arabic query kept in the URL', async () => {
    const fetchMock = stubApi({ ...signedOut, 'GET /api/search': { status: 200, body: result } });
    const { router } = renderApp('/search');
    await heading('Search');
    fireEvent.change(screen.getByLabelText('Search artworks, artists and galleries'), { target: { value: 'احمد' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('q')).toBe('احمد'));
    expect(callsTo(fetchMock, '/api/search').at(-1)?.get('type')).toBe('all');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('احمد');
    expect(within(await screen.findByTestId('results-artworks')).getAllByTestId('artwork-card')).toHaveLength(2);
    expect(within(screen.getByTestId('results-artists')).getByText('Ahmad Al-Ghamdi')).toBeTruthy();
    expect(within(screen.getByTestId('results-galleries')).getByText('Athr Gallery')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Artworks (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Artists (1)' })).toBeTruthy();
  });

  it('reads its state from the URL: type tab, filters, sort and page', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/search': { status: 200, body: { query: 'dune', artworks: { items: [artwork], total: 30, facets } } },
    });
    renderApp('/search?q=dune&type=artworks&category=painting&minPrice=100&maxPrice=20000&sort=price_asc&page=2');
    await heading('Search');
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').length).toBeGreaterThan(0));
    const sent = callsTo(fetchMock, '/api/search')[0]!;
    expect(Object.fromEntries(sent)).toMatchObject({
      q: 'dune',
      type: 'artworks',
      category: 'painting',
      minPrice: '100',
      maxPrice: '20000',
      sort: 'price_asc',
      page: '2',
    });
    expect(screen.getByRole('tab', { name: 'Artworks (30)', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Search artworks, artists and galleries') as HTMLInputElement).value).toBe('dune');
  });

  it('filters artworks by facet with counts and resets to the first page', async () => {
    const fetchMock = stubApi({ ...signedOut, 'GET /api/search': { status: 200, body: result } });
    const { router } = renderApp('/search?q=art&page=3&type=artworks');
    await heading('Search');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Category' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Painting (2)', 'Sculpture (5)']);
    fireEvent.click(screen.getByRole('option', { name: 'Sculpture (5)' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('category')).toBe('sculpture'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await choose('Availability', 'Sold (1)');
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('availability')).toBe('sold'));
    await choose('Sort by', 'Price: high to low');
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('sort')).toBe('price_desc'));
  });

  it('refuses a price range whose minimum is above its maximum', async () => {
    const fetchMock = stubApi({ ...signedOut, 'GET /api/search': { status: 200, body: result } });
    renderApp('/search?q=art');
    await heading('Search');
    const min = await screen.findByLabelText('Min price');
    const max = screen.getByLabelText('Max price');
    fireEvent.change(min, { target: { value: '-5' } });
    fireEvent.blur(min);
    expect(screen.getByText('Enter a positive number.')).toBeTruthy();
    fireEvent.change(min, { target: { value: '5000' } });
    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.blur(max);
    expect(screen.getByText('The maximum must not be below the minimum.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/search').some((p) => p.has('minPrice'))).toBe(false);
    fireEvent.change(max, { target: { value: '9000' } });
    fireEvent.blur(max);
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(fetchMock, '/api/search').at(-1)!)).toMatchObject({
        minPrice: '5000',
        maxPrice: '9000',
      }),
    );
  });

  it('switches type tabs and says when nothing matches', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/search': { status: 200, body: { query: 'zzz', artists: { items: [], total: 0 } } },
    });
    const { router } = renderApp('/search?q=zzz');
    await heading('Search');
    fireEvent.click(screen.getByRole('tab', { name: /^Artists/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('type')).toBe('artists'));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('artists');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No results');
    await choose('Nationality', 'Qatar');
    await waitFor(() => expect(callsTo(fetchMock, '/api/search').at(-1)?.get('nationality')).toBe('Qatar'));
  });

  it('renders in Arabic, right to left, with Arabic facet labels and digits', async () => {
    stubApi({ ...signedOut, 'GET /api/search': { status: 200, body: result } });
    const { unbind } = renderWithDocument('/search?q=احمد', 'ar');
    await heading('البحث');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('tab', { name: 'الأعمال الفنية (٢)' })).toBeTruthy();
    expect(within(screen.getByTestId('results-artists')).getByText('أحمد الغامدي')).toBeTruthy();
    expect(screen.getByText('كثبان عند الغروب')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الفئة' }));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'لوحة (٢)' })).toBeTruthy();
  });
});
