/**
 * Two API instances on one Redis, as two replicas behind a load balancer (same public URL): a sign-in started on
 * one finishes on the other, and a session made on one is honoured by the other. Nothing the flow needs may live
 * in one process's memory: sessions, the provider's interactions, codes, keys and accounts are all in Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { freePort } from '../net/free-port.js';
import { clearPrefix, startTestApp, type TestApp } from './testing/auth-test-app.js';
import { demoRoleAccounts } from './testing/in-memory-accounts.js';
import { signIn } from './testing/sign-in-steps.js';
import { NAVIGATION, TestBrowser } from './testing/test-browser.js';

const prefix = `test:replicas:${randomUUID()}:`;
// Both instances read one account store, as both would read one database.
const accounts = demoRoleAccounts();
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  first = await startTestApp({ accounts, keyPrefix: prefix, port: Number(new URL(publicUrl).port), publicUrl });
  second = await startTestApp({ accounts, keyPrefix: prefix, publicUrl });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await clearPrefix(prefix);
});

describe('two instances sharing Redis', () => {
  it('finishes on one instance a sign-in started on the other, and both honour the session', async () => {
    const browser = new TestBrowser();
    // Every hop after /api/login (the provider's page, the password post, the callback) goes to the second one.
    const toSecond = (url: URL) => new URL(`${url.pathname}${url.search}`, second.url);
    const outcome = await signIn(browser, first.url, 'admin@example.sa', 'demo-password', { route: toSecond });
    expect(outcome.landing?.pathname).toBe('/');
    expect(browser.hops.some((h) => h.url.startsWith(`${second.url}/api/callback`))).toBe(true);

    const onFirst = await browser.request(`${first.url}/api/probe/me`);
    const onSecond = await browser.request(`${second.url}/api/probe/me`);
    expect(onFirst.status).toBe(200);
    expect(onSecond.status).toBe(200);
    const [a, b] = [await onFirst.json(), await onSecond.json()] as { userId: string; roles: string[] }[];
    expect(a!.userId).toBe(b!.userId);
    expect(b!.roles).toEqual(['admin']);
  });

  it('ends the session everywhere when one instance signs the person out', async () => {
    const browser = new TestBrowser();
    await signIn(browser, first.url, 'collector@example.sa', 'demo-password');
    expect((await browser.request(`${second.url}/api/probe/me`)).status).toBe(200);
    await browser.request(`${second.url}/api/logout`, NAVIGATION);
    expect((await browser.request(`${first.url}/api/probe/me`)).status).toBe(401);
  });
});
