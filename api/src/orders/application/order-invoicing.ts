/**
 * The tax invoice of a paid order, through the invoicing context's public surface: the seller of record's
 * invoice to the buyer (standard when the buyer gave a VAT number, simplified otherwise), for the work and the
 * shipping they paid; the provider's fee is not the seller's supply and stays off it. An auction win's work is
 * not invoiced here (the lot's invoices, issued at its close, are its sale's), but the shipping its winner paid at
 * checkout is on none of them: it gets its own invoice from the seller, who ships it, VAT 15% included as on a
 * buy-now's shipping. Either invoice's id derives from the order, so a re-run issues nothing more.
 */
import { Injectable } from '@nestjs/common';
import { ArtworkQueries } from '../../artworks/index.js';
import { SaleInvoicing, type SaleToInvoice } from '../../invoicing/index.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { OrderQueries, type PaidOrderDoc } from './order-queries.js';

@Injectable()
export class OrderInvoicing {
  constructor(
    private readonly queries: OrderQueries,
    private readonly artworks: ArtworkQueries,
    private readonly invoicing: SaleInvoicing,
  ) {}

  async invoiceOrder(orderId: string): Promise<JobResult> {
    const doc = await this.queries.paidDoc(orderId);
    if (!doc) return JobResults.notYet(`order ${orderId} is not paid in the read model yet`);
    // One tax invoice per supply: an auction win's work was invoiced to its winner when the lot closed.
    if (doc.auction && doc.checkout.shipping <= 0)
      return JobResults.skipped(`order ${orderId} sells auction lot ${doc.auction.auctionId}, invoiced at its close`);
    const work = await this.artworks.get(doc.artworkId);
    const number = orderId.slice(0, 8);
    const shippingHalalas = Math.round(doc.checkout.shipping * 100);
    const supply = doc.auction
      ? {
          descriptionEn: `Shipping of ${work.title} (order ${number})`,
          descriptionAr: `شحن ${work.titleAr} (الطلب ${number})`,
          priceHalalas: shippingHalalas,
          shippingHalalas: 0,
        }
      : {
          descriptionEn: `${work.title} (order ${number})`,
          descriptionAr: `${work.titleAr} (الطلب ${number})`,
          priceHalalas: Math.round(doc.amount * 100),
          shippingHalalas,
        };
    const invoiceId = await this.invoicing.invoiceSale({ ...this.sale(doc), ...supply });
    return invoiceId
      ? JobResults.success({ orderId, invoiceId })
      : JobResults.skipped(`seller ${doc.sellerId} keeps no VAT-registered seller profile`);
  }

  /** The invoice's parties, address and payment, as the buyer gave them at checkout. */
  private sale(
    doc: PaidOrderDoc,
  ): Omit<SaleToInvoice, 'descriptionEn' | 'descriptionAr' | 'priceHalalas' | 'shippingHalalas'> {
    const a = doc.checkout.address;
    return {
      orderId: doc.id,
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
      paymentMethod: doc.checkout.paymentMethod as 'stcpay',
      paidAt: doc.payment.paidAt,
    };
  }
}
