// The built API (api/dist/main.js) started for one benchmark on a database of its own on the PostgreSQL server,
// a fresh data folder and a Redis prefix of its own, with the limits that would throttle a load generator lifted;
// `stop()` leaves nothing behind (database, data folder, Redis keys).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { createTempDatabase } from './temp-database.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * @param {string} label   names the database and data folder (`bench_<label>_…`)
 * @param {object} options `env` added to the server's, `args` node flags, `main` another build of the server,
 *   `storage` 'server' (a database of its own on the PostgreSQL server) or 'embedded' (PGlite in the data folder,
 *   what `npm start` uses by default)
 */
export async function startBenchServer(
  label,
  { env = {}, args = [], main = 'api/dist/main.js', storage = 'server' } = {},
) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const database = storage === 'server' ? await createTempDatabase(`bench_${label}`) : null;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const redisPrefix = `bench${label}${process.pid}`;
  const server = spawn(process.execPath, [...args, main], {
    env: {
      ...inherited,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'accounts',
      ...(database ? { DATABASE_URL: database.url } : {}),
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      RATE_LIMIT_WRITES_PER_USER: '1000000',
      RATE_LIMIT_SIGN_INS_PER_ADDRESS: '100000',
      RATE_LIMIT_WRITES_PER_ADDRESS: '10000000',
      ...env,
    },
    // The server's log is read through a pipe, as a log shipper would read it (not thrown away by the kernel).
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let logLines = 0;
  server.stdout.on('data', (chunk) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) logLines++;
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  return {
    baseUrl,
    server,
    database,
    /** Lines the server has written to its log so far. */
    logLines: () => logLines,
    /** Resolves once /api/health answers 200; fails if the server exits first or takes more than 3 minutes. */
    async ready() {
      const started = Date.now();
      for (;;) {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was ready`);
        try {
          if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
        } catch {
          /* starting */
        }
        if (Date.now() - started > 180_000) throw new Error('the server did not start in 3 minutes');
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      server.kill('SIGTERM');
      // A timer left running would hold this process for 20 s after the server exits.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000).unref())]);
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop().catch(() => undefined);
      await dropRedisPrefix(redisPrefix).catch(() => undefined);
    },
  };
}

/** The server's sessions, leases and job queues of this run, so runs do not pile up keys in the shared Redis. */
async function dropRedisPrefix(prefix) {
  const redis = new Redis(REDIS_URL);
  try {
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      if (next === '0') break;
      cursor = next;
    }
  } finally {
    redis.disconnect();
  }
}
