/**
 * Sign-in routes and the global guards, in the order they run on every request:
 * SessionAuthGuard (who is this? 401 when signed out) → RolesGuard (403) → RateLimitGuard (429).
 * The module given in `imports` must export ACCOUNTS_PORT (the identity context's IdentityModule does).
 * Sessions, cross-site protection and the development provider are Express-level: see installAuthPlatform.
 */
import { Inject, Injectable, Module } from '@nestjs/common';
import type { DynamicModule, ModuleMetadata, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { DEFAULT_WRITE_LIMITS, type RateLimitPolicy } from '../rate-limit/rate-limit.decorator.js';
import { BUCKET_POINTS, RATE_LIMITER, RateLimitGuard, WRITE_LIMITS } from '../rate-limit/rate-limit.guard.js';
import { RedisRateLimiter } from '../rate-limit/redis-rate-limiter.js';
import { RolesGuard } from './guards/roles.guard.js';
import { SessionAuthGuard } from './guards/session-auth.guard.js';
import { closeRedis, connectRedis, type RedisClient } from './redis-connection.js';
import { OidcRelyingParty } from './relying-party/oidc-relying-party.js';
import { SignInController } from './relying-party/sign-in.controller.js';
import { SignInFlow } from './relying-party/sign-in-flow.js';

export interface AuthModuleOptions {
  config: AppConfig;
  redisUrl: string;
  /** The same prefix as given to installAuthPlatform; tests pass a unique one. */
  keyPrefix?: string;
  /** Modules that provide ACCOUNTS_PORT. */
  imports?: ModuleMetadata['imports'];
  /** Overrides DEFAULT_WRITE_LIMITS for non-GET /api routes without their own @RateLimit. */
  writeLimits?: readonly RateLimitPolicy[];
}

export const AUTH_REDIS = Symbol('AUTH_REDIS');

@Injectable()
class AuthRedisCloser implements OnModuleDestroy {
  constructor(@Inject(AUTH_REDIS) private readonly redis: RedisClient) {}
  onModuleDestroy() {
    return closeRedis(this.redis);
  }
}

@Module({})
export class AuthModule {
  static register(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: options.imports ?? [],
      controllers: [SignInController],
      providers: [
        { provide: AUTH_REDIS, useFactory: () => connectRedis(options.redisUrl, 'auth') },
        AuthRedisCloser,
        {
          provide: RATE_LIMITER,
          useFactory: (redis: RedisClient) => new RedisRateLimiter(redis, options.keyPrefix ?? 'ga:'),
          inject: [AUTH_REDIS],
        },
        { provide: WRITE_LIMITS, useValue: options.writeLimits ?? DEFAULT_WRITE_LIMITS },
        { provide: BUCKET_POINTS, useValue: { 'sign-in': options.config.signInsPerAddress } },
        { provide: OidcRelyingParty, useFactory: () => new OidcRelyingParty(options.config) },
        SignInFlow,
        { provide: APP_GUARD, useClass: SessionAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
      exports: [RATE_LIMITER],
    };
  }
}
