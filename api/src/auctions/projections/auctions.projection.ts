/**
 * The `auctions` read model: one public view per auction (what lists, detail pages and the home page read).
 * The folded auction state, with maximums and bidder identities, lives beside it in `auction_books`, a
 * server-only collection the projection needs to compute the next view and the bidder's own view.
 *
 * Every accepted bid is its own document in `auction_bids` (server-only: it names the bidder), written once
 * and touched again only by a retraction. The book keeps the narrow state without its ladder of standing bids
 * and, beside it, the latest standing bids the view shows, so an event costs the same on the thousandth bid as on
 * the first: a hot lot's read model must not rewrite its whole history per bid. A retraction, rare, rebuilds the
 * ladder from the bid documents. Answered requests (idempotency) are the command side's business and are not kept.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { USER_FORGOTTEN, alreadyApplied, forgottenUserId, tracked } from '../../platform/projections/projection.js';
import type { Collection } from '../../platform/read-store/read-store.port.js';
import { AUCTION_EVENT_TYPES, type AuctionEvent } from '../domain/auction.events.js';
import { evolve } from '../domain/auction.evolve.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import { ladderOf, standingBids, type AcceptedBid, type AuctionState } from '../domain/auction.state.js';
import { acceptedBid } from '../domain/auction.bid-history.js';

export const AUCTIONS = 'auctions';
/** Never served as is: it holds maximums, the reserve and bidder ids. */
export const AUCTION_BOOKS = 'auction_books';
/** Never served as is: each accepted bid with its bidder. */
export const AUCTION_BIDS = 'auction_bids';
/** Standing bids kept in the book and shown in the view's `history` (the full history is in AUCTION_BIDS). */
export const RECENT_BIDS = 20;

export type AuctionDoc = PublicAuctionView & StreamTracked & { id: string; [key: string]: unknown };
/** `state` without its ladder (`ladder` is null) and `recent`, the latest RECENT_BIDS standing bids, oldest first. */
export type AuctionBookDoc = StreamTracked & {
  id: string;
  state: AuctionState;
  recent: AcceptedBid[];
  [key: string]: unknown;
};
export type AuctionBidDoc = AcceptedBid & { id: string; auctionId: string; [key: string]: unknown };

/** Sortable as text too: the sequence zero-padded. */
export const bidDocId = (auctionId: string, sequence: number) => `${auctionId}:${String(sequence).padStart(9, '0')}`;

export const toBidDoc = (auctionId: string, bid: AcceptedBid): AuctionBidDoc => ({
  id: bidDocId(auctionId, bid.sequence),
  auctionId,
  ...bid,
});

export const fromBidDoc = ({
  sequence,
  bidderId,
  paddle,
  amount,
  at,
  byProxy,
  retracted,
}: AuctionBidDoc): AcceptedBid => ({ sequence, bidderId, paddle, amount, at, byProxy, retracted });

/** Every bid of one auction (or of one bidder in it), oldest first. */
export async function auctionBids(
  bids: Collection<AuctionBidDoc>,
  auctionId: string,
  bidderId?: string,
): Promise<AcceptedBid[]> {
  const docs = await bids.find({
    filter: bidderId === undefined ? { auctionId } : { auctionId, bidderId },
    sort: [{ field: 'sequence', direction: 'asc' }],
  });
  return docs.map(fromBidDoc);
}

/** The lots of an erased artist keep their work and their bids, not the artist's name. */
async function eraseArtistName(views: Collection<AuctionDoc>, books: Collection<AuctionBookDoc>, artistId: string) {
  const erased = { artistName: '', artistNameAr: '' };
  for (const view of await views.find({ filter: { 'artwork.artistId': artistId } })) {
    await views.upsert({ ...view, artwork: { ...view.artwork!, ...erased } });
    const book = await books.get(view.id);
    if (book && book.state.status !== 'none' && book.state.terms.artwork) {
      const terms = { ...book.state.terms, artwork: { ...book.state.terms.artwork, ...erased } };
      await books.upsert({ ...book, state: { ...book.state, terms } });
    }
  }
}

export const auctionsProjection: Projection<AuctionEvent> = {
  name: 'auctions',
  // 3: bids are documents of their own; book and view keep only the latest; answered requests are not kept.
  // 4: the folded state counts its standing bids.
  // 5: an erased artist's name leaves the lots' catalogue entries.
  // 6: the book holds the narrow state (no bid list) and the latest standing bids beside it.
  version: 6,
  eventTypes: [...AUCTION_EVENT_TYPES, USER_FORGOTTEN],
  // Folds with `evolve`, which never changes a state in place, and writes new documents each time.
  immutableDocuments: true,
  collections: {
    [AUCTIONS]: {
      indexes: [{ fields: ['status'] }, { fields: ['endsAt'] }, { fields: ['startsAt'] }, { fields: ['saleId'] }],
    },
    [AUCTION_BOOKS]: {},
    [AUCTION_BIDS]: { indexes: [{ fields: ['auctionId', 'sequence'] }, { fields: ['auctionId', 'bidderId'] }] },
  },
  async apply(event, ctx) {
    const books = ctx.collection<AuctionBookDoc>(AUCTION_BOOKS);
    const views = ctx.collection<AuctionDoc>(AUCTIONS);
    const bids = ctx.collection<AuctionBidDoc>(AUCTION_BIDS);
    const forgotten = forgottenUserId(event);
    if (forgotten) return eraseArtistName(views, books, forgotten);
    const id = event.data.auctionId;
    let book = await books.get(id);
    // Two documents per event: a replay may find the book already moved on and the view not yet.
    if (!alreadyApplied(book, event)) {
      let state: AuctionState = book?.state ?? { status: 'none' };
      let recent = book?.recent ?? [];
      if (event.type === 'BidRetracted' && state.status !== 'none') {
        const all = await auctionBids(bids, id);
        const target = all.find((b) => b.sequence === event.data.sequence);
        state = evolve({ ...state, ladder: ladderOf(all) }, event);
        if (target && !target.retracted) {
          target.retracted = true;
          await bids.upsert(toBidDoc(id, target));
        }
        recent = standingBids(all).slice(-RECENT_BIDS);
      } else {
        state = evolve(state, event);
        if (event.type === 'BidPlaced') {
          const bid = acceptedBid(event);
          await bids.upsert(toBidDoc(id, bid));
          recent = [...recent, bid].slice(-RECENT_BIDS);
        }
      }
      if (state.status !== 'none') state = { ...state, ladder: null, requests: {} };
      book = { id, state, recent, ...tracked(event) };
      await books.upsert(book);
    }
    if (alreadyApplied(await views.get(id), event)) return;
    const view = publicView(book!.state, book!.recent ?? []);
    if (view) await views.upsert({ id, ...view, ...tracked(event) });
  },
};
