/** Back-office auction commands: schedule, open, close, cancel, retract a bid. Admin only for now. */
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { AuctionCommands } from '../application/auction-commands.js';
import { AuctionReasonDto, RetractBidDto, ScheduleAuctionDto } from './schedule-auction.dto.js';
import { toApiAuction } from './auction-api-view.js';
import { toHalalas } from './sar.js';
import { premiumTiersFromPercent } from '../domain/auction.money.js';

@ApiTags('admin: auctions')
@Controller('api/admin/auctions')
@Roles('admin')
export class AdminAuctionsController {
  constructor(private readonly commands: AuctionCommands) {}

  @Post()
  async schedule(@Body() body: ScheduleAuctionDto, @CurrentUser() actor: AccountAccess) {
    const view = await this.commands.schedule(
      {
        lotId: body.lotId,
        saleId: body.saleId ?? null,
        sellerId: body.sellerId,
        consignorId: body.consignorId ?? null,
        startingBid: toHalalas(body.startingBid),
        reserve: body.reserve === undefined || body.reserve === null ? null : toHalalas(body.reserve),
        increments: body.increments.map((b) => ({ from: toHalalas(b.from), increment: toHalalas(b.increment) })),
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        ...(body.softCloseMinutes === undefined ? {} : { softCloseMinutes: body.softCloseMinutes }),
        ...(body.premiumTiers
          ? {
              premiumTiers: premiumTiersFromPercent(body.premiumTiers.map((t) => ({ ...t, percent: t.ratePercent }))),
            }
          : {}),
      },
      actor.userId,
      body.artworkId,
    );
    return toApiAuction(view);
  }

  @Post(':id/open')
  @HttpCode(200)
  async open(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return toApiAuction(await this.commands.open(id, actor.userId));
  }

  @Post(':id/close')
  @HttpCode(200)
  async close(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return toApiAuction(await this.commands.close(id, actor.userId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Body() body: AuctionReasonDto, @CurrentUser() actor: AccountAccess) {
    return toApiAuction(await this.commands.cancel(id, actor.userId, body.reason));
  }

  @Post(':id/retract-bid')
  @HttpCode(200)
  async retractBid(@Param('id') id: string, @Body() body: RetractBidDto, @CurrentUser() actor: AccountAccess) {
    return toApiAuction(
      await this.commands.retractBid({
        auctionId: id,
        sequence: body.sequence,
        retractedBy: actor.userId,
        reason: body.reason,
      }),
    );
  }
}
