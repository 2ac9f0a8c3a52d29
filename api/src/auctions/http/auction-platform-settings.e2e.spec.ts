/**
 * The platform settings that govern auctions, changed by an admin and in force at once (no restart): the
 * buyer's premium tiers and soft close an auction is scheduled with when staff leave them out (fixed into
 * AuctionScheduled, so a later change never rewrites it), and the per-bidder bid rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { auctionForm } from '../testing/auction-forms.js';

let stack: TestStack;
const browsers: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;

/** An admin's change of some settings, against the revision in force. */
async function changeSettings(values: Record<string, unknown>) {
  const { body } = await stack.call(browsers.admin!, 'GET', '/api/admin/settings');
  const res = await stack.call(browsers.admin!, 'PUT', '/api/admin/settings', {
    values,
    reason: 'Auction terms for the new season',
    expectedRevision: body.revision,
  });
  expect(res.status).toBe(200);
}

/** Schedules a lot from the suites' form without the given fields; answers the AuctionScheduled data. */
async function schedule(leaveOut: string[], overrides: Record<string, unknown> = {}) {
  const form: Record<string, unknown> = auctionForm(overrides);
  for (const key of leaveOut) delete form[key];
  const res = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', form);
  expect(res.status).toBe(201);
  const [scheduled] = await stack.runtime.storage.events.readStream(`auction-${res.body.id}`);
  expect(scheduled!.type).toBe('AuctionScheduled');
  return { id: res.body.id as string, api: res.body, data: scheduled!.data as Record<string, unknown> };
}

beforeAll(async () => {
  delete process.env.AUCTION_BID_RATE_LIMIT;
  stack = await startTestStack();
  for (const name of ['admin', 'artist']) browsers[name] = await stack.signIn(`${name}@example.sa`);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('scheduling with the platform settings in force', () => {
  it('takes the shipped premium tiers and soft close when staff leave them out, in halalas and basis points', async () => {
    const { data, api } = await schedule(['premiumTiers', 'softCloseMinutes']);
    expect(data).toMatchObject({
      softCloseMinutes: 2,
      premiumTiers: [
        { upTo: 10_000_000, rateBasisPoints: 2500 },
        { upTo: null, rateBasisPoints: 2000 },
      ],
    });
    expect(api).toMatchObject({
      softCloseMinutes: 2,
      premiumTiers: [
        { upTo: 100_000, ratePercent: 25 },
        { upTo: null, ratePercent: 20 },
      ],
    });
  });

  it('takes an admin’s change at the next scheduling, leaving scheduled auctions and given terms as they were', async () => {
    const earlier = await schedule(['premiumTiers', 'softCloseMinutes']);
    await changeSettings({
      buyersPremiumTiers: [
        { upTo: 50_000.5, percent: 22.5 },
        { upTo: null, percent: 15 },
      ],
      softCloseMinutes: 5,
    });
    const later = await schedule(['premiumTiers', 'softCloseMinutes']);
    expect(later.data).toMatchObject({
      softCloseMinutes: 5,
      premiumTiers: [
        { upTo: 5_000_050, rateBasisPoints: 2250 },
        { upTo: null, rateBasisPoints: 1500 },
      ],
    });
    // What staff give wins over the settings.
    const given = await schedule([], { softCloseMinutes: 0, premiumTiers: [{ upTo: null, ratePercent: 10 }] });
    expect(given.data).toMatchObject({ softCloseMinutes: 0, premiumTiers: [{ upTo: null, rateBasisPoints: 1000 }] });
    // The auction scheduled before the change keeps its terms.
    const kept = await stack.call(browsers.admin!, 'GET', `/api/auctions/${earlier.id}`);
    expect(kept.body).toMatchObject({ softCloseMinutes: 2, premiumTiers: [{ ratePercent: 25 }, { ratePercent: 20 }] });
  });

  it('still refuses bad terms and bad settings by name, in both languages', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ premiumTiers: [] }, 'premiumTiers'],
      [{ premiumTiers: [{ upTo: null, ratePercent: 101 }] }, 'premiumTiers[0].ratePercent'],
      [{ softCloseMinutes: 61 }, 'softCloseMinutes'],
    ];
    for (const [overrides, field] of refusals) {
      const res = await stack.call(browsers.admin!, 'POST', '/api/admin/auctions', auctionForm(overrides));
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    const { body } = await stack.call(browsers.admin!, 'GET', '/api/admin/settings');
    const bad = await stack.call(browsers.admin!, 'PUT', '/api/admin/settings', {
      values: { buyersPremiumTiers: [{ upTo: 1000, percent: 20 }], bidsPerMinutePerBidder: 0 },
      reason: 'Typo',
      expectedRevision: body.revision,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['values.buyersPremiumTiers', 'values.bidsPerMinutePerBidder']),
    );
  });
});

/** Waits, if need be, for a minute with at least 20 s to go, so the limit's one-minute window holds the test. */
async function roomInThisMinute() {
  while (Date.now() % 60_000 > 40_000) await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('the per-bidder bid rate limit from the settings', () => {
  it('follows a change of bidsPerMinutePerBidder at the next bid, without a restart', async () => {
    const { id } = await schedule([]);
    await stack.call(browsers.admin!, 'POST', `/api/admin/auctions/${id}/open`);
    const bid = async () =>
      (await stack.call(browsers.artist!, 'POST', `/api/auctions/${id}/bids`, { amount: 1000 })).body.code;
    await changeSettings({ bidsPerMinutePerBidder: 3 });
    await roomInThisMinute();
    // The artist's own lot: each bid is refused (and counted) until the limit refuses it first.
    const codes = [await bid(), await bid(), await bid(), await bid()];
    expect(codes).toEqual(['seller_cannot_bid', 'seller_cannot_bid', 'seller_cannot_bid', 'rate_limited']);
    await changeSettings({ bidsPerMinutePerBidder: 10 });
    expect(await bid()).toBe('seller_cannot_bid');
    const rejections = (await stack.runtime.storage.events.readStream(`auction-${id}`)).filter(
      (e) => e.type === 'BidRejected',
    );
    expect(rejections.map((e) => e.data.reason).filter((r) => r === 'rate_limited')).toHaveLength(1);
  });
});
