import { openTestPglite } from '../../testing/test-pglite.js';
import { PostgresReadStore } from './postgres-read-store.js';
import { runReadStoreContract } from './read-store.contract.js';

runReadStoreContract('PostgreSQL JSONB on PGlite', async () => {
  const sql = await openTestPglite();
  return { store: new PostgresReadStore(sql), cleanup: () => sql.close() };
});
