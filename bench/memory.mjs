// Resident memory of the `npm start` process (api/dist/main.js on embedded PGlite, workers in-process):
// idle after the demo seed, then while 16 signed-in clients append profile updates over HTTP.
// Target: under 1.5 GB resident under load.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './lib/sign-in.mjs';
import { printTable } from './lib/table.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
const server = spawn(process.execPath, ['api/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench${process.pid}`,
    RATE_LIMIT_WRITES_PER_USER: '1000000',
    RATE_LIMIT_WRITES_PER_ADDRESS: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 3000)); // settle: welcome e-mails sent, projections live
  const idle = rssMb();
  const emails = ['collector', 'artist', 'gallery', 'organiser', 'shipper', 'moderator', 'auditor', 'admin'].map(
    (n) => `${n}@example.sa`,
  );
  const clients = [];
  for (const email of emails) clients.push(await signIn(baseUrl, email));
  let peak = rssMb();
  let writes = 0;
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 250);
  await Promise.all(
    Array.from({ length: 16 }, async (_, w) => {
      const call = clients[w % clients.length];
      for (let n = 0; Date.now() < until; n++) {
        const res = await call('PATCH', '/api/profile', { bio: `Writer ${w} update ${n}` });
        if (res.status === 200) writes++;
        else failures++;
        await res.arrayBuffer();
      }
    }),
  );
  clearInterval(sampler);
  if (writes === 0) throw new Error(`no profile update succeeded (${failures} non-200 answers)`);
  console.log(
    `\nResident memory of npm start (embedded PGlite, workers in-process), ${SECONDS} s of load from 16 clients\n`,
  );
  printTable(
    ['phase', 'RSS MB', 'writes/s', 'non-200 answers'],
    [
      ['idle after demo seed', idle, 0, 0],
      ['peak under profile-update load', peak, Math.round(writes / SECONDS), failures],
    ],
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => {
    server.once('exit', r);
    setTimeout(r, 20000).unref(); // a timer left running would hold this process for 20 s after the server exits
  });
  rmSync(dataDir, { recursive: true, force: true });
}
