/** Only an admin retracts a bid, naming it by its sequence and giving a reason; it is its own event. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';

export class RetractBidCommand extends Command<PublicAuctionView> {
  constructor(
    readonly auctionId: string,
    readonly sequence: number,
    readonly actorId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(RetractBidCommand)
export class RetractBidHandler implements ICommandHandler<RetractBidCommand> {
  constructor(private readonly stream: AuctionStream) {}

  async execute({ auctionId, sequence, actorId, reason }: RetractBidCommand) {
    const result = await this.stream.run(auctionId, actorId, {
      type: 'RetractBid',
      auctionId,
      sequence,
      retractedBy: actorId,
      reason,
    });
    return publicView(result.state, result.bids)!;
  }
}
