/**
 * Tax invoices for a marketplace sale (an order paid), issued by the seller of record when they keep a
 * VAT-registered seller profile (nothing is issued in the name of a seller who is not registered): simplified
 * for a consumer, standard when the buyer gave a VAT number (then their structured address is required, and
 * the order's delivery address is it). What the buyer paid is VAT-inclusive: the net is taken out of it, so the
 * invoice's total is the price paid (to the halala). Ids derive from the order: a re-run finds the invoice there.
 * The buyer and the sellers read it and its PDF through the orders context.
 */
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { InvoiceBuyerSnapshot } from '../domain/invoice.events.js';
import type { StructuredAddress } from '../domain/invoice.parties.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { InvoiceIssuer } from '../application/invoice-issuer.js';
import { derivedUuid } from '../application/ids.js';
import { VAT_RATE } from '../domain/invoice.rules.js';
import { saleNetsOfInclusive } from '../domain/invoice.amounts.js';
import { InvoiceFiles } from '../http/invoice-files.js';

export interface SaleToInvoice {
  orderId: string;
  sellerId: string;
  buyerName: string;
  buyerVatNumber: string | null;
  address: StructuredAddress;
  descriptionEn: string;
  descriptionAr: string;
  /** What the buyer paid for the work and for shipping, VAT included. */
  priceHalalas: number;
  shippingHalalas: number;
  paymentMethod: 'stcpay' | 'stripe' | 'paypal' | 'bank_transfer';
  paidAt: string;
}

const METHODS = {
  stcpay: 'stc_pay',
  stripe: 'credit_card',
  paypal: 'credit_card',
  bank_transfer: 'bank_transfer',
} as const;

export const saleInvoiceIdFor = (orderId: string) => derivedUuid('order-sale', orderId);

/** The invoice an order shows: its own sale invoice, or for an auction win the lot's invoice from the close
 * (the seller's for the hammer when they are VAT-registered, else the platform's for the premium), which is the
 * sale's one tax invoice: an auction order is never invoiced again on payment. */
const shownInvoiceIds = (orderId: string, auctionId: string | null) =>
  auctionId === null
    ? [saleInvoiceIdFor(orderId)]
    : [derivedUuid('auction-hammer', auctionId), derivedUuid('auction-premium', auctionId)];

@Injectable()
export class SaleInvoicing {
  constructor(
    private readonly queries: InvoiceQueries,
    private readonly issuer: InvoiceIssuer,
    private readonly files: InvoiceFiles,
  ) {}

  /** Drafts and issues the seller's invoice for a paid order; null when the seller keeps no VAT profile. */
  async invoiceSale(sale: SaleToInvoice, now = new Date()): Promise<string | null> {
    const profile = await this.queries.sellerProfile(sale.sellerId);
    if (!profile) return null;
    const invoiceId = saleInvoiceIdFor(sale.orderId);
    const { businessName, businessNameAr, vatNumber, crNumber, address } = profile;
    const standard = sale.buyerVatNumber !== null;
    const buyer: InvoiceBuyerSnapshot = {
      name: sale.buyerName,
      vatNumber: sale.buyerVatNumber,
      idScheme: null,
      id: null,
      address: sale.address,
    };
    const { workNet, shippingNet } = saleNetsOfInclusive(sale.priceHalalas, sale.shippingHalalas, VAT_RATE);
    await this.issuer.draftAndIssue(
      {
        invoiceId,
        invoiceType: standard ? 'standard' : 'simplified',
        seller: { sellerId: sale.sellerId, businessName, businessNameAr, vatNumber, crNumber, address },
        buyer,
        lines: [
          {
            descriptionEn: sale.descriptionEn,
            descriptionAr: sale.descriptionAr,
            quantity: 1,
            unitPriceHalalas: workNet,
            vatCategory: 'S',
          },
        ],
        shippingHalalas: shippingNet,
        paymentMethod: METHODS[sale.paymentMethod],
        supplyDate: sale.paidAt.slice(0, 10),
        referenceNumber: `order-${sale.orderId}`,
      },
      now,
    );
    return invoiceId;
  }

  /** The order's invoice as its buyer and sellers see it (null before it is issued, or without one). */
  async saleInvoice(orderId: string, auctionId: string | null = null) {
    const doc = await this.shown(orderId, auctionId);
    if (!doc) return null;
    const { id, invoiceNumber, invoiceType, status, issueDate, signedAt, qrCode, zatcaClearanceStatus } = doc;
    return { id, invoiceNumber, invoiceType, status, issueDate, signedAt, qrCode, zatcaClearanceStatus };
  }

  private async shown(orderId: string, auctionId: string | null) {
    for (const id of shownInvoiceIds(orderId, auctionId)) {
      const doc = await this.queries.find(id);
      if (doc) return doc;
    }
    return null;
  }

  async sendPdf(orderId: string, res: Response, auctionId: string | null = null): Promise<void> {
    const doc = await this.shown(orderId, auctionId);
    if (!doc) throw notFound('Invoice', 'الفاتورة');
    await this.files.sendPdf(doc, res);
  }
}
