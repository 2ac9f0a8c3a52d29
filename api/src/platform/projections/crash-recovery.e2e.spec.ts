/**
 * At-least-once projections converge: the built API is killed with SIGKILL in the middle of a projection
 * catch-up, started again, and once caught up its read model is compared, document for document, with a
 * clean rebuild from position zero.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../config/app-config.js';
import { createRuntime, type Runtime } from '../runtime.js';
import { createLogger } from '../logging/logger.js';
import { registerContexts } from '../bounded-context.js';
import { CONTEXTS } from '../../contexts.js';
import { openTestStorage, TEST_REDIS_URL } from '../../testing/test-stack.js';
import { builtApiAvailable, startApiProcess, TEST_SECRETS } from '../../testing/api-process.js';
import { formatPosition, parsePosition, comparePositions } from '../event-store/event-store.port.js';
import type { UserEvent } from '../../identity/domain/user.events.js';

const USERS = 1500;
const prefix = `t${randomBytes(4).toString('hex')}`;
let runtime: Runtime;
let databaseUrl: string;

async function seedEvents(): Promise<number> {
  const context = {
    actorId: null,
    correlationId: randomUUID(),
    causationId: 'seed',
    now: new Date('2026-01-01T00:00:00Z'),
  };
  let count = 0;
  const streams = Array.from({ length: USERS }, (_, i) => i);
  for (let start = 0; start < streams.length; start += 50) {
    await Promise.all(
      streams.slice(start, start + 50).map(async (i) => {
        const userId = randomUUID();
        const events: UserEvent[] = [
          {
            type: 'UserRegistered',
            data: {
              userId,
              issuer: 'dev',
              subject: `s${i}`,
              email: `user${i}@example.sa`,
              emailVerified: true,
              firstName: `محمد ${i}`,
              lastName: 'Al-Harbi',
            },
          },
          {
            type: 'ProfileUpdated',
            data: {
              userId,
              firstName: `محمد ${i}`,
              lastName: 'Al-Harbi',
              phone: null,
              location: 'الرياض',
              bio: `Collector ${i}`,
            },
          },
          { type: 'RolesChosen', data: { userId, roles: i % 2 ? ['collector'] : ['artist', 'collector'] } },
          { type: 'UserSignedIn', data: { userId } },
          ...(i % 3 === 0 ? [{ type: 'UserVerified', data: { userId, note: null } } as UserEvent] : []),
          ...(i % 7 === 0 ? [{ type: 'UserSuspended', data: { userId, reason: 'review' } } as UserEvent] : []),
        ];
        const encoded = await Promise.all(events.map((e) => runtime.codec.encode(e, `user-${userId}`, context)));
        await runtime.storage.events.append(`user-${userId}`, encoded, { expectedRevision: 'no_stream' });
        count += events.length;
      }),
    );
  }
  return count;
}

beforeAll(async () => {
  const storage = await openTestStorage('pg');
  databaseUrl = storage.databaseUrl!;
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: TEST_REDIS_URL, ...TEST_SECRETS, REDIS_PREFIX: prefix });
  runtime = await createRuntime(config, { storage, logger: createLogger('warn'), localLeases: true });
  registerContexts(runtime, CONTEXTS);
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const describeBuilt = builtApiAvailable() ? describe : describe.skip;
if (!builtApiAvailable()) console.warn('crash-recovery: skipped because api/dist is not built (npm run build -w api)');

describeBuilt('projection crash recovery', () => {
  it('converges after SIGKILL mid catch-up to the read model of a clean rebuild', async () => {
    const total = await seedEvents();
    expect(total).toBeGreaterThan(USERS * 4);
    const head = await runtime.storage.events.headPosition();
    const env = { DATABASE_URL: databaseUrl, REDIS_PREFIX: prefix, RUN_WORKERS: 'false' };

    const first = await startApiProcess(env);
    let killedAt: string | null = null;
    const deadline = Date.now() + 60_000;
    while (!killedAt && Date.now() < deadline) {
      const text = await runtime.storage.reads.getCheckpoint('users');
      if (text) {
        const position = parsePosition(JSON.parse(text).position as string);
        if (comparePositions(position, head) < 0) {
          await first.kill('SIGKILL');
          killedAt = formatPosition(position);
        } else break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await first.kill('SIGKILL');
    expect(killedAt).not.toBeNull(); // it really died in the middle of the catch-up

    const second = await startApiProcess(env);
    await second.waitHealthy();
    // Caught up once its checkpoint reaches the head (health shows the lag to staff only).
    for (let i = 0; i < 600; i++) {
      const text = await runtime.storage.reads.getCheckpoint('users');
      if (text && comparePositions(parsePosition(JSON.parse(text).position as string), head) >= 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await second.kill('SIGTERM');

    const users = runtime.storage.reads.collection('users');
    const afterCrash = await users.find({ sort: [{ field: 'id', direction: 'asc' }], limit: 100_000 });
    expect(afterCrash).toHaveLength(USERS);
    await runtime.projections.rebuild('users');
    const clean = await users.find({ sort: [{ field: 'id', direction: 'asc' }], limit: 100_000 });
    expect(afterCrash).toEqual(clean);
  }, 240_000);
});
