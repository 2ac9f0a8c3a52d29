import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi } from '../test-utils/render-app';

afterEach(cleanup);

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('route guards (whole app in memory)', () => {
  it('sends a signed-out visitor from a signed-in-only route to /auth', async () => {
    stubApi(signedOut);
    const { router } = renderApp('/preferences');
    expect((await heading()).textContent).toBe("Join the Gulf's art community");
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the full-page loader while the profile loads', () => {
    stubApi(signedOut);
    renderApp('/');
    expect(screen.getByTestId('full-page-loader')).toBeTruthy();
  });

  it('sends a signed-in user whose setup is incomplete to /role-selection', async () => {
    stubApi(signedIn({ role: null, roles: [] }, { setupComplete: false, roles: [] }));
    const { router } = renderApp('/artists');
    expect((await heading()).textContent).toBe('Choose your roles');
    expect(router.state.location.pathname).toBe('/role-selection');
  });

  it('lets a signed-in user with setup complete open a signed-in-only route', async () => {
    stubApi(signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }));
    renderApp('/preferences');
    expect((await heading()).textContent).toBe('Preferences');
  });

  // jsdom applies no media queries, so the header renders as on a phone: its drawer holds the account's links.
  const openDrawer = async () => {
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open the menu' }));
    return within(await screen.findByRole('dialog', { name: 'Menu' }));
  };

  it('shows the Admin link to an admin only, in the drawer and in the account menu', async () => {
    stubApi(signedIn({ role: 'admin', roles: ['admin'] }, { setupComplete: true, roles: ['admin'] }));
    renderApp('/artists');
    await heading();
    const drawer = await openDrawer();
    expect(drawer.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(drawer.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/api/logout?lang=en');
    fireEvent.click(drawer.getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // The wide screens' account menu (hidden here by its media query) offers the same.
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'My account', hidden: true }));
    const menu = within(await screen.findByRole('menu', { name: 'My account' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Messages',
      'My events',
      'Collector dashboard',
      'Lifecycle analytics',
      'Admin',
      'Log Out',
    ]);
  });

  it('hides the Admin link from a collector and shows no sign-in buttons', async () => {
    stubApi(signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }));
    renderApp('/artists');
    await heading();
    const drawer = await openDrawer();
    expect(drawer.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(drawer.queryAllByRole('link', { name: 'Admin' })).toHaveLength(0);
    expect(drawer.queryAllByRole('link', { name: 'Sign In' })).toHaveLength(0);
  });

  it('treats a failed profile call as signed out and shows the landing page', async () => {
    stubApi({ 'GET /api/profile': { status: 500, body: { message: 'boom' } } });
    renderApp('/');
    expect((await heading()).textContent).toBe('Where Gulf art meets its collectors');
    const drawer = await openDrawer();
    expect(drawer.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?lang=en');
  });

  it('shows the 404 screen for an unknown path, in Arabic too', async () => {
    stubApi(signedOut);
    renderApp('/no/such/page', 'ar');
    expect((await heading()).textContent).toBe('٤٠٤ الصفحة غير موجودة');
  });
});
