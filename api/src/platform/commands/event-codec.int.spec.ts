/**
 * The codec on a real read store (PGlite): personal data is encrypted at rest per person and readable
 * until that person is forgotten; old schema versions are upcast on read; metadata is complete.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from '../read-store/postgres-read-store.js';
import { EventCatalog } from './event-catalog.js';
import { EventCodec } from './event-codec.js';
import { PersonalDataVault } from './personal-data-vault.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';

let sql: PgliteSqlClient;
let codec: EventCodec;
let vault: PersonalDataVault;
const catalog = new EventCatalog();
catalog.register([
  {
    type: 'ContactAdded',
    schemaVersion: 1,
    personalData: { fields: ['email', 'phone'], subject: (d) => String(d.personId) },
  },
  // v1 stored `name`; v2 splits it. The upcaster lifts old events when they are read.
  {
    type: 'ArtistNamed',
    schemaVersion: 2,
    upcasters: {
      1: (d) => ({ firstName: String(d.name).split(' ')[0], lastName: String(d.name).split(' ').slice(1).join(' ') }),
    },
  },
]);
const context = {
  actorId: 'actor-1',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  now: new Date('2026-11-22T09:00:00Z'),
};
const recorded = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown>): RecordedEvent => ({
  streamName: 'person-1',
  revision: 0,
  position: { commit: 1n, prepare: 1n },
  eventId: randomUUID(),
  type,
  data,
  metadata,
  recordedAt: new Date(),
});

beforeAll(async () => {
  sql = await openTestPglite();
  const store = new PostgresReadStore(sql);
  await store.init();
  vault = new PersonalDataVault(store, 'a-master-key-for-this-test-only-0123456789');
  await vault.init();
  codec = new EventCodec(catalog, vault, randomUUID);
});
afterAll(async () => {
  await sql?.close();
});

describe('event codec', () => {
  it('stamps metadata and encrypts the declared personal fields, leaving the rest plain', async () => {
    const personId = randomUUID();
    const stored = await codec.encode(
      { type: 'ContactAdded', data: { personId, email: 'reem@example.sa', phone: '+966500000001', city: 'Jeddah' } },
      'person-1',
      context,
    );
    expect(stored.metadata).toEqual({
      eventId: stored.eventId,
      occurredAt: '2026-11-22T09:00:00.000Z',
      schemaVersion: 1,
      correlationId: 'corr-1',
      causationId: 'cause-1',
      actorId: 'actor-1',
    });
    expect(stored.data.city).toBe('Jeddah');
    expect(JSON.stringify(stored.data)).not.toContain('reem@example.sa');
    const decoded = await codec.decode(recorded(stored.type, stored.data, stored.metadata));
    expect(decoded.data).toEqual({ personId, email: 'reem@example.sa', phone: '+966500000001', city: 'Jeddah' });
  });

  it("makes a forgotten person's data unreadable, and only theirs", async () => {
    const [forgotten, kept] = [randomUUID(), randomUUID()];
    const a = await codec.encode(
      { type: 'ContactAdded', data: { personId: forgotten, email: 'gone@example.sa', phone: null } },
      'person-1',
      context,
    );
    const b = await codec.encode(
      { type: 'ContactAdded', data: { personId: kept, email: 'kept@example.sa', phone: null } },
      'person-1',
      context,
    );
    await vault.forget(forgotten, new Date());
    expect((await codec.decode(recorded(a.type, a.data, a.metadata))).data).toMatchObject({ email: null, phone: null });
    expect((await codec.decode(recorded(b.type, b.data, b.metadata))).data).toMatchObject({ email: 'kept@example.sa' });
    await expect(vault.encrypt(forgotten, 'new data')).rejects.toThrow(/forgotten/);
  });

  it('upcasts an event stored at an older schema version', async () => {
    const old = recorded('ArtistNamed', { name: 'Manal Al Dowayan' }, { eventId: randomUUID(), schemaVersion: 1 });
    expect((await codec.decode(old)).data).toEqual({ firstName: 'Manal', lastName: 'Al Dowayan' });
    const current = recorded(
      'ArtistNamed',
      { firstName: 'Ahmed', lastName: 'Mater' },
      { eventId: randomUUID(), schemaVersion: 2 },
    );
    expect((await codec.decode(current)).data).toEqual({ firstName: 'Ahmed', lastName: 'Mater' });
  });

  it('refuses to register a schema version without every upcaster below it', () => {
    expect(() => new EventCatalog().register([{ type: 'X', schemaVersion: 3, upcasters: { 1: (d) => d } }])).toThrow(
      /upcaster from version 2/,
    );
  });

  it('gives two concurrent first encryptions for one person the same key', async () => {
    const personId = randomUUID();
    const values = await Promise.all(Array.from({ length: 8 }, (_, i) => vault.encrypt(personId, `value ${i}`)));
    const fresh = new PersonalDataVault(new PostgresReadStore(sql), 'a-master-key-for-this-test-only-0123456789');
    expect(await Promise.all(values.map((v) => fresh.decrypt(v)))).toEqual(values.map((_, i) => `value ${i}`));
  });
});
