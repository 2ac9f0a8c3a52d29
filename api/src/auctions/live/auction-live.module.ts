import { Module } from '@nestjs/common';
import { AuctionLiveController } from '../http/auction-live.controller.js';
import { AuctionLiveHub } from './auction-live-hub.js';
import { AuctionLiveFeeds } from './auction-live-feed.js';

/** The live feed `GET /api/auctions/:id/live`: one event-store subscription per process, fanned out. */
@Module({
  controllers: [AuctionLiveController],
  providers: [AuctionLiveHub, AuctionLiveFeeds],
  exports: [AuctionLiveHub],
})
export class AuctionLiveModule {}
