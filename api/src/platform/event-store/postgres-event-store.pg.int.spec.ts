import { afterAll } from '@jest/globals';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { runEventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from './testing/pg-test-database.js';

let database: TestDatabase | undefined;

afterAll(async () => {
  await database?.drop();
});

runEventStoreContract('PostgreSQL server (pg)', async () => {
  database = await createTestDatabase('es_contract');
  const client = new PgSqlClient(database.url, { max: 10 });
  const store = new PostgresEventStore(client);
  return {
    store,
    async cleanup() {
      await store.close();
      await client.close();
    },
  };
});
