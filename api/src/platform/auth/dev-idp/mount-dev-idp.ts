/**
 * Mounts the development identity provider under /oidc on the API's own HTTP server when no OIDC_ISSUER is
 * set. Refused under NODE_ENV=production: it would let anyone who knows the demo password in.
 * Call before the app's routes are registered (before `app.init()` / `listen()`).
 */
import { Logger } from '@nestjs/common';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config/app-config.js';
import { PASSWORD_ATTEMPT_LIMIT } from '../../rate-limit/rate-limit.decorator.js';
import { type RateLimitRule, RedisRateLimiter } from '../../rate-limit/redis-rate-limiter.js';
import { crossSiteProtection } from '../cross-site/cross-site-protection.js';
import type { HttpApp } from '../http-app.js';
import { closeRedis, connectRedis } from '../redis-connection.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { IdpAccountStore } from './idp-account-store.js';
import { interactionRoutes } from './idp-interactions.js';
import { createDevIdentityProvider, IDP_MOUNT_PATH } from './idp-provider.js';

export interface DevIdpDeps {
  config: AppConfig;
  redisUrl: string;
  keyPrefix?: string;
  /** Password and sign-up attempts per address; defaults to PASSWORD_ATTEMPT_LIMIT. */
  passwordLimit?: RateLimitRule;
}

export interface DevIdpHandle {
  provider: Provider;
  accounts: IdpAccountStore;
  close(): Promise<void>;
}

export async function mountDevIdentityProvider(app: HttpApp, deps: DevIdpDeps): Promise<DevIdpHandle | null> {
  const { config } = deps;
  const logger = new Logger('DevIdentityProvider');
  if (config.oidcIssuer) return null;
  if (config.nodeEnv === 'production' || !config.demoMode) {
    logger.error(
      'Development identity provider NOT mounted: it runs only in demo mode (DEMO_MODE=true). Set OIDC_ISSUER.',
    );
    return null;
  }
  const keyPrefix = deps.keyPrefix ?? 'ga:';
  const redis = await connectRedis(deps.redisUrl, 'dev-idp');
  try {
    const accounts = new IdpAccountStore(redis, keyPrefix);
    await Promise.all(DEMO_ACCOUNTS.map((demo) => accounts.upsertDemo(demo, config.demoPassword)));
    const provider = await createDevIdentityProvider(config, redis, keyPrefix, accounts);
    // Behind a TLS-terminating proxy the provider must read X-Forwarded-Proto/Host to name its https endpoints.
    provider.proxy = new URL(config.publicUrl).protocol === 'https:';
    provider.on('server_error', (_ctx: unknown, err: Error) =>
      logger.error(`Identity provider error: ${err.message}`, err.stack),
    );
    const limiter = new RedisRateLimiter(redis, keyPrefix);
    app.use(`${IDP_MOUNT_PATH}/interaction`, crossSiteProtection(config.publicUrl));
    app.use(
      IDP_MOUNT_PATH,
      interactionRoutes({
        provider,
        accounts,
        limiter,
        // Two password attempts for every three sign-ins started: 20 with the default 30.
        passwordLimit: deps.passwordLimit ?? {
          ...PASSWORD_ATTEMPT_LIMIT,
          points: Math.max(1, Math.round((config.signInsPerAddress * 2) / 3)),
        },
        publicUrl: config.publicUrl,
      }),
    );
    app.use(IDP_MOUNT_PATH, provider.callback());
    logger.warn(
      `Development identity provider mounted at ${config.publicUrl}${IDP_MOUNT_PATH} ` +
        `with ${DEMO_ACCOUNTS.length} demo accounts (DEMO_PASSWORD). For development only.`,
    );
    return { provider, accounts, close: () => closeRedis(redis) };
  } catch (err) {
    await closeRedis(redis);
    throw err;
  }
}
