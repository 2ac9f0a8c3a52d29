/**
 * /api/docs (and its JSON and YAML) and /api/health/auctions are staff-only in production: the Express
 * middleware that guards the OpenAPI pages and the guard on the replicas' counters, with accounts in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import { loadConfig } from '../../config/app-config.js';
import { errorBody } from '../../errors/http-error.filter.js';
import type { AccountAccess, AccountsPort } from '../accounts.port.js';
import { isStaff, StaffInProductionGuard, staffOnlyPages } from './staff-only.js';

const ACCOUNTS: Record<string, AccountAccess> = {
  admin: { userId: 'admin', roles: ['admin'], status: 'active', setupComplete: true },
  auditor: { userId: 'auditor', roles: ['auditor'], status: 'active', setupComplete: true },
  collector: { userId: 'collector', roles: ['collector'], status: 'active', setupComplete: true },
  suspended: { userId: 'suspended', roles: ['admin'], status: 'suspended', setupComplete: true },
};
const accounts: AccountsPort = {
  signIn: () => Promise.reject(new Error('not in this test')),
  getAccess: async (userId) => ACCOUNTS[userId] ?? null,
};

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // Stands in for the session: the user id comes from a header.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const userId = req.get('x-user');
    (req as unknown as { session: object }).session = userId ? { userId } : {};
    next();
  });
  app.use(['/api/docs', '/api/docs-json'], staffOnlyPages(accounts));
  app.get(['/api/docs', '/api/docs/{*rest}', '/api/docs-json'], (_req, res) => {
    res.json({ openapi: '3.0.0' });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const body = errorBody(error);
    res.status(body.statusCode).json(body);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const get = async (path: string, user?: string) => {
  const res = await fetch(`${base}${path}`, { headers: user ? { 'x-user': user } : {} });
  return { status: res.status, body: (await res.json()) as { code?: string; messageAr?: string } };
};

describe('/api/docs is staff-only in production', () => {
  it.each(['/api/docs', '/api/docs/swagger-ui.css', '/api/docs-json'])('answers 401 signed out: %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it.each([
    ['collector', 403],
    ['suspended', 401],
    ['nobody', 401],
  ])('refuses %s', async (user, status) => {
    expect((await get('/api/docs-json', user)).status).toBe(status);
  });

  it.each(['admin', 'auditor'])('serves %s', async (user) => {
    expect(await get('/api/docs-json', user)).toEqual({ status: 200, body: { openapi: '3.0.0' } });
  });
});

describe('/api/health/auctions is staff-only in production', () => {
  const contextFor = (account?: AccountAccess) =>
    ({ switchToHttp: () => ({ getRequest: () => ({ account }) }) }) as unknown as ExecutionContext;
  const guard = (nodeEnv: 'production' | 'test') =>
    new StaffInProductionGuard({ ...loadConfig({ NODE_ENV: 'test' }), nodeEnv });

  it('lets anyone through outside production', () => {
    expect(guard('test').canActivate(contextFor(undefined))).toBe(true);
  });

  it('refuses visitors and non-staff in production, lets staff through', () => {
    expect(() => guard('production').canActivate(contextFor(undefined))).toThrow(/sign in/);
    expect(() => guard('production').canActivate(contextFor(ACCOUNTS.collector))).toThrow(/roles/);
    expect(guard('production').canActivate(contextFor(ACCOUNTS.admin))).toBe(true);
  });

  it('counts only active accounts with a staff role as staff', () => {
    expect([undefined, ...Object.values(ACCOUNTS)].map((a) => isStaff(a))).toEqual([false, true, true, false, false]);
  });
});
