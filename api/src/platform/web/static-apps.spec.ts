/** The storefront fallback hands shared-link paths on (to the server-rendered meta) and serves the rest itself. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serveStaticApps } from './static-apps.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ga-static-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Shell</title></head><body></body></html>');
  const app = express();
  serveStaticApps(app, [{ mountPath: '/', distDir: dist }], () => {});
  app.get('/{*path}', (_req, res) => {
    res.send('next handler');
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('static storefront with shared links', () => {
  it.each(['/artwork/abc', '/artists/abc', '/galleries/abc/'])(
    'passes %s on to the shared-link renderer',
    async (path) => {
      expect(await (await fetch(`${base}${path}`)).text()).toBe('next handler');
    },
  );

  it.each(['/API/health', '/Api/profile', '/OIDC/auth'])(
    'routing is case-sensitive: hands %s on to the API (its 404), not the page',
    async (path) => {
      expect(await (await fetch(`${base}${path}`)).text()).toBe('next handler');
    },
  );

  it.each(['/', '/artists', '/galleries', '/artwork/abc/edit', '/dashboard'])(
    'serves the page itself for %s',
    async (path) => {
      expect(await (await fetch(`${base}${path}`)).text()).toContain('<title>Shell</title>');
    },
  );
});
