import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../platform/config/app-config.js';
import type { Log } from '../platform/logging/logger.js';
import { APP_CONFIG, LOG, REDIS } from '../platform/tokens.js';
import { IdentityModule } from '../identity/index.js';
import { KycModule } from '../kyc/index.js';
import { AuctionStream } from './application/auction-stream.js';
import { AuctionQueries } from './application/auction-queries.js';
import { AuctionWriteMarks } from './hot-lot/auction-write-marks.js';
import { AuctionCommands } from './application/auction-commands.js';
import { Bidding } from './application/bidding.js';
import { AuctionsController } from './http/auctions.controller.js';
import { AdminAuctionsController } from './http/admin-auctions.controller.js';
import { AdminAuctionReadsController } from './http/admin-auction-reads.controller.js';
import { AuctionReplays } from './application/auction-replay.js';
import { AuctionLiveModule } from './live/auction-live.module.js';
import { AuctionTimers } from './application/auction-timers.js';
import { AuctionResults } from './application/auction-results.js';
import { WonLots } from './application/won-lots.js';
import { SaleOrderFacts } from './application/sale-order.facts.js';
import { BidRateLimit } from './application/bid-rate-limit.js';
import { AUCTION_SETTINGS, auctionSettingsFrom } from './application/auction-settings.js';
import { LotOwnership } from './hot-lot/lot-ownership.js';
import { LotForwarding } from './hot-lot/lot-forwarding.js';
import { AuctionReplicaController } from './http/auction-replica.controller.js';
import { AuctionEmails } from './email/auction-emails.js';

/** The auctions context's HTTP and command services; its events and read model are declared in auctions.context.ts. */
@Module({
  imports: [IdentityModule, KycModule, AuctionLiveModule],
  controllers: [AuctionsController, AdminAuctionsController, AdminAuctionReadsController, AuctionReplicaController],
  providers: [
    AuctionStream,
    AuctionWriteMarks,
    AuctionQueries,
    AuctionTimers,
    AuctionEmails,
    AuctionResults,
    AuctionReplays,
    WonLots,
    SaleOrderFacts,
    BidRateLimit,
    { provide: AUCTION_SETTINGS, useFactory: () => auctionSettingsFrom() },
    // One owner per lot across replicas (a Redis key each); the others forward their commands to it.
    {
      provide: LotOwnership,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) => new LotOwnership(redis, config.redisPrefix),
    },
    {
      provide: LotForwarding,
      inject: [REDIS, APP_CONFIG, LotOwnership, LOG],
      useFactory: (redis: Redis | null, config: AppConfig, ownership: LotOwnership, log: Log) =>
        new LotForwarding(redis, config.redisPrefix, ownership, log),
    },
    AuctionCommands,
    Bidding,
  ],
  exports: [AuctionQueries, AuctionStream, AuctionTimers, AuctionResults],
})
export class AuctionsModule {}
