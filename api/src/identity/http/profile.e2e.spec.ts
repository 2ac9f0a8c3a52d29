/**
 * The first vertical slice through everything: sign-in through the real OIDC redirect flow, the profile as
 * commands → events → the `users` read model, role selection, validation in both languages.
 */
import { describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { ROLES } from '../../platform/auth/roles.js';
import { buildOpenApiDocument } from '../../cli/openapi.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { openSignInPage, submitForm } from '../../platform/auth/testing/sign-in-steps.js';

const stack = stackPerFile({ storage: 'pglite' });
const streamOf = async (email: string) => stack().runtime.storage.events.readStream(`user-${demoUserId(email)}`);

describe('sign-in and the profile', () => {
  it('answers 401 with a bilingual body when signed out', async () => {
    const res = await stack().call(null, 'GET', '/api/profile');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'unauthenticated' });
    expect(res.body.messageAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('sends security headers and publishes the OpenAPI document', async () => {
    const res = await fetch(`${stack().baseUrl}/api/docs-json`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/user/roles', '/api/admin/users', '/api/health']),
    );
  });

  it('serves the same OpenAPI document that `npm run contracts` builds without a server, shared shapes included', async () => {
    const served = await (await fetch(`${stack().baseUrl}/api/docs-json`)).json();
    // The front ends' contract is generated from the offline build: it must be what the running API says.
    expect(served).toEqual(await buildOpenApiDocument());
    expect(served.components.schemas.Role.enum).toEqual([...ROLES]);
    expect(served.components.schemas.ApiError.required).toEqual([
      'statusCode',
      'code',
      'message',
      'messageAr',
      'details',
    ]);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.roles] as const))(
    'signs in %s through the OIDC redirects and reads their profile',
    async (email, roles) => {
      const browser = await stack().signIn(email);
      const res = await stack().call(browser, 'GET', '/api/profile');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: demoUserId(email), email, roles, role: roles[0] ?? null });
      const types = (await streamOf(email)).map((e) => e.type);
      expect(types[0]).toBe('UserRegistered');
      expect(types).toContain('UserSignedIn');
    },
  );

  it('updates the profile as an event that names the actor, with personal data encrypted at rest', async () => {
    const browser = await stack().signIn('collector@example.sa');
    const patch = {
      firstName: 'ريم',
      lastName: 'Al-Mansouri',
      phone: '+966 50 123 4567',
      location: 'جدة',
      bio: 'Collector of Najdi doors',
    };
    const res = await stack().call(browser, 'PATCH', '/api/profile', patch);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(patch);
    expect((await stack().call(browser, 'GET', '/api/profile')).body).toMatchObject(patch);
    const last = (await streamOf('collector@example.sa')).at(-1)!;
    expect(last.type).toBe('ProfileUpdated');
    expect(last.metadata).toMatchObject({ actorId: demoUserId('collector@example.sa'), schemaVersion: 1 });
    expect(last.metadata.correlationId).toEqual(expect.any(String));
    expect(JSON.stringify(last.data)).not.toContain('جدة');
    expect(last.data.location).toEqual({ $pii: expect.stringMatching(/^v1\./) });
  });

  it('refuses bad input naming each field in English and Arabic, and appends nothing', async () => {
    const browser = await stack().signIn('artist@example.sa');
    const before = (await streamOf('artist@example.sa')).length;
    const res = await stack().call(browser, 'PATCH', '/api/profile', {
      firstName: 123,
      bio: 'x'.repeat(2001),
      phone: 'call me',
      isAdmin: true,
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'bio', 'phone', 'isAdmin']));
    for (const detail of res.body.details) {
      expect(detail.message).toMatch(/[A-Za-z]/);
      expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(res.body.details.find((d: { field: string }) => d.field === 'bio').message).toContain('2000');
    expect((await streamOf('artist@example.sa')).length).toBe(before);
    const notJson = await browser.request(`${stack().baseUrl}/api/profile`, {
      method: 'PATCH',
      headers: { origin: stack().baseUrl, 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { code: string }).code).toBe('invalid_json');
  });

  it('records the language for mails: 401 signed out, 400 naming `language` in both languages, once per change', async () => {
    expect((await stack().call(null, 'PUT', '/api/profile/language', { language: 'ar' })).status).toBe(401);
    const browser = await stack().signIn('artist@example.sa');
    const before = (await streamOf('artist@example.sa')).length;
    for (const [body, field] of [
      [{ language: 'fr' }, 'language'],
      [{ language: 7 }, 'language'],
      [{}, 'language'],
      [{ language: 'ar', userId: 'someone' }, 'userId'],
    ] as const) {
      const res = await stack().call(browser, 'PUT', '/api/profile/language', body);
      expect(res.status).toBe(400);
      const detail = res.body.details.find((d: { field: string }) => d.field === field);
      expect(detail.message).toMatch(/[A-Za-z]/);
      expect(detail.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await streamOf('artist@example.sa')).length).toBe(before);

    for (const attempt of [1, 2]) {
      const res = await stack().call(browser, 'PUT', '/api/profile/language', { language: 'ar' });
      expect([attempt, res.status, res.body]).toEqual([attempt, 200, { language: 'ar' }]);
    }
    const chosen = (await streamOf('artist@example.sa')).slice(before);
    expect(chosen.map((e) => [e.type, e.data])).toEqual([
      ['PreferredLanguageChosen', { userId: demoUserId('artist@example.sa'), language: 'ar' }],
    ]);
    await eventually(async () => {
      const profile = await stack().call(browser, 'GET', '/api/profile');
      return profile.body.language === 'ar' ? true : null;
    });
  });

  it('records the language a new account signs up in, and writes the welcome mail in it', async () => {
    const email = `sign-up-${Date.now()}@example.sa`;
    const browser = new TestBrowser();
    const page = await openSignInPage(browser, stack().baseUrl, '?screen=signup&lang=ar');
    const { landing } = await submitForm(
      browser,
      page,
      { firstName: 'نورة', lastName: 'القحطاني', email, password: 'long-enough-1' },
      stack().baseUrl,
    );
    expect(landing?.pathname.startsWith('/auth')).toBe(false);
    const profile = await stack().call(browser, 'GET', '/api/profile');
    expect(profile.body.language).toBe('ar');
    const events = await stack().runtime.storage.events.readStream(`user-${profile.body.id}`);
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['UserRegistered', 'PreferredLanguageChosen']);
    const admin = await stack().signIn('admin@example.sa');
    const mail = await eventually(async () => {
      const found = await stack().call(
        admin,
        'GET',
        `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      );
      return found.body.length > 0 ? found.body[0] : null;
    });
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps every accepted profile update under 50 concurrent writers: 200s equal the events appended', async () => {
    const browser = await stack().signIn('gallery@example.sa');
    const before = (await streamOf('gallery@example.sa')).filter((e) => e.type === 'ProfileUpdated').length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        stack().call(browser, 'PATCH', '/api/profile', { bio: `Gallery statement #${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = statuses.filter((s) => s === 200).length;
    const after = (await streamOf('gallery@example.sa')).filter((e) => e.type === 'ProfileUpdated').length;
    expect(after - before).toBe(ok);
    expect(ok).toBeGreaterThan(0);
  });

  it('sends one welcome e-mail per registration, through the job queue to the mail capture', async () => {
    const admin = await stack().signIn('admin@example.sa');
    await stack().signIn('moderator@example.sa'); // a second sign-in registers nothing new
    let mails: Array<{ to: string; subject: string }> = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      mails = (
        await stack().call(admin, 'GET', `/api/admin/mail?filter=${encodeURIComponent('{"q":"moderator@example.sa"}')}`)
      ).body;
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/welcome|مرحب/i);
  });

  it('completes role selection with self-service roles only', async () => {
    const browser = await stack().signIn('newcomer@example.sa');
    expect((await stack().call(browser, 'GET', '/api/user/roles')).body).toEqual({ setupComplete: false, roles: [] });
    const staff = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['admin'] });
    expect(staff.status).toBe(400);
    expect(staff.body.details[0]).toMatchObject({ field: 'roles' });
    const chosen = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['collector', 'artist'] });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ setupComplete: true, roles: ['collector', 'artist'] });
    expect((await stack().call(browser, 'GET', '/api/user/roles')).body).toEqual({
      setupComplete: true,
      roles: ['collector', 'artist'],
    });
  });

  it('role self-selection only adds non-staff roles: admin, moderator and auditor are refused, nothing appended', async () => {
    const browser = await stack().signIn('newcomer@example.sa');
    const before = (await streamOf('newcomer@example.sa')).length;
    for (const staff of ['admin', 'moderator', 'auditor']) {
      const res = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['collector', staff] });
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toMatchObject({ field: 'roles' });
      expect(res.body.details[0].messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await streamOf('newcomer@example.sa')).length).toBe(before);
    expect((await stack().call(browser, 'GET', '/api/user/roles')).body.roles).not.toContain('moderator');
  });

  it('role self-selection is refused to staff accounts (403, nothing appended)', async () => {
    for (const email of ['moderator@example.sa', 'auditor@example.sa']) {
      const browser = await stack().signIn(email);
      const before = (await streamOf(email)).length;
      const res = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['collector'] });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('staff_account');
      expect((await streamOf(email)).length).toBe(before);
    }
  });

  it('role self-selection cannot re-add a role an admin removed, until an admin grants it again', async () => {
    const admin = await stack().signIn('admin@example.sa');
    const browser = await stack().signIn('newcomer@example.sa');
    const userId = demoUserId('newcomer@example.sa');
    const removed = await stack().call(admin, 'POST', `/api/admin/users/${userId}/change-role`, {
      roles: ['collector'],
    });
    expect(removed.status).toBe(200);
    const before = (await streamOf('newcomer@example.sa')).length;
    const again = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['artist'] });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'role_revoked' });
    // The role by its name in each language, not its key inside an Arabic sentence.
    expect(again.body.message).toBe('An administrator removed this role from your account: Artist.');
    expect(again.body.messageAr).toBe('أزال المسؤول هذا الدور من حسابك: فنان.');
    expect((await streamOf('newcomer@example.sa')).length).toBe(before);
    // Only the removed role is barred: another self-service role can still be added.
    const other = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['gallery'] });
    expect(other.body).toEqual({ setupComplete: true, roles: ['collector', 'gallery'] });
    // The removal stands until an admin grants the role again; then the person holds it and choosing it is fine.
    const granted = await stack().call(admin, 'POST', `/api/admin/users/${userId}/change-role`, {
      roles: ['collector', 'gallery', 'artist'],
    });
    expect(granted.status).toBe(200);
    const chosen = await stack().call(browser, 'POST', '/api/user/roles', { roles: ['artist'] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.roles).toEqual(['collector', 'gallery', 'artist']);
  });
});
