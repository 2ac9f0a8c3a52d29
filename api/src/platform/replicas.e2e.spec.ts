/**
 * Built to run as many replicas: two API processes on one PostgreSQL database and one Redis. A session
 * made on one is honoured by the other, and a command on one reaches the other's read side.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { builtApiAvailable, REPLICAS_START_MS, startReplicas } from '../testing/api-process.js';
import type { ApiProcess, Replicas } from '../testing/api-process.js';
import { TestBrowser } from './auth/testing/test-browser.js';
import { signIn } from './auth/testing/sign-in-steps.js';

let replicas: Replicas;
let a: ApiProcess;
let b: ApiProcess;

const describeBuilt = builtApiAvailable() ? describe : describe.skip;
if (!builtApiAvailable()) console.warn('replicas: skipped because api/dist is not built (npm run build -w api)');

describeBuilt('two API replicas', () => {
  beforeAll(async () => {
    replicas = await startReplicas('ga_replicas');
    ({ a, b } = replicas);
  }, REPLICAS_START_MS);

  afterAll(() => replicas?.stop());

  it("honours on one replica a session made on the other, and shows each other's writes", async () => {
    const browser = new TestBrowser();
    const outcome = await signIn(browser, a.baseUrl, 'collector@example.sa', 'demo-password');
    expect(outcome.landing?.pathname).toBe('/');
    const cookie = await browser.jar.getCookieString(`${a.baseUrl}/api/profile`);
    const onB = await fetch(`${b.baseUrl}/api/profile`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe('collector@example.sa');

    const patched = await fetch(`${a.baseUrl}/api/profile`, {
      method: 'PATCH',
      headers: { cookie, origin: a.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'Written on replica A' }),
    });
    expect(patched.status).toBe(200);
    let bio: string | null = null;
    for (let i = 0; i < 50 && bio !== 'Written on replica A'; i++) {
      bio = (
        (await (await fetch(`${b.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { bio: string | null }
      ).bio;
      if (bio !== 'Written on replica A') await new Promise((r) => setTimeout(r, 100));
    }
    expect(bio).toBe('Written on replica A');

    // Only one replica runs each projection at a time; the other stands by (a lease in Redis). Staff see it.
    const admin = new TestBrowser();
    await signIn(admin, a.baseUrl, 'admin@example.sa', 'demo-password');
    const staffCookie = await admin.jar.getCookieString(`${a.baseUrl}/api/health`);
    const statuses = await Promise.all(
      [a, b].map(async (r) => {
        const answer = await fetch(`${r.baseUrl}/api/health`, { headers: { cookie: staffCookie } });
        const health = (await answer.json()) as {
          projections: { detail: Array<{ name: string; status: string }> };
        };
        return health.projections.detail.find((p) => p.name === 'users')!.status;
      }),
    );
    expect(statuses.sort()).toEqual(['live', 'standby']);
  }, 60_000);
});
