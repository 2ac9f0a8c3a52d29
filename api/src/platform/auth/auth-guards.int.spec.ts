/**
 * The global guards and cross-site protection on a running app with real Redis sessions: 401 signed out,
 * 403 for a missing role or a cross-site write, 429 with Retry-After past a rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clearPrefix, startTestApp, testAppPerFile, type TestApp } from './testing/auth-test-app.js';
import { demoRoleAccounts } from './testing/in-memory-accounts.js';
import { signIn } from './testing/sign-in-steps.js';
import { TestBrowser } from './testing/test-browser.js';

const accounts = demoRoleAccounts();
const { prefix, server } = testAppPerFile('guards', { accounts });
let collector: TestBrowser;

beforeAll(async () => {
  collector = new TestBrowser();
  await signIn(collector, server().url, 'collector@example.sa', 'demo-password');
});

const write = (browser: TestBrowser, headers: Record<string, string>) =>
  browser.request(`${server().url}/api/probe/write`, { method: 'POST', headers });

describe('cross-site write protection', () => {
  it('lets a same-origin write through', async () => {
    const res = await write(collector, { origin: server().url, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ written: true });
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a write with %s: 403 in both languages', async (_name, headers) => {
    const res = await write(collector, headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      statusCode: 403,
      code: 'cross_site_request',
      message: expect.any(String),
      messageAr: expect.stringMatching(/[\u0600-\u06ff]/),
      details: [],
    });
  });

  it('does not hold back reads from other sites', async () => {
    expect(
      (await collector.request(`${server().url}/api/probe/me`, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('role guard', () => {
  it('answers 403 when the person has none of the roles', async () => {
    const res = await collector.request(`${server().url}/api/probe/admin`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      statusCode: 403,
      code: 'forbidden_role',
      // The roles by name in each language, not their keys.
      message: 'This needs one of these roles: Administrator, Moderator.',
      messageAr: 'يتطلب هذا أحد الأدوار التالية: مسؤول، مشرف.',
      details: [],
    });
  });

  it('lets a person with one of the roles in, and applies a role change at the next request', async () => {
    const moderator = new TestBrowser();
    await signIn(moderator, server().url, 'moderator@example.sa', 'demo-password');
    expect((await moderator.request(`${server().url}/api/probe/admin`)).status).toBe(200);
    const { userId } = (await (await moderator.request(`${server().url}/api/probe/me`)).json()) as { userId: string };
    accounts.setRoles(userId, ['collector']);
    expect((await moderator.request(`${server().url}/api/probe/admin`)).status).toBe(403);
  });

  it('answers 401, not 403, when signed out', async () => {
    expect((await new TestBrowser().request(`${server().url}/api/probe/admin`)).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a route limit is used up, per user', async () => {
    const limited = () => collector.request(`${server().url}/api/probe/limited`, { method: 'POST' });
    expect((await limited()).status).toBe(200);
    expect((await limited()).status).toBe(200);
    const refused = await limited();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(await refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited', details: [] });

    // Another person has their own allowance.
    const other = new TestBrowser();
    await signIn(other, server().url, 'artist@example.sa', 'demo-password');
    expect((await other.request(`${server().url}/api/probe/limited`, { method: 'POST' })).status).toBe(200);
  });
});

describe('every limit applies whatever path a write came by', () => {
  let limited: TestApp;
  const limitedPrefix = `${prefix}limited:`;

  beforeAll(async () => {
    limited = await startTestApp({
      accounts,
      keyPrefix: limitedPrefix,
      writeLimits: [{ bucket: 'writes', scope: 'ip', points: 3, windowSeconds: 60 }],
    });
  });

  afterAll(async () => {
    await limited?.close();
    await clearPrefix(limitedPrefix);
  });

  it('counts a write outside /api, in another case or with a trailing slash against the default limit', async () => {
    const post = (path: string) => fetch(`${limited.url}${path}`, { method: 'POST' });
    const statuses = [];
    for (const path of [
      '/probe-elsewhere/write',
      '/PROBE-ELSEWHERE/write',
      '/probe-elsewhere/write/',
      '/probe-elsewhere/write',
    ])
      statuses.push((await post(path)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('session cookie', () => {
  it('rolls at most once a minute: a fresh expiry on the first answer, none on the next ones', async () => {
    const browser = new TestBrowser();
    await signIn(browser, server().url, 'artist@example.sa', 'demo-password');
    const cookies = async () => (await browser.request(`${server().url}/api/probe/me`)).headers.getSetCookie();
    const first = await cookies();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^ga\.sid=.*Expires=/);
    const expires = new Date(/Expires=([^;]+)/.exec(first[0]!)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(await cookies()).toEqual([]);
    expect(await cookies()).toEqual([]);
    // Still signed in after the quiet answers.
    expect((await browser.request(`${server().url}/api/probe/me`)).status).toBe(200);
  });
});
