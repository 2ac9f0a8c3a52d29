/** An admin opens bidding once its start time has come (scheduled jobs will send the same command). */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';

export class OpenAuctionCommand extends Command<PublicAuctionView> {
  constructor(
    readonly auctionId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(OpenAuctionCommand)
export class OpenAuctionHandler implements ICommandHandler<OpenAuctionCommand> {
  constructor(private readonly stream: AuctionStream) {}

  async execute({ auctionId, actorId }: OpenAuctionCommand) {
    const result = await this.stream.run(auctionId, actorId, { type: 'OpenAuction', auctionId });
    return publicView(result.state, result.bids)!;
  }
}
