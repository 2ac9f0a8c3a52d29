// Starts the built product on the embedded stack (a fresh data folder, a free port, the demo seed), waits
// for /api/health, runs the browser journeys in test/browser (or the files given as arguments) with Node's test runner, then stops it.
// The journeys that need STC Pay live (on its in-process simulator) run afterwards on a server of their own, seeded
// with the demo accounts only: switched on for the shared server, it would take STC Pay's hosted sandbox page away
// from every other journey's orders and registrations.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { freePort } from './lib/free-port.mjs';

const STCPAY_LIVE_JOURNEYS = new Set(['stcpay-checkout.e2e.mjs', 'stcpay-order.e2e.mjs']);
const STCPAY_LIVE_ENV = { SEED_DEMO: 'accounts', PAYMENT_LIVE_PROVIDERS: 'stcpay', STCPAY_API_BASE: 'sandbox' };

mkdirSync('test-artifacts', { recursive: true });

/** The built API on a fresh data folder and a free port, healthy; `stop` ends it and removes its data. */
async function startServer(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gulf-art-browser-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: `browser${process.pid}-${port}`,
      // Every journey signs in from this one address, far more often than a person would.
      RATE_LIMIT_SIGN_INS_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      setTimeout(resolve, 15_000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The whole demo marketplace is seeded before the server reports healthy: well under a minute on a quiet
    // machine, past two minutes on a busy one (five were seen beside the API suites and other work).
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it was ready`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('The server was not healthy within 600 s');
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Runs journey files against a server started with `env`; the runner's exit code (1 when it could not start). */
async function runOn(env, files) {
  if (files.length === 0) return 0;
  let server;
  try {
    server = await startServer(env);
    // A journey that hangs (a page that never settles) fails on its own after five minutes, naming itself.
    const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=300000', ...files], {
      env: { ...process.env, BASE_URL: server.baseUrl },
      stdio: 'inherit',
    });
    return await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
  } catch (error) {
    console.error(error.message);
    return 1;
  } finally {
    await server?.stop();
  }
}

// Given files (node scripts/run-browser-tests.mjs test/browser/x.e2e.mjs) run alone; otherwise every journey.
const given = process.argv.slice(2);
const files =
  given.length > 0
    ? given
    : readdirSync('test/browser')
        .filter((f) => f.endsWith('.e2e.mjs'))
        .map((f) => join('test/browser', f));
const stcPayLive = (file) => STCPAY_LIVE_JOURNEYS.has(basename(file));
const shared = await runOn(
  {},
  files.filter((f) => !stcPayLive(f)),
);
const live = await runOn(STCPAY_LIVE_ENV, files.filter(stcPayLive));
process.exit(shared || live);
