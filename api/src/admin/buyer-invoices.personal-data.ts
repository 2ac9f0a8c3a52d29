/**
 * The invoices a person received as buyer, for their data export. An invoice names its buyer only by the
 * snapshot printed on it (no account id), so the invoices are found from the person's own orders and auction
 * wins; this section spans three contexts, which is why it lives here with the other cross-context views. The
 * seller appears by business name only: their registration numbers and address are the seller's data.
 */
import { Injectable } from '@nestjs/common';
import type { PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { OrdersPersonalData } from '../orders/index.js';
import { AuctionsPersonalData } from '../auctions/index.js';
import { InvoiceQueries } from '../invoicing/index.js';

@Injectable()
export class BuyerInvoicesPersonalData implements PersonalDataSection {
  readonly name = 'invoices';
  constructor(
    private readonly orders: OrdersPersonalData,
    private readonly auctions: AuctionsPersonalData,
    private readonly invoices: InvoiceQueries,
  ) {}

  async collect(userId: string) {
    const [{ asBuyer }, { wins }] = await Promise.all([this.orders.collect(userId), this.auctions.collect(userId)]);
    const ids = new Set([
      ...asBuyer.flatMap((order) => order.invoiceIds),
      ...wins.flatMap((lot) => [lot.hammerInvoiceId, lot.premiumInvoiceId].filter((id): id is string => !!id)),
    ]);
    const found = await Promise.all([...ids].map((id) => this.invoices.find(id)));
    return found.flatMap((invoice) => {
      if (!invoice) return [];
      const { businessName, businessNameAr } = invoice.seller;
      return [{ ...invoice, seller: { businessName, businessNameAr } }];
    });
  }
}
