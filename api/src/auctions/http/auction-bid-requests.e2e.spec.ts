/**
 * Bid requests over HTTP: an Idempotency-Key makes a double click one bid (and a reused key for another bid
 * a 422), the per-bidder rate limit refuses with `rate_limited` and records it, and every accepted bid comes
 * with a receipt anyone can verify with the platform's public key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { auctionForm } from '../testing/auction-forms.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
const streamOf = async (id: string) => stack.runtime.storage.events.readStream(`auction-${id}`);
const arabic = /[\u0600-\u06FF]/;

async function liveAuction(): Promise<string> {
  const res = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', auctionForm({ reserve: null }));
  expect(res.status).toBe(201);
  await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${res.body.id}/open`);
  return res.body.id;
}

/** A bid as the storefront sends it, optionally with an Idempotency-Key. */
async function bid(who: string, auctionId: string, body: object, key?: string) {
  return stack.call(browsers[who]!, 'POST', `/api/auctions/${auctionId}/bids`, body, key);
}

beforeAll(async () => {
  // Small enough to reach in a test; read once when the auctions module starts.
  process.env.AUCTION_BID_RATE_LIMIT = '8/60';
  stack = await startTestStack();
  delete process.env.AUCTION_BID_RATE_LIMIT;
  for (const name of ['admin', 'artist', 'collector', 'gallery', 'organiser', 'shipper'])
    browsers[name] = await stack.signIn(`${name}@example.sa`);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('POST /api/auctions/:id/bids with an Idempotency-Key', () => {
  it('places one bid for a double click, answering both with the same receipt', async () => {
    const id = await liveAuction();
    const [first, second] = await Promise.all([
      bid('collector', id, { amount: 1000 }, 'click-1'),
      bid('collector', id, { amount: 1000 }, 'click-1'),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.receipt).toEqual(second.body.receipt);
    expect([first.body.replayed, second.body.replayed].sort()).toEqual([false, true]);
    expect((await streamOf(id)).filter((e) => e.type === 'BidPlaced')).toHaveLength(1);
    // Later, the same request again still answers as the first time, even after other bids moved the price.
    expect((await bid('gallery', id, { amount: 1100 })).status).toBe(201);
    const later = await bid('collector', id, { amount: 1000 }, 'click-1');
    expect(later.status).toBe(201);
    expect(later.body.receipt).toEqual(first.body.receipt);
    expect(later.body.auction.currentBid).toBe(1100);
  });

  it('refuses the same key for a different bid with 422, in both languages, bidding nothing', async () => {
    const id = await liveAuction();
    expect((await bid('organiser', id, { amount: 1000 }, 'k-1')).status).toBe(201);
    const before = (await streamOf(id)).length;
    const reused = await bid('organiser', id, { amount: 1500 }, 'k-1');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(reused.body.messageAr).toMatch(arabic);
    expect((await streamOf(id)).length).toBe(before);
    // Keys are the bidder's own: another bidder may use the same one.
    expect((await bid('shipper', id, { amount: 1500 }, 'k-1')).status).toBe(201);
  });

  it('answers a repeated refused request with the same refusal, recorded once', async () => {
    const id = await liveAuction();
    const first = await bid('gallery', id, { amount: 10 }, 'low');
    const again = await bid('gallery', id, { amount: 10 }, 'low');
    expect([first.body.code, again.body.code]).toEqual(['below_minimum', 'below_minimum']);
    expect((await streamOf(id)).filter((e) => e.type === 'BidRejected')).toHaveLength(1);
  });

  it('refuses a malformed key as bad input naming the header', async () => {
    const id = await liveAuction();
    const bad = await bid('gallery', id, { amount: 1000 }, 'x'.repeat(201));
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toContain('Idempotency-Key');
    expect(bad.body.details[0].messageAr).toMatch(arabic);
  });
});

describe('bid receipts', () => {
  it('signs what was acknowledged, verifiable by the API and independently with the public key', async () => {
    const id = await liveAuction();
    const accepted = await bid('shipper', id, { amount: 1000, maxAmount: 2000 });
    expect(accepted.status).toBe(201);
    const { receipt } = accepted.body;
    const placed = (await streamOf(id)).find((e) => e.type === 'BidPlaced')!;
    expect(receipt).toMatchObject({
      version: 1,
      auctionId: id,
      bidderId: demoUserId('shipper@example.sa'),
      revision: placed.revision,
      amount: 1000,
      maxAmount: 2000,
      sequence: 1,
      placedAmount: 1000,
      serverTime: placed.data.at,
      algorithm: 'Ed25519',
    });
    expect((await stack.call(null, 'POST', '/api/auctions/receipts/verify', receipt)).body).toEqual({ valid: true });
    expect(
      (await stack.call(null, 'POST', '/api/auctions/receipts/verify', { ...receipt, amount: 5000 })).body,
    ).toEqual({ valid: false });
    const key = await stack.call(null, 'GET', '/api/auctions/receipts/key');
    const { algorithm: _a, signature, ...body } = receipt;
    const text = 'gulf-art-bid-receipt/v1\n' + (canonicalize as unknown as (v: unknown) => string)(body);
    expect(
      verify(null, Buffer.from(text), createPublicKey(key.body.publicKeyPem), Buffer.from(signature, 'base64')),
    ).toBe(true);
  });

  it('refuses a malformed receipt as bad input naming the fields', async () => {
    const bad = await stack.call(null, 'POST', '/api/auctions/receipts/verify', {
      version: 2,
      revision: -1,
      signature: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['version', 'revision', 'signature', 'auctionId']),
    );
  });
});

describe('the per-bidder bid rate limit', () => {
  it('refuses with rate_limited in both languages once over the limit, and records each refusal', async () => {
    const id = await liveAuction();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await bid('artist', id, { amount: 1 }));
    expect(answers.slice(0, 8).map((a) => a.body.code)).toEqual(Array(8).fill('seller_cannot_bid'));
    expect(answers.slice(8).map((a) => [a.status, a.body.code])).toEqual([
      [422, 'rate_limited'],
      [422, 'rate_limited'],
    ]);
    expect(answers[8]!.body.messageAr).toMatch(arabic);
    const reasons = (await streamOf(id)).filter((e) => e.type === 'BidRejected').map((e) => e.data.reason);
    expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(2);
  });
});
