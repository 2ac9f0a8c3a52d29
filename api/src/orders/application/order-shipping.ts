/**
 * A paid order's shipping order, through the shipping context's public surface: the seller then ships it from
 * /shipping-management and the buyer follows its tracking. Opened once per order (the shipping context keys it by
 * the order's id, so a job run twice opens nothing twice).
 */
import { Injectable } from '@nestjs/common';
import { ArtworkQueries } from '../../artworks/index.js';
import { ShippingCommands } from '../../shipping/index.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { OrderQueries } from './order-queries.js';

@Injectable()
export class OrderShipping {
  constructor(
    private readonly queries: OrderQueries,
    private readonly artworks: ArtworkQueries,
    private readonly shipping: ShippingCommands,
  ) {}

  async openShipment(orderId: string): Promise<JobResult> {
    const doc = await this.queries.paidDoc(orderId);
    if (!doc) return JobResults.notYet(`order ${orderId} is not paid in the read model yet`);
    const a = doc.checkout.address;
    // Erased before the job ran: nobody to ship to.
    if (!a) return JobResults.skipped(`order ${orderId} has no delivery address any more`);
    const work = await this.artworks.get(doc.artworkId);
    const opened = await this.shipping.openForOrder(
      {
        orderId,
        orderNumber: orderId.slice(0, 8).toUpperCase(),
        sellerId: doc.sellerId,
        buyerId: doc.buyerId,
        artworkId: doc.artworkId,
        artworkTitle: work.title,
        address: {
          recipientName: a.recipientName,
          phone: a.phone,
          country: a.countryCode,
          city: a.city,
          line1: [a.buildingNumber, a.street].filter(Boolean).join(' '),
          line2: a.line2 || null,
          district: a.district || null,
          postalCode: a.postalCode || null,
          buildingNumber: a.buildingNumber || null,
          additionalNumber: a.additionalNumber || null,
        },
      },
      new Date(doc.payment.paidAt),
    );
    return JobResults.success({ orderId, shippingOrderId: opened.id });
  }
}
