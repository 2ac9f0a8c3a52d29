/**
 * The audit API: stream listing, events with metadata and the hash-chain verdict, state at any revision;
 * and tamper evidence: altering a stored event of a chained stream is reported at its revision, and so is
 * rewriting it and recomputing every later hash directly in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../auth/testing/test-browser.js';
import type { Decider, DomainEvent } from '../commands/decider.js';
import { ChainSigner } from '../commands/chain-signer.js';
import { linkEvent } from '../commands/hash-chain.js';
import { AuditRegistry } from './audit-registry.js';
import { markEventLog } from '../../testing/appended-events.js';

type Deposit = DomainEvent<'DepositRecorded', { amountHalalas: number }>;
/** A small chained stream for the test (the `kyc` category is chained like every money and bid stream). */
const ledger: Decider<{ total: number }, { amountHalalas: number }, Deposit> = {
  category: 'kyc',
  initialState: () => ({ total: 0 }),
  evolve: (s, e) => ({ total: s.total + e.data.amountHalalas }),
  decide: (c) => [{ type: 'DepositRecorded', data: { amountHalalas: c.amountHalalas } }],
};

let stack: TestStack;
let auditor: TestBrowser;

async function chainedStream(): Promise<string> {
  const id = randomUUID();
  for (const amount of [100, 250, 400, 50, 75]) {
    await stack.runtime.commands.run(
      ledger,
      id,
      { amountHalalas: amount },
      { actorId: 'test', correlationId: randomUUID(), causationId: 'test', now: new Date() },
    );
  }
  return `kyc-${id}`;
}

const sql = () => stack.storage.sql!;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  stack.http.app.get(AuditRegistry).register(ledger);
  auditor = await stack.signIn('auditor@example.sa');
});
afterAll(async () => {
  await stack?.close();
});

