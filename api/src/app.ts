/**
 * Builds the HTTP application around a Runtime: middleware order matters here.
 * correlation id → security headers → development identity provider (parses its own bodies) → JSON body
 * parser for /api (JSON only, no prototype keys, bounded depth) → sessions → cross-site write protection → Nest routes (guards, validation, errors) →
 * the two built front ends with their single-page fallbacks.
 */
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import express from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Runtime } from './platform/runtime.js';
import { AppModule, type AppOptions } from './app.module.js';
import { registerContexts } from './platform/bounded-context.js';
import { CONTEXTS } from './contexts.js';
import { NestJsonLogger } from './platform/logging/logger.js';
import { correlationMiddleware } from './platform/logging/request-context.js';
import { securityHeaders } from './platform/web/security-headers.js';
import { serveStaticApps } from './platform/web/static-apps.js';
import { installAuthPlatform, type AuthPlatform } from './platform/auth/auth-platform.js';
import { createValidationPipe } from './platform/errors/validation.js';
import { HttpErrorFilter, errorBody } from './platform/errors/http-error.filter.js';
import { TextRulePipe } from './platform/errors/text-rule.js';
import { describeValidatedBodies } from './platform/http/openapi-schemas.js';
import { checkBodyStructure, requireJsonBodies } from './platform/web/json-body-rules.js';

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
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime, options), {
    logger: new NestJsonLogger(runtime.logger),
    bodyParser: false,
    abortOnError: false,
  });
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  if (config.nodeEnv === 'production') server.set('trust proxy', 1);
  app.use(correlationMiddleware);
  app.use(securityHeaders(config));
  const auth = await installAuthPlatform(app, { config, redisUrl: config.redisUrl!, keyPrefix: options.keyPrefix });
  app.use('/api', requireJsonBodies, express.json({ limit: '1mb' }), checkBodyStructure);
  // A malformed or oversized body never reaches Nest: answer it here in the API's error shape.
  app.use('/api', (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!error) return next();
    const body = errorBody(error);
    res.status(body.statusCode).json(body);
  });
  app.useGlobalPipes(new TextRulePipe('before'), createValidationPipe(), new TextRulePipe('after'));
  app.useGlobalFilters(new HttpErrorFilter(runtime.log));
  const openApi = new DocumentBuilder()
    .setTitle('Gulf Art Marketplace API')
    .setDescription('Event-sourced API of the marketplace. Errors: { statusCode, code, message, messageAr, details }.')
    .setVersion('0.1.0')
    .addCookieAuth('ga.sid')
    .build();
  SwaggerModule.setup('api/docs', app, () => describeValidatedBodies(SwaggerModule.createDocument(app, openApi)));
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
  return {
    app,
    auth,
    async close() {
      await app.close();
      await auth.close();
    },
  };
}
