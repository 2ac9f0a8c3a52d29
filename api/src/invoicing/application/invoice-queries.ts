/**
 * Reads of the `invoices` and `sellerProfiles` read models. Every read of an invoice goes through here: the
 * buyer's identity number and address are sealed in the read store with their year key and opened here, a page
 * at a time (projections/buyer-seal.ts); once that year's retention ended they read back as null.
 */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { invoiceErrors } from '../domain/invoice.errors.js';
import { INVOICES, type InvoiceDoc, type StoredInvoiceDoc } from '../projections/invoices.projection.js';
import { openBuyers } from '../projections/buyer-seal.js';
import { SELLER_PROFILES, type SellerProfileDoc } from '../seller-profile/seller-profile.projection.js';

@Injectable()
export class InvoiceQueries {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly vault: PersonalDataVault,
  ) {}

  /** The seller's own invoices, newest first. */
  listFor(sellerId: string): Promise<InvoiceDoc[]> {
    return this.page({
      filter: { sellerId },
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ],
    });
  }

  /** Any selection of invoices (the back-office's list and export), opened. */
  async page(options: FindOptions): Promise<InvoiceDoc[]> {
    return this.open(await this.invoices().find(options));
  }

  count(options: Pick<FindOptions, 'filter' | 'text'>): Promise<number> {
    return this.invoices().count(options);
  }

  async find(invoiceId: string): Promise<InvoiceDoc | null> {
    const doc = await this.invoices().get(invoiceId);
    return doc ? (await this.open([doc]))[0]! : null;
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

  private invoices() {
    return this.reads.collection<StoredInvoiceDoc>(INVOICES);
  }

  private async open(docs: StoredInvoiceDoc[]): Promise<InvoiceDoc[]> {
    const opened = await openBuyers(
      this.vault,
      docs.map((doc) => doc.buyer),
    );
    return docs.map((doc, i) => ({ ...doc, buyer: opened[i]!.buyer, buyerDetailsRemoved: opened[i]!.removed }));
  }
}
