/**
 * The web and session findings of the hardening review, on the whole stack: routing is case-sensitive.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../auth/testing/test-browser.js';

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
    const res = await stack.call(collector, method, path, method === 'GET' ? undefined : { bio: 'changed by case' });
    expect(res.status).toBe(404);
    const after = await stack.call(collector, 'GET', '/api/profile');
    expect(after.body).toEqual(before.body);
  });

  it('still answers the exact path', async () => {
    expect((await stack.call(collector, 'GET', '/api/profile')).status).toBe(200);
  });
});
