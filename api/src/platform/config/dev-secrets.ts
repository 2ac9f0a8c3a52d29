/**
 * In demo mode (see demoModeOf), secrets the operator did not set are generated once and kept in
 * DATA_DIR/dev-secrets.json (mode 600). They must survive restarts: a new PII_MASTER_KEY would make every
 * stored personal datum unreadable, a new CHAIN_SIGNING_KEY would fail every chain's signatures, and a new
 * SESSION_SECRET would sign everyone out. Outside demo mode they are required (loadConfig refuses to start).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoModeOf } from './app-config.js';

const NAMES = ['SESSION_SECRET', 'CHAIN_SIGNING_KEY', 'PII_MASTER_KEY'] as const;

export function withDevSecrets(env: Record<string, string | undefined>): Record<string, string | undefined> {
  if (!demoModeOf(env) || NAMES.every((n) => env[n])) return env;
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const file = join(dataDir, 'dev-secrets.json');
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let changed = false;
  for (const name of NAMES) {
    if (!env[name] && !stored[name]) {
      stored[name] = randomBytes(32).toString('base64');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const out = { ...env };
  for (const name of NAMES) out[name] = env[name] || stored[name];
  return out;
}
