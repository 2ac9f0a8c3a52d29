import { SetMetadata } from '@nestjs/common';
import type { RateLimitRule } from './redis-rate-limiter.js';

/** `user` counts per signed-in user (per address when signed out), `ip` per address, `both` each separately. */
export type RateLimitScope = 'user' | 'ip' | 'both';

export interface RateLimitPolicy extends RateLimitRule {
  scope: RateLimitScope;
  /** Counter name; routes with the same bucket share their counts. Defaults to the controller and method. */
  bucket?: string;
  /** Points for a signed-in person by their roles (a quota that depends on what the person does here). */
  pointsForRoles?: (roles: readonly string[]) => number;
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

/**
 * Starting a sign-in (`GET /api/login`), per address. The points are the installation's
 * `RATE_LIMIT_SIGN_INS_PER_ADDRESS` (the guard reads BUCKET_POINTS), 30 by default.
 */
export const SIGN_IN_START_LIMIT: RateLimitPolicy = { bucket: 'sign-in', scope: 'ip', points: 30, windowSeconds: 300 };

/** Password attempts on the development identity provider, per address (also `RATE_LIMIT_SIGN_INS_PER_ADDRESS`). */
export const PASSWORD_ATTEMPT_LIMIT: RateLimitRule = { points: 20, windowSeconds: 300 };

/** Points of a bucket set by the installation's configuration, overriding the figure in the decorator. */
export type BucketPoints = Readonly<Record<string, number>>;
