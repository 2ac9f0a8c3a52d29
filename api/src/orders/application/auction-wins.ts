/**
 * A lot closed with a winner becomes an order of source `auction` for the winner (once: its id derives from
 * the lot): the work reserved for it, the hammer, the buyer's premium and the VAT the lot's invoices charge fixed
 * into it, and the usual payment window. The winner then checks out as for a buy-now. A lot sold without a work
 * (scheduled with no artwork) has nothing to deliver and gets no order.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { ArtworkReservations } from '../../artworks/index.js';
import { AuctionResults } from '../../auctions/index.js';
import { AuctionInvoicing } from '../../invoicing/index.js';
import { orderDecider } from '../domain/order.decider.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';
import { auctionOrderId } from './ids.js';
import { paymentWindowMs } from './order-commands.js';

@Injectable()
export class AuctionWins {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly auctions: AuctionResults,
    private readonly taxes: AuctionInvoicing,
    private readonly reservations: ArtworkReservations,
  ) {}

  async placeOrder(auctionId: string, now = new Date()): Promise<JobResult> {
    const lot = await this.auctions.closedLot(auctionId);
    if (!lot) return JobResults.permanentFailure(`auction ${auctionId} is not closed`);
    const { terms, closed } = lot;
    if (closed.outcome !== 'sold') return JobResults.skipped(`auction ${auctionId} closed without a sale`);
    const work = terms.artwork;
    if (!work) return JobResults.skipped(`auction ${auctionId} sold no catalogued work`);
    const orderId = auctionOrderId(auctionId);
    if (await this.queries.doc(orderId)) return JobResults.skipped(`auction ${auctionId} has its order ${orderId}`);
    const taxes = (await this.taxes.lotTaxes(auctionId))!;
    const sellerIds = [...new Set([terms.sellerId, ...(terms.consignorId ? [terms.consignorId] : [])])];
    try {
      await this.reservations.reserveWon(work.artworkId, orderId, closed.winnerId);
    } catch (error) {
      // Sold or reserved elsewhere meanwhile: staff settle it with the winner; retrying changes nothing.
      if (error instanceof DomainError) return JobResults.permanentFailure(`auction ${auctionId}: ${error.message}`);
      throw error;
    }
    try {
      await this.writes.run(
        orderDecider,
        orderId,
        {
          type: 'PlaceAuctionOrder',
          orderId,
          artworkId: work.artworkId,
          buyerId: closed.winnerId,
          sellerId: terms.consignorId ?? terms.sellerId,
          sellerIds,
          auction: {
            auctionId,
            lotId: terms.lotId,
            hammerHalalas: closed.hammer,
            premiumHalalas: closed.premium,
            hammerVatHalalas: taxes.hammerVatHalalas,
            premiumVatHalalas: taxes.premiumVatHalalas,
          },
          paymentDueAt: new Date(now.getTime() + paymentWindowMs()).toISOString(),
          now: now.toISOString(),
        },
        commandContext(null, now),
        ordersProjection.name,
      );
    } catch (error) {
      await this.reservations.release(work.artworkId, orderId, null);
      throw error;
    }
    return JobResults.success({ auctionId, orderId });
  }
}
