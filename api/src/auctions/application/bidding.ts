/**
 * Placing a bid: the auctions' hot path (bench/auction-throughput.mjs counts its bids per second), so a bid reads
 * only what the decider cannot know and never waits for the read model.
 */
import { Injectable } from '@nestjs/common';
import { KycQueries, type KycPermission, type Tier } from '../../kyc/index.js';
import { isStaffRole } from '../../platform/auth/roles.js';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { forbidden, illegalState } from '../../platform/errors/domain-errors.js';
import { bidderView, type BidderView } from '../domain/auction.bidder-view.js';
import type { BidderFacts, PlaceBid } from '../domain/auction.commands.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import { ANSWER_HISTORY, publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { BID_REFUSAL_MESSAGES, type BidRefusal } from '../domain/auction.rejections.js';
import { answeredRequest, type AnsweredRequest } from '../domain/auction.state.js';
import { signReceipt, type BidReceipt } from '../receipts/bid-receipt.js';
import { AuctionStream } from './auction-stream.js';
import { BidRateLimit } from './bid-rate-limit.js';
import { TickBatch } from '../../platform/batching/tick-batch.js';

export interface BidAccepted {
  auctionId: string;
  /** The stream revision after the bid: what the live feed will have reached. */
  revision: number;
  auction: PublicAuctionView;
  you: BidderView;
  receipt: BidReceipt;
  /** True when this answers a repeated Idempotency-Key. */
  replayed: boolean;
}

/** A bid as the request asks it; the bidder's facts, the time and the rate limit are the service's to add. */
export type BidRequest = Pick<PlaceBid, 'auctionId' | 'bidderId' | 'amount' | 'maxAmount' | 'requestKey'> & {
  /** The bidder's roles, as the session check read them: staff never bid. */
  bidderRoles: readonly string[];
};

export const bidRefused = (reason: BidRefusal) =>
  illegalState(reason, BID_REFUSAL_MESSAGES[reason].en, BID_REFUSAL_MESSAGES[reason].ar);

const ABOUT_BIDDER = new Set(['BidPlaced', 'BidRejected', 'MaximumBidSet']);

@Injectable()
export class Bidding {
  /** Each bidder's KYC tier: the bids of one event-loop turn read the KYC read model once. */
  private readonly tiers: TickBatch<string, Tier>;

  constructor(
    private readonly stream: AuctionStream,
    private readonly kyc: KycQueries,
    private readonly rateLimit: BidRateLimit,
    private readonly signer: ChainSigner,
  ) {
    this.tiers = new TickBatch(async (ids) => {
      const tiers = await kyc.tiersOf(ids);
      return ids.map((id) => tiers.get(id) ?? 0);
    });
  }

  /**
   * Any signed-in user places a bid. The service gathers the bidder's facts (whether their KYC tier allows this
   * amount, from the KYC context; over the per-bidder rate limit, from Redis) because the decider does no I/O. A bid
   * the tier does not allow is recorded as `bidder_not_qualified` and answered 403 naming the tier needed. A
   * refused bid is recorded as BidRejected by the decider and answered 422 with its reason in both languages. An
   * accepted one is answered with a signed receipt. With an Idempotency-Key, a repeated request is answered from the
   * stream (the first answer) and bids nothing.
   */
  async placeBid({
    auctionId,
    bidderId,
    amount,
    maxAmount,
    requestKey,
    bidderRoles,
  }: BidRequest): Promise<BidAccepted> {
    // The tier is asked about the most this request may bid: its maximum when it sets one.
    const reach = Math.max(amount, maxAmount ?? amount);
    const [permission, rateLimited] = await Promise.all([
      this.permission(bidderId, reach),
      this.rateLimit.exceeded(bidderId),
    ]);
    const bidder = this.bidderFacts(permission, bidderRoles);
    const result = await this.stream.run(
      auctionId,
      bidderId,
      {
        type: 'PlaceBid',
        auctionId,
        bidderId,
        amount,
        bidder,
        ...(maxAmount === undefined ? {} : { maxAmount }),
        ...(requestKey === undefined ? {} : { requestKey }),
        ...(rateLimited ? { rateLimited } : {}),
      },
      { awaitReadModel: false },
    );
    const events = result.events as StoredEvent<AuctionEvent>[];
    const state = result.state;
    const answer =
      events.length === 0 && requestKey !== undefined && state.status !== 'none'
        ? answeredRequest(state, bidderId, requestKey)
        : answerOf(events, bidderId, amount, maxAmount ?? null);
    if (!answer) throw new Error(`A bid on auction ${auctionId} produced no event about its bidder`);
    if (answer.outcome === 'bidder_not_qualified' && !permission.allowed)
      throw forbidden(permission.message, permission.messageAr, permission.code);
    if (answer.outcome !== 'accepted') throw bidRefused(answer.outcome);
    return {
      auctionId,
      revision: result.revision,
      // The latest bids only: the answer stays the same size however long the lot's history grows.
      auction: publicView(state, result.bids, { historyLimit: ANSWER_HISTORY })!,
      // The bidder's latest bids only, like the history: GET /api/auctions/:id has all of them.
      you: bidderView(state, result.bids, bidderId, new Date().toISOString(), { ownLimit: ANSWER_HISTORY }),
      receipt: await this.receipt(auctionId, bidderId, answer),
      replayed: events.length === 0,
    };
  }

  private receipt(auctionId: string, bidderId: string, answer: AnsweredRequest): Promise<BidReceipt> {
    const sar = (halalas: number | null) => (halalas === null ? null : halalas / 100);
    return signReceipt(this.signer, {
      version: 1,
      auctionId,
      bidderId,
      revision: answer.revision,
      amount: answer.amount / 100,
      maxAmount: sar(answer.maxAmount),
      sequence: answer.sequence,
      placedAmount: sar(answer.placed),
      serverTime: answer.at,
    });
  }

  /** What the KYC context says of this bidder bidding up to `reach` (halalas; the tiers speak SAR). */
  private async permission(bidderId: string, reach: number): Promise<KycPermission> {
    return this.kyc.permission(await this.tiers.call(bidderId), 'bid', reach / 100);
  }

  /**
   * Only what the stream does not know: whether the bidder's KYC tier allows the amount, and whether they are
   * staff. Seller, consignor, artist and the artwork's gallery are checked by the decider against the lot's own
   * terms (reading the whole book here would cost a hot lot on every bid).
   */
  private bidderFacts(permission: KycPermission, roles: readonly string[]): BidderFacts {
    return { verified: permission.allowed, isSeller: false, isConsignor: false, isStaff: roles.some(isStaffRole) };
  }
}

/** The answer to a fresh request, from the events about its bidder (the last one decides, as in evolve). */
function answerOf(
  events: StoredEvent<AuctionEvent>[],
  bidderId: string,
  amount: number,
  maxAmount: number | null,
): AnsweredRequest | undefined {
  let answer: AnsweredRequest | undefined;
  for (const event of events) {
    if (!ABOUT_BIDDER.has(event.type) || (event.data as { bidderId: string }).bidderId !== bidderId) continue;
    const typed = event as unknown as AuctionEvent;
    const placed = typed.type === 'BidPlaced' ? typed.data : null;
    answer = {
      amount,
      maxAmount,
      revision: event.revision,
      at: (event.data as { at: string }).at,
      outcome: typed.type === 'BidRejected' ? typed.data.reason : 'accepted',
      sequence: placed?.sequence ?? answer?.sequence ?? null,
      placed: placed?.amount ?? answer?.placed ?? null,
    };
  }
  return answer;
}
