import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { auctionDecider } from './auction.decider.js';
import type { AuctionEvent } from './auction.events.js';
import { answeredRequest, REMEMBERED_REQUESTS } from './auction.state.js';
import { bid, given, live, maximum, placed, rejected } from './testing/auction.fixtures.js';

const request = (key: string, amount: number, maxAmount: number | null = null) => ({ key, amount, maxAmount });
const withRequest = (event: AuctionEvent, req: ReturnType<typeof request>) =>
  ({ ...event, data: { ...event.data, request: req } }) as AuctionEvent;

describe('auction decider: Idempotency-Key and the per-bidder rate limit', () => {
  it('tags the events about the requester with the request, and only those', () => {
    given(live)
      .when(bid('b1', 100_000, { requestKey: 'k1' }))
      .then([withRequest(placed(1, 'b1', 1, 100_000), request('k1', 100_000))]);
    const b1max = [...live, maximum('b1', 250_000), placed(1, 'b1', 1, 100_000)];
    given(b1max)
      .when(bid('b2', 150_000, { requestKey: 'k2' }))
      .then([
        withRequest(rejected('b2', 150_000, 'outbid_by_maximum'), request('k2', 150_000)),
        placed(2, 'b1', 1, 160_000, true),
      ]);
  });

  it('answers a repeated request with nothing new, and refuses the same key for a different bid', () => {
    const first = withRequest(placed(1, 'b1', 1, 100_000), request('k1', 100_000));
    given([...live, first])
      .when(bid('b1', 100_000, { requestKey: 'k1' }))
      .then([]);
    given([...live, first])
      .when(bid('b1', 110_000, { requestKey: 'k1' }))
      .thenError('idempotency_key_reused');
    given([...live, first])
      .when(bid('b1', 100_000, { requestKey: 'k1', maxAmount: 200_000 }))
      .thenError('idempotency_key_reused');
    // Keys belong to their bidder: another bidder's same key is a new request.
    given([...live, first])
      .when(bid('b2', 110_000, { requestKey: 'k1' }))
      .then([withRequest(placed(2, 'b2', 2, 110_000), request('k1', 110_000))]);
    // A refused first answer is the answer too.
    const refused = withRequest(rejected('b2', 1, 'below_minimum'), request('k9', 1));
    given([...live, refused])
      .when(bid('b2', 1, { requestKey: 'k9' }))
      .then([]);
  });

  it('remembers the first answer with its revision, sequence and amount', () => {
    const state = fold(auctionDecider, [
      ...live,
      withRequest(maximum('b1', 200_000), request('k1', 100_000, 200_000)),
      withRequest(placed(1, 'b1', 1, 100_000), request('k1', 100_000, 200_000)),
    ]);
    expect(state.status === 'live' && answeredRequest(state, 'b1', 'k1')).toEqual({
      amount: 100_000,
      maxAmount: 200_000,
      revision: 3,
      outcome: 'accepted',
      sequence: 1,
      placed: 100_000,
      at: '2025-03-01T19:00:00.000Z',
    });
  });

  it('treats keys that name object internals as plain keys', () => {
    // Requests are kept by bidder, then key: `__proto__` or `constructor` must not read as answered already.
    given(live)
      .when(bid('b1', 100_000, { requestKey: '__proto__' }))
      .then([withRequest(placed(1, 'b1', 1, 100_000), request('__proto__', 100_000))]);
    given(live)
      .when(bid('b1', 100_000, { requestKey: 'constructor' }))
      .then([withRequest(placed(1, 'b1', 1, 100_000), request('constructor', 100_000))]);
    const first = withRequest(placed(1, 'b1', 1, 100_000), request('__proto__', 100_000));
    given([...live, first])
      .when(bid('b1', 100_000, { requestKey: '__proto__' }))
      .then([]);
  });

  it("remembers a bidder's latest requests, not their whole history on the lot", () => {
    // Each request refused (below the minimum), so the lot's price stays put and only the answers pile up.
    const answers = Array.from({ length: 2 * REMEMBERED_REQUESTS + 1 }, (_, i) =>
      withRequest(rejected('b1', 1, 'below_minimum'), request(`key-${i}`, 1)),
    );
    const state = fold(auctionDecider, [...live, ...answers]);
    const kept = (key: string) => answeredRequest(state, 'b1', key) !== undefined;
    expect(kept(`key-${2 * REMEMBERED_REQUESTS}`)).toBe(true);
    expect(kept(`key-${REMEMBERED_REQUESTS + 1}`)).toBe(true);
    expect(kept('key-0')).toBe(false);
    // A key this old is a new request: decided again, not answered from memory.
    given([...live, ...answers])
      .when(bid('b1', 1, { requestKey: 'key-0' }))
      .then([withRequest(rejected('b1', 1, 'below_minimum'), request('key-0', 1))]);
    given([...live, ...answers])
      .when(bid('b1', 1, { requestKey: `key-${2 * REMEMBERED_REQUESTS}` }))
      .then([]);
  });

  it('refuses a malformed key as input, naming the header', () => {
    given(live)
      .when(bid('b1', 100_000, { requestKey: 'has space' }))
      .thenError('validation_failed', 'Idempotency-Key');
    given(live)
      .when(bid('b1', 100_000, { requestKey: '' }))
      .thenError('validation_failed', 'Idempotency-Key');
  });

  it('records a rate-limited bid as a refusal, even a bid that would have been valid', () => {
    given(live)
      .when(bid('b1', 100_000, { rateLimited: true }))
      .then([rejected('b1', 100_000, 'rate_limited')]);
  });
});
