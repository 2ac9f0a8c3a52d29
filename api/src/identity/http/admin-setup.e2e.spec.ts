/**
 * The first run on an installation with no admin: the wrong token is refused with the spec's texts in both
 * languages; the right one makes the signed-in person the first admin, recorded on the admin roster stream; then
 * setup is done for everyone.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
const TOKEN = 'first-run-setup-token-for-tests';

beforeAll(async () => {
  process.env.ADMIN_SETUP_TOKEN = TOKEN;
  stack = await startTestStack({ seed: false });
}, 90_000);
afterAll(async () => {
  delete process.env.ADMIN_SETUP_TOKEN;
  await stack?.close();
});

it('makes the first signed-in person with the token admin, once, on the roster stream', async () => {
  expect((await stack.call(null, 'GET', '/api/admin/setup')).body).toEqual({ done: false });
  const person = await stack.signIn('collector@example.sa');
  const wrong = await stack.call(person, 'POST', '/api/admin/setup', { token: 'guess' });
  expect(wrong.status).toBe(403);
  expect(wrong.body.message).toContain('Failed to set up admin');
  expect(wrong.body.messageAr).toContain('فشل الإعداد');
  expect((await stack.call(person, 'POST', '/api/admin/setup', {})).status).toBe(400);
  expect((await stack.call(null, 'POST', '/api/admin/setup', { token: TOKEN })).status).toBe(401);

  const claimed = await stack.call(person, 'POST', '/api/admin/setup', { token: TOKEN });
  expect(claimed.status).toBe(200);
  expect((await stack.call(null, 'GET', '/api/admin/setup')).body).toEqual({ done: true });
  const roster = await stack.runtime.storage.events.readStream('adminRoster-platform');
  expect(roster.at(-1)).toMatchObject({ type: 'AdminJoined', data: { userId: demoUserId('collector@example.sa') } });
  expect((await stack.call(person, 'GET', '/api/user/roles')).body.roles).toContain('admin');

  const other = await stack.signIn('artist@example.sa');
  const again = await stack.call(other, 'POST', '/api/admin/setup', { token: TOKEN });
  expect(again.status).toBe(422);
  expect(again.body.code).toBe('setup_done');
  expect(again.body.messageAr).toMatch(/[\u0600-\u06FF]/);
});
