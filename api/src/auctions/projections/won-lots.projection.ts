/**
 * The `won_lots` read model: one document per lot, created when it is scheduled (its catalogue entry), given a
 * winner when it closes sold, and the tax invoices issued for it (the invoicing context's `InvoiceDrafted`, whose
 * reference names the lot). A winner reads their own (`GET /api/auctions/won`); nothing here is public.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { USER_FORGOTTEN, alreadyApplied, forgottenUserId, tracked } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { AuctionClosed, AuctionScheduled } from '../domain/auction.events.js';

export const WON_LOTS = 'won_lots';
/** The invoicing context's reference on a lot's invoices (auction-invoicing.ts). */
const LOT_REFERENCE = /^auction-(.+)$/;
/** The platform's own invoice (buyer's premium) is issued by this seller of record; the hammer's by the seller. */
const PLATFORM_SELLER_ID = 'platform';

export interface WonLotDoc extends Doc, StreamTracked {
  id: string;
  lotId: string;
  artworkId: string | null;
  title: string | null;
  titleAr: string | null;
  /** Null until the lot closes sold. */
  winnerId: string | null;
  paddle: number | null;
  /** Halalas. */
  hammer: number | null;
  premium: number | null;
  total: number | null;
  closedAt: string | null;
  hammerInvoiceId: string | null;
  premiumInvoiceId: string | null;
}

/** The part of `InvoiceDrafted` this read model needs (the invoicing context's event, read by its type). */
type LotInvoiceDrafted = {
  type: 'InvoiceDrafted';
  data: {
    invoiceId: string;
    referenceNumber?: string | null;
    documentKind?: string;
    seller: { sellerId: string };
  };
};
type WonLotEvent = AuctionScheduled | AuctionClosed;

function scheduled({ data }: AuctionScheduled, event: StoredEvent): WonLotDoc {
  return {
    id: data.auctionId,
    lotId: data.lotId,
    artworkId: data.artwork?.artworkId ?? null,
    title: data.artwork?.title ?? null,
    titleAr: data.artwork?.titleAr ?? null,
    winnerId: null,
    paddle: null,
    hammer: null,
    premium: null,
    total: null,
    closedAt: null,
    hammerInvoiceId: null,
    premiumInvoiceId: null,
    ...tracked(event),
  };
}

function closed(doc: WonLotDoc, { data }: AuctionClosed, event: StoredEvent): WonLotDoc {
  if (data.outcome !== 'sold') return { ...doc, closedAt: data.at, ...tracked(event) };
  const { winnerId, paddle, hammer, premium, total, at } = data;
  return { ...doc, winnerId, paddle, hammer, premium, total, closedAt: at, ...tracked(event) };
}

export const wonLotsProjection: Projection = {
  name: 'won-lots',
  version: 1,
  eventTypes: ['AuctionScheduled', 'AuctionClosed', 'InvoiceDrafted', USER_FORGOTTEN],
  collections: { [WON_LOTS]: { indexes: [{ fields: ['winnerId', 'closedAt'] }] } },
  async apply(event, ctx) {
    const lots = ctx.collection<WonLotDoc>(WON_LOTS);
    const forgotten = forgottenUserId(event);
    if (forgotten) {
      // An erased person's wins leave their list (the lot's own stream and its invoices are kept).
      for (const doc of await lots.find({ filter: { winnerId: forgotten }, limit: 10_000 })) await lots.delete(doc.id);
      return;
    }
    if (event.type === 'InvoiceDrafted') {
      const { data } = event as unknown as LotInvoiceDrafted;
      // A credit or debit note correcting a lot's invoice is not the lot's invoice.
      if ((data.documentKind ?? 'invoice') !== 'invoice') return;
      const lotId = LOT_REFERENCE.exec(data.referenceNumber ?? '')?.[1];
      const doc = lotId ? await lots.get(lotId) : null;
      if (!doc) return;
      const field = data.seller.sellerId === PLATFORM_SELLER_ID ? 'premiumInvoiceId' : 'hammerInvoiceId';
      await lots.upsert({ ...doc, [field]: data.invoiceId });
      return;
    }
    const auctionEvent = event as unknown as WonLotEvent;
    const id = auctionEvent.data.auctionId;
    const doc = await lots.get(id);
    if (alreadyApplied(doc, event)) return;
    if (auctionEvent.type === 'AuctionScheduled') await lots.upsert(scheduled(auctionEvent, event));
    else if (doc) await lots.upsert(closed(doc, auctionEvent, event));
  },
};
