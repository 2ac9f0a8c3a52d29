/**
 * Tax invoices for sold auction lots, issued automatically from the auctions context's AuctionClosed event
 * (outcome `sold`), through the `zatca`/`invoice-auction-lot` job (job id from the event id: once per close).
 *
 * What is issued (both simplified, B2C: the winner is a person and gives no VAT number when bidding):
 * - the platform's invoice to the winner for the buyer's premium (its own fee), always; seller of record: the
 *   platform, under the name, VAT number and CR the platform settings hold at the close (platformSeller);
 * - the seller's invoice to the winner for the hammer price, when the seller of record (the consignor gallery
 *   if any, else the seller) has a VAT-registered seller profile. A seller who is not VAT-registered issues no
 *   tax invoice (nothing is issued in their name).
 * Hammer and premium are treated as VAT-exclusive: VAT at the invoice rate is added on top. Both invoices are
 * drafted and issued at once, then signed and reported like any other. Ids derive from the auction, so a
 * re-run job finds them already there.
 */
import { Injectable } from '@nestjs/common';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { AuctionResults } from '../../auctions/index.js';
import { SettingsQueries } from '../../settings/index.js';
import type { InvoiceBuyerSnapshot, InvoiceSellerSnapshot } from '../domain/invoice.events.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { InvoiceIssuer } from '../application/invoice-issuer.js';
import { derivedUuid } from '../application/ids.js';
import { VAT_RATE } from '../domain/invoice.rules.js';
import { computeInvoiceAmounts } from '../domain/invoice.amounts.js';
import './auction-invoice-jobs.js';

/** The marketplace as a seller of record for its own fees, as shipped (its address is not a setting). */
export const PLATFORM_SELLER: InvoiceSellerSnapshot = {
  sellerId: 'platform',
  businessName: 'Gulf Art Marketplace',
  businessNameAr: 'سوق الفن الخليجي',
  vatNumber: '310000000000003',
  crNumber: '1010000001',
  address: {
    street: 'Prince Sultan Road',
    buildingNumber: '7100',
    postalCode: '12331',
    district: 'Al Rawdah',
    city: 'Riyadh',
    countryCode: 'SA',
  },
};

/** The platform as seller of record now: the settings' names, VAT number and CR over the shipped identity. */
export async function platformSeller(settings: SettingsQueries): Promise<InvoiceSellerSnapshot> {
  const { values } = await settings.platform();
  return {
    ...PLATFORM_SELLER,
    businessName: values.platformName,
    businessNameAr: values.platformNameAr,
    vatNumber: values.vatNumber,
    crNumber: values.commercialRegistration,
  };
}

/** What a sold lot's tax invoices charge its winner, by part (halalas), and the invoices' ids: the orders
 * context fixes the auction order's price from this, so the order and the invoices agree to the halala. */
export interface LotTaxes {
  hammerVatHalalas: number;
  premiumVatHalalas: number;
  /** The seller's invoice for the hammer (null when the seller of record is not VAT-registered). */
  hammerInvoiceId: string | null;
  /** The platform's invoice for the premium (null when the lot carries no premium). */
  premiumInvoiceId: string | null;
}

const vatOn = (halalas: number) =>
  computeInvoiceAmounts(
    [{ descriptionEn: '', descriptionAr: '', quantity: 1, unitPriceHalalas: halalas, vatCategory: 'S' }],
    0,
    0,
    VAT_RATE,
  ).vatHalalas;

const NO_ADDRESS = { street: '', buildingNumber: '', postalCode: '', district: '', city: '', countryCode: '' };

@Injectable()
export class AuctionInvoicing {
  constructor(
    private readonly auctions: AuctionResults,
    private readonly queries: InvoiceQueries,
    private readonly issuer: InvoiceIssuer,
    private readonly settings: SettingsQueries,
  ) {}

  /** The VAT the lot's invoices charge (or will, once the close's job ran), by the same rule invoiceLot applies. */
  async lotTaxes(auctionId: string): Promise<LotTaxes | null> {
    const lot = await this.auctions.closedLot(auctionId);
    if (!lot || lot.closed.outcome !== 'sold') return null;
    const { terms, closed } = lot;
    const registered = (await this.queries.sellerProfile(terms.consignorId ?? terms.sellerId)) !== null;
    return {
      hammerVatHalalas: registered ? vatOn(closed.hammer) : 0,
      premiumVatHalalas: closed.premium > 0 ? vatOn(closed.premium) : 0,
      hammerInvoiceId: registered ? derivedUuid('auction-hammer', auctionId) : null,
      premiumInvoiceId: closed.premium > 0 ? derivedUuid('auction-premium', auctionId) : null,
    };
  }

  async invoiceLot(auctionId: string, now = new Date()): Promise<JobResult> {
    const lot = await this.auctions.closedLot(auctionId);
    if (!lot) return JobResults.permanentFailure(`auction ${auctionId} is not closed`);
    const { terms, closed } = lot;
    if (closed.outcome !== 'sold')
      return JobResults.skipped(`auction ${auctionId} closed without a sale (${closed.outcome})`);
    const buyer = {
      name: `Bidder ${closed.paddle} / المزايد ${closed.paddle}`,
      vatNumber: null,
      idScheme: null,
      id: null,
      address: NO_ADDRESS,
    };
    const issued: string[] = [];

    if (closed.premium > 0) {
      const id = derivedUuid('auction-premium', auctionId);
      await this.draftAndIssue(
        id,
        await platformSeller(this.settings),
        buyer,
        closed.premium,
        `Buyer's premium, auction lot ${terms.lotId}`,
        `عمولة المشتري، قطعة المزاد ${terms.lotId}`,
        auctionId,
        now,
      );
      issued.push(id);
    }
    const sellerOfRecord = terms.consignorId ?? terms.sellerId;
    const profile = await this.queries.sellerProfile(sellerOfRecord);
    if (profile) {
      const id = derivedUuid('auction-hammer', auctionId);
      const { businessName, businessNameAr, vatNumber, crNumber, address } = profile;
      await this.draftAndIssue(
        id,
        { sellerId: sellerOfRecord, businessName, businessNameAr, vatNumber, crNumber, address },
        buyer,
        closed.hammer,
        `Auction lot ${terms.lotId} (hammer price)`,
        `قطعة المزاد ${terms.lotId} (سعر المطرقة)`,
        auctionId,
        now,
      );
      issued.push(id);
    }
    return JobResults.success({ auctionId, invoices: issued, sellerInvoiced: Boolean(profile) });
  }

  private async draftAndIssue(
    invoiceId: string,
    seller: InvoiceSellerSnapshot,
    buyer: InvoiceBuyerSnapshot,
    halalas: number,
    descriptionEn: string,
    descriptionAr: string,
    auctionId: string,
    now: Date,
  ): Promise<void> {
    await this.issuer.draftAndIssue(
      {
        invoiceId,
        invoiceType: 'simplified',
        seller,
        buyer,
        lines: [{ descriptionEn, descriptionAr, quantity: 1, unitPriceHalalas: halalas, vatCategory: 'S' }],
        shippingHalalas: 0,
        paymentMethod: 'none',
        supplyDate: now.toISOString().slice(0, 10),
        referenceNumber: `auction-${auctionId}`,
      },
      now,
    );
  }
}
