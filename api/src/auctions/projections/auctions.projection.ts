/**
 * The `auctions` read model: one public view per auction (what lists, detail pages and the home page read).
 * The folded auction state, with maximums and bidder identities, lives beside it in `auction_books`, a
 * server-only collection the projection needs to compute the next view and the bidder's own view.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { AUCTION_EVENT_TYPES, type AuctionEvent } from '../domain/auction.events.js';
import { evolve } from '../domain/auction.evolve.js';
import { publicView, type PublicAuctionView } from '../domain/auction.public-view.js';
import type { AuctionState } from '../domain/auction.state.js';

export const AUCTIONS = 'auctions';
/** Never served as is: it holds maximums, the reserve and bidder ids. */
export const AUCTION_BOOKS = 'auction_books';

export type AuctionDoc = PublicAuctionView & StreamTracked & { id: string; [key: string]: unknown };
export type AuctionBookDoc = StreamTracked & { id: string; state: AuctionState; [key: string]: unknown };

export const auctionsProjection: Projection = {
  name: 'auctions',
  // 2: the book counts revisions and keeps answered requests; the view carries the public terms and artwork.
  version: 2,
  eventTypes: AUCTION_EVENT_TYPES,
  collections: {
    [AUCTIONS]: { indexes: [{ fields: ['status'] }, { fields: ['endsAt'] }, { fields: ['startsAt'] }, { fields: ['saleId'] }] },
    [AUCTION_BOOKS]: {},
  },
  async apply(stored: StoredEvent, ctx) {
    const books = ctx.collection<AuctionBookDoc>(AUCTION_BOOKS);
    const views = ctx.collection<AuctionDoc>(AUCTIONS);
    const event = stored as unknown as StoredEvent<AuctionEvent> & AuctionEvent;
    const id = event.data.auctionId;
    const book = await books.get(id);
    // Two documents per event: a replay may find the book already moved on and the view not yet.
    let state: AuctionState = book?.state ?? { status: 'none' };
    if (!alreadyApplied(book, stored)) {
      state = evolve(state, event);
      await books.upsert({ id, state, ...tracked(stored) });
    }
    if (alreadyApplied(await views.get(id), stored)) return;
    const view = publicView(state);
    if (view) await views.upsert({ id, ...view, ...tracked(stored) });
  },
};
