import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../../test-utils/render-app';
import { ahmad, mona, page } from '../../testing/fixtures';
import { callsTo, choose, heading } from '../../testing/helpers';
import { renderWithDocument } from '../../testing/render';

afterEach(cleanup);

const facets = {
  nationality: [
    { value: 'Saudi Arabia', count: 1 },
    { value: 'Kuwait', count: 1 },
  ],
};

describe('artists list', () => {
  it('lists artists with links to their profiles', async () => {
    stubApi({ ...signedOut, 'GET /api/artists': { status: 200, body: page([ahmad, mona], facets) } });
    renderApp('/artists');
    await heading('Artists');
    const list = await screen.findByRole('list', { name: 'Artists' }, { timeout: 15_000 });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/artists/artist-1', '/artists/artist-2']);
    expect(within(list).getByText('Ahmad Al-Ghamdi')).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('2 results');
  });

  it('offers every country of the list, with counts, and filters by the chosen one', async () => {
    const fetchMock = stubApi({ ...signedOut, 'GET /api/artists': { status: 200, body: page([ahmad, mona], facets) } });
    const { router } = renderApp('/artists');
    await screen.findByRole('list', { name: 'Artists' }, { timeout: 15_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nationality' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All countries',
      'Saudi Arabia (1)',
      'UAE',
      'Kuwait (1)',
      'Qatar',
      'Bahrain',
      'Oman',
      'Jordan',
      'Lebanon',
      'Egypt',
      'Syria',
      'Iraq',
      'Palestine',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Kuwait (1)' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/artists').at(-1)?.get('nationality')).toBe('Kuwait'));
    expect(router.state.location.search).toContain('nationality=Kuwait');
  });

  it('searches by name and sorts', async () => {
    const fetchMock = stubApi({ ...signedOut, 'GET /api/artists': { status: 200, body: page([ahmad], facets) } });
    renderApp('/artists');
    await screen.findByRole('list', { name: 'Artists' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Search artists by name'), { target: { value: 'احمد' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/artists').at(-1)?.get('q')).toBe('احمد'));
    await choose('Sort by', 'Name');
    await waitFor(() => expect(callsTo(fetchMock, '/api/artists').at(-1)?.get('sort')).toBe('name'));
    expect(callsTo(fetchMock, '/api/artists').at(-1)?.get('q')).toBe('احمد');
  });

  it('pages through a long list', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/artists': { status: 200, body: { items: [ahmad], total: 60 } },
    });
    renderApp('/artists');
    await screen.findByRole('list', { name: 'Artists' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/artists').at(-1)?.get('page')).toBe('2'));
  });

  it('shows skeleton cards while the list loads', async () => {
    const answer = stubApi({ ...signedOut });
    // The list call never answers; everything else is answered as usual.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/api/artists'
        ? new Promise<Response>(() => undefined)
        : answer(input, init),
    );
    renderApp('/artists');
    await heading('Artists');
    expect(screen.getByTestId('grid-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('artist-card')).toBeNull();
  });

  it('shows "Error loading artists" when the call fails', async () => {
    stubApi({ ...signedOut, 'GET /api/artists': { status: 500, body: { message: 'boom' } } });
    renderApp('/artists');
    await heading('Artists');
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Error loading artists');
    expect(error.textContent).toContain('Please try again later');
  });

  it('says when no artist matches, and clears the filters', async () => {
    stubApi({ ...signedOut, 'GET /api/artists': { status: 200, body: page([]) } });
    const { router } = renderApp('/artists?q=zzz');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No artists found');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('renders in Arabic, right to left, with Arabic names and digits', async () => {
    stubApi({ ...signedOut, 'GET /api/artists': { status: 200, body: { items: [ahmad, mona], total: 12, facets } } });
    const { unbind } = renderWithDocument('/artists', 'ar');
    await heading('الفنانون');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('أحمد الغامدي')).toBeTruthy();
    expect(screen.getAllByText('السعودية').length).toBeGreaterThan(0);
    expect(screen.getByTestId('result-count').textContent).toBe('١٢ نتيجة');
  });
});
