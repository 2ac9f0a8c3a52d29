// `npm run bench`: builds the API, then runs every benchmark in turn; each prints its own table.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('npm', ['run', 'build', '-w', 'api']);
// Every bench/*.mjs file in the folder (lib/ holds their shared code), in name order; `npm run bench -- name` runs one.
const only = process.argv.slice(2);
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort()
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)));
for (const bench of benches) {
  console.log(`\n### ${bench}`);
  run(process.execPath, [`bench/${bench}`]);
}
