/**
 * The back-office's auction commands: schedule, open, close, cancel a lot and retract a bid (admin only for now).
 * Each runs on the lot's stream and answers the public view; bids are placed through `Bidding`.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { SettingsQueries } from '../../settings/index.js';
import type { AuctionCommand, ScheduleAuction } from '../domain/auction.commands.js';
import { premiumTiersFromPercent } from '../domain/auction.money.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { AuctionStream } from './auction-stream.js';
import { lotArtwork, type CatalogueArtwork } from './lot-artwork.js';
import { SaleOrderFacts } from './sale-order.facts.js';

export type AuctionTermsInput = Omit<ScheduleAuction, 'type' | 'auctionId' | 'scheduledBy' | 'premiumTiers'> & {
  premiumTiers?: ScheduleAuction['premiumTiers'];
};

/** A retraction as the decider takes it, without its time: `retractedBy` is the admin who asks. */
export type RetractBidRequest = Omit<Extract<AuctionCommand, { type: 'RetractBid' }>, 'type' | 'at'>;

@Injectable()
export class AuctionCommands {
  constructor(
    private readonly stream: AuctionStream,
    private readonly sales: SaleOrderFacts,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly settings: SettingsQueries,
  ) {}

  /**
   * An admin schedules one lot for auction; the server names the auction. Terms left out (the buyer's premium
   * tiers, the soft close) are the platform settings in force now, fixed into AuctionScheduled so a later change
   * of the settings never changes this auction or its history.
   */
  async schedule(terms: AuctionTermsInput, actorId: string, artworkId?: string): Promise<PublicAuctionView> {
    const auctionId = randomUUID();
    const artwork = artworkId === undefined ? null : await this.artwork(artworkId);
    const { values } = await this.settings.platform();
    const result = await this.stream.run(auctionId, actorId, {
      type: 'ScheduleAuction',
      ...terms,
      premiumTiers: terms.premiumTiers ?? premiumTiersFromPercent(values.buyersPremiumTiers),
      softCloseMinutes: terms.softCloseMinutes ?? values.softCloseMinutes,
      ...(artwork ? { artwork } : {}),
      auctionId,
      scheduledBy: actorId,
    });
    return publicView(result.state, result.bids)!;
  }

  /** An admin opens bidding once its start time has come (scheduled jobs will send the same command). */
  async open(auctionId: string, actorId: string): Promise<PublicAuctionView> {
    const result = await this.stream.run(auctionId, actorId, { type: 'OpenAuction', auctionId });
    return publicView(result.state, result.bids)!;
  }

  /**
   * An admin closes a lot once its end time has passed (the timers do the same); the outcome comes from the events
   * alone.
   */
  async close(auctionId: string, actorId: string): Promise<PublicAuctionView> {
    // By hand or by timer, a lot of a sale closes only after the lot before it (cascading close).
    const previousLot = await this.sales.previousLot(auctionId);
    const result = await this.stream.run(auctionId, actorId, {
      type: 'CloseAuction',
      auctionId,
      ...(previousLot ? { previousLot } : {}),
    });
    return publicView(result.state, result.bids)!;
  }

  /** An admin cancels an auction that has not ended, with a reason kept in the stream. */
  async cancel(auctionId: string, actorId: string, reason: string): Promise<PublicAuctionView> {
    const result = await this.stream.run(auctionId, actorId, {
      type: 'CancelAuction',
      auctionId,
      cancelledBy: actorId,
      reason,
    });
    return publicView(result.state, result.bids)!;
  }

  /** Only an admin retracts a bid, naming it by its sequence and giving a reason; it is its own event. */
  async retractBid({ auctionId, sequence, retractedBy, reason }: RetractBidRequest): Promise<PublicAuctionView> {
    const result = await this.stream.run(auctionId, retractedBy, {
      type: 'RetractBid',
      auctionId,
      sequence,
      retractedBy,
      reason,
    });
    return publicView(result.state, result.bids)!;
  }

  /** The catalogue entry, read from the artworks context's read model (its public contract). */
  private async artwork(artworkId: string) {
    const doc = await this.reads.collection<CatalogueArtwork & { [key: string]: unknown }>('artworks').get(artworkId);
    if (!doc) throw notFound('Artwork', 'العمل الفني');
    return lotArtwork(doc);
  }
}
