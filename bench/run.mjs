// `npm run bench`: builds the API, then runs every benchmark in turn; each prints its own table.
import { execFileSync } from 'node:child_process';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('npm', ['run', 'build', '-w', 'api']);
for (const bench of ['append-throughput.mjs', 'rebuild-throughput.mjs', 'memory.mjs']) {
  console.log(`\n### ${bench}`);
  run(process.execPath, [`bench/${bench}`]);
}
