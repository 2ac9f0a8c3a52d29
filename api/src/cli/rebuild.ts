/**
 * `npm run rebuild -- <projection|all>`: drops a read model and projects the whole log again from
 * position zero, printing progress (events done, events/s, time left); a reactor that starts at the head keeps
 * its checkpoint instead (ProjectionEngine.rebuild). Run it with the server stopped on embedded storage (the
 * folder lock refuses otherwise).
 */
import { openCliRuntime } from './cli-runtime.js';

const target = process.argv[2];
const runtime = await openCliRuntime();
const names = runtime.projections.list().map((p) => p.name);
if (!target || (target !== 'all' && !names.includes(target))) {
  console.error(`Usage: npm run rebuild -- <projection|all>\nProjections: ${names.join(', ')}`);
  await runtime.close();
  process.exit(2);
}
const out = process.stderr.isTTY ? process.stderr : process.stdout;
let exitCode = 0;
for (const name of target === 'all' ? names : [target]) {
  let lastPrint = 0;
  try {
    const { events, seconds } = await runtime.projections.rebuild(name, (p) => {
      if (Date.now() - lastPrint < 1000 && p.done < p.total) return;
      lastPrint = Date.now();
      const left = p.secondsLeft === null ? '?' : `${p.secondsLeft.toFixed(0)} s`;
      out.write(
        `${name}: ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} events, ${p.eventsPerSecond.toLocaleString('en-US')} events/s, ${left} left\n`,
      );
    });
    const rate = seconds > 0 ? Math.round(events / seconds) : events;
    console.log(
      `${name}: rebuilt from ${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s (${rate.toLocaleString('en-US')} events/s)`,
    );
  } catch (error) {
    console.error(`${name}: rebuild failed: ${(error as Error).message}`);
    exitCode = 1;
  }
}
await runtime.close();
process.exit(exitCode);
