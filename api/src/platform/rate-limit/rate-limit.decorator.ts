import { SetMetadata } from '@nestjs/common';
import type { RateLimitRule } from './redis-rate-limiter.js';

/** `user` counts per signed-in user (per address when signed out), `ip` per address, `both` each separately. */
export type RateLimitScope = 'user' | 'ip' | 'both';

export interface RateLimitPolicy extends RateLimitRule {
  scope: RateLimitScope;
  /** Counter name; routes with the same bucket share their counts. Defaults to the controller and method. */
  bucket?: string;
}

export const RATE_LIMIT_KEY = 'rateLimit';

/**
 * `@RateLimit({ points, windowSeconds, scope })` replaces the default write limit on a route (it also applies to
 * GET routes that carry it); `@RateLimit(false)` exempts a route.
 */
export const RateLimit = (policy: RateLimitPolicy | false) => SetMetadata(RATE_LIMIT_KEY, policy);

/** Every non-GET /api route without its own @RateLimit gets these. Generous enough for a busy person. */
export const DEFAULT_WRITE_LIMITS: readonly RateLimitPolicy[] = [
  { bucket: 'writes', scope: 'user', points: 120, windowSeconds: 60 },
  // An office or mobile carrier puts many people behind one address, hence the higher figure.
  { bucket: 'writes', scope: 'ip', points: 1200, windowSeconds: 60 },
];

/** Starting a sign-in (`GET /api/login`), per address. */
export const SIGN_IN_START_LIMIT: RateLimitPolicy = { bucket: 'sign-in', scope: 'ip', points: 30, windowSeconds: 300 };

/** Password attempts on the development identity provider, per address. */
export const PASSWORD_ATTEMPT_LIMIT: RateLimitRule = { points: 20, windowSeconds: 300 };
