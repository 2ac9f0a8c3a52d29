/**
 * `npm test` on a fresh machine starts PostgreSQL and Redis itself: scripts/test.sh runs
 * scripts/ensure-services.sh before any test step. The start path is checked against stand-ins for the server
 * commands (the real services on a shared machine are never stopped); the real ones only see the idempotent run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ensureServices = join(root, 'scripts', 'ensure-services.sh');
const redisRunId = () =>
  /run_id:(\w+)/.exec(execFileSync('redis-cli', ['-h', '127.0.0.1', 'info', 'server'], { encoding: 'utf8' }))?.[1];

describe('npm test on a fresh machine starts PostgreSQL and Redis', () => {
  const stubs = mkdtempSync(join(tmpdir(), 'ga-ensure-services-'));
  afterAll(() => rmSync(stubs, { recursive: true, force: true }));

  it('scripts/test.sh runs ensure-services.sh (after installing the packages) before any test step', () => {
    const lines = readFileSync(join(root, 'scripts', 'test.sh'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const ensure = at(/^bash scripts\/ensure-services\.sh$/); // no `|| …`: a server that stays down fails the run
    expect(ensure).toBeGreaterThan(at(/install-system-packages\.sh --with-postgresql/));
    const firstTestStep = Math.min(
      ...[/check-i18n-parity/, /npm run build/, /npm test/, /run-browser-tests/, /generate\.mjs --check/]
        .map(at)
        .filter((i) => i >= 0),
    );
    expect(ensure).toBeGreaterThan(0);
    expect(ensure).toBeLessThan(firstTestStep);
  });

  it('ensure-services.sh is idempotent when both are up: exits 0 and restarts nothing', () => {
    const before = redisRunId();
    for (let run = 0; run < 2; run++) {
      const result = spawnSync('bash', [ensureServices], { encoding: 'utf8' });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('PostgreSQL and Redis are up.');
    }
    expect(before).toEqual(expect.any(String));
    expect(redisRunId()).toBe(before);
  });

  it('ensure-services.sh starts a PostgreSQL and a Redis that are installed but not running', () => {
    const calls = join(stubs, 'calls.log');
    // Each stand-in answers "down" until its start command has run, and logs how it was called.
    const stub = (name: string, body: string) => {
      writeFileSync(join(stubs, name), `#!/usr/bin/env bash\necho "${name} $*" >> "${calls}"\n${body}\n`);
      chmodSync(join(stubs, name), 0o755);
    };
    stub('pg_isready', `[ -e "${stubs}/pg.up" ]`);
    stub('pg_ctlcluster', `touch "${stubs}/pg.up"`);
    stub('redis-cli', `[ -e "${stubs}/redis.up" ]`);
    stub('redis-server', `touch "${stubs}/redis.up"`);
    const result = spawnSync('bash', [ensureServices], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${stubs}:${process.env.PATH}` },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const log = readFileSync(calls, 'utf8');
    expect(log).toMatch(/^pg_ctlcluster --skip-systemctl-redirect \S+ main start$/m);
    expect(log).toMatch(/^redis-server --daemonize yes --bind 127\.0\.0\.1 --port 6379\b/m);
    expect(log.indexOf('pg_ctlcluster')).toBeGreaterThan(log.indexOf('pg_isready'));
  });
});
