/**
 * The Express-level half of sign-in, installed on the HTTP server before Nest registers its routes:
 * Redis sessions and cross-site protection under /api, and the development identity provider under /oidc
 * (when OIDC_ISSUER is not set and not in production). Pair it with AuthModule.register using the same prefix.
 *
 *   const auth = await installAuthPlatform(app, { config, redisUrl });
 *   await app.listen(config.port);
 *   // on shutdown, after app.close():
 *   await auth.close();
 */
import type { RateLimitRule } from '../rate-limit/redis-rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { configureCrossSiteProtection } from './cross-site/cross-site-protection.js';
import { type DevIdpHandle, mountDevIdentityProvider } from './dev-idp/mount-dev-idp.js';
import type { HttpApp } from './http-app.js';
import { configureSessions } from './session/configure-sessions.js';

export interface AuthPlatformDeps {
  config: AppConfig;
  redisUrl: string;
  keyPrefix?: string;
  /** Origins besides PUBLIC_URL allowed to write with the session cookie (a front-end dev server, say). */
  extraOrigins?: readonly string[];
  passwordLimit?: RateLimitRule;
}

export interface AuthPlatform {
  devIdentityProvider: DevIdpHandle | null;
  close(): Promise<void>;
}

export async function installAuthPlatform(app: HttpApp, deps: AuthPlatformDeps): Promise<AuthPlatform> {
  const sessions = await configureSessions(app, deps);
  try {
    configureCrossSiteProtection(app, { publicUrl: deps.config.publicUrl, extraOrigins: deps.extraOrigins });
    const devIdentityProvider = await mountDevIdentityProvider(app, deps);
    return {
      devIdentityProvider,
      close: async () => {
        await devIdentityProvider?.close();
        await sessions.close();
      },
    };
  } catch (err) {
    await sessions.close();
    throw err;
  }
}