describe('audit API', () => {
  it('refuses people who are not staff', async () => {
    const collector = await stack.signIn('collector@example.sa');
    const log = await markEventLog(stack.runtime.storage.events);
    expect((await stack.call(collector, 'GET', '/api/admin/streams')).status).toBe(403);
    expect(await log.appended()).toEqual([]); // a refused read is no read on record
  });

  it('admin lists: the stream list is capped (400 in both languages) and pages by key in name order', async () => {
    const deep = await stack.call(auditor, 'GET', '/api/admin/streams?prefix=user-&range=[20000,20009]');
    expect(deep.status).toBe(400);
    expect(deep.body.details[0]).toMatchObject({ field: 'range', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await stack.call(auditor, 'GET', '/api/admin/streams?prefix=user-&range=[0,100]')).status).toBe(400);
    const all = (await stack.call(auditor, 'GET', '/api/admin/streams?prefix=user-&range=[0,99]')).body as {
      streamName: string;
    }[];
    const seen: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const page = await stack.call(auditor, 'GET', `/api/admin/streams?prefix=user-&range=[0,2]&after=${after}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.map((s: { streamName: string }) => s.streamName));
      after = page.headers.get('x-next-after');
    }
    expect(seen).toEqual(all.map((s) => s.streamName).sort());
  });

  it('lists streams by prefix and shows a user stream with metadata and its state at any revision', async () => {
    const list = await stack.call(auditor, 'GET', '/api/admin/streams?prefix=user-&range=[0,49]');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(9);
    const name = list.body[0].streamName;
    const stream = await stack.call(auditor, 'GET', `/api/admin/streams/${name}`);
    expect(stream.body.events[0]).toMatchObject({
      revision: 0,
      type: 'UserRegistered',
      metadata: { schemaVersion: 1 },
    });
    expect(stream.body.chain).toMatchObject({ chained: false, valid: true });
    const at0 = await stack.call(auditor, 'GET', `/api/admin/streams/${name}/state?revision=0`);
    expect(at0.body).toMatchObject({ revision: 0, state: { status: 'registered', roles: [] } });
    const bad = await stack.call(auditor, 'GET', `/api/admin/streams/${name}/state?revision=999`);
    expect(bad.status).toBe(400);
    expect((await stack.call(auditor, 'GET', '/api/admin/streams/user-00000000-missing')).status).toBe(404);
  });

  it('verifies an untouched chained stream and folds it at each revision', async () => {
    const name = await chainedStream();
    const res = await stack.call(auditor, 'GET', `/api/admin/streams/${name}`);
    expect(res.body.chain).toMatchObject({ chained: true, valid: true, brokenAt: null, headSignatureValid: true });
    expect((await stack.call(auditor, 'GET', `/api/admin/streams/${name}/state?revision=2`)).body.state).toEqual({
      total: 750,
    });
  });

  it('reports an event altered in the database at its revision', async () => {
    const name = await chainedStream();
    await sql().query(
      `UPDATE event_store.events SET data = jsonb_set(data, '{amountHalalas}', '1') WHERE stream_name = $1 AND revision = 2`,
      [name],
    );
    const res = await stack.call(auditor, 'GET', `/api/admin/streams/${name}`);
    expect(res.body.chain).toMatchObject({ chained: true, valid: false, brokenAt: 2 });
    expect(res.body.chain.reasonAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('still reports the rewritten revision when every later hash is recomputed without the chain key', async () => {
    const name = await chainedStream();
    const forger = new ChainSigner('a-forger-who-has-the-database-but-not-the-key');
    const { rows } = await sql().query<{
      revision: string;
      type: string;
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
    }>(`SELECT revision::text, type, data, metadata FROM event_store.events WHERE stream_name = $1 ORDER BY revision`, [
      name,
    ]);
    let prev = (rows[1]!.metadata.chain as { hash: string }).hash;
    for (const row of rows.slice(2)) {
      const revision = Number(row.revision);
      const data = revision === 2 ? { amountHalalas: 1 } : row.data;
      const { chain: _c, ...metadata } = row.metadata;
      const chain = linkEvent(forger, name, revision, prev, { type: row.type, data, metadata });
      await sql().query(
        `UPDATE event_store.events SET data = $3::jsonb, metadata = $4::jsonb WHERE stream_name = $1 AND revision = $2`,
        [name, revision, JSON.stringify(data), JSON.stringify({ ...metadata, chain })],
      );
      prev = chain.hash;
    }
    const res = await stack.call(auditor, 'GET', `/api/admin/streams/${name}`);
    expect(res.body.chain).toMatchObject({ chained: true, valid: false, brokenAt: 2 });
    expect(res.body.chain.reason).toMatch(/signature/i);
  });

  it('publishes the chain public key for independent verification', async () => {
    const res = await stack.call(auditor, 'GET', '/api/admin/chain-key');
    expect(res.body).toMatchObject({ algorithm: 'Ed25519', publicKeyPem: expect.stringContaining('PUBLIC KEY') });
  });

  it('audit API: moderators read only the categories they moderate', async () => {
    const moderator = await stack.signIn('moderator@example.sa');
    const kyc = await chainedStream();
    const refused = await stack.call(moderator, 'GET', `/api/admin/streams/${kyc}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'audit_category_forbidden']);
    expect((await stack.call(moderator, 'GET', `/api/admin/streams/${kyc}/state`)).status).toBe(403);
    expect((await stack.call(moderator, 'GET', '/api/admin/streams?prefix=auction-')).status).toBe(403);
    expect((await stack.call(moderator, 'GET', '/api/admin/streams')).status).toBe(403);
    const users = await stack.call(moderator, 'GET', '/api/admin/streams?prefix=user-');
    expect(users.status).toBe(200);
    expect((await stack.call(moderator, 'GET', `/api/admin/streams/${users.body[0].streamName}`)).status).toBe(200);
    expect((await stack.call(auditor, 'GET', `/api/admin/streams/${kyc}`)).status).toBe(200);
  });

  it('audit API: secret material is never served, in events or in folded state', async () => {
    type Sealed = DomainEvent<'KeySealed', { serial: string; sealedPrivateKey: string; accessToken: string }>;
    const keys: Decider<{ last: Sealed['data'] | null }, Sealed['data'], Sealed> = {
      category: 'sealedKeyTest',
      initialState: () => ({ last: null }),
      evolve: (_s, e) => ({ last: e.data }),
      decide: (c) => [{ type: 'KeySealed', data: c }],
    };
    stack.http.app.get(AuditRegistry).register(keys);
    const id = randomUUID();
    const secret = { serial: '01', sealedPrivateKey: 'SEALED-KEY-BYTES', accessToken: 'TOKEN-VALUE' };
    await stack.runtime.commands.run(keys, id, secret, {
      actorId: 'test',
      correlationId: randomUUID(),
      causationId: 'test',
      now: new Date(),
    });
    for (const path of [`/api/admin/streams/sealedKeyTest-${id}`, `/api/admin/streams/sealedKeyTest-${id}/state`]) {
      const res = await stack.call(auditor, 'GET', path);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/SEALED-KEY-BYTES|TOKEN-VALUE/);
      expect(JSON.stringify(res.body)).toContain('"serial":"01"');
    }
  });

  it('audit API: every staff read of a stream is recorded, and admins see it', async () => {
    const kyc = await chainedStream();
    const log = await markEventLog(stack.runtime.storage.events);
    await stack.call(auditor, 'GET', `/api/admin/streams/${kyc}/state?revision=1`);
    // The read is the one fact appended, on the reader's own stream; the stream read is left as it was.
    expect(await log.appended()).toEqual([
      expect.objectContaining({ type: 'StreamRead', data: expect.objectContaining({ streamName: kyc }) }),
    ]);
    const admin = await stack.signIn('admin@example.sa');
    const auditorId = (await stack.call(auditor, 'GET', '/api/profile')).body.id;
    const reads = await stack.call(admin, 'GET', `/api/admin/streams/streamReads-${auditorId}`);
    expect(reads.status).toBe(200);
    expect(reads.body.events.at(-1)).toMatchObject({
      type: 'StreamRead',
      data: { actorId: auditorId, streamName: kyc, view: 'state', revision: 1 },
      metadata: { actorId: auditorId },
    });
  });
});
