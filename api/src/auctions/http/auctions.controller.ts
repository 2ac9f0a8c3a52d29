/**
 * Public auction reads (lists, detail, paddle history) and placing a bid. Public reads never carry
 * maximums, the reserve amount, rejections or bidder identities; a signed-in reader also gets `you`.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { bidderView } from '../domain/auction.bidder-view.js';
import { AuctionQueries } from '../application/auction-queries.js';
import { PlaceBidCommand } from '../application/place-bid.handler.js';
import { ListAuctionsQuery } from './list-auctions.query.js';
import { PlaceBidDto } from './place-bid.dto.js';
import { toApiAuction, toApiBid, toApiBidder } from './auction-api-view.js';
import { toHalalas } from './sar.js';

/** The home page's live section shows a few; this bounds the answer whatever happens upstream. */
const LIVE_LIMIT = 100;

@ApiTags('auctions')
@Controller('api/auctions')
export class AuctionsController {
  constructor(private readonly commands: CommandBus, private readonly queries: AuctionQueries) {}

  @Get()
  @Public()
  async list(@Query() query: ListAuctionsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { items, total } = await this.queries.list(query.status, (page - 1) * pageSize, pageSize);
    return { items: items.map(toApiAuction), total };
  }

  @Get('live')
  @Public()
  async live() {
    const { items } = await this.queries.list('live', 0, LIVE_LIMIT);
    return items.map(toApiAuction);
  }

  @Get(':id')
  @Public()
  async show(@Param('id') id: string, @CurrentUser() user?: AccountAccess) {
    const auction = toApiAuction(await this.queries.get(id));
    if (!user) return auction;
    const you = bidderView(await this.queries.book(id), user.userId, new Date().toISOString());
    return { ...auction, you: toApiBidder(you) };
  }

  @Get(':id/bids')
  @Public()
  async bids(@Param('id') id: string) {
    const { history } = await this.queries.get(id);
    return { items: history.map(toApiBid), total: history.length };
  }

  @Post(':id/bids')
  @HttpCode(201)
  async placeBid(@Param('id') id: string, @Body() body: PlaceBidDto, @CurrentUser() user: AccountAccess) {
    const maxAmount = body.maxAmount === undefined ? undefined : toHalalas(body.maxAmount);
    const accepted = await this.commands.execute(new PlaceBidCommand(id, user.userId, toHalalas(body.amount), maxAmount));
    return { auctionId: accepted.auctionId, revision: accepted.revision, auction: toApiAuction(accepted.auction), you: toApiBidder(accepted.you) };
  }
}
