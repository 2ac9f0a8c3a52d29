/**
 * The session's edges on real Redis with the development identity provider: GET /api/logout ends a session only
 * for a top-level navigation, a session's absolute lifetime, what counts as a fresh sign-in, and signing in from
 * another host than the public origin.
 */
import { freePort } from '../net/free-port.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import { clearPrefix, REDIS_URL, startTestApp, testAppPerFile, type TestApp } from './testing/auth-test-app.js';
import { demoRoleAccounts } from './testing/in-memory-accounts.js';
import { openSignInPage, signIn, submitForm } from './testing/sign-in-steps.js';
import { TestBrowser } from './testing/test-browser.js';
import { changeStoredSession } from './testing/stored-session.js';

const DEMO_PASSWORD = 'demo-password';
const accounts = demoRoleAccounts();
// Many sign-ins from one address: more than an installation allows in five minutes.
const { prefix, server } = testAppPerFile('session', { accounts, config: { signInsPerAddress: 1000 } });

const me = (browser: TestBrowser) => browser.request(`${server().url}/api/probe/me`);
describe('GET /api/logout is not a top-level navigation', () => {
  const browser = new TestBrowser();
  beforeAll(() => signIn(browser, server().url, 'auditor@example.sa', DEMO_PASSWORD));

  it.each([
    ['an <img>', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' }],
    [
      'a fetch from another origin',
      { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-site' },
    ],
    [
      'a link on another site',
      { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
    ],
    ['an older browser on another site', { referer: 'https://evil.example/' }],
  ])('%s keeps the session', async (_, headers) => {
    const res = await browser.request(`${server().url}/api/logout`, { headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'logout_not_navigation', messageAr: expect.any(String) });
    expect((await me(browser)).status).toBe(200);
  });
});

describe('sessions have an absolute lifetime of 30 days besides the sliding one', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const signedInDaysAgo = async (days: number | null) => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'collector@example.sa', DEMO_PASSWORD);
    await changeStoredSession(browser, { baseUrl: server().url, keyPrefix: prefix, redisUrl: REDIS_URL }, (s) => {
      if (days === null) delete s.signedInAt;
      else s.signedInAt = Date.now() - days * DAY;
    });
    return browser;
  };

  it('keeps a session signed in 29 days ago (and used since)', async () => {
    expect((await me(await signedInDaysAgo(29))).status).toBe(200);
  });

  it('ends a session signed in 30 days ago, however active', async () => {
    const browser = await signedInDaysAgo(30);
    const res = await me(browser);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('unauthenticated');
    expect((await me(browser)).status).toBe(401);
    const open = await browser.request(`${server().url}/api/probe/open`);
    expect(await open.json()).toEqual({ signedIn: false });
  });

  it('ends a session that carries no sign-in time', async () => {
    expect((await me(await signedInDaysAgo(null))).status).toBe(401);
  });
});

describe('a fresh sign-in is a recent password at the provider, not a silent one on its old session', () => {
  const recent = (browser: TestBrowser) =>
    browser.request(`${server().url}/api/probe/recent`, { method: 'POST', headers: { origin: server().url } });

  /** Moves the provider's sessions of this test's prefix back, as if the password was typed minutes ago. */
  async function ageProviderSessions(minutes: number) {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}idp:oidc:Session:*`, COUNT: 500 })) {
      for (const key of keys) {
        const payload = await redis.hGet(key, 'payload');
        if (!payload) continue;
        const session = JSON.parse(payload) as { loginTs?: number };
        if (typeof session.loginTs === 'number') session.loginTs -= minutes * 60;
        await redis.hSet(key, 'payload', JSON.stringify(session));
      }
    }
    await redis.close();
  }

  it('counts a sign-in with the password as fresh', async () => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'shipper@example.sa', DEMO_PASSWORD);
    expect((await recent(browser)).status).toBe(200);
  });

  it('refuses a silent sign-in on a provider session 11 minutes old, then takes prompt=login', async () => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'shipper@example.sa', DEMO_PASSWORD);
    await ageProviderSessions(11);
    const silent = await browser.follow(
      await browser.request(`${server().url}/api/login`),
      `${server().url}/api/login`,
    );
    expect(silent.location?.pathname).toBe('/');
    const refused = await recent(browser);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('reauthentication_required');

    const page = await openSignInPage(browser, server().url, '?prompt=login');
    await submitForm(browser, page, { email: 'shipper@example.sa', password: DEMO_PASSWORD }, server().url);
    expect((await recent(browser)).status).toBe(200);
  });
});

describe('signing in from another host than the public origin', () => {
  let elsewhere: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://localhost:${port}`;
    elsewhere = await startTestApp({ accounts, keyPrefix: `${prefix}elsewhere:`, port, publicUrl });
  });

  afterAll(async () => {
    await elsewhere?.close();
    await clearPrefix(`${prefix}elsewhere:`);
  });

  it('redirects /api/login on 127.0.0.1 to the public origin first, then signs in there', async () => {
    const browser = new TestBrowser();
    const first = await browser.request(`${elsewhere.url}/api/login?returnTo=%2Fartworks`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${publicUrl}/api/login?returnTo=%2Fartworks&moved=1`);

    const page = await openSignInPage(browser, elsewhere.url, '?returnTo=%2Fartworks');
    expect(page.url.origin).toBe(publicUrl);
    const outcome = await submitForm(
      browser,
      page,
      { email: 'collector@example.sa', password: DEMO_PASSWORD },
      publicUrl,
    );
    expect(outcome.landing?.href).toBe(`${publicUrl}/artworks`);
    expect((await browser.request(`${publicUrl}/api/probe/me`)).status).toBe(200);
  });

  it('does not redirect twice', async () => {
    const res = await new TestBrowser().request(`${elsewhere.url}/api/login?moved=1`);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/oidc/auth');
  });
});
