/** Safe defaults: demo mode only when asked, real secrets and an identity provider otherwise, production guards. */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';
import { withDevSecrets } from './dev-secrets.js';

const SECRETS = {
  SESSION_SECRET: 's'.repeat(32),
  CHAIN_SIGNING_KEY: 'c'.repeat(32),
  PII_MASTER_KEY: 'p'.repeat(32),
};
const REAL = { ...SECRETS, OIDC_ISSUER: 'https://id.example.sa', OIDC_CLIENT_SECRET: 'o'.repeat(32) };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('safe defaults', () => {
  it('npm start without NODE_ENV refuses without OIDC_ISSUER and real secrets, naming each missing one', () => {
    const problems = problemsOf({});
    for (const name of ['OIDC_ISSUER', 'SESSION_SECRET', 'CHAIN_SIGNING_KEY', 'PII_MASTER_KEY'])
      expect(problems.some((p) => p.startsWith(`${name} is required`))).toBe(true);
    expect(problemsOf({ ...SECRETS, OIDC_ISSUER: 'https://id.example.sa' })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_SECRET is required/),
    ]);
    const config = loadConfig(REAL);
    expect(config).toMatchObject({ demoMode: false, seedDemo: false });
  });

  it('the development identity provider and demo data run only when asked (DEMO_MODE), never in production', () => {
    expect(loadConfig({ DEMO_MODE: 'true' })).toMatchObject({
      demoMode: true,
      seedDemo: 'marketplace',
      oidcIssuer: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ demoMode: true });
    expect(problemsOf({ ...REAL, NODE_ENV: 'production', DEMO_MODE: 'true' })).toContain(
      'DEMO_MODE is refused when NODE_ENV=production',
    );
  });

  it('generates and keeps secrets only in demo mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ga-secrets-'));
    try {
      expect(withDevSecrets({ DATA_DIR: dir })).toEqual({ DATA_DIR: dir });
      expect(existsSync(join(dir, 'dev-secrets.json'))).toBe(false);
      const demo = withDevSecrets({ DATA_DIR: dir, DEMO_MODE: 'true' });
      expect(demo.PII_MASTER_KEY).toHaveLength(44);
      expect(withDevSecrets({ DATA_DIR: dir, DEMO_MODE: 'true' }).PII_MASTER_KEY).toBe(demo.PII_MASTER_KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('production refuses the embedded tax-authority simulator and sandbox certificates unless explicitly allowed', () => {
    const production = { ...REAL, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/gulfart' };
    const problems = problemsOf(production);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/ZATCA_API_URL is required .*ZATCA_ALLOW_SIMULATOR=true/);
    expect(problems[1]).toMatch(/sandbox certificates.*ZATCA_ALLOW_SANDBOX_CERTIFICATES=true/);
    expect(
      problemsOf({
        ...production,
        ZATCA_API_URL: 'https://gw.zatca.example',
        ZATCA_ALLOW_SANDBOX_CERTIFICATES: 'true',
      }),
    ).toEqual([]);
    expect(
      problemsOf({ ...production, ZATCA_ALLOW_SIMULATOR: 'true', ZATCA_ALLOW_SANDBOX_CERTIFICATES: 'true' }),
    ).toEqual([]);
  });

  it('trust proxy is a setting', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(problemsOf({ NODE_ENV: 'test', TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY must be/);
  });
});
