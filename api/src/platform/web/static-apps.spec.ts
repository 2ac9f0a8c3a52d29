/** The storefront fallback hands shared-link paths on (to the server-rendered meta) and serves the rest itself. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serveStaticApps } from './static-apps.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ga-static-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Shell</title></head><body></body></html>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // A build that happened to hold a file under api/ must not shadow the API's route of that name.
  mkdirSync(join(dist, 'api'));
  writeFileSync(join(dist, 'api', 'health'), 'a file');
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

  it('never looks for an API path among the files: /api/health goes to the API', async () => {
    expect(await (await fetch(`${base}/api/health`)).text()).toBe('next handler');
  });

  it("serves the build's files", async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(await res.text()).toBe('User-agent: *');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/artists', '/galleries', '/artwork/abc/edit', '/dashboard'])(
    'serves the page itself for %s',
    async (path) => {
      expect(await (await fetch(`${base}${path}`)).text()).toContain('<title>Shell</title>');
    },
  );
});
