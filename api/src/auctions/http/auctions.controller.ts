/**
 * Public auction reads (lists, detail, paddle history) and placing a bid. Public reads never carry
 * maximums, the reserve amount, rejections or bidder identities; a signed-in reader also gets `you`.
 */
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MY_STANDING_DOCS } from './my-standing.docs.js';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import { isStaffRole } from '../../platform/auth/roles.js';
import { forbidden } from '../../platform/errors/domain-errors.js';
import { BID_REFUSAL_MESSAGES } from '../domain/auction.rejections.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { bidderStanding, bidderView } from '../domain/auction.bidder-view.js';
import { AuctionQueries } from '../application/auction-queries.js';
import { Bidding } from '../application/bidding.js';
import { ListAuctionsQuery } from './list-auctions.query.js';
import { PlaceBidDto } from './place-bid.dto.js';
import { toApiAuction, toApiBid, toApiBidder, toApiStanding } from './auction-api-view.js';
import { toHalalas } from './sar.js';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import { verifyReceipt } from '../receipts/bid-receipt.js';
import { VerifyReceiptDto } from './verify-receipt.dto.js';
import { RequiresFeature } from '../../settings/index.js';
import { WonLots } from '../application/won-lots.js';
import { WON_LOTS_DOCS } from './won-lots.docs.js';

/** The home page's live section shows a few; this bounds the answer whatever happens upstream. */
const LIVE_LIMIT = 100;
/** The detail page's history: the latest bids; GET :id/bids has every one. */
const DETAIL_HISTORY = 1_000;

@ApiTags('auctions')
@Controller('api/auctions')
export class AuctionsController {
  constructor(
    private readonly bidding: Bidding,
    private readonly queries: AuctionQueries,
    private readonly signer: ChainSigner,
    private readonly won: WonLots,
  ) {}

  /** The public key that signs bid receipts (and chain heads), for verifying a receipt without us. */
  @Get('receipts/key')
  @Public()
  receiptKey() {
    return {
      algorithm: 'Ed25519',
      publicKeyPem: this.signer.publicKeyPem,
      signs: 'gulf-art-bid-receipt/v1\\n + RFC 8785 canonical JSON of the receipt without algorithm and signature',
    };
  }

  /** Whether the platform signed this receipt, unaltered. */
  @Post('receipts/verify')
  @Public()
  @HttpCode(200)
  verify(@Body() body: VerifyReceiptDto) {
    return { valid: verifyReceipt(this.signer, body as unknown as Record<string, unknown>) };
  }

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

  /** The signed-in account's own won lots; no account id is taken from the request. */
  @Get('won')
  @WON_LOTS_DOCS
  wonLots(@CurrentUser() user: AccountAccess) {
    return this.won.of(user.userId);
  }

  @Get(':id')
  @Public()
  async show(@Param('id') id: string, @CurrentUser() user?: AccountAccess) {
    const [doc, history] = await Promise.all([this.queries.get(id), this.queries.history(id, DETAIL_HISTORY)]);
    const auction = toApiAuction({ ...doc, history });
    if (!user) return auction;
    const { state, bids } = await this.queries.book(id, { bidderId: user.userId });
    const you = bidderView(state, bids, user.userId, new Date().toISOString());
    return { ...auction, you: toApiBidder(you) };
  }

  /**
   * The caller's own standing on the lot, and nothing about anyone else: no bidder id is taken from the request.
   * The storefront reads it after a live message that could have changed it, instead of the whole lot.
   */
  @Get(':id/my-standing')
  @MY_STANDING_DOCS
  async myStanding(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    // Staff never bid (the decider refuses them), so they have no standing to read.
    if (user.roles.some(isStaffRole))
      throw forbidden(
        BID_REFUSAL_MESSAGES.staff_cannot_bid.en,
        BID_REFUSAL_MESSAGES.staff_cannot_bid.ar,
        'staff_cannot_bid',
      );
    const { state, bids } = await this.queries.book(id, { bidderId: user.userId });
    return { auctionId: id, ...toApiStanding(bidderStanding(state, bids, user.userId, new Date().toISOString())) };
  }

  @Get(':id/bids')
  @Public()
  async bids(@Param('id') id: string) {
    await this.queries.get(id); // not found for an unknown auction
    const history = await this.queries.history(id);
    return { items: history.map(toApiBid), total: history.length };
  }

  @Post(':id/bids')
  @HttpCode(201)
  @RequiresFeature('auctions')
  async placeBid(
    @Param('id') id: string,
    @Body() body: PlaceBidDto,
    @CurrentUser() user: AccountAccess,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const maxAmount = body.maxAmount === undefined ? undefined : toHalalas(body.maxAmount);
    const accepted = await this.bidding.placeBid({
      auctionId: id,
      bidderId: user.userId,
      amount: toHalalas(body.amount),
      maxAmount,
      requestKey: idempotencyKey,
      bidderRoles: user.roles,
    });
    return {
      auctionId: accepted.auctionId,
      revision: accepted.revision,
      replayed: accepted.replayed,
      auction: toApiAuction(accepted.auction),
      you: toApiBidder(accepted.you),
      receipt: accepted.receipt,
    };
  }
}
