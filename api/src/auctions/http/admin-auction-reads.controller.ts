/**
 * Back-office reads of auctions (react-admin's `auctions` resource) and the auditor's replay. Unlike public
 * reads, these show bidder ids and the reserve: staff only (admin, moderator, auditor).
 */
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { READ_STORE } from '../../platform/tokens.js';
import { Inject } from '@nestjs/common';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { AuctionQueries } from '../application/auction-queries.js';
import { AuctionReplays } from '../application/auction-replay.js';
import { AUCTIONS, type AuctionDoc } from '../projections/auctions.projection.js';
import { toApiAuction } from './auction-api-view.js';
import { toSar, toSarOrNull } from './sar.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const AUCTION_LIST_SPEC: RaListSpec = {
  filters: { status: 'eq', saleId: 'eq', detail: 'eq', lotId: 'eq' },
  textFields: ['lotId', 'artwork.title', 'artwork.titleAr', 'saleId'],
  sortable: ['endsAt', 'startsAt', 'bidCount', 'currentBid', 'status'],
  defaultSort: { field: 'endsAt', direction: 'desc' },
};

@ApiTags('admin: auctions')
@Controller('api/admin/auctions')
@Roles(...STAFF_ROLES)
export class AdminAuctionReadsController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly queries: AuctionQueries,
    private readonly replays: AuctionReplays,
  ) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, AUCTION_LIST_SPEC);
    const auctions = this.reads.collection<AuctionDoc>(AUCTIONS);
    const [docs, total] = await Promise.all([auctions.find(options), auctions.count(options)]);
    setContentRange(res, 'auctions', options.offset, docs.length, total);
    return docs.map(toApiAuction);
  }

  /** Everything staff may see about one lot: the reserve, the seller, and every bid with its bidder. */
  @Get(':id')
  async show(@Param('id') id: string) {
    const view = toApiAuction(await this.queries.get(id));
    const { state, bids } = await this.queries.book(id);
    if (state.status === 'none') return view;
    return {
      ...view,
      sellerId: state.terms.sellerId,
      consignorId: state.terms.consignorId,
      reserve: toSarOrNull(state.terms.reserve),
      leaderPaddle: state.leaderId === null ? null : (state.paddles[state.leaderId] ?? null),
      bids: bids.map((b) => ({ ...b, amount: toSar(b.amount) })).reverse(),
      outcome: state.status === 'ended' ? state.result : null,
    };
  }

  /** The replay export: events, chain verdict, state at each step and the recomputed outcome. */
  @Get(':id/replay')
  async replay(@Param('id') id: string) {
    return this.replays.replay(id);
  }
}
