// Fails when a translation key exists in one language and not the other, in any en/ar pair of the
// storefront (JSON) or the back-office (TS modules exporting one object).
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? flat(v, `${p}${k}.`) : [`${p}${k}`],
  );

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

const pairs = [];
for (const root of ['storefront/src', 'backoffice/src', 'api/src', 'contracts/vocabularies']) {
  if (!existsSync(root)) continue;
  for (const path of walk(root))
    if (/(^|\/)en\.json$/.test(path)) pairs.push([path, path.replace(/en\.json$/, 'ar.json')]);
}
let problems = 0;
for (const [en, ar] of pairs) {
  if (!existsSync(ar)) {
    console.error(`${en}: no ar.json beside it`);
    problems++;
    continue;
  }
  const a = new Set(flat(JSON.parse(readFileSync(en, 'utf8'))));
  const b = new Set(flat(JSON.parse(readFileSync(ar, 'utf8'))));
  const onlyEn = [...a].filter((k) => !b.has(k));
  const onlyAr = [...b].filter((k) => !a.has(k));
  if (onlyEn.length || onlyAr.length) {
    console.error(`${en}: missing in Arabic: ${onlyEn.join(', ') || '-'}; only in Arabic: ${onlyAr.join(', ') || '-'}`);
    problems++;
  }
}
if (problems) process.exit(1);
console.log(`${pairs.length} translation pair(s) in step.`);
