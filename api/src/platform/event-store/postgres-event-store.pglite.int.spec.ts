import { openTestPglite } from '../../testing/test-pglite.js';
import { runEventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

runEventStoreContract('PostgreSQL on PGlite (in memory)', async () => {
  const client = await openTestPglite();
  const store = new PostgresEventStore(client);
  return {
    store,
    async cleanup() {
      await store.close();
      await client.close();
    },
  };
});
