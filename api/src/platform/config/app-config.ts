/**
 * The environment, read and validated once at start (STYLE: no scattered `process.env` reads).
 * `loadConfig` throws a ConfigError listing every bad value with what was expected.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Public base URL of this installation (used for OIDC redirects and links in mail). */
  publicUrl: string;
  /** `embedded` (PGlite under dataDir), `postgres` (DATABASE_URL), or the production adapters. */
  storage: 'embedded' | 'postgres';
  dataDir: string;
  databaseUrl: string | null;
  eventstoreUrl: string | null;
  mongoUrl: string | null;
  redisUrl: string | null;
  /** Namespaces every Redis key (sessions, jobs, leases, rate limits): several installations may share one Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  oidcIssuer: string | null;
  oidcClientId: string;
  oidcClientSecret: string;
  demoPassword: string;
  sessionSecret: string;
  /** Signs hash-chain heads; never stored in the database. 32+ bytes, base64 or hex. */
  chainSigningKey: string;
  /** Wraps the per-person keys that encrypt personal data in events (crypto-shredding). */
  piiMasterKey: string;
  /** Writes under /api per minute, per signed-in user and per address. */
  writesPerMinutePerUser: number;
  writesPerMinutePerAddress: number;
  /** Sign-ins started (`/api/login`) and password attempts at the development provider, per address per 5 minutes. */
  signInsPerAddress: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /**
   * Demo mode (`DEMO_MODE=true`, which `npm run demo` sets; on by default only under NODE_ENV=test): the
   * development identity provider with its known demo passwords, generated secrets and demo data. Never in
   * production. Otherwise the product refuses to start without OIDC_ISSUER and real secrets.
   */
  demoMode: boolean;
  /** SEED_DEMO: the whole demo marketplace (true), its accounts only (`accounts`, what benchmarks need), or none. */
  seedDemo: false | 'accounts' | 'marketplace';
  /** Express `trust proxy` (TRUST_PROXY: hops, `true`/`false`, or addresses); default 1 in production, else off. */
  trustProxy: boolean | number | string;
  runWorkers: boolean;
  /** Media in an S3-compatible bucket (MEDIA_S3_*), shared by every replica; null: the local disk under dataDir. */
  mediaS3: MediaS3Config | null;
  /** KYC_BID_CEILING (SAR): the highest bid a tier-1 (identity verified) person may place; above it, tier 2. */
  kycBidCeiling: number;
}

export interface MediaS3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, …); null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's default credential chain (instance role, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Folder inside the bucket (`media/`), so installations can share one; empty for the bucket's root. */
  prefix: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Whether the environment asks for demo mode (see AppConfig.demoMode); never under NODE_ENV=production. */
export function demoModeOf(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false;
  const value = env.DEMO_MODE;
  if (value === undefined || value === '') return env.NODE_ENV === 'test';
  return ['1', 'true', 'yes'].includes(value);
}

