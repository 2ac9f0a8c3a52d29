/** Reads of the `invoices` and `sellerProfiles` read models. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import { INVOICES, type InvoiceDoc } from '../projections/invoices.projection.js';
import { SELLER_PROFILES, type SellerProfileDoc } from '../seller-profile/seller-profile.projection.js';

@Injectable()
export class InvoiceQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** The seller's own invoices, newest first. */
  listFor(sellerId: string): Promise<InvoiceDoc[]> {
    return this.reads.collection<InvoiceDoc>(INVOICES).find({
      filter: { sellerId },
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ],
    });
  }

  find(invoiceId: string): Promise<InvoiceDoc | null> {
    return this.reads.collection<InvoiceDoc>(INVOICES).get(invoiceId);
  }

  /** Someone else's invoice answers 404, as if it did not exist, so ids cannot be probed. */
  async getOwned(invoiceId: string, sellerId: string): Promise<InvoiceDoc> {
    const doc = await this.find(invoiceId);
    if (!doc || doc.sellerId !== sellerId) throw invoiceErrors.notFound();
    return doc;
  }

  sellerProfile(sellerId: string): Promise<SellerProfileDoc | null> {
    return this.reads.collection<SellerProfileDoc>(SELLER_PROFILES).get(sellerId);
  }
}
