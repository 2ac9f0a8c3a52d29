/** Reads of the `auctions` read model (public views) and of the server-only books behind them. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Filter, ReadStore, SortKey } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { PublicAuctionStatus } from '../domain/auction.public-view.js';
import type { AcceptedBid, AuctionState } from '../domain/auction.state.js';
import type { PublicBid } from '../domain/auction.public-view.js';
import { AUCTIONS, AUCTION_BIDS, AUCTION_BOOKS, auctionBids } from '../projections/auctions.projection.js';
import type { AuctionBidDoc, AuctionBookDoc, AuctionDoc } from '../projections/auctions.projection.js';
import { AuctionWriteMarks } from '../hot-lot/auction-write-marks.js';

export type ListedStatus = Exclude<PublicAuctionStatus, 'unknown'>;

/** Soonest first for what is running or coming; most recent first for what has ended. */
const ORDER: Record<ListedStatus | 'all', SortKey> = {
  live: { field: 'endsAt', direction: 'asc' },
  upcoming: { field: 'startsAt', direction: 'asc' },
  ended: { field: 'endsAt', direction: 'desc' },
  all: { field: 'startsAt', direction: 'desc' },
};

/** A lot's folded state with the bids a server-side view of it shows, oldest first. */
export interface AuctionBookRead {
  state: AuctionState;
  bids: AcceptedBid[];
}

const auctionNotFound = () => notFound('Auction', 'المزاد');

@Injectable()
export class AuctionQueries {
  /** Every read first waits until the read model includes what this process has written (see AuctionWriteMarks). */
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly marks: AuctionWriteMarks,
  ) {}

  private get bidDocs() {
    return this.reads.collection<AuctionBidDoc>(AUCTION_BIDS);
  }

  private get auctions() {
    return this.reads.collection<AuctionDoc>(AUCTIONS);
  }

  async list(
    status: ListedStatus | undefined,
    offset: number,
    limit: number,
  ): Promise<{ items: AuctionDoc[]; total: number }> {
    await this.marks.settled();
    const filter: Filter = status ? { status } : {};
    const sort = [ORDER[status ?? 'all'], { field: 'id', direction: 'asc' as const }];
    const [items, total] = await Promise.all([
      this.auctions.find({ filter, sort, offset, limit }),
      this.auctions.count({ filter }),
    ]);
    return { items, total };
  }

  /** The public view; its `history` holds the latest bids only (see `history` for all of them). */
  async get(auctionId: string): Promise<AuctionDoc> {
    await this.marks.settled();
    const doc = await this.auctions.get(auctionId);
    if (!doc) throw auctionNotFound();
    return doc;
  }

  /** A sale's lots in closing order: by scheduled end, then id (a sale holds at most a few hundred lots). */
  async saleLots(saleId: string): Promise<AuctionDoc[]> {
    const lots = await this.auctions.find({ filter: { saleId }, limit: 1000 });
    return lots.sort((a, b) => closingOrder(a, b));
  }

  /** Auctions whose timers may still have to fire, a page at a time (for re-arming them at start). */
  async pending(offset: number, limit: number): Promise<AuctionDoc[]> {
    return this.auctions.find({
      filter: { status: { $in: ['upcoming', 'live'] } },
      sort: [{ field: 'id', direction: 'asc' }],
      offset,
      limit,
    });
  }

  /** The public history of standing bids, newest first, at most `limit` of them. */
  async history(auctionId: string, limit?: number): Promise<PublicBid[]> {
    await this.marks.settled();
    const docs = await this.bidDocs.find({
      filter: { auctionId, retracted: false },
      sort: [{ field: 'sequence', direction: 'desc' }],
      ...(limit === undefined ? {} : { limit }),
    });
    return docs.map(({ paddle, amount, at }) => ({ paddle, amount, at }));
  }

  /**
   * The folded state with maximums and bidder ids: for the server and the bidder's own view only. `bids`
   * says which bids come with it: all of them (staff), one bidder's (their own view), or none (times only).
   */
  async book(auctionId: string, bids: 'all' | 'none' | { bidderId: string } = 'all'): Promise<AuctionBookRead> {
    await this.marks.settled();
    const doc = await this.reads.collection<AuctionBookDoc>(AUCTION_BOOKS).get(auctionId);
    if (!doc) throw auctionNotFound();
    if (doc.state.status === 'none' || bids === 'none') return { state: doc.state, bids: [] };
    const loaded = await auctionBids(this.bidDocs, auctionId, bids === 'all' ? undefined : bids.bidderId);
    return { state: doc.state, bids: loaded };
  }
}

export function closingOrder(
  a: Pick<AuctionDoc, 'id' | 'endsAt' | 'scheduledEndsAt'>,
  b: Pick<AuctionDoc, 'id' | 'endsAt' | 'scheduledEndsAt'>,
): number {
  const ea = Date.parse(a.scheduledEndsAt ?? a.endsAt);
  const eb = Date.parse(b.scheduledEndsAt ?? b.endsAt);
  return ea !== eb ? ea - eb : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
