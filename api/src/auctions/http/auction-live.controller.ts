/**
 * The public live feed of one auction, as Server-Sent Events: `bid`, `extended` and `status` messages whose
 * `id:` is the stream revision. A client resumes with `Last-Event-ID` (or `?lastEventId=` where it cannot
 * set headers) and gets exactly what it missed. Opening one reads the lot's stream, so anyone may open only
 * LIVE_FEED_OPENS_PER_ADDRESS a minute from one address (EventSource reconnects after a few seconds at most).
 */
import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limit/rate-limit.decorator.js';
import { AuctionLiveFeeds } from '../live/auction-live-feed.js';
import { parseLastEventId } from '../live/auction-live-messages.js';
import { SseResponse } from '../live/sse-response.js';

export const LIVE_FEED_OPENS_PER_ADDRESS: RateLimitPolicy = {
  bucket: 'live-feed',
  scope: 'ip',
  points: 120,
  windowSeconds: 60,
};

@ApiTags('auctions')
@Controller('api/auctions')
export class AuctionLiveController {
  constructor(private readonly feeds: AuctionLiveFeeds) {}

  @Get(':id/live')
  @Public()
  @RateLimit(LIVE_FEED_OPENS_PER_ADDRESS)
  @ApiProduces('text/event-stream')
  async live(
    @Param('id') id: string,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const sse = new SseResponse(req, res);
    const feed = await this.feeds.open(id, parseLastEventId(header ?? query), sse);
    sse.onDisconnect(() => feed.close());
    sse.start();
  }
}
