/**
 * An in-memory PGlite for a test file, cloned from one prepared empty database instead of created from nothing:
 * creating one runs initdb (6–9 s on our machines), loading a dump of one takes under a second. The dump is made
 * once per PGlite version and kept in the temporary folder (written under a temporary name and renamed into place,
 * so test files running in parallel never read half of one).
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PgliteSqlClient } from '../platform/sql/pglite-sql-client.js';

// The package does not export its package.json: found from its entry point (dist/ under the package folder).
const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
const TEMPLATE = join(tmpdir(), `ga-pglite-template-${version}.tar`);

export async function openTestPglite(): Promise<PgliteSqlClient> {
  if (existsSync(TEMPLATE)) return PgliteSqlClient.fromDump(new Blob([await readFile(TEMPLATE)]));
  const client = await PgliteSqlClient.open();
  const part = `${TEMPLATE}.${process.pid}.part`;
  await writeFile(part, Buffer.from(await (await client.dump()).arrayBuffer()));
  await rename(part, TEMPLATE);
  return client;
}
