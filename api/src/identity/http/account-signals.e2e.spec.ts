/**
 * Risk level and lifecycle stage follow real events (domain/account-signals.ts): a new tier-0 account is `medium`
 * for two named reasons, a reviewer's verify makes it `low`, a suspension `high`; choosing roles moves the
 * lifecycle to `consideration` and a workshop registration to `purchase`.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';

let stack: TestStack;
let admin: TestBrowser;
const newcomer = demoUserId('newcomer@example.sa');
const show = async () => (await stack.call(admin, 'GET', `/api/admin/users/${newcomer}`)).body;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.signIn('admin@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

it('moves risk with the KYC tier and suspensions, and the stage with choices, each explained', async () => {
  expect(await show()).toMatchObject({
    riskLevel: 'medium',
    riskReasons: ['kyc_tier_0', 'new_account'],
    lifecycleStage: 'awareness',
  });
  const person = await stack.signIn('newcomer@example.sa');
  expect((await stack.call(person, 'POST', '/api/user/roles', { roles: ['collector'] })).status).toBeLessThan(300);
  expect((await show()).lifecycleStage).toBe('consideration');
  const verified = await stack.call(admin, 'POST', `/api/admin/users/${newcomer}/verify`, {});
  expect(verified.body).toMatchObject({ status: 'verified', riskLevel: 'low', riskReasons: ['new_account'] });
  await stack.call(admin, 'POST', `/api/admin/users/${newcomer}/suspend`, { reason: 'chargeback' });
  await stack.call(admin, 'POST', `/api/admin/users/${newcomer}/activate`, {});
  expect(await show()).toMatchObject({ riskLevel: 'high', riskReasons: ['new_account', 'suspended_before'] });
});
