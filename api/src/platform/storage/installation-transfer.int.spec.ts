/**
 * Moving an installation from the embedded default to the PostgreSQL server loses nothing: after
 * export → import and a projection catch-up on the target, its read models equal the source's.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestStack, openTestStorage, TEST_REDIS_URL, type TestStack } from '../../testing/test-stack.js';
import { loadConfig } from '../config/app-config.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { createLogger } from '../logging/logger.js';
import { registerContexts } from '../bounded-context.js';
import { CONTEXTS } from '../../contexts.js';
import { exportInstallation, importInstallation } from './installation-transfer.js';

let source: TestStack | undefined;
let target: Runtime | undefined;
const dir = mkdtempSync(join(tmpdir(), 'ga-transfer-'));

afterAll(async () => {
  await source?.close();
  await target?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sortedUsers = (runtime: Runtime) =>
  runtime.storage.reads.collection('users').find({ sort: [{ field: 'id', direction: 'asc' }], limit: 1000 });

describe('installation transfer', () => {
  it('round-trips PGlite → PostgreSQL with identical read models, personal data readable', async () => {
    source = await startTestStack({ storage: 'pglite' });
    const collector = await source.signIn('collector@example.sa');
    await source.call(collector, 'PATCH', '/api/profile', { location: 'الدمام', bio: 'نقل البيانات' });
    const admin = await source.signIn('admin@example.sa');
    const users = (await source.call(admin, 'GET', '/api/admin/users?range=[0,0]')).body as Array<{ id: string }>;
    await source.call(admin, 'POST', `/api/admin/users/${users[0]!.id}/suspend`, { reason: 'transfer test' });
    await source.runtime.projections.waitUntilCaughtUp();

    const file = join(dir, 'events.jsonl');
    const exported = await exportInstallation(source.runtime, file);
    expect(exported.events).toBeGreaterThan(20);
    expect(exported.keys).toBe(9);

    const config = loadConfig({
      NODE_ENV: 'test',
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: 'test-session-secret-0123456789abcdefghij',
      CHAIN_SIGNING_KEY: 'test-chain-signing-key-0123456789abcdef',
      PII_MASTER_KEY: 'test-personal-data-master-key-0123456789',
    });
    target = await createRuntime(config, {
      storage: await openTestStorage('pg'),
      logger: createLogger('warn'),
      localLeases: true,
    });
    registerContexts(target, CONTEXTS);
    const imported = await importInstallation(target, file);
    expect(imported).toMatchObject({ events: exported.events, keys: 9 });
    await target.projections.start();
    await target.projections.waitUntilCaughtUp();

    const [before, after] = [await sortedUsers(source.runtime), await sortedUsers(target)];
    expect(after).toHaveLength(9);
    expect(after).toEqual(before);
    expect(after.find((u) => u.email === 'collector@example.sa')).toMatchObject({
      location: 'الدمام',
      bio: 'نقل البيانات',
    });
  }, 180_000);
});
