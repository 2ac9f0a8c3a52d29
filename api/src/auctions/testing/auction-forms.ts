/** What the auction end-to-end suites send to POST /api/admin/auctions. */
import { randomUUID } from 'node:crypto';
import { demoUserId } from '../../testing/demo-accounts.js';

/** An ISO time `ms` from now (negative: in the past). */
export const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A lot of the demo artist, open since a second ago for an hour: SAR 1,000 up in steps of 100, 25 % premium. */
export const auctionForm = (overrides: Record<string, unknown> = {}) => ({
  lotId: `lot-${randomUUID()}`,
  sellerId: demoUserId('artist@example.sa'),
  startingBid: 1000,
  increments: [{ from: 0, increment: 100 }],
  premiumTiers: [{ upTo: null, ratePercent: 25 }],
  startsAt: inMs(-1000),
  endsAt: inMs(3_600_000),
  ...overrides,
});

/** The hot-lot suites' lot: SAR 100 up in steps of 10, no reserve, no soft close. */
export const hotLotForm = (lotId: string) =>
  auctionForm({
    lotId,
    startingBid: 100,
    reserve: null,
    softCloseMinutes: 0,
    increments: [{ from: 0, increment: 10 }],
  });
