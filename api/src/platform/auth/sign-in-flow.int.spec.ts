/**
 * The whole sign-in journey on real Redis: /api/login → the development identity provider's page → password →
 * /api/callback → a session that later requests are recognised by.
 */
import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from './dev-idp/demo-accounts.js';
import { SESSION_COOKIE } from './session/configure-sessions.js';
import { testAppPerFile } from './testing/auth-test-app.js';
import { demoRoleAccounts } from './testing/in-memory-accounts.js';
import { openSignInPage, signIn, submitForm } from './testing/sign-in-steps.js';
import { NAVIGATION, TestBrowser } from './testing/test-browser.js';

const DEMO_PASSWORD = 'demo-password';
const accounts = demoRoleAccounts();
const { server } = testAppPerFile('signin', { accounts });

const me = (browser: TestBrowser) => browser.request(`${server().url}/api/probe/me`);

describe('signing in through the development identity provider', () => {
  it.each(DEMO_ACCOUNTS.map((d) => [d.email, d] as const))(
    'signs in %s and the next request sees them',
    async (email, demo) => {
      const browser = new TestBrowser();
      const outcome = await signIn(browser, server().url, email, DEMO_PASSWORD, {
        query: '?returnTo=%2Fartworks%3Fpage%3D2',
      });

      expect(outcome.res.status).toBe(302);
      expect(outcome.landing?.pathname + outcome.landing!.search).toBe('/artworks?page=2');
      const claims = accounts.signIns.at(-1)!.claims;
      expect(claims).toEqual({
        sub: demo.subject,
        email,
        emailVerified: true,
        givenName: demo.firstName,
        familyName: demo.lastName,
        issuer: `${server().url}/oidc`,
      });
      const res = await me(browser);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ roles: demo.roles, status: 'active' });
    },
  );

  it.each([
    ['?lang=ar', 'en-GB,en;q=0.9', 'ar'],
    ['', 'fr-FR, ar-SA;q=0.8, en;q=0.5', 'ar'],
    ['', 'en-US,en;q=0.9', 'en'],
    ['', '*', undefined],
    ['?lang=fr', 'fr-FR', undefined],
  ])(
    'passes the language of the sign-in (%s, Accept-Language %s) to the accounts: %s',
    async (query, header, language) => {
      const browser = new TestBrowser();
      const loginUrl = `${server().url}/api/login${query}`;
      const first = await browser.request(loginUrl, { headers: { 'accept-language': header } });
      const { res, url } = await browser.follow(first, loginUrl);
      const formPage = { url, html: await res.text() };
      const { landing } = await submitForm(
        browser,
        formPage,
        { email: 'collector@example.sa', password: DEMO_PASSWORD },
        server().url,
      );
      expect(landing?.pathname).toBe('/');
      expect(accounts.signIns.at(-1)!.context.language).toBe(language);
    },
  );

  it('sets an httpOnly SameSite=Lax session cookie and a new session id at sign-in', async () => {
    const browser = new TestBrowser();
    await browser.request(`${server().url}/api/login`);
    const beforeSignIn = await browser.cookie(server().url, SESSION_COOKIE);
    const outcome = await signIn(browser, server().url, 'collector@example.sa', DEMO_PASSWORD);
    expect(outcome.landing?.pathname).toBe('/');

    const callbackHop = browser.hops.find((h) => h.url.includes('/api/callback'))!;
    const cookie = callbackHop.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(beforeSignIn).toBeDefined();
    expect(await browser.cookie(server().url, SESSION_COOKIE)).not.toBe(beforeSignIn);
  });

  it('refuses a wrong password and shows why, in Arabic when asked', async () => {
    const browser = new TestBrowser();
    const outcome = await signIn(browser, server().url, 'admin@example.sa', 'not-the-password', { query: '?lang=ar' });
    expect(outcome.formPage.html).toContain('<html lang="ar" dir="rtl">');
    expect(outcome.res.status).toBe(401);
    const html = await outcome.res.text();
    expect(html).toContain('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(html).toContain('<label for="password">كلمة المرور</label>');
    expect((await me(browser)).status).toBe(401);
  });

  it.each(['//evil.example/steal', '/.//evil.example'])(
    'return URL normalised before the same-origin check: sends %j back home',
    async (returnTo) => {
      const outcome = await signIn(new TestBrowser(), server().url, 'artist@example.sa', DEMO_PASSWORD, {
        query: `?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(outcome.landing?.href).toBe(`${server().url}/`);
    },
  );

  it('lands on /auth?error=access_denied when the person cancels at the provider', async () => {
    const browser = new TestBrowser();
    const page = await openSignInPage(browser, server().url);
    const cancelHref = /<a href="([^"]+\/abort[^"]*)"/.exec(page.html)![1]!;
    const { location } = await browser.follow(await browser.request(new URL(cancelHref, page.url)), page.url.href);
    expect(`${location?.pathname}${location?.search}`).toBe('/auth?error=access_denied');
    expect((await me(browser)).status).toBe(401);
  });

  it('lands on /auth?error=session_expired for a callback it did not start', async () => {
    const res = await new TestBrowser().request(`${server().url}/api/callback?code=forged&state=forged`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=session_expired');
  });

  it('answers 401 in the error shape when signed out', async () => {
    const res = await me(new TestBrowser());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      statusCode: 401,
      code: 'unauthenticated',
      message: expect.any(String),
      messageAr: expect.stringMatching(/[\u0600-\u06ff]/),
      details: [],
    });
  });

  it('signs out: the session ends and the provider is asked to end its own', async () => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'auditor@example.sa', DEMO_PASSWORD);
    expect((await me(browser)).status).toBe(200);
    const res = await browser.request(`${server().url}/api/logout?lang=ar`, NAVIGATION);
    expect(res.status).toBe(302);
    const endSession = new URL(res.headers.get('location')!);
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server().url}/`);
    expect((await me(browser)).status).toBe(401);
    const confirm = await browser.request(endSession);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('نعم، سجّل خروجي');
  });

  it('signs a suspended person out at their next request', async () => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'gallery@example.sa', DEMO_PASSWORD);
    const { userId } = (await (await me(browser)).json()) as { userId: string };
    accounts.setStatus(userId, 'suspended');
    const res = await me(browser);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('account_not_active');
    accounts.setStatus(userId, 'active');
    expect((await me(browser)).status).toBe(401);
  });
});
