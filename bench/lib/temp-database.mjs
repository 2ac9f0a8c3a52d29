import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server benchmarks use (trust auth over TCP; override with BENCH_PG_ADMIN_URL). */
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a uniquely named database; `drop()` removes it even if connections are left open. */
export async function createTempDatabase(label) {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
