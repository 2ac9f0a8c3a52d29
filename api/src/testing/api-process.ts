/**
 * Starts the built API (api/dist/main.js) as a real child process, for tests about processes: replicas on
 * one database, SIGKILL in the middle of work. Build first (`npm run build -w api`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createTestDatabase } from '../platform/event-store/testing/pg-test-database.js';
import { freePort } from '../platform/net/free-port.js';
import { TEST_REDIS_URL } from './test-stack.js';

const MAIN = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'dist', 'main.js');

export const TEST_SECRETS = {
  SESSION_SECRET: 'replica-session-secret-0123456789abcdefgh',
  CHAIN_SIGNING_KEY: 'replica-chain-signing-key-0123456789abcd',
  PII_MASTER_KEY: 'replica-personal-data-key-0123456789abcd',
};

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  waitHealthy(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function builtApiAvailable(): boolean {
  return existsSync(MAIN);
}

export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  if (!builtApiAvailable()) throw new Error(`${MAIN} is missing: run npm run build -w api first`);
  const p = port ?? (await freePort());
  // Where this process listens; PUBLIC_URL may differ (replicas behind one address).
  const baseUrl = `http://localhost:${p}`;
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REDIS_URL: TEST_REDIS_URL,
      SEED_DEMO: 'false',
      PORT: String(p),
      PUBLIC_URL: env.PUBLIC_URL ?? baseUrl,
      ...TEST_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    log += d;
  });
  child.stderr!.on('data', (d) => {
    log += d;
  });
  return {
    baseUrl,
    child,
    output: () => log,
    // A process's start (Nest, the identity provider, the first projections' catch-up) took over 60 s on this
    // 2-core machine at load 13; the replica suites give their start hooks REPLICAS_START_MS.
    async waitHealthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${log.slice(-2000)}`);
        try {
          const res = await fetch(`${baseUrl}/api/health`);
          if (res.status === 200) return;
        } catch {
          /* not yet listening */
        }
        if (Date.now() > deadline) throw new Error(`API not healthy within ${timeoutMs} ms:\n${log.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000).unref())]);
    },
  };
}

export interface Replicas {
  a: ApiProcess;
  b: ApiProcess;
  /** The one address both answer for, as behind a load balancer: tests send each request to a chosen replica. */
  publicUrl: string;
  /** Their DATABASE_URL. */
  databaseUrl: string;
  /** Their REDIS_PREFIX. */
  prefix: string;
  /** Stops both, drops the database and removes the Redis keys under their prefix. */
  stop(): Promise<void>;
}

/** How long a suite's hook may wait for two replicas to start (two processes, one after the other). */
export const REPLICAS_START_MS = 280_000;

/**
 * Two API processes on one fresh PostgreSQL database and one Redis prefix; the first seeds the demo data and
 * is healthy before the second starts.
 */
export async function startReplicas(databaseName: string, env: Record<string, string> = {}): Promise<Replicas> {
  const db = await createTestDatabase(databaseName);
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const [portA, portB] = [await freePort(), await freePort()];
  const publicUrl = `http://localhost:${portA}`;
  const shared = { DATABASE_URL: db.url, REDIS_PREFIX: prefix, PUBLIC_URL: publicUrl, ...env };
  const started: ApiProcess[] = [];
  const stop = async () => {
    for (const replica of started) await replica.kill();
    await db.drop();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  };
  try {
    for (const [extra, port] of [
      // The demo accounts only: both suites bid, sign in and edit a profile, none needs the marketplace.
      [{ SEED_DEMO: 'accounts' }, portA],
      [{}, portB],
    ] as const) {
      const replica = await startApiProcess({ ...shared, ...extra }, port);
      started.push(replica);
      await replica.waitHealthy();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: started[0]!, b: started[1]!, publicUrl, databaseUrl: db.url, prefix, stop };
}
