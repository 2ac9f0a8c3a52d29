import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { AuctionStream } from './application/auction-stream.js';
import { AuctionQueries } from './application/auction-queries.js';
import { ScheduleAuctionHandler } from './application/schedule-auction.handler.js';
import { OpenAuctionHandler } from './application/open-auction.handler.js';
import { PlaceBidHandler } from './application/place-bid.handler.js';
import { CloseAuctionHandler } from './application/close-auction.handler.js';
import { CancelAuctionHandler } from './application/cancel-auction.handler.js';
import { RetractBidHandler } from './application/retract-bid.handler.js';
import { AuctionsController } from './http/auctions.controller.js';
import { AdminAuctionsController } from './http/admin-auctions.controller.js';
import { AuctionLiveModule } from './live/auction-live.module.js';

/** The auctions context's HTTP and command handlers; its events and read model are declared in auctions.context.ts. */
@Module({
  imports: [CqrsModule, IdentityModule, AuctionLiveModule],
  controllers: [AuctionsController, AdminAuctionsController],
  providers: [
    AuctionStream, AuctionQueries,
    ScheduleAuctionHandler, OpenAuctionHandler, PlaceBidHandler, CloseAuctionHandler, CancelAuctionHandler, RetractBidHandler,
  ],
  exports: [AuctionQueries],
})
export class AuctionsModule {}
