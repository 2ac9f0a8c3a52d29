import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgSqlClient } from '../sql/pg-sql-client.js';
import { PostgresReadStore } from './postgres-read-store.js';
import { runReadStoreContract } from './read-store.contract.js';

// The machines' PostgreSQL 15 server; each run gets its own database, dropped afterwards.
const SERVER = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

runReadStoreContract('PostgreSQL JSONB on the server', async () => {
  const database = `read_store_contract_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const sql = new PgSqlClient(`${SERVER}/${database}`, { max: 4 });
  return {
    store: new PostgresReadStore(sql),
    async cleanup() {
      await sql.close();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
});
