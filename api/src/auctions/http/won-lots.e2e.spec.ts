/**
 * GET /api/auctions/won: the collector who wins a lot finds it in their own list, with its hammer price and the
 * invoice issued for it; another account does not see it, and a signed-out caller is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import { closeLotInThePast } from '../testing/closed-lot.js';

let stack: TestStack;
let collector: TestBrowser;
let gallery: TestBrowser;
const saved = { ...process.env };

/** A lot of the artist's with its catalogue entry, won by `bidderEmail` at 1,500 SAR. */
async function wonLot(bidderEmail: string): Promise<{ auctionId: string; artworkId: string }> {
  const artworkId = randomUUID();
  const auctionId = await closeLotInThePast(stack, {
    sellerId: demoUserId('artist@example.sa'),
    bidderId: demoUserId(bidderEmail),
    startingBid: 150_000,
    artwork: {
      artworkId,
      title: 'Desert Light',
      titleAr: 'ضوء الصحراء',
      artistName: 'Artist',
      artistNameAr: 'الفنان',
      imageUrl: null,
      thumbnailUrl: null,
    },
  });
  return { auctionId, artworkId };
}

const wonBy = (browser: TestBrowser | null) => stack.call(browser, 'GET', '/api/auctions/won');

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'fast';
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  collector = await stack.signIn('collector@example.sa');
  gallery = await stack.signIn('gallery@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

describe('GET /api/auctions/won', () => {
  it("lists the winner's lot with its hammer price and invoice, to the winner only", async () => {
    const { auctionId, artworkId } = await wonLot('collector@example.sa');
    const lot = await eventually(async () => {
      const answer = await wonBy(collector);
      expect(answer.status).toBe(200);
      const found = answer.body.items.find((item: { auctionId: string }) => item.auctionId === auctionId);
      return found?.invoiceId ? found : null;
    });
    expect(lot).toMatchObject({
      auctionId,
      artworkId,
      title: 'Desert Light',
      titleAr: 'ضوء الصحراء',
      currency: 'SAR',
      hammer: 1500,
      buyersPremium: 375,
      total: 1875,
      closedAt: new Date(Date.parse(lot.closedAt)).toISOString(),
    });
    expect(lot.invoiceId).toEqual(expect.any(String));

    const other = await wonBy(gallery);
    expect(other.status).toBe(200);
    expect(other.body.items.map((item: { auctionId: string }) => item.auctionId)).not.toContain(auctionId);
  }, 120_000);

  it('refuses a signed-out caller', async () => {
    expect((await wonBy(null)).status).toBe(401);
  });
});