const NOT_DEMO = 'outside demo mode (DEMO_MODE=true, as `npm run demo` sets, runs the demo without it)';

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'test', 'production'], 'development', problems);
  const production = nodeEnv === 'production';
  const demoMode = boolean(env, 'DEMO_MODE', nodeEnv === 'test', problems);
  if (production && demoMode) problems.push('DEMO_MODE is refused when NODE_ENV=production');
  const port = integer(env, 'PORT', 3000, 0, 65535, problems);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const secret = (name: string) => {
    const value = env[name];
    if (value) {
      if (value.length < 32) problems.push(`${name} must be at least 32 characters (got ${value.length})`);
      return value;
    }
    if (production) problems.push(`${name} is required when NODE_ENV=production`);
    else if (!demoMode) problems.push(`${name} is required ${NOT_DEMO}`);
    // Demo mode only: a fixed-per-process random secret. Sessions and chain signatures do not survive a
    // restart with it, so main.ts keeps stable ones in DATA_DIR (see dev-secrets.ts).
    return randomBytes(32).toString('base64');
  };
  const config: AppConfig = {
    nodeEnv,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    storage: databaseUrl ? 'postgres' : 'embedded',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    eventstoreUrl: url(env, 'EVENTSTORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:'], problems),
    mongoUrl: url(env, 'MONGO_URL', ['mongodb:', 'mongodb+srv:'], problems),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    redisPrefix: prefix(env, 'REDIS_PREFIX', 'ga', problems),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    mailFrom: env.MAIL_FROM ?? 'Gulf Art Marketplace <no-reply@gulfart.example>',
    oidcIssuer: url(env, 'OIDC_ISSUER', ['http:', 'https:'], problems),
    oidcClientId: env.OIDC_CLIENT_ID ?? 'gulf-art-web',
    oidcClientSecret: env.OIDC_CLIENT_SECRET || 'dev-client-secret-not-for-production',
    demoPassword: env.DEMO_PASSWORD ?? 'demo-password',
    sessionSecret: secret('SESSION_SECRET'),
    chainSigningKey: secret('CHAIN_SIGNING_KEY'),
    piiMasterKey: secret('PII_MASTER_KEY'),
    writesPerMinutePerUser: integer(env, 'RATE_LIMIT_WRITES_PER_USER', 120, 1, 1_000_000, problems),
    writesPerMinutePerAddress: integer(env, 'RATE_LIMIT_WRITES_PER_ADDRESS', 1200, 1, 10_000_000, problems),
    signInsPerAddress: integer(env, 'RATE_LIMIT_SIGN_INS_PER_ADDRESS', 30, 1, 10_000_000, problems),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'], 'info', problems),
    demoMode,
    seedDemo:
      env.SEED_DEMO === 'accounts' ? 'accounts' : boolean(env, 'SEED_DEMO', demoMode, problems) && 'marketplace',
    trustProxy: trustProxy(env, production, problems),
    runWorkers: boolean(env, 'RUN_WORKERS', true, problems),
    mediaS3: mediaS3(env, problems),
    kycBidCeiling: integer(env, 'KYC_BID_CEILING', 50_000, 0, 1_000_000_000, problems),
  };
  if (production && config.oidcIssuer === null) {
    problems.push('OIDC_ISSUER is required when NODE_ENV=production (the development identity provider is refused)');
  } else if (!demoMode && config.oidcIssuer === null) {
    problems.push(`OIDC_ISSUER is required ${NOT_DEMO}: the development identity provider has known passwords`);
  }
  if (!demoMode && config.oidcIssuer !== null && !env.OIDC_CLIENT_SECRET) {
    problems.push(`OIDC_CLIENT_SECRET is required ${NOT_DEMO}`);
  }
  problems.push(...taxAuthorityProblems(env, production));
  if (production && config.storage === 'embedded' && !config.eventstoreUrl) {
    problems.push(
      'Embedded storage is for trying the product: set DATABASE_URL or EVENTSTORE_URL and MONGO_URL in production',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function mediaS3(env: Env, problems: string[]): MediaS3Config | null {
  const bucket = env.MEDIA_S3_BUCKET;
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(`MEDIA_S3_BUCKET must be an S3 bucket name: 3-63 lower-case letters, digits, dots or hyphens`);
  const prefix = env.MEDIA_S3_PREFIX ?? '';
  if (prefix !== '' && !/^(?:[a-z0-9][a-z0-9_-]*\/)+$/.test(prefix))
    problems.push(`MEDIA_S3_PREFIX must be folder names ending with a slash, e.g. "media/" (got "${prefix}")`);
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    bucket,
    endpoint: url(env, 'MEDIA_S3_ENDPOINT', ['http:', 'https:'], problems),
    region: env.MEDIA_S3_REGION || 'us-east-1',
    forcePathStyle: boolean(env, 'MEDIA_S3_FORCE_PATH_STYLE', false, problems),
    accessKeyId,
    secretAccessKey,
    prefix,
  };
}

/**
 * The embedded tax-authority simulator and self-signed sandbox certificates are for trying the product: in
 * production each needs an explicit setting, so an installation never issues invoices nobody reported.
 */
function taxAuthorityProblems(env: Env, production: boolean): string[] {
  if (!production) return [];
  const problems: string[] = [];
  if (!env.ZATCA_API_URL && !boolean(env, 'ZATCA_ALLOW_SIMULATOR', false, problems))
    problems.push(
      'ZATCA_API_URL is required when NODE_ENV=production: the embedded tax-authority simulator is refused (ZATCA_ALLOW_SIMULATOR=true allows it)',
    );
  if (!boolean(env, 'ZATCA_ALLOW_SANDBOX_CERTIFICATES', false, problems))
    problems.push(
      'Invoices are signed with self-signed sandbox certificates (onboarding for production certificates is not built): refused when NODE_ENV=production unless ZATCA_ALLOW_SANDBOX_CERTIFICATES=true',
    );
  return problems;
}

function trustProxy(env: Env, production: boolean, problems: string[]): boolean | number | string {
  const value = env.TRUST_PROXY;
  if (value === undefined || value === '') return production ? 1 : false;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (/^[0-9a-fA-F.:/, ]{1,500}$/.test(value)) return value;
  problems.push(`TRUST_PROXY must be a number of proxies, true, false, or proxy addresses (got "${value}")`);
  return false;
}

function oneOf<T extends string>(env: Env, name: string, allowed: T[], fallback: T, problems: string[]): T {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if ((allowed as string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
    return fallback;
  }
  return n;
}

function prefix(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (/^[a-z][a-z0-9-]{0,30}$/.test(value)) return value;
  problems.push(`${name} must be 1-31 lower-case letters, digits or hyphens, starting with a letter (got "${value}")`);
  return fallback;
}

function boolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | null {
  const value = env[name];
  if (value === undefined || value === '') return null;
  try {
    const parsed = new URL(value);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//...")`,
      );
    }
  } catch {
    problems.push(`${name} is not a valid URL`);
  }
  return value;
}
