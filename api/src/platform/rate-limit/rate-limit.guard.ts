/**
 * Global guard: applies a route's @RateLimit, or the default write limits to every non-GET route.
 * Runs after the session guard, so a signed-in person is counted by user id.
 */
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { type BucketPoints, RATE_LIMIT_KEY, type RateLimitPolicy } from './rate-limit.decorator.js';
import { tooManyRequests } from './rate-limit-error.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const WRITE_LIMITS = Symbol('WRITE_LIMITS');
export const BUCKET_POINTS = Symbol('BUCKET_POINTS');

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RedisRateLimiter,
    @Inject(WRITE_LIMITS) private readonly writeLimits: readonly RateLimitPolicy[],
    @Inject(BUCKET_POINTS) private readonly bucketPoints: BucketPoints,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const own = this.reflector.getAllAndOverride<RateLimitPolicy | false | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (own === false) return true;
    // Every write reaching a route is counted, whatever spelling of its path it came by.
    const isWrite = !READS.has(req.method);
    const policies = own ? [own] : isWrite ? this.writeLimits : [];
    const routeBucket = `${context.getClass().name}.${context.getHandler().name}`;
    const attempts = policies.flatMap((declared) => {
      const configured = declared.bucket ? this.bucketPoints[declared.bucket] : undefined;
      const byRoles = req.account && declared.pointsForRoles?.(req.account.roles);
      const points = configured ?? byRoles ?? declared.points;
      const rule = points === declared.points ? declared : { ...declared, points };
      return subjectsOf(rule, req).map((subject) => ({ key: `${rule.bucket ?? routeBucket}:${subject}`, rule }));
    });
    // One round trip for all of a request's limits (a write is counted per person and per address).
    const result = await this.limiter.consumeAll(attempts);
    if (!result.allowed) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(result.retryAfterSeconds));
      throw tooManyRequests(result.retryAfterSeconds);
    }
    return true;
  }
}

function subjectsOf(policy: RateLimitPolicy, req: Request): string[] {
  const ip = `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
  const user = req.account ? `user:${req.account.userId}` : null;
  if (policy.scope === 'ip') return [ip];
  if (policy.scope === 'user') return [user ?? ip];
  return user ? [user, ip] : [ip];
}
