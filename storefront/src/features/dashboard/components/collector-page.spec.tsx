import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

function api() {
  const roles = ['collector'];
  return {
    ...signedIn({ firstName: 'Reem', lastName: 'M', role: 'collector', roles }, { setupComplete: true, roles }),
    'GET /api/follows': { status: 200, body: { artists: ['a1', 'a2'], galleries: ['g1'] } },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/my-workshops': {
      status: 200,
      body: [{ id: 'r1', paymentStatus: 'paid', workshop: { title: 'Thuluth', titleAr: 'الثلث', startDate: null } }],
    },
    'GET /api/my-events': { status: 200, body: [] },
  };
}

describe('the collector page', () => {
  it('shows who I follow, my favourites and my registrations in English', async () => {
    stubApi(api());
    renderApp('/collector');
    const following = await screen.findByTestId('collector-following', {}, { timeout: 15_000 });
    expect(await within(following).findByText('2 artists')).toBeTruthy();
    expect(following.textContent).toContain('1 gallery');
    expect(await screen.findByText('Thuluth')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My collection' })).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('in Arabic', async () => {
    stubApi(api());
    renderApp('/collector', 'ar');
    const following = await screen.findByTestId('collector-following', {}, { timeout: 15_000 });
    expect(await within(following).findByText('فنانان')).toBeTruthy();
    expect(await screen.findByText('الثلث')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'مجموعتي' })).toBeTruthy();
  });
});
