/**
 * Any signed-in user places a bid. The handler gathers the bidder's facts (verified, from the users read
 * model; seller or consignor, from the auction's terms) because the decider does no I/O. A refused bid is
 * recorded as BidRejected by the decider and answered 422 with its reason in both languages.
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserQueries } from '../../identity/application/user-queries.js';
import { illegalState } from '../../platform/errors/domain-errors.js';
import { bidderView, type BidderView } from '../domain/auction.bidder-view.js';
import type { BidderFacts } from '../domain/auction.commands.js';
import type { AuctionEvent, BidRejected } from '../domain/auction.events.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { BID_REFUSAL_MESSAGES, type BidRefusal } from '../domain/auction.rejections.js';
import { AuctionQueries } from './auction-queries.js';
import { AuctionStream } from './auction-stream.js';

export interface BidAccepted {
  auctionId: string;
  /** The stream revision after the bid: what a receipt and the live feed will refer to. */
  revision: number;
  auction: PublicAuctionView;
  you: BidderView;
}

export class PlaceBidCommand extends Command<BidAccepted> {
  constructor(readonly auctionId: string, readonly bidderId: string, readonly amount: number, readonly maxAmount?: number) {
    super();
  }
}

export const bidRefused = (reason: BidRefusal) =>
  illegalState(reason, BID_REFUSAL_MESSAGES[reason].en, BID_REFUSAL_MESSAGES[reason].ar);

@CommandHandler(PlaceBidCommand)
export class PlaceBidHandler implements ICommandHandler<PlaceBidCommand> {
  constructor(
    private readonly stream: AuctionStream,
    private readonly auctions: AuctionQueries,
    private readonly users: UserQueries,
  ) {}

  async execute({ auctionId, bidderId, amount, maxAmount }: PlaceBidCommand): Promise<BidAccepted> {
    const bidder = await this.bidderFacts(auctionId, bidderId);
    const result = await this.stream.run(auctionId, bidderId, (at) => ({
      type: 'PlaceBid', auctionId, bidderId, amount, ...(maxAmount === undefined ? {} : { maxAmount }), at, bidder,
    }));
    const refusal = (result.events as AuctionEvent[]).find((e): e is BidRejected => e.type === 'BidRejected' && e.data.bidderId === bidderId);
    if (refusal) throw bidRefused(refusal.data.reason);
    return {
      auctionId,
      revision: result.revision,
      auction: publicView(result.state)!,
      you: bidderView(result.state, bidderId, new Date().toISOString()),
    };
  }

  private async bidderFacts(auctionId: string, bidderId: string): Promise<BidderFacts> {
    const [state, user] = await Promise.all([this.auctions.book(auctionId), this.users.find(bidderId)]);
    const terms = state.status === 'none' ? null : state.terms;
    return {
      verified: user?.status === 'verified',
      isSeller: terms?.sellerId === bidderId,
      isConsignor: terms !== null && terms.consignorId === bidderId,
    };
  }
}
