/**
 * Runs the independent checker in `../shared/zatca/checker` (development machines and CI) on one signed
 * invoice, asynchronously, one at a time (it is a JVM and several seconds of CPU with the schema and rules).
 * Used by the simulator in tests so that it cannot agree with mistakes of our own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ZATCA_SHARED_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/zatca');
export const CHECKER_PATH = join(ZATCA_SHARED_DIR, 'checker/zatca-check');
const CACHE_HOME = process.env.ZATCA_CHECK_HOME ?? join(process.env.HOME ?? '/tmp', '.cache', 'zatca-check');

/**
 * The authority judges "the issue date is not in the future" (BR-KSA-04) by the date in Saudi Arabia, and issue
 * dates are written in Riyadh time. The checker's rules read the clock in the JVM's zone, so it runs in Riyadh's
 * zone whatever the machine's is: between 21:00 and 24:00 UTC a UTC machine would otherwise refuse today's invoices.
 */
export const AUTHORITY_ENV = { ...process.env, TZ: 'Asia/Riyadh' };

export type CheckerMode = 'full' | 'fast' | 'off';

export interface CheckerVerdict {
  errors: { code: string; category: string; message: string }[];
  warnings: { code: string; category: string; message: string }[];
}

/** Whether the checker is beside the repository and set up (its dependencies in ~/.cache). */
export function checkerAvailable(): boolean {
  return existsSync(CHECKER_PATH) && existsSync(join(CACHE_HOME, 'node_modules/xml-crypto'));
}

let queue: Promise<unknown> = Promise.resolve();

export function runChecker(xml: string, mode: Exclude<CheckerMode, 'off'>): Promise<CheckerVerdict> {
  const run = queue.then(() => runOnce(xml, mode));
  queue = run.catch(() => undefined);
  return run;
}

async function runOnce(xml: string, mode: 'full' | 'fast'): Promise<CheckerVerdict> {
  const dir = await mkdtemp(join(tmpdir(), 'zatca-sim-'));
  try {
    const file = join(dir, 'invoice.xml');
    await writeFile(file, xml);
    const args = ['--json', ...(mode === 'fast' ? ['--no-xsd', '--no-sch'] : []), file];
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(CHECKER_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'], env: AUTHORITY_ENV });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
      });
      child.stderr.resume();
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('error', reject);
      child.on('close', () => {
        clearTimeout(timer);
        resolve(out);
      });
    });
    const start = stdout.indexOf('\n{');
    if (start < 0)
      return {
        errors: [{ code: 'checker', category: 'checker', message: 'the checker printed no verdict' }],
        warnings: [],
      };
    const summary = JSON.parse(stdout.slice(start + 1)) as { errors: string[]; warnings: string[] };
    return { errors: summary.errors.map(toMessage), warnings: summary.warnings.map(toMessage) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** "ZATCA BR-KSA-F-06-C32 (warning): text" → category ZATCA, code BR-KSA-F-06-C32. */
function toMessage(line: string) {
  const match = /^(\S+) (\S+) \((?:error|warning|fatal)\): (.*)$/s.exec(line);
  return match
    ? { category: match[1]!, code: match[2]!, message: match[3]! }
    : { category: 'checker', code: 'checker', message: line };
}
