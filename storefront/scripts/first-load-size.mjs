// Prints the JavaScript a first visit to the landing page downloads, gzipped: the entry chunk, the landing
// screen's chunk (React.lazy asks for it on the first render) and every chunk they import statically.
// Reads Vite's manifest, so run it after `vite build` (npm run build does both).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 250;
const LANDING = 'src/features/landing/components/landing-page.tsx';

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[LANDING]) throw new Error('manifest has no entry or no landing-page chunk');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry);
visit(LANDING);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(
  `${totalKb.toFixed(1).padStart(7)} KB  landing page first-load JavaScript, gzipped (budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) process.exitCode = 1;
