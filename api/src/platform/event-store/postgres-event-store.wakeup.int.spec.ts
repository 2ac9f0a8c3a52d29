/**
 * Live subscriptions are woken by LISTEN/NOTIFY, not only by polling: with a one-minute poll interval, an
 * event appended through another store (another process, as far as the subscriber can tell) must still
 * arrive within seconds. Closing a store ends its subscriptions.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import type { SqlClient } from '../sql/sql-client.js';
import { drain, newEvent, uniqueCategory } from './contract/contract-helpers.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from './testing/pg-test-database.js';

const NEVER_POLL = { pollIntervalMs: 60_000 };

async function expectWokenByOtherStore(subscriberClient: SqlClient, writerClient: SqlClient): Promise<void> {
  const subscriberStore = new PostgresEventStore(subscriberClient, NEVER_POLL);
  const writerStore = new PostgresEventStore(writerClient, NEVER_POLL);
  await writerStore.init();
  const category = uniqueCategory('order');
  const subscription = drain(
    subscriberStore.subscribeToAll({ after: await writerStore.headPosition(), filter: { streamPrefixes: [category] } }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // caught up, now asleep until woken
  const started = Date.now();
  await writerStore.append(`${category}-1`, [newEvent('Placed')], { expectedRevision: 'no_stream' });
  await subscription.until(1, 5000);
  expect(Date.now() - started).toBeLessThan(5000);

  const pending = drain(subscriberStore.subscribeToAll({ filter: { eventTypes: [uniqueCategory('Never')] } }));
  await subscriberStore.close(); // ends both subscriptions
  await Promise.all([subscription.stop(), pending.stop()]);
  await writerStore.close();
}

describe('PostgreSQL event store wake-ups', () => {
  describe('on the server', () => {
    let database: TestDatabase;
    const clients: PgSqlClient[] = [];
    beforeAll(async () => {
      database = await createTestDatabase('es_wakeup');
      clients.push(new PgSqlClient(database.url, { max: 3 }), new PgSqlClient(database.url, { max: 3 }));
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close()));
      await database?.drop();
    });

    it('a subscriber is woken by an append made through another connection pool', async () => {
      await expectWokenByOtherStore(clients[0]!, clients[1]!);
    });
  });

  describe('on PGlite', () => {
    let client: PgliteSqlClient;
    beforeAll(async () => {
      client = await openTestPglite();
    });
    afterAll(async () => {
      await client?.close();
    });

    it('a subscriber is woken by an append made through another store on the same database', async () => {
      await expectWokenByOtherStore(client, client);
    });
  });
});
