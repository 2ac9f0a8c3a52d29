/** The KYC demo: people at every tier, a queue of waiting cases, and a second run that appends nothing. */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { KycQueries, seedKycDemo } from '../index.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-kyc-demo-${process.pid}-${Date.now()}`;
const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('seeds every tier and a queue, once', async () => {
  await seedKycDemo(stack.http.app, stack.runtime);
  const queries = stack.http.app.get(KycQueries);
  const tiers = Object.fromEntries(
    await Promise.all(
      ['collector', 'gallery', 'artist', 'organiser', 'newcomer'].map(
        async (name) => [name, await queries.tierOf(idOf(`${name}@example.sa`))] as const,
      ),
    ),
  );
  // The organiser's ID waits, but the account seeder's "verify" (a reviewer's KYC decision) already gives tier 1;
  // the newcomer, who has no role, is left at tier 0.
  expect(tiers).toEqual({ collector: 2, gallery: 2, artist: 1, organiser: 1, newcomer: 0 });
  const queue = await queries.queue({ offset: 0, limit: 25 }, { minWaitingDays: null, expiringSoon: false });
  expect(queue.items.map((c) => c.userId).sort()).toEqual(
    [idOf('artist@example.sa'), idOf('organiser@example.sa')].sort(),
  );
  const before = (await stack.runtime.storage.events.readStream(`kyc-${idOf('collector@example.sa')}`)).length;
  await seedKycDemo(stack.http.app, stack.runtime);
  expect((await stack.runtime.storage.events.readStream(`kyc-${idOf('collector@example.sa')}`)).length).toBe(before);
});
