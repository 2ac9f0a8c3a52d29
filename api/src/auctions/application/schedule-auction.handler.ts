/** An admin schedules one lot for auction; the server names the auction. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ScheduleAuction } from '../domain/auction.commands.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';

export type AuctionTermsInput = Omit<ScheduleAuction, 'type' | 'auctionId' | 'scheduledBy'>;

export class ScheduleAuctionCommand extends Command<PublicAuctionView> {
  constructor(readonly terms: AuctionTermsInput, readonly actorId: string) {
    super();
  }
}

@CommandHandler(ScheduleAuctionCommand)
export class ScheduleAuctionHandler implements ICommandHandler<ScheduleAuctionCommand> {
  constructor(private readonly stream: AuctionStream) {}

  async execute({ terms, actorId }: ScheduleAuctionCommand) {
    const auctionId = randomUUID();
    const result = await this.stream.run(auctionId, actorId, () => ({ type: 'ScheduleAuction', ...terms, auctionId, scheduledBy: actorId }));
    return publicView(result.state)!;
  }
}
