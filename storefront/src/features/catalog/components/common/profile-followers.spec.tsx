import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../../test-utils/render-app';
import { ahmad, artwork, gallery, page } from '../../testing/fixtures';
import { callsTo, heading } from '../../testing/helpers';

afterEach(cleanup);

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Person${i} A.` }));

describe('followers on a public profile', () => {
  it('counts every follower, names those who allow it, and loads the next page', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/artists/artist-1': { status: 200, body: ahmad },
      'GET /api/artworks': { status: 200, body: page([artwork]) },
      // Every page answers the same: enough to see the second asked for and added.
      'GET /api/follows/followers': { status: 200, body: { items: names(24), named: 26, total: 30 } },
    });
    renderApp('/artists/artist-1');
    await heading('Ahmad Al-Ghamdi');
    const section = await screen.findByRole('region', { name: 'Followers' });
    expect(within(section).getByText('30 followers')).toBeTruthy();
    expect(within(section).getByText('and 4 more who keep their names private')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(24);
    fireEvent.click(within(section).getByRole('button', { name: 'Show more followers' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(48));
    expect(within(section).queryByRole('button', { name: 'Show more followers' })).toBeNull();
    const asked = callsTo(fetchMock, '/api/follows/followers');
    expect(asked.map((q) => [q.get('type'), q.get('id'), q.get('page')])).toEqual([
      ['artist', 'artist-1', '1'],
      ['artist', 'artist-1', '2'],
    ]);
  });

  it('on a gallery page in Arabic, with the dual form', async () => {
    stubApi({
      ...signedOut,
      'GET /api/galleries/gallery-1': { status: 200, body: gallery },
      'GET /api/galleries/gallery-1/artists': { status: 200, body: [] },
      'GET /api/artworks': { status: 200, body: page([]) },
      'GET /api/follows/followers': { status: 200, body: { items: [{ name: 'Noura Q.' }], named: 1, total: 2 } },
    });
    renderApp('/galleries/gallery-1', 'ar');
    const section = await screen.findByRole('region', { name: 'المتابعون' }, { timeout: 15_000 });
    expect(within(section).getByText('متابعان')).toBeTruthy();
    expect(within(section).getByText('Noura Q.')).toBeTruthy();
    expect(within(section).getByText('ومتابع آخر يُخفي اسمه')).toBeTruthy();
  });
});
