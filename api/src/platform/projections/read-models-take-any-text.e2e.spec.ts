/**
 * Issue 12: the read side stores whatever the write side stored. Events written straight into the log (past the
 * HTTP text rule, as an old event or an import could be) with arbitrary strings — full Unicode, NUL and lone
 * surrogates included — in their free-text fields go through every projection that stores text, and every
 * projection stays live.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { linkEvent, type ChainLink } from '../commands/hash-chain.js';
import type { DomainEvent } from '../commands/decider.js';
import type { StoredEvent } from '../commands/event-codec.js';
import { anyText } from '../read-store/read-store-unicode.contract.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { DEMO_ACCOUNTS } from '../auth/dev-idp/demo-accounts.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite', seed: 'marketplace' });
}, 600_000);
afterAll(async () => {
  await stack?.close();
});

/**
 * Appends one event after the stream's last, through the codec (personal data encrypted, chains linked). False
 * when the event store refuses it: PostgreSQL refuses NUL and lone surrogates outside encrypted fields (where the
 * text is ciphertext), and what the event store refuses never reaches a projection.
 */
async function appendStraight(streamName: string, event: DomainEvent): Promise<boolean> {
  const { runtime } = stack;
  const { revision, lastHash } = await runtime.commands.load(
    { initialState: () => null, evolve: (state: null) => state },
    streamName,
  );
  const stored = await runtime.codec.encode(event, streamName, {
    actorId: null,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    now: new Date(),
  });
  if (runtime.catalog.isChained(streamName)) {
    const link: ChainLink = linkEvent(runtime.signer, streamName, revision + 1, lastHash, stored);
    stored.metadata = { ...stored.metadata, chain: link };
  }
  try {
    await runtime.storage.events.append(streamName, [stored], {
      expectedRevision: revision === -1 ? 'no_stream' : revision,
    });
    return true;
  } catch (error) {
    if (/invalid input syntax for type json|unsupported Unicode escape/.test((error as Error).message)) return false;
    throw error;
  }
}

/** Fields people write in (ids, codes, dates and statuses are left as they are). */
const FREE_TEXT =
  /^(title|name|displayName|firstName|lastName|description|biography|about|bio|body|message|response|reason|note|location|venue|address|curator|openingHours|education|medium|style|dimensions|phone|buyerName|buyer_name|buyer_address)(Ar)?$/;

function withText(value: unknown, text: () => string, key = ''): unknown {
  if (typeof value === 'string') return FREE_TEXT.test(key) ? text() : value;
  if (Array.isArray(value)) return value.map((item) => withText(item, text, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withText(v, text, k)]));
}

async function expectEveryProjectionLive(): Promise<void> {
  await stack.runtime.projections.waitUntilCaughtUp(120_000);
  const health = await stack.runtime.projections.health();
  expect(health.filter((p) => p.status === 'failed' || p.lastError)).toEqual([]);
  expect((await stack.call(null, 'GET', '/api/health')).status).toBe(200);
}

describe('every projection that stores text takes any JavaScript string', () => {
  it('writing a\\u0000b straight into an event still projects (the users projection stays live)', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === 'collector@example.sa')!;
    const userId = userIdFor(DEV_ISSUER_KEY, account.subject);
    const appended = await appendStraight(`user-${userId}`, {
      type: 'ProfileUpdated',
      data: { userId, bio: 'a\u0000b', location: 'x\uD800' },
    });
    expect(appended).toBe(true); // personal data is stored encrypted
    await expectEveryProjectionLive();
    const user = await stack.runtime.storage.reads.collection<{ id: string; bio: string }>('users').get(userId);
    expect(user).toMatchObject({ bio: 'a\uFFFDb', location: 'x\uFFFD' });
  }, 120_000);

  it('arbitrary strings in the free-text fields of an event of every type any projection takes', async () => {
    const { runtime } = stack;
    const types = new Set(runtime.projections.list().flatMap((p) => p.eventTypes));
    const samples = new Map<string, StoredEvent>();
    for (const recorded of await runtime.storage.events.readAll({ maxCount: 100_000 })) {
      if (!types.has(recorded.type)) continue;
      const event = await runtime.codec.decode(recorded);
      if (JSON.stringify(withText(event.data, () => '\u0001')) !== JSON.stringify(event.data))
        samples.set(event.type, event);
    }
    expect(samples.size).toBeGreaterThan(15);
    let appended = 0;
    await fc.assert(
      fc.asyncProperty(fc.infiniteStream(anyText()), async (texts) => {
        const next = () => texts.next().value as string;
        for (const sample of samples.values()) {
          const event = { type: sample.type, data: withText(sample.data, next) } as DomainEvent;
          if (await appendStraight(sample.streamName, event)) appended++;
        }
        await expectEveryProjectionLive();
      }),
      { numRuns: 6, seed: 12 },
    );
    expect(appended).toBeGreaterThan(samples.size * 2);
  }, 600_000);
});

describe('projection failures for admins', () => {
  it('GET /api/admin/projections lists each projection, what it stopped at and skipped, to admins only', async () => {
    const admin = await stack.signIn('admin@example.sa');
    const res = await stack.call(admin, 'GET', '/api/admin/projections');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(expect.objectContaining({ name: 'users', stoppedAt: null, skipped: [] }));
    for (const email of ['moderator@example.sa', 'collector@example.sa'])
      expect((await stack.call(await stack.signIn(email), 'GET', '/api/admin/projections')).status).toBe(403);
  });

  it('POST /api/admin/projections/{name}/retry retries for an admin, 404 for an unknown name, 403 for others', async () => {
    const admin = await stack.signIn('admin@example.sa');
    const retried = await stack.call(admin, 'POST', '/api/admin/projections/users/retry');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ name: 'users', stoppedAt: null, skipped: [] });
    expect((await stack.call(admin, 'POST', '/api/admin/projections/nothing/retry')).status).toBe(404);
    const moderator = await stack.signIn('moderator@example.sa');
    expect((await stack.call(moderator, 'POST', '/api/admin/projections/users/retry')).status).toBe(403);
  });
});
