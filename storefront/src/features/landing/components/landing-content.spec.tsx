import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi } from '../../../test-utils/render-app';
import { SHIPPED_HOME_BLOCKS, type LandingContent } from '../api/landing-content';

afterEach(cleanup);

const managed: LandingContent = {
  hero: {
    eyebrow: 'Spring preview',
    eyebrowAr: 'معاينة الربيع',
    title: 'Gulf art, live every week',
    titleAr: 'الفن الخليجي مباشرةً كل أسبوع',
    subtitle: 'Auctions every Thursday.',
    subtitleAr: 'مزادات كل خميس.',
  },
  figures: {
    earlyAccessMembers: 240,
    spotsRemaining: 12,
    countries: 6,
    walletUsersMillions: 9.5,
    settlementDaysMin: 1,
    settlementDaysMax: 2,
    launchQuarter: 1,
    launchYear: 2027,
  },
  countdown: { days: 20, hours: 3, minutes: 0, seconds: 0 },
  homeBlocks: [...SHIPPED_HOME_BLOCKS].reverse(),
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('managed landing content', () => {
  it("shows the Content tab's hero and figures in Arabic", async () => {
    stubApi({ ...signedOut, 'GET /api/landing': { status: 200, body: managed } });
    renderApp('/', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفن الخليجي مباشرةً كل أسبوع' })).toBeTruthy();
    expect(screen.getByText('معاينة الربيع')).toBeTruthy();
    expect((await screen.findByTestId('spots-remaining')).textContent).toBe('تبقّى ١٢ مكانًا');
  });

  it('keeps the storefront texts for the hero until an admin has changed it (a translation override stands)', async () => {
    stubApi({ ...signedOut, 'GET /api/landing': { status: 200, body: { ...managed, updatedAt: null } } });
    renderApp('/');
    // The figures are the answer's (12, not the shipped 47); the hero stays the storefront's text.
    expect(await screen.findByText('12 spots remaining', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Where Gulf art meets its collectors' })).toBeTruthy();
  });

  it('shows the shipped claims when the content cannot be read', async () => {
    stubApi({ ...signedOut, 'GET /api/landing': { status: 500, body: { message: 'boom' } } });
    renderApp('/');
    expect((await screen.findByTestId('spots-remaining', {}, { timeout: 15_000 })).textContent).toBe(
      '47 spots remaining',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Where Gulf art meets its collectors' })).toBeTruthy();
  });

  it("orders the signed-in home's blocks as set", async () => {
    stubApi({
      ...signedIn(
        { firstName: 'Noura', role: 'collector', roles: ['collector'] },
        { setupComplete: true, roles: ['collector'] },
      ),
      'GET /api/landing': { status: 200, body: managed },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Stay close to Gulf art' }, { timeout: 15_000 });
    // Newsletter is first and the tiles last once the reversed order applies: the default order may show first,
    // while the managed content is still on its way, so wait for the outcome rather than take the first render.
    await waitFor(
      () => {
        const newsletter = screen.getByRole('heading', { name: 'Stay close to Gulf art' });
        const stats = screen.getByTestId('stat-favorites');
        expect(newsletter.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      },
      { timeout: 15_000 },
    );
  });
});
