import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi, watchNavigation } from '../../../test-utils/render-app';

let navigateTo: ReturnType<typeof watchNavigation>;
beforeEach(() => {
  navigateTo = watchNavigation();
});
afterEach(cleanup);

describe('auth page', () => {
  it.each([
    ['Sign Up Free', '/api/login?screen=signup&lang=en'],
    ['Sign In', '/api/login?lang=en'],
  ])('"%s" shows "Redirecting..." and goes to %s', async (name, url) => {
    stubApi(signedOut);
    renderApp('/auth');
    const card = await screen.findByRole('heading', { name: 'Welcome' }, { timeout: 15_000 });
    const button = screen.getAllByRole('button', { name }).find((b) => card.parentElement?.contains(b));
    fireEvent.click(button!);
    expect(screen.getByText('Redirecting...')).toBeTruthy();
    expect(navigateTo).toHaveBeenCalledWith(url);
  });

  it('returns a visitor sent from a signed-in-only route to that route after sign-in', async () => {
    stubApi(signedOut);
    renderApp('/preferences', 'ar');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(navigateTo).toHaveBeenLastCalledWith('/api/login?returnTo=%2Fpreferences&lang=ar');
  });

  it('sends a signed-in visitor home', async () => {
    stubApi(signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }));
    const { router } = renderApp('/auth');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).textContent).toBe(
      'Welcome back, Sample!',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['en', 'account_not_active', 'This account is suspended or was erased'],
    ['ar', 'session_expired', 'انتهت صلاحيته'],
    ['en', 'something_else', 'Sign-in did not finish. Please try again.'],
  ])('explains a failed sign-in (%s, %s)', async (language, code, text) => {
    stubApi(signedOut);
    renderApp(`/auth?error=${code}`, language as 'en' | 'ar');
    const alert = await screen.findByTestId('sign-in-error', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(text);
  });
});
