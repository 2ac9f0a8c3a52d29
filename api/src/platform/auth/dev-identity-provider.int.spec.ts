/**
 * The development identity provider's own behaviour: "Sign Up Free", its bilingual pages, the per-address
 * limit on password attempts, the default write limit, and its refusal in production.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { mountDevIdentityProvider } from './dev-idp/mount-dev-idp.js';
import { clearPrefix, REDIS_URL, startTestApp, testAppPerFile, testConfig } from './testing/auth-test-app.js';
import { InMemoryAccounts } from './testing/in-memory-accounts.js';
import { openSignInPage, signIn, submitForm } from './testing/sign-in-steps.js';
import { TestBrowser } from './testing/test-browser.js';

const accounts = new InMemoryAccounts();
const { prefix, server } = testAppPerFile('devidp', { accounts });

describe('Sign Up Free', () => {
  const email = `new.${randomUUID().slice(0, 8)}@example.sa`;

  it('shows errors in the page language, refuses a taken e-mail, then creates an account that can sign in', async () => {
    const browser = new TestBrowser();
    const page = await openSignInPage(browser, server().url, '?screen=signup&lang=ar');
    expect(page.url.pathname).toMatch(/\/signup$/);
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('<label for="firstName">الاسم الأول</label>');

    const short = await submitForm(
      browser,
      page,
      { firstName: 'Jawaher', lastName: 'Al-Rashidi', email, password: 'short' },
      server().url,
    );
    expect(short.res.status).toBe(400);
    expect(await short.res.text()).toContain('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.');

    const taken = await submitForm(
      browser,
      page,
      { firstName: 'Jawaher', lastName: 'Al-Rashidi', email: 'ADMIN@example.sa', password: 'long-enough-1' },
      server().url,
    );
    expect(taken.res.status).toBe(409);
    expect(await taken.res.text()).toContain('يوجد حساب بهذا البريد الإلكتروني بالفعل.');

    const created = await submitForm(
      browser,
      page,
      { firstName: 'Jawaher', lastName: 'Al-Rashidi', email, password: 'long-enough-1' },
      server().url,
    );
    expect(created.landing?.pathname).toBe('/');
    expect(accounts.signIns.at(-1)!.claims).toMatchObject({
      email,
      emailVerified: false,
      givenName: 'Jawaher',
      familyName: 'Al-Rashidi',
    });
    expect((await browser.request(`${server().url}/api/probe/me`)).status).toBe(200);

    const again = new TestBrowser();
    const signedIn = await signIn(again, server().url, email, 'long-enough-1');
    expect(signedIn.landing?.pathname).toBe('/');
    expect((await again.request(`${server().url}/api/probe/me`)).status).toBe(200);
  });

  it('shows English errors on the English page', async () => {
    const browser = new TestBrowser();
    const page = await openSignInPage(browser, server().url, '?screen=signup');
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    const res = await submitForm(
      browser,
      page,
      { firstName: '', lastName: 'X', email: 'not-an-email', password: 'long-enough-1' },
      server().url,
    );
    const html = await res.res.text();
    expect(html).toContain('Please fill in this field.');
    expect(html).toContain('Please enter a valid e-mail address.');
  });
});

describe('the sign-in page', () => {
  it('links to the other language and keeps it through the form', async () => {
    const browser = new TestBrowser();
    const page = await openSignInPage(browser, server().url);
    expect(page.html).toContain('<label for="email">E-mail</label>');
    const arabicHref = /<a href="([^"]+)" lang="ar">العربية<\/a>/.exec(page.html)![1]!;
    const arabic = await browser.request(new URL(arabicHref, page.url));
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<form method="post" action="[^"]+\?lang=ar">/);
  });
});

describe('limits', () => {
  const limitsPrefix = `test:devidp-limits:${randomUUID()}:`;
  afterAll(() => clearPrefix(limitsPrefix));

  it('answers 429 with Retry-After after too many password attempts from one address', async () => {
    const limited = await startTestApp({
      accounts,
      keyPrefix: limitsPrefix,
      passwordLimit: { points: 5, windowSeconds: 60 },
    });
    try {
      const browser = new TestBrowser();
      const page = await openSignInPage(browser, limited.url, '?lang=ar');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await submitForm(browser, page, { email: 'admin@example.sa', password: 'wrong' }, limited.url)).res.status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const refused = (
        await submitForm(browser, page, { email: 'admin@example.sa', password: 'demo-password' }, limited.url)
      ).res;
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('محاولات كثيرة جدًا.');
    } finally {
      await limited.close();
    }
  });

  it('limits writes by default (here 3 a minute per address) with 429, Retry-After and the error shape', async () => {
    const limited = await startTestApp({
      accounts,
      keyPrefix: `${limitsPrefix}w:`,
      writeLimits: [{ bucket: 'writes', scope: 'ip', points: 3, windowSeconds: 60 }],
    });
    try {
      const browser = new TestBrowser();
      await signIn(browser, limited.url, 'collector@example.sa', 'demo-password');
      const post = () =>
        browser.request(`${limited.url}/api/probe/write`, { method: 'POST', headers: { origin: limited.url } });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post()).status);
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({
        statusCode: 429,
        code: 'rate_limited',
        messageAr: expect.stringContaining('يرجى'),
      });
      // Reads are not writes.
      expect((await browser.request(`${limited.url}/api/probe/me`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('in production', () => {
  it('is not mounted, whatever the configuration says', async () => {
    const app = express();
    const config = { ...testConfig('http://127.0.0.1:1'), nodeEnv: 'production' as const };
    expect(await mountDevIdentityProvider(app, { config, redisUrl: REDIS_URL, keyPrefix: prefix })).toBeNull();
    expect(app.router.stack.length).toBe(0);
  });
});
