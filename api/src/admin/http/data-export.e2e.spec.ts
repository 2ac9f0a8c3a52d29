/** Download my data: the person's own account and KYC case as a JSON attachment, recorded on their stream;
 * signed-out callers are refused. */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

it('answers the caller their own data across contexts, as a download, and records it', async () => {
  expect((await stack.call(null, 'GET', '/api/profile/data-export')).status).toBe(401);
  const collector = await stack.signIn('collector@example.sa');
  const res = await stack.call(collector, 'GET', '/api/profile/data-export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('attachment');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.body).toMatchObject({
    userId: demoUserId('collector@example.sa'),
    account: { email: 'collector@example.sa', kycTier: 1, seller: false },
    kyc: { tier: 1, staffVerified: true },
  });
  expect(JSON.stringify(res.body)).not.toContain('fileKey');
  const events = await stack.runtime.storage.events.readStream(`user-${demoUserId('collector@example.sa')}`);
  expect(events.at(-1)).toMatchObject({ type: 'PersonalDataExported', data: { sections: ['account', 'kyc'] } });
});
