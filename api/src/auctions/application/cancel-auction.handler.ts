/** An admin cancels an auction that has not ended, with a reason kept in the stream. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';

export class CancelAuctionCommand extends Command<PublicAuctionView> {
  constructor(
    readonly auctionId: string,
    readonly actorId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(CancelAuctionCommand)
export class CancelAuctionHandler implements ICommandHandler<CancelAuctionCommand> {
  constructor(private readonly stream: AuctionStream) {}

  async execute({ auctionId, actorId, reason }: CancelAuctionCommand) {
    const result = await this.stream.run(auctionId, actorId, {
      type: 'CancelAuction',
      auctionId,
      cancelledBy: actorId,
      reason,
    });
    return publicView(result.state, result.bids)!;
  }
}
