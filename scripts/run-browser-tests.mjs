// Starts the built product on the embedded stack (a fresh data folder, a free port, the demo seed), waits
// for /api/health, runs the browser journeys in test/browser (or the files given as arguments) with Node's test runner, then stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/free-port.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'gulf-art-browser-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
mkdirSync('test-artifacts', { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `browser${process.pid}`,
    // Every journey signs in from this one address, far more often than a person would.
    RATE_LIMIT_SIGN_INS_PER_ADDRESS: '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exitCode = 1;
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
  // Given files (node scripts/run-browser-tests.mjs test/browser/x.e2e.mjs) run alone; otherwise every journey.
  const given = process.argv.slice(2);
  const files =
    given.length > 0
      ? given
      : readdirSync('test/browser')
          .filter((f) => f.endsWith('.e2e.mjs'))
          .map((f) => join('test/browser', f));
  // A journey that hangs (a page that never settles) fails on its own after five minutes, naming itself.
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=300000', ...files], {
    env: { ...process.env, BASE_URL: baseUrl },
    stdio: 'inherit',
  });
  exitCode = await new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    server.once('exit', resolve);
    setTimeout(resolve, 15_000);
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
