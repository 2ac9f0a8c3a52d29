import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
const withToggles = (toggles: Record<string, boolean>) => ({
  ...signedOut,
  'GET /api/feature-toggles': { status: 200, body: toggles },
});

// jsdom applies no media queries, so the header renders as on a phone: its drawer holds the main links.
const drawerLinks = async () => {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /menu|القائمة/ }));
  const drawer = within(await screen.findByRole('dialog'));
  return drawer.getAllByRole('link').map((l) => l.getAttribute('href'));
};
const footerLinks = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'));

describe('a switched-off feature is hidden, not broken', () => {
  it('its route shows a polite "not available" panel instead of the screen', async () => {
    stubApi(withToggles({ auctions: false, workshops: true }));
    renderApp('/auctions');
    expect((await heading()).textContent).toBe('Auctions');
    expect(await screen.findByText('Not available at the moment')).toBeTruthy();
    expect(screen.getByTestId('feature-off-auctions')).toBeTruthy();
  });

  it('says so in Arabic too', async () => {
    stubApi(withToggles({ workshops: false }));
    renderApp('/workshops', 'ar');
    await heading();
    expect(await screen.findByText('غير متاح حاليًا')).toBeTruthy();
  });

  it('its links leave the header and the footer; the others stay', async () => {
    stubApi(withToggles({ auctions: false, commissions: false }));
    renderApp('/artists');
    await heading();
    await waitFor(() => expect(footerLinks()).not.toContain('/auctions'));
    const footer = footerLinks();
    expect(footer).toContain('/artists');
    expect(footer).toContain('/workshops');
    expect(footer).not.toContain('/auctions');
    expect(footer).not.toContain('/commissions');
    const drawer = await drawerLinks();
    expect(drawer).toContain('/galleries');
    expect(drawer).not.toContain('/auctions');
  });

  it('every feature shows while the toggles cannot be read (the API still refuses what is really off)', async () => {
    stubApi(signedOut);
    renderApp('/artists');
    await heading();
    expect(footerLinks()).toEqual(expect.arrayContaining(['/auctions', '/workshops', '/commissions']));
  });
});
