/**
 * Prints the API's OpenAPI document (JSON) on stdout without storage, Redis or a port: Nest's preview mode
 * builds the module graph (every controller and its routes) without creating a single provider, so the runtime
 * needs only its configuration. `npm run contracts` turns the output into the front ends' contract.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import { AppModule } from '../app.module.js';
import { openApiDocument } from '../openapi.js';
import { loadConfig } from '../platform/config/app-config.js';
import { withDevSecrets } from '../platform/config/dev-secrets.js';
import type { Runtime } from '../platform/runtime.js';

export async function buildOpenApiDocument() {
  const config = loadConfig(
    withDevSecrets({ NODE_ENV: 'development', DEMO_MODE: 'true', REDIS_URL: 'redis://unused.invalid:6379' }),
  );
  // Every other runtime object is an empty stand-in: the modules hand them to providers preview mode never creates.
  const runtime = new Proxy({ config }, { get: (target, property) => (property === 'config' ? target.config : {}) });
  const app = await NestFactory.create(AppModule.forRuntime(runtime as Runtime), new ExpressAdapter(express()), {
    preview: true,
    logger: process.env.OPENAPI_DEBUG ? undefined : false,
    abortOnError: false,
  });
  // Nothing was started, so there is nothing to close (closing would wait on an HTTP server never created).
  return openApiDocument(app);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.stdout.write(`${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
}
