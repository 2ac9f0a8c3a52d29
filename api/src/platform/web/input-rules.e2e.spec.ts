/**
 * What the write side accepts (issue 12): one text rule for the whole API, JSON-only bodies without prototype
 * keys or deep nesting. Every refusal answers 400 (or 415) naming the field in English and Arabic, appends
 * nothing, and leaves /api/health at 200.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../auth/testing/test-browser.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { DEMO_ACCOUNTS } from '../auth/dev-idp/demo-accounts.js';

let stack: TestStack;
let collector: TestBrowser;
const EMAIL = 'collector@example.sa';
const stream = `user-${userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === EMAIL)!.subject)}`;
const eventCount = async () => (await stack.runtime.storage.events.readStream(stream)).length;

/** A request with a body sent exactly as written (JSON.stringify cannot write a `__proto__` key). */
async function raw(method: string, path: string, body: string, contentType = 'application/json') {
  const res = await collector.request(`${stack.baseUrl}${path}`, {
    method,
    headers: { origin: stack.baseUrl, 'content-type': contentType },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  collector = await stack.signIn(EMAIL);
});
afterAll(async () => {
  await stack?.close();
});

async function expectRefused(
  send: () => Promise<{ status: number; body: any }>,
  field: string,
  status = 400,
): Promise<void> {
  const before = await eventCount();
  const res = await send();
  expect(res.status).toBe(status);
  if (status === 400) {
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field,
          message: expect.any(String),
          messageAr: expect.stringMatching(/[\u0600-\u06FF]/),
        }),
      ]),
    );
  }
  expect(await eventCount()).toBe(before);
  expect((await stack.call(null, 'GET', '/api/health')).status).toBe(200);
}

describe('one text rule for the whole API', () => {
  it('PATCH /api/profile {"bio":"a\\u0000b"} answers 400 naming bio, and /api/health stays 200', async () => {
    await expectRefused(() => stack.call(collector, 'PATCH', '/api/profile', { bio: 'a\u0000b' }), 'bio');
  });

  it.each([
    ['a C1 control character', 'firstName', 'a\u0085b'],
    ['a tab in a single-line field', 'firstName', 'a\tb'],
    ['a line break in a single-line field', 'location', 'Jeddah\nRiyadh'],
    ['a lone high surrogate', 'lastName', 'a\uD800b'],
    ['a lone low surrogate', 'bio', '\uDC00'],
    ['a non-character', 'location', 'a\uFFFEb'],
    ['a non-character past the first plane', 'bio', 'a\u{10FFFF}'],
  ])('refuses %s', async (_what, field, value) => {
    await expectRefused(() => stack.call(collector, 'PATCH', '/api/profile', { [field]: value }), field);
  });

  it('keeps line breaks and tabs in a multi-line field, and any real character, emoji included', async () => {
    const bio = 'سطر أول\nsecond line\r\n\tindented 🎨';
    const res = await stack.call(collector, 'PATCH', '/api/profile', { bio });
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe(bio.trim());
  });

  it('an inquiry whose e-mail holds a lone surrogate answers 400 naming email, not 500 (isEmail threw URIError)', async () => {
    const res = await stack.call(collector, 'POST', '/api/artworks/55c4f6e0-0821-5f1d-a2a1-f2c77e301199/inquiries', {
      email: 'x\udc00y',
      phone: '+966 50 123 4567',
      message: 'Is this work still available?',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'email', code: 'textCharacters' }));
  });

  it('applies to query parameters too', async () => {
    const res = await stack.call(null, 'GET', '/api/artworks?q=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ field: 'q', code: 'textCharacters' });
  });
});

describe('JSON bodies: prototype keys, unknown fields, nesting, content type', () => {
  it('refuses {"__proto__":{"role":"admin"},"firstName":"x"} (answered 200 before)', async () => {
    await expectRefused(
      () => raw('PATCH', '/api/profile', '{"__proto__":{"role":"admin"},"firstName":"x"}'),
      '__proto__',
    );
    expect((await stack.call(collector, 'GET', '/api/profile')).body.roles).toEqual(['collector']);
  });

  it.each([
    ['constructor', '{"firstName":"x","constructor":{"prototype":{"role":"admin"}}}', 'constructor'],
    ['a nested prototype key', '{"firstName":"x","a":[{"b":{"__proto__":{}}}]}', 'a.0.b.__proto__'],
    ['prototype', '{"prototype":1}', 'prototype'],
  ])('refuses %s at any depth', async (_what, body, field) => {
    await expectRefused(() => raw('PATCH', '/api/profile', body), field);
  });

  it('refuses unknown fields', async () => {
    await expectRefused(
      () => stack.call(collector, 'PATCH', '/api/profile', { firstName: 'x', role: 'admin' }),
      'role',
    );
  });

  it('refuses a body nested deeper than any form of ours', async () => {
    const deep = `{"bio":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    await expectRefused(() => raw('PATCH', '/api/profile', deep), expect.stringMatching(/^bio(\.0)+$/) as never);
  });

  it.each([
    ['text/plain', 'bio=x'],
    ['application/x-www-form-urlencoded', 'bio=x'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nx\r\n--x--\r\n'],
  ])('answers 415 to a %s body on a JSON endpoint, not an empty update', async (type, body) => {
    await expectRefused(() => raw('PATCH', '/api/profile', body, type), '', 415);
  });

  it('still takes JSON with a charset', async () => {
    const res = await raw('PATCH', '/api/profile', '{"firstName":"Reem"}', 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
  });
});
