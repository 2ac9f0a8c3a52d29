import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../../test-utils/render-app';
import { ahmad, artwork, page } from '../../testing/fixtures';
import { callsTo, heading } from '../../testing/helpers';
import { renderWithDocument } from '../../testing/render';

afterEach(cleanup);

const api = {
  ...signedOut,
  'GET /api/artists/artist-1': { status: 200, body: ahmad },
  'GET /api/artworks': { status: 200, body: page([artwork]) },
};

describe('artist profile', () => {
  it('shows stats, the artworks tab, then the about tab with exhibitions', async () => {
    const fetchMock = stubApi(api);
    const { router } = renderApp('/artists/artist-1');
    await heading('Ahmad Al-Ghamdi');
    const stats = screen.getByLabelText('Artist statistics').textContent;
    expect(stats).toContain('12');
    expect(stats).toContain('Followers');
    expect((await screen.findAllByTestId('artwork-card'))[0]?.textContent).toContain('Dunes at Dusk');
    expect(callsTo(fetchMock, '/api/artworks').at(-1)?.get('artistId')).toBe('artist-1');
    fireEvent.click(screen.getByRole('tab', { name: 'About' }));
    const about = await screen.findByTestId('artist-about');
    for (const text of [
      'Paints the light of Asir.',
      'King Saud University',
      'Saudi Art Prize · 2019',
      'Light of Asir',
      'Gulf Now 2018',
      '20 years',
    ])
      expect(about.textContent).toContain(text);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=about'));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('tells the server once that the page was shown (it counts profile views)', async () => {
    const fetchMock = stubApi({ ...api, 'POST /api/artists/artist-1/views': { status: 204 } });
    renderApp('/artists/artist-1');
    await heading('Ahmad Al-Ghamdi');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/views')),
      ).toHaveLength(1),
    );
  });

  it('names the gallery managing the profile, in English and in Arabic', async () => {
    const managed = { ...ahmad, managedBy: { id: 'gallery-7', name: 'Najd Contemporary', nameAr: 'نجد المعاصر' } };
    stubApi({ ...api, 'GET /api/artists/artist-1': { status: 200, body: managed } });
    renderApp('/artists/artist-1');
    await heading('Ahmad Al-Ghamdi');
    const line = screen.getByTestId('artist-managed-by');
    expect(line.textContent).toBe('Represented by Najd Contemporary (profile managed by the gallery)');
    expect(line.querySelector('a')?.getAttribute('href')).toBe('/galleries/gallery-7');
    cleanup();
    const { unbind } = renderWithDocument('/artists/artist-1', 'ar');
    await heading('أحمد الغامدي');
    unbind();
    expect(screen.getByTestId('artist-managed-by').textContent).toBe('يمثّله نجد المعاصر (ملف يديره المعرض)');
  });

  it('says nothing of a gallery on a profile the artist manages', async () => {
    stubApi(api);
    renderApp('/artists/artist-1');
    await heading('Ahmad Al-Ghamdi');
    expect(screen.queryByTestId('artist-managed-by')).toBeNull();
  });

  it('renders the about tab in Arabic, right to left', async () => {
    stubApi(api);
    const { unbind } = renderWithDocument('/artists/artist-1?tab=about', 'ar');
    await heading('أحمد الغامدي');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    const about = screen.getByTestId('artist-about').textContent;
    expect(about).toContain('يرسم ضوء عسير.');
    expect(about).toContain('ضوء عسير');
    expect(about).toContain('١٩٨٠');
    expect(about).toContain('معارض فردية');
  });

  it('says "Artist not found" for an unknown id', async () => {
    stubApi({ ...signedOut, 'GET /api/artists/nope': { status: 404, body: { message: 'Artist not found' } } });
    renderApp('/artists/nope');
    await heading('Artist not found');
  });
});
