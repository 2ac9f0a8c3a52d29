/** The commissions API (issue 15): requests, bids, acceptance, milestones, cancelling and per-bid messages. */
import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { CommissionQueries } from '../application/commission-queries.js';
import { CommissionCommands } from '../application/commission-commands.js';
import type { Lang } from '../domain/commission.events.js';
import { ArtworkFromCommissionDto, CancelCommissionDto, CommissionListQuery } from './commissions.dto.js';
import { CreateCommissionDto, MilestoneDto, PlaceBidDto, PostMessageDto, ReportMessageDto } from './commissions.dto.js';
import { UpdateBidDto, UpdateCommissionDto } from './commissions.dto.js';
import { RequiredFieldsFilter } from './required-fields.filter.js';

/** The body's language, else the browser's first: the language of the mails this person gets. */
const languageOf = (given: Lang | undefined, header: string | undefined): Lang =>
  given ?? (header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en');

@ApiTags('commissions')
@Controller('api/commissions')
@UseFilters(RequiredFieldsFilter)
export class CommissionsController {
  constructor(
    private readonly queries: CommissionQueries,
    private readonly commands: CommissionCommands,
  ) {}

  @Get()
  @Public()
  list(@Query() query: CommissionListQuery) {
    return this.queries.list({ ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
  }

  @Get('mine')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.mine(user);
  }

  @Get(':id')
  @Public()
  one(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string) {
    return this.queries.one(id, user ?? null);
  }

  @Post()
  post(
    @CurrentUser() user: AccountAccess,
    @Body() body: CreateCommissionDto,
    @Headers('accept-language') accept?: string,
  ) {
    const { language, ...form } = body;
    return this.commands.post(user, form, languageOf(language, accept));
  }

  @Patch(':id')
  edit(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: UpdateCommissionDto) {
    return this.commands.edit(user, id, body);
  }

  @Post(':id/bids')
  bid(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Body() body: PlaceBidDto,
    @Headers('accept-language') accept?: string,
  ) {
    const { language, ...form } = body;
    return this.commands.bid(user, id, form, languageOf(language, accept));
  }

  @Patch(':id/bids/:bidId')
  updateBid(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('bidId') bidId: string,
    @Body() body: UpdateBidDto,
  ) {
    const { status, ...terms } = body;
    return this.commands.updateBid(user, id, bidId, status === 'withdrawn' ? 'withdraw' : terms);
  }

  @Post(':id/bids/:bidId/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Param('bidId') bidId: string) {
    return this.commands.accept(user, id, bidId);
  }

  /** `{ milestone, action: 'submit' }` by the commissioned artist, `{ milestone, action: 'approve' }` by the collector. */
  @Post(':id/milestones')
  @HttpCode(200)
  milestone(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: MilestoneDto) {
    return this.commands.milestone(user, id, body.milestone, body.action, body.note);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: CancelCommissionDto) {
    return this.commands.cancel(user, id, body.reason ?? null);
  }

  /** The commissioned artist makes a draft artwork of the completed work: `{ artworkId, commission }`. */
  @Post(':id/artwork')
  @HttpCode(200)
  toArtwork(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ArtworkFromCommissionDto) {
    return this.commands.toArtwork(user, id, body.imageIds);
  }

  /** The commissioned artist offers the artwork to the collector at the accepted bid's amount (an order reserving it
   * for them alone, paid through the usual checkout): the request, with its `sale`. */
  @Post(':id/sale')
  @HttpCode(200)
  offerForSale(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.commands.offerForSale(user, id);
  }

  @Get(':id/bids/:bidId/messages')
  messages(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Param('bidId') bidId: string) {
    return this.queries.threadMessages(id, bidId, user);
  }

  @Post(':id/bids/:bidId/messages')
  postMessage(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('bidId') bidId: string,
    @Body() body: PostMessageDto,
  ) {
    return this.commands.postMessage(user, id, bidId, body.body, body.attachmentImageIds);
  }

  @Post(':id/bids/:bidId/messages/:messageId/report')
  @HttpCode(200)
  report(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('bidId') bidId: string,
    @Param('messageId') messageId: string,
    @Body() body: ReportMessageDto,
  ) {
    return this.commands.reportMessage(user, id, bidId, messageId, body.reason);
  }
}
