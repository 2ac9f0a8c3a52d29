/**
 * Storefront text overrides over HTTP (PostgreSQL server): only admins change them (moderators and auditors
 * read, members and visitors are refused); a key the storefront does not ship, a lost placeholder and control
 * characters are refused by field in both languages with nothing appended; an override and its revert are events
 * with who and what; the storefront's public list serves the overrides (a feature's texts included).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { stackPerFile } from '../../testing/stack-per-file.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { expectRefused } from '../../testing/expect-refused.js';

const stack = stackPerFile({ storage: 'pg' });
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const STREAM = 'translations-storefront';
const events = () => stack().runtime.storage.events.readStream(STREAM);

beforeAll(async () => {
  for (const name of ['collector', 'moderator', 'admin', 'auditor'])
    b[name] = await stack().signIn(`${name}@example.sa`);
});

describe('storefront translations', () => {
  it('staff read every shipped text with its override; searching by key or text', async () => {
    const list = await stack().call(
      b.moderator!,
      'GET',
      `/api/admin/translations?filter=${encodeURIComponent('{"q":"welcome back"}')}&range=[0,9]`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['home.welcome']));
    expect(list.headers.get('content-range')).toMatch(/^translations 0-\d+\/\d+$/);
    const one = await stack().call(b.auditor!, 'GET', '/api/admin/translations/home.welcome');
    expect(one.body).toMatchObject({
      key: 'home.welcome',
      bundledEn: 'Welcome back, {{name}}!',
      bundledAr: expect.stringMatching(arabic),
      en: null,
      ar: null,
      placeholders: ['name'],
      revision: -1,
    });
    const byKey = await stack().call(
      b.moderator!,
      'GET',
      `/api/admin/translations?filter=${encodeURIComponent('{"q":"home.wel"}')}`,
    );
    expect(byKey.body.map((r: { key: string }) => r.key)).toContain('home.welcome');
    expect((await stack().call(b.collector!, 'GET', '/api/admin/translations')).status).toBe(403);
    expect((await stack().call(b.admin!, 'GET', '/api/admin/translations/home.nope')).status).toBe(404);
  });

  it('pages and sorts every shipped text: a range is one page of the total, in key order either way', async () => {
    const list = (query: string) => stack().call(b.auditor!, 'GET', `/api/admin/translations?${query}`);
    const all = await list('range=[0,199]');
    const keys = all.body.map((r: { key: string }) => r.key) as string[];
    expect(keys).toEqual([...keys].sort());
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(2);
    const second = await list('range=[1,2]');
    expect(second.body.map((r: { key: string }) => r.key)).toEqual(keys.slice(1, 3));
    expect(second.headers.get('content-range')).toBe(`translations 1-2/${total}`);
    const lastTwo = await list(`range=[${total - 2},${total - 1}]`);
    const descending = await list(`sort=${encodeURIComponent('["key","DESC"]')}&range=[0,1]`);
    expect(descending.body.map((r: { key: string }) => r.key)).toEqual(
      lastTwo.body.map((r: { key: string }) => r.key).reverse(),
    );
  });

  it('refuses bad list input with a 400 naming the field in English and Arabic', async () => {
    const list = (query: string) => stack().call(b.moderator!, 'GET', `/api/admin/translations?${query}`);
    const filter = (value: string) => `filter=${encodeURIComponent(value)}`;
    for (const [query, field] of [
      [filter('{"overridden":"yes"}'), 'filter.overridden'],
      [filter('{"overridden":[true,false]}'), 'filter.overridden'],
      [filter('{"language":"ar"}'), 'filter.language'],
      [filter('{"q":'), 'filter'],
      [filter('["q"]'), 'filter'],
      [`sort=${encodeURIComponent('["bundledEn","ASC"]')}`, 'sort'],
      ['range=[0,200]', 'range'],
    ] as const) {
      const res = await list(query);
      expectRefused(res, field);
      expect(res.body.details.find((d: { field: string }) => d.field === field).messageAr).toMatch(arabic);
    }
  });

  it('only admins change them: moderators, auditors, members and visitors refused, nothing appended', async () => {
    const body = { ar: 'أهلًا {{name}}' };
    expect((await stack().call(b.moderator!, 'PUT', '/api/admin/translations/home.welcome', body)).status).toBe(403);
    expect((await stack().call(b.auditor!, 'PUT', '/api/admin/translations/home.welcome', body)).status).toBe(403);
    expect((await stack().call(b.collector!, 'PUT', '/api/admin/translations/home.welcome', body)).status).toBe(403);
    expect((await stack().call(null, 'PUT', '/api/admin/translations/home.welcome', body)).status).toBe(401);
    expect(await events()).toEqual([]);
  });

  it('refuses an unknown key, a lost or invented placeholder, control characters and bad types, by field', async () => {
    const put = (key: string, body: unknown) => stack().call(b.admin!, 'PUT', `/api/admin/translations/${key}`, body);
    expectRefused(await put('home.nope', { en: 'Hello' }), 'key');
    expectRefused(await put('home.welcome', { ar: 'أهلًا بك' }), 'ar');
    expectRefused(await put('home.welcome', { en: 'Hi {{name}} of {{city}}' }), 'en');
    expectRefused(await put('home.welcome', { en: 'Hi\u0007 {{name}}' }), 'en');
    expectRefused(await put('home.welcome', { en: 42 }), 'en');
    expectRefused(await put('home.welcome', { en: 'Hi {{name}}', admin: true }), 'admin');
    expect(await events()).toEqual([]);
  });

  it('an override and its revert are events with who and what; the storefront reads the overrides', async () => {
    const admin = demoUserId('admin@example.sa');
    const set = await stack().call(b.admin!, 'PUT', '/api/admin/translations/home.welcome', {
      en: 'Good to see you, {{name}}!',
      ar: 'سعداء برؤيتك يا {{name}}!',
      reason: 'Warmer greeting',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      en: 'Good to see you, {{name}}!',
      ar: 'سعداء برؤيتك يا {{name}}!',
      overridden: true,
    });
    expect(set.body.history).toHaveLength(2);
    const feature = await stack().call(b.admin!, 'PUT', '/api/admin/translations/newsletter.confirm.title', {
      ar: 'اشتراكك في النشرة',
    });
    expect(feature.status).toBe(200);

    const served = await stack().call(null, 'GET', '/api/translations');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(served.body).toEqual({
      revision: 2,
      en: { 'home.welcome': 'Good to see you, {{name}}!' },
      ar: { 'home.welcome': 'سعداء برؤيتك يا {{name}}!', 'newsletter.confirm.title': 'اشتراكك في النشرة' },
    });

    const reverted = await stack().call(b.admin!, 'PUT', '/api/admin/translations/home.welcome', { en: null });
    expect(reverted.body).toMatchObject({ en: null, ar: 'سعداء برؤيتك يا {{name}}!' });
    expect((await stack().call(null, 'GET', '/api/translations')).body.en).toEqual({});
    const stored = await events();
    expect(stored.map((e) => [e.type, e.data.language, e.metadata.actorId])).toEqual([
      ['TranslationOverridden', 'en', admin],
      ['TranslationOverridden', 'ar', admin],
      ['TranslationOverridden', 'ar', admin],
      ['TranslationReverted', 'en', admin],
    ]);
    expect(stored[3]!.data).toMatchObject({ key: 'home.welcome', previous: 'Good to see you, {{name}}!' });
    const overridden = await stack().call(
      b.moderator!,
      'GET',
      `/api/admin/translations?filter=${encodeURIComponent('{"overridden":true}')}`,
    );
    expect(overridden.body.map((r: { key: string }) => r.key)).toEqual(['home.welcome', 'newsletter.confirm.title']);
    // The last changed first (the revert counts); texts never overridden have no date and come after.
    const recent = await stack().call(
      b.moderator!,
      'GET',
      `/api/admin/translations?sort=${encodeURIComponent('["updatedAt","DESC"]')}&range=[0,2]`,
    );
    expect(recent.body.map((r: { key: string; overridden: boolean }) => [r.key, r.overridden])).toEqual([
      ['home.welcome', true],
      ['newsletter.confirm.title', true],
      [expect.any(String), false],
    ]);
  });
});
