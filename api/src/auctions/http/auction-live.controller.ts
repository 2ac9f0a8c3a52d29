/**
 * The public live feed of one auction, as Server-Sent Events: `bid`, `extended` and `status` messages whose
 * `id:` is the stream revision. A client resumes with `Last-Event-ID` (or `?lastEventId=` where it cannot
 * set headers) and gets exactly what it missed.
 */
import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth/guards/auth.decorators.js';
import { AuctionLiveFeeds } from '../live/auction-live-feed.js';
import { parseLastEventId } from '../live/auction-live-messages.js';
import { SseResponse } from '../live/sse-response.js';

@ApiTags('auctions')
@Controller('api/auctions')
export class AuctionLiveController {
  constructor(private readonly feeds: AuctionLiveFeeds) {}

  @Get(':id/live')
  @Public()
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
