/**
 * The tax invoice of a paid order, through the invoicing context's public surface: the seller of record's
 * invoice to the buyer (standard when the buyer gave a VAT number, simplified otherwise), for the work and the
 * shipping they paid; the provider's fee is not the seller's supply and stays off it. An auction win is not
 * invoiced here: the lot's invoices, issued at its close, are the sale's.
 */
import { Injectable } from '@nestjs/common';
import { ArtworkQueries } from '../../artworks/index.js';
import { SaleInvoicing } from '../../invoicing/index.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { OrderQueries } from './order-queries.js';

@Injectable()
export class OrderInvoicing {
  constructor(
    private readonly queries: OrderQueries,
    private readonly artworks: ArtworkQueries,
    private readonly invoicing: SaleInvoicing,
  ) {}

  async invoiceOrder(orderId: string): Promise<JobResult> {
    const doc = await this.queries.doc(orderId);
    // The reactor may run before the read model shows the payment: not yet, retried.
    if (!doc?.payment || !doc.checkout) return JobResults.notYet(`order ${orderId} is not paid in the read model yet`);
    // One tax invoice per sale: an auction win was invoiced to its winner when the lot closed.
    if (doc.auction)
      return JobResults.skipped(`order ${orderId} sells auction lot ${doc.auction.auctionId}, invoiced at its close`);
    const work = await this.artworks.get(doc.artworkId);
    const a = doc.checkout.address;
    const invoiceId = await this.invoicing.invoiceSale({
      orderId,
      sellerId: doc.sellerId,
      buyerName: doc.checkout.buyerName ?? 'Buyer / المشتري',
      buyerVatNumber: doc.checkout.buyerVatNumber,
      address: {
        street: a?.street ?? '',
        buildingNumber: a?.buildingNumber ?? '',
        postalCode: a?.postalCode ?? '',
        district: a?.district ?? '',
        city: a?.city ?? '',
        countryCode: a?.countryCode ?? doc.checkout.countryCode,
      },
      descriptionEn: `${work.title} (order ${orderId.slice(0, 8)})`,
      descriptionAr: `${work.titleAr} (الطلب ${orderId.slice(0, 8)})`,
      priceHalalas: Math.round(doc.amount * 100),
      shippingHalalas: Math.round(doc.checkout.shipping * 100),
      paymentMethod: doc.checkout.paymentMethod as 'stcpay',
      paidAt: doc.payment.paidAt,
    });
    return invoiceId
      ? JobResults.success({ orderId, invoiceId })
      : JobResults.skipped(`seller ${doc.sellerId} keeps no VAT-registered seller profile`);
  }
}
