/**
 * Builds the HTTP application around a Runtime: middleware order matters here.
 * correlation id → security headers → development identity provider (parses its own bodies) → JSON body
 * parser for /api (JSON only, no prototype keys, bounded depth) → sessions → cross-site write protection → Nest routes (guards, validation, errors) →
 * the two built front ends with their single-page fallbacks.
 */
import 'reflect-metadata';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import express from 'express';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { Runtime } from './platform/runtime.js';
import { AppModule, type AppOptions } from './app.module.js';
import { registerContexts } from './platform/bounded-context.js';
import { CONTEXTS } from './contexts.js';
import { NestJsonLogger } from './platform/logging/logger.js';
import { correlationMiddleware } from './platform/logging/request-context.js';
import { securityHeaders } from './platform/web/security-headers.js';
import { serveStaticApps } from './platform/web/static-apps.js';
import { installAuthPlatform, type AuthPlatform } from './platform/auth/auth-platform.js';
import { ACCOUNTS_PORT } from './platform/auth/accounts.port.js';
import { staffOnlyPages } from './platform/auth/guards/staff-only.js';
import { createValidationPipe } from './platform/errors/validation.js';
import { HttpErrorFilter, errorBody } from './platform/errors/http-error.filter.js';
import { TextRulePipe } from './platform/errors/text-rule.js';
import { openApiDocument } from './openapi.js';
import { checkBodyStructure, keepProviderWebhookBody, requireJsonBodies } from './platform/web/json-body-rules.js';

/** Where SwaggerModule serves the UI (and its assets), the JSON and the YAML document. */
const OPENAPI_PATHS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];
const REPO_ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface HttpApp {
  app: NestExpressApplication;
  auth: AuthPlatform;
  /** Closes Nest (projections, workers, queues) and the auth platform; the runtime stays open. */
  close(): Promise<void>;
}

export async function createHttpApp(
  runtime: Runtime,
  options: AppOptions & { serveApps?: boolean } = {},
): Promise<HttpApp> {
  const { config } = runtime;
  registerContexts(runtime, CONTEXTS);
  options = { ...options, keyPrefix: options.keyPrefix ?? `${config.redisPrefix}:` };
  const server = express();
  // `/API/…` is not `/api/…`: set before the first route, so every middleware mounted on /api (sessions, body
  // limits, cross-site checks) and every route match the same exact path, and no limit is skipped by case.
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRuntime(runtime, options),
    new ExpressAdapter(server),
    { logger: new NestJsonLogger(runtime.logger), bodyParser: false, abortOnError: false },
  );
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);
  app.use(correlationMiddleware);
  app.use(securityHeaders(config));
  const auth = await installAuthPlatform(app, { config, redisUrl: config.redisUrl!, keyPrefix: options.keyPrefix });
  const devAccounts = auth.devIdentityProvider?.accounts;
  if (devAccounts)
    runtime.erasure.register('devIdentityProvider', async ({ subject }) =>
      subject ? devAccounts.forget(subject) : undefined,
    );
  app.use(
    '/api',
    requireJsonBodies,
    express.json({ limit: '1mb', verify: keepProviderWebhookBody }),
    checkBodyStructure,
  );
  // In production the OpenAPI document (and its UI) tells only staff what the API offers.
  if (config.nodeEnv === 'production')
    app.use(OPENAPI_PATHS, staffOnlyPages(app.get(ACCOUNTS_PORT, { strict: false })));
  // A malformed or oversized body never reaches Nest: answer it here in the API's error shape.
  app.use('/api', (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!error) return next();
    const body = errorBody(error);
    res.status(body.statusCode).json(body);
  });
  app.useGlobalPipes(new TextRulePipe('before'), createValidationPipe(), new TextRulePipe('after'));
  app.useGlobalFilters(new HttpErrorFilter(runtime.log));
  SwaggerModule.setup(OPENAPI_PATHS[0], app, () => openApiDocument(app));
  if (options.serveApps !== false) {
    // Before init: Nest installs its not-found handler at init, and nothing after it would be reached.
    serveStaticApps(
      server,
      [
        { mountPath: '/', distDir: join(REPO_ROOT, 'storefront', 'dist') },
        { mountPath: '/backoffice', distDir: join(REPO_ROOT, 'backoffice', 'dist') },
      ],
      (message) => runtime.log('warn', message),
    );
  }
  await app.init();
  // An idle kept-alive connection is closed by the client first (fetch drops idle sockets after 4 s, a load
  // balancer after 60 s), never by this server at the moment a client reuses it: that race answered a request
  // with ECONNRESET on a loaded machine. Headers must be allowed longer than the keep-alive.
  const listener = app.getHttpServer() as Server;
  listener.keepAliveTimeout = 65_000;
  listener.headersTimeout = 66_000;
  return {
    app,
    auth,
    async close() {
      await app.close();
      await auth.close();
    },
  };
}
