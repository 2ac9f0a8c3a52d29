/**
 * A Nest app with sign-in, the global guards and a few probe routes, on real Redis, for the auth tests.
 * Several instances may share one key prefix, as replicas share one Redis.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll } from '@jest/globals';
import { Controller, type DynamicModule, Get, HttpCode, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createClient } from 'redis';
import { type AppConfig, loadConfig } from '../../config/app-config.js';
import { RateLimit, type RateLimitPolicy } from '../../rate-limit/rate-limit.decorator.js';
import type { RateLimitRule } from '../../rate-limit/redis-rate-limiter.js';
import { ACCOUNTS_PORT, type AccountAccess, type AccountsPort } from '../accounts.port.js';
import { type AuthPlatform, installAuthPlatform } from '../auth-platform.js';
import { AuthModule } from '../auth.module.js';
import { CurrentUser, Public, Roles } from '../guards/auth.decorators.js';
import { RecentSignIn } from '../guards/recent-sign-in.guard.js';
import { freePort } from '../../net/free-port.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';
export const SESSION_SECRET = 'a-session-secret-for-tests-only-0123456789';

@Controller('api/probe')
class ProbeController {
  @Get('me')
  me(@CurrentUser() user: AccountAccess) {
    return user;
  }

  @Public()
  @Get('open')
  open(@CurrentUser() user: AccountAccess | undefined) {
    return { signedIn: Boolean(user) };
  }

  @Post('write')
  @HttpCode(200)
  write() {
    return { written: true };
  }

  @Get('admin')
  @Roles('admin', 'moderator')
  admin() {
    return { staff: true };
  }

  @Post('recent')
  @HttpCode(200)
  @RecentSignIn()
  recent() {
    return { recent: true };
  }

  @Post('limited')
  @HttpCode(200)
  @RateLimit({ points: 2, windowSeconds: 60, scope: 'user' })
  limited() {
    return { ok: true };
  }
}

/** A write outside /api, for the rule that the default write limits count every write, whatever its path. */
@Controller('probe-elsewhere')
class ElsewhereProbeController {
  @Public()
  @Post('write')
  @HttpCode(200)
  write() {
    return { written: true };
  }
}

@Module({})
class AccountsTestModule {
  static with(accounts: AccountsPort): DynamicModule {
    return {
      module: AccountsTestModule,
      providers: [{ provide: ACCOUNTS_PORT, useValue: accounts }],
      exports: [ACCOUNTS_PORT],
    };
  }
}

export function testConfig(publicUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl, SESSION_SECRET }), ...overrides };
}

export interface TestApp {
  app: INestApplication;
  url: string;
  platform: AuthPlatform;
  close(): Promise<void>;
}

export async function startTestApp(options: {
  accounts: AccountsPort;
  keyPrefix: string;
  port?: number;
  publicUrl?: string;
  passwordLimit?: RateLimitRule;
  writeLimits?: readonly RateLimitPolicy[];
  config?: Partial<AppConfig>;
}): Promise<TestApp> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig(options.publicUrl ?? url, options.config);
  @Module({
    imports: [
      AuthModule.register({
        config,
        redisUrl: REDIS_URL,
        keyPrefix: options.keyPrefix,
        imports: [AccountsTestModule.with(options.accounts)],
        writeLimits: options.writeLimits,
      }),
    ],
    controllers: [ProbeController, ElsewhereProbeController],
  })
  class RootModule {}
  const app = await NestFactory.create(RootModule, { logger: false });
  const platform = await installAuthPlatform(app, {
    config,
    redisUrl: REDIS_URL,
    keyPrefix: options.keyPrefix,
    passwordLimit: options.passwordLimit,
  });
  await app.listen(port, '127.0.0.1');
  return {
    app,
    url,
    platform,
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}

/** Deletes every key under a test's prefix. */
export async function clearPrefix(prefix: string): Promise<void> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.close();
}

export type TestAppOptions = Parameters<typeof startTestApp>[0];

/** A spec file's own test app: its Redis key prefix, and the app started before the file's tests. */
export interface FileTestApp {
  readonly prefix: string;
  /** The running app (from the file's first `beforeAll` on). */
  server(): TestApp;
}

/**
 * Starts one test app for a spec file under a fresh key prefix named after `label`, and after the file's
 * tests closes it and deletes its keys. Call it at the top of the file, before the file's own hooks.
 */
export function testAppPerFile(label: string, options: Omit<TestAppOptions, 'keyPrefix'>): FileTestApp {
  const prefix = `test:${label}:${randomUUID()}:`;
  let server: TestApp | null = null;
  beforeAll(async () => {
    server = await startTestApp({ ...options, keyPrefix: prefix });
  });
  afterAll(async () => {
    await server?.close();
    await clearPrefix(prefix);
  });
  return {
    prefix,
    server: () => {
      if (!server) throw new Error(`The ${label} test app has not started`);
      return server;
    },
  };
}
