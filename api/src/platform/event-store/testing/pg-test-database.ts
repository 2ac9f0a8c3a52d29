import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the integration tests use (trust auth, over TCP: as root the local socket is refused). */
const ADMIN_URL = process.env['TEST_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates a uniquely named database on the PostgreSQL server; `drop()` removes it (closing what is left). */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
