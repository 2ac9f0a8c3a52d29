/** A winner's own lots, from the `won_lots` read model: newest close first, money in SAR. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { WON_LOTS, type WonLotDoc } from '../projections/won-lots.projection.js';

/** A collector wins a few lots a season; this bounds the answer whatever happens. */
const LIMIT = 500;

export interface WonLot {
  auctionId: string;
  lotId: string;
  artworkId: string | null;
  title: string | null;
  titleAr: string | null;
  currency: 'SAR';
  hammer: number;
  buyersPremium: number;
  total: number;
  closedAt: string;
  /** The hammer price's invoice when the seller issued one, else the platform's premium invoice; null before either. */
  invoiceId: string | null;
  invoiceIds: string[];
}

const sar = (halalas: number | null) => (halalas ?? 0) / 100;

function toWonLot(doc: WonLotDoc): WonLot {
  const invoiceIds = [doc.hammerInvoiceId, doc.premiumInvoiceId].filter((id): id is string => id !== null);
  return {
    auctionId: doc.id,
    lotId: doc.lotId,
    artworkId: doc.artworkId,
    title: doc.title,
    titleAr: doc.titleAr,
    currency: 'SAR',
    hammer: sar(doc.hammer),
    buyersPremium: sar(doc.premium),
    total: sar(doc.total),
    closedAt: doc.closedAt!,
    invoiceId: invoiceIds[0] ?? null,
    invoiceIds,
  };
}

@Injectable()
export class WonLots {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  async of(userId: string): Promise<{ items: WonLot[]; total: number }> {
    const docs = await this.reads.collection<WonLotDoc>(WON_LOTS).find({
      filter: { winnerId: userId },
      sort: [{ field: 'closedAt', direction: 'desc' }],
      limit: LIMIT,
    });
    const items = docs.map(toWonLot);
    return { items, total: items.length };
  }
}
