/**
 * What the commissions e2e specs share: one PostgreSQL stack per file with the named demo accounts signed in, calls
 * made as one of them, the event types on a request's stream, a valid request and bid, and an open request with
 * one bid to act on.
 */
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { PORTRAIT_REQUEST } from '../domain/testing/portrait-request.js';

export const arabic = /[\u0600-\u06FF]/;

/** A deadline `days` from today, as the request form sends it (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A request body that passes every rule; `over` replaces or adds fields (undefined drops one). */
export const commissionRequest = (over: Record<string, unknown> = {}) => ({
  ...PORTRAIT_REQUEST,
  deadline: inDays(30),
  ...over,
});

export const bidBody = (amount = 400_000, over: Record<string, unknown> = {}) => ({
  amount,
  timelineDays: 21,
  proposal: 'Two sketches, then oils.',
  ...over,
});

export interface CommissionSpecStack {
  /** Set once the file's stack has started (in the fixture's beforeAll): read it as `fixture.stack`, never destructured. */
  stack: TestStack;
  /** The signed-in browser of each account, by the name before `@example.sa`. */
  browsers: Record<string, TestBrowser>;
  /** A call as one of the signed-in accounts, or anonymous (`null`). */
  call(who: string | null, method: string, path: string, body?: unknown): ReturnType<TestStack['call']>;
  streamTypes(id: string): Promise<string[]>;
  /** The collector posts a request (201 expected); its id. */
  postRequest(over?: Record<string, unknown>): Promise<string>;
  /** `artist` bids on request `id` (201 expected); the new bid's id. */
  placeBid(id: string, over?: Record<string, unknown>, artist?: string): Promise<string>;
}

/**
 * Starts the stack before the file's tests and closes it after; `prepare` runs on the started stack before the
 * accounts sign in (a role change, say). Register it at the top of a spec: its beforeAll runs before the spec's own.
 */
export function useCommissionStack(
  accounts: readonly string[],
  prepare?: (stack: TestStack) => Promise<unknown>,
): CommissionSpecStack {
  const browsers: Record<string, TestBrowser> = {};
  const fixture: CommissionSpecStack = {
    stack: undefined as unknown as TestStack,
    browsers,
    call: (who, method, path, body) => fixture.stack.call(who ? browsers[who]! : null, method, path, body),
    streamTypes: async (id) =>
      (await fixture.stack.runtime.storage.events.readStream(`commission-${id}`)).map((e) => e.type),
    async postRequest(over = {}) {
      const posted = await fixture.call('collector', 'POST', '/api/commissions', commissionRequest(over));
      expect(posted.status).toBe(201);
      return posted.body.id as string;
    },
    async placeBid(id, over = {}, artist = 'artist') {
      const bid = await fixture.call(artist, 'POST', `/api/commissions/${id}/bids`, bidBody(undefined, over));
      expect(bid.status).toBe(201);
      return bid.body.bids[0].id as string;
    },
  };
  beforeAll(async () => {
    fixture.stack = await startTestStack({ storage: 'pg' });
    await prepare?.(fixture.stack);
    for (const name of accounts) browsers[name] = await fixture.stack.signIn(`${name}@example.sa`);
  }, 90_000);
  afterAll(async () => {
    await fixture.stack?.close();
  });
  return fixture;
}
