// Resident memory of the `npm start` process (api/dist/main.js on embedded PGlite, workers in-process):
// idle after the demo seed, then while 16 signed-in clients append profile updates over HTTP.
// Target: under 1.5 GB resident under load.
import { readFileSync } from 'node:fs';
import { signIn } from './lib/sign-in.mjs';
import { printTable } from './lib/table.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const bench = await startBenchServer('memory', {
  storage: 'embedded',
  // The smoke run (npm test) seeds the accounts only: it checks that every phase runs, and the whole marketplace's
  // seed was most of its time.
  env: { SEED_DEMO: process.env.BENCH_SMOKE ? 'accounts' : 'true', RATE_LIMIT_WRITES_PER_ADDRESS: '1000000' },
});
const { baseUrl, server } = bench;
const rssMb = () =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
try {
  await bench.ready();
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
  await bench.stop();
}
