/** An admin closes a lot once its end time has passed; the outcome comes from the events alone (scheduled jobs will send the same command). */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';

export class CloseAuctionCommand extends Command<PublicAuctionView> {
  constructor(readonly auctionId: string, readonly actorId: string) {
    super();
  }
}

@CommandHandler(CloseAuctionCommand)
export class CloseAuctionHandler implements ICommandHandler<CloseAuctionCommand> {
  constructor(private readonly stream: AuctionStream) {}

  async execute({ auctionId, actorId }: CloseAuctionCommand) {
    const result = await this.stream.run(auctionId, actorId, (at) => ({ type: 'CloseAuction', auctionId, at }));
    return publicView(result.state)!;
  }
}
