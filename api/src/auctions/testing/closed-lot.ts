/** A lot closed through the auction's own commands, its times in the past: for suites that need a lot's result. */
import { randomUUID } from 'node:crypto';
import type { TestStack } from '../../testing/test-stack.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionCommand } from '../domain/auction.commands.js';
import type { LotArtwork } from '../domain/auction.events.js';

const HOUR = 3_600_000;

export interface ClosedLotOptions {
  sellerId: string;
  /** Who places the one bid, at the starting price; none: the lot closes without bids. */
  bidderId: string | null;
  /** Halalas. */
  startingBid?: number;
  artwork?: LotArtwork;
}

/** A lot opened 10 hours ago, with one bid (or none), closed an hour ago; 25% premium. Returns its auction id. */
export async function closeLotInThePast(stack: Pick<TestStack, 'runtime'>, options: ClosedLotOptions): Promise<string> {
  const { sellerId, bidderId, startingBid = 100_000, artwork } = options;
  const auctionId = randomUUID();
  const start = Date.now() - 10 * HOUR;
  const run = (command: AuctionCommand, at: number) =>
    stack.runtime.commands.run(auctionDecider, auctionId, command, commandContext('test', new Date(at)));
  await run(
    {
      type: 'ScheduleAuction',
      scheduledBy: 'test',
      auctionId,
      lotId: `lot-${auctionId.slice(0, 8)}`,
      saleId: null,
      sellerId,
      consignorId: null,
      startingBid,
      reserve: null,
      increments: [{ from: 0, increment: 10_000 }],
      premiumTiers: [{ upTo: null, rateBasisPoints: 2500 }],
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 9 * HOUR).toISOString(),
      ...(artwork ? { artwork } : {}),
    },
    start - HOUR,
  );
  await run({ type: 'OpenAuction', auctionId, at: new Date(start).toISOString() }, start);
  if (bidderId) {
    await run(
      {
        type: 'PlaceBid',
        auctionId,
        bidderId,
        amount: startingBid,
        at: new Date(start + HOUR).toISOString(),
        bidder: { verified: true, isSeller: false, isConsignor: false },
      } as AuctionCommand,
      start + HOUR,
    );
  }
  await run({ type: 'CloseAuction', auctionId, at: new Date(start + 9 * HOUR).toISOString() }, start + 9 * HOUR);
  return auctionId;
}
