/**
 * The web and session findings of the hardening review, on the whole stack: routing is case-sensitive; erasing
 * one's account needs a fresh sign-in; health details are for staff, and in production so are the OpenAPI
 * document and the auction replicas' counters. Bounded reads and exports: http/reads-and-exports.e2e.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../auth/testing/test-browser.js';
import { changeStoredSession } from '../auth/testing/stored-session.js';
import { markEventLog } from '../../testing/appended-events.js';

let stack: TestStack;
let collector: TestBrowser;

beforeAll(async () => {
  stack = await startTestStack();
  collector = await stack.signIn('collector@example.sa');
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('routing is case-sensitive: /API/… is not /api/…', () => {
  it.each([
    ['GET', '/API/health'],
    ['GET', '/Api/profile'],
    ['PATCH', '/API/profile'],
    ['POST', '/api/PROFILE/erase'],
  ])('%s %s is no route', async (method, path) => {
    const before = await stack.call(collector, 'GET', '/api/profile');
    const log = await markEventLog(stack.runtime.storage.events);
    const res = await stack.call(collector, method, path, method === 'GET' ? undefined : { bio: 'changed by case' });
    expect(res.status).toBe(404);
    expect(await log.appended()).toEqual([]);
    const after = await stack.call(collector, 'GET', '/api/profile');
    expect(after.body).toEqual(before.body);
  });

  it('still answers the exact path', async () => {
    expect((await stack.call(collector, 'GET', '/api/profile')).status).toBe(200);
  });
});

describe("erasing one's account needs a fresh sign-in (within 10 minutes)", () => {
  const signedInMinutesAgo = async (browser: TestBrowser, minutes: number) => {
    const { config } = stack.runtime;
    const options = { baseUrl: stack.baseUrl, keyPrefix: `${config.redisPrefix}:`, redisUrl: config.redisUrl! };
    await changeStoredSession(browser, options, (s) => {
      s.authenticatedAt = Date.now() - minutes * 60_000;
    });
  };

  it('answers 403 reauthentication_required for a sign-in 11 minutes old, and erases nothing', async () => {
    const artist = await stack.signIn('artist@example.sa');
    await signedInMinutesAgo(artist, 11);
    const log = await markEventLog(stack.runtime.storage.events);
    const res = await stack.call(artist, 'POST', '/api/profile/erase');
    expect(res.status).toBe(403);
    expect(await log.appended()).toEqual([]);
    expect(res.body).toMatchObject({
      code: 'reauthentication_required',
      message: expect.stringContaining('sign in again'),
      messageAr: expect.stringMatching(/تسجيل الدخول/),
    });
    const profile = await stack.call(artist, 'GET', '/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('artist@example.sa');
  });

  it('erases after a sign-in 9 minutes old', async () => {
    const shipper = await stack.signIn('shipper@example.sa');
    await signedInMinutesAgo(shipper, 9);
    const log = await markEventLog(stack.runtime.storage.events);
    expect((await stack.call(shipper, 'POST', '/api/profile/erase')).status).toBe(200);
    expect(await log.appendedTypes('user-')).toEqual(['UserForgotten']);
  });
});

describe('/api/health shows details only to staff', () => {
  it('answers visitors and non-staff with the status alone, and records nothing', async () => {
    const log = await markEventLog(stack.runtime.storage.events);
    const anonymous = await stack.call(null, 'GET', '/api/health');
    expect(anonymous).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(anonymous.body)).toEqual(['status']);
    expect((await stack.call(collector, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
    expect(await log.appended()).toEqual([]);
  });

  it('shows staff the stores, positions and projections', async () => {
    const auditor = await stack.signIn('auditor@example.sa');
    const res = await stack.call(auditor, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', eventStore: { ok: true, detail: { head: expect.any(String) } } });
    expect(res.body.projections.detail.length).toBeGreaterThan(0);
  });
});

describe('in production, /api/docs and /api/health/auctions are staff-only', () => {
  let production: TestStack;

  beforeAll(async () => {
    production = await startTestStack({
      seed: false,
      env: {
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_SECRET: 'a-client-secret-from-the-provider',
        ZATCA_API_URL: 'https://gateway.example/e-invoicing',
        ZATCA_ALLOW_SANDBOX_CERTIFICATES: 'true',
        DATABASE_URL: 'postgres://unused/db',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await production?.close();
  });

  it.each(['/api/docs', '/api/docs-json', '/api/docs-yaml', '/api/health/auctions'])(
    'answers 401 signed out: %s',
    async (path) => {
      const log = await markEventLog(production.runtime.storage.events);
      const res = await production.call(null, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
      expect(await log.appended()).toEqual([]);
    },
  );

  it('keeps them open outside production', async () => {
    expect((await stack.call(null, 'GET', '/api/docs-json')).status).toBe(200);
    expect((await stack.call(null, 'GET', '/api/health/auctions')).status).toBe(200);
  });
});
