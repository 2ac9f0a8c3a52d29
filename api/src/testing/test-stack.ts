/**
 * The whole API for end-to-end tests: real storage (in-process PGlite, or a fresh database on the
 * PostgreSQL server), real Redis with a unique key prefix, the real sign-in flow, listening on a free port.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig, type AppConfig } from '../platform/config/app-config.js';
import { createRuntime, type Runtime } from '../platform/runtime.js';
import { createLogger } from '../platform/logging/logger.js';
import { storageOver, type Storage } from '../platform/storage/open-storage.js';
import { openTestPglite } from './test-pglite.js';
import { PgSqlClient } from '../platform/sql/pg-sql-client.js';
import type { SqlClient } from '../platform/sql/sql-client.js';
import { PostgresEventStore } from '../platform/event-store/postgres-event-store.js';
import { PostgresReadStore } from '../platform/read-store/postgres-read-store.js';
import { createTestDatabase } from '../platform/event-store/testing/pg-test-database.js';
import { createHttpApp, type HttpApp } from '../app.js';
import type { AppOptions } from '../app.module.js';
import { seedDemo } from '../demo/seed-demo.js';
import { TestBrowser } from '../platform/auth/testing/test-browser.js';
import { signIn } from '../platform/auth/testing/sign-in-steps.js';
import { freePort } from '../platform/net/free-port.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestStack {
  baseUrl: string;
  runtime: Runtime;
  http: HttpApp;
  storage: Storage & { databaseUrl: string | null };
  /** Signs in through the development identity provider and returns a browser holding the session. */
  signIn(email: string, password?: string): Promise<TestBrowser>;
  /** A JSON request as the storefront makes it (same-origin, JSON body, its Idempotency-Key when given). */
  call(
    browser: TestBrowser | null,
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestStackOptions extends AppOptions {
  storage?: 'pglite' | 'pg';
  /** An existing database URL (a second API process on the same server, say). */
  databaseUrl?: string;
  /** Demo data: accounts by default (true), the whole demo marketplace, or none (false). */
  seed?: boolean | 'marketplace';
  env?: Record<string, string>;
  /** Where the stack's log lines go, at which level (default: warnings and errors on stdout). */
  log?: { level: string; destination: NodeJS.WritableStream };
}

export async function openTestStorage(
  kind: 'pglite' | 'pg',
  databaseUrl?: string,
): Promise<Storage & { databaseUrl: string | null }> {
  let dropDatabase: (() => Promise<void>) | null = null;
  let sql: SqlClient;
  let url: string | null = databaseUrl ?? null;
  if (kind === 'pg') {
    if (!url) {
      const db = await createTestDatabase('ga_e2e');
      url = db.url;
      dropDatabase = db.drop;
    }
    sql = new PgSqlClient(url);
  } else {
    sql = await openTestPglite();
  }
  const storage = await storageOver(new PostgresEventStore(sql), new PostgresReadStore(sql), sql, `test ${kind}`);
  return {
    ...storage,
    databaseUrl: url,
    async close() {
      await storage.close();
      await dropDatabase?.();
    },
  };
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Every stack its own Redis namespace: leases, sessions and queues of parallel test files never meet
  // (a shared projection lease would leave all but one stack's read models standing still).
  const redisPrefix = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // Every stack its own data folder too (media, rendered PDFs): test files running side by side never see, or
  // clean up, each other's files. A spec that names DATA_DIR keeps and removes its own.
  const dataDir = await mkdtemp(join(tmpdir(), 'ga-test-stack-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'test-session-secret-0123456789abcdefghij',
    CHAIN_SIGNING_KEY: 'test-chain-signing-key-0123456789abcdef',
    PII_MASTER_KEY: 'test-personal-data-master-key-0123456789',
    SEED_DEMO: 'false',
    RUN_WORKERS: 'true',
    DATA_DIR: dataDir,
    REDIS_PREFIX: redisPrefix,
    // Every client of a spec signs in from 127.0.0.1, one address: the default (30 sign-ins, 20 passwords per
    // window) would count a whole file's sign-ins together and refuse the twenty-first. The limit's own specs
    // set theirs.
    RATE_LIMIT_SIGN_INS_PER_ADDRESS: '1000',
    ...options.env,
  });
  const storage = await openTestStorage(options.storage ?? 'pglite', options.databaseUrl);
  const runtime = await createRuntime(config, {
    storage,
    logger: createLogger(options.log?.level ?? 'warn', options.log?.destination),
  });
  const keyPrefix = options.keyPrefix ?? `${redisPrefix}:`;
  const http = await createHttpApp(runtime, {
    ...options,
    keyPrefix,
    serveApps: false,
    jobs: { prefix: `${redisPrefix}-jobs`, backoffDelayMs: 50, ...options.jobs },
  });
  await http.app.listen(port, '127.0.0.1');
  if (options.seed !== false)
    await seedDemo(http.app, runtime, { scope: options.seed === 'marketplace' ? 'marketplace' : 'accounts' });
  return {
    baseUrl,
    runtime,
    http,
    storage,
    async signIn(email, password = config.demoPassword) {
      const browser = new TestBrowser();
      const outcome = await signIn(browser, baseUrl, email, password);
      if (!outcome.landing || outcome.landing.pathname.startsWith('/auth')) {
        throw new Error(`Sign-in of ${email} failed: ${outcome.res.status} ${outcome.landing ?? ''}`);
      }
      return browser;
    },
    async call(browser, method, path, body, idempotencyKey) {
      const init: RequestInit = {
        method,
        headers: {
          origin: baseUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
      const res = browser ? await browser.request(`${baseUrl}${path}`, init) : await fetch(`${baseUrl}${path}`, init);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await http.close();
      const redis = runtime.redis;
      if (redis) {
        // Leave nothing of this stack in Redis (sessions, jobs, leases, rate-limit counters).
        for (let cursor = '0'; ;) {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          if ((cursor = next) === '0') break;
        }
      }
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
