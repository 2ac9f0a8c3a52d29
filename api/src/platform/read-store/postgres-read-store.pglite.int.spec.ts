import { PgliteSqlClient } from '../sql/pglite-sql-client.js';
import { PostgresReadStore } from './postgres-read-store.js';
import { runReadStoreContract } from './read-store.contract.js';

runReadStoreContract('PostgreSQL JSONB on PGlite', async () => {
  const sql = await PgliteSqlClient.open();
  return { store: new PostgresReadStore(sql), cleanup: () => sql.close() };
});
