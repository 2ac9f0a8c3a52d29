/** An admin closes a lot once its end time has passed (the timers do the same); the outcome comes from the events alone. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';
import { SaleOrderFacts } from './sale-order.facts.js';

export class CloseAuctionCommand extends Command<PublicAuctionView> {
  constructor(
    readonly auctionId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(CloseAuctionCommand)
export class CloseAuctionHandler implements ICommandHandler<CloseAuctionCommand> {
  constructor(
    private readonly stream: AuctionStream,
    private readonly sales: SaleOrderFacts,
  ) {}

  async execute({ auctionId, actorId }: CloseAuctionCommand) {
    // By hand or by timer, a lot of a sale closes only after the lot before it (cascading close).
    const previousLot = await this.sales.previousLot(auctionId);
    const result = await this.stream.run(auctionId, actorId, {
      type: 'CloseAuction',
      auctionId,
      ...(previousLot ? { previousLot } : {}),
    });
    return publicView(result.state, result.bids)!;
  }
}
