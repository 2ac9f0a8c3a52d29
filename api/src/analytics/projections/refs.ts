/** What the projection remembers between events, in `analytics_refs`: plain set-style documents (replay-safe). */
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import { ANALYTICS_REFS } from './buckets.js';

/** An artwork's seller account and artist profile: favourites, views and inquiries name only the artwork. */
export interface ArtworkRef extends Doc {
  sellerId: string;
  artistId: string;
  /** For the top-works lists (analytics reads no other context's read model). */
  title: string;
  titleAr: string;
}

/** An order's work and how it started (an offer's later events name only the order). */
export interface OrderRef extends Doc {
  artworkId: string;
  /** The selling profile (the work's gallery, else its artist), for a work the projection has not seen. */
  sellerId: string;
  source: 'offer' | 'buy_now' | 'commission';
}

/** A signed-in person's city and interface language as their profile states them (removed when forgotten). */
export interface PersonRef extends Doc {
  city: string | null;
  language: string | null;
}

export interface InquiryRef extends Doc {
  dims: string[];
  sentAt: string;
  answered: boolean;
}

export interface AuctionRef extends Doc {
  sellerId: string;
  artworkId: string | null;
  startingBid: number;
  bidders: string[];
}

export interface InvoiceRef extends Doc {
  sellerId: string;
  kind: 'invoice' | 'creditNote' | 'debitNote';
  total: number;
  vat: number;
  taxable: number;
  issued: boolean;
}

export interface TierName {
  id: string;
  name: string;
  nameAr: string;
}

export interface WorkshopRef extends Doc {
  organiserId: string;
  title: string;
  titleAr: string;
  /** Its ticket tiers' names, for the organiser's revenue by tier (absent on refs kept before version 3). */
  tiers?: TierName[];
}

/** The tier names a workshop event carries. */
export const tierNames = (tiers: Array<{ id: string; tierName: string; tierNameAr: string }> | undefined) =>
  (tiers ?? []).map((t): TierName => ({ id: t.id, name: t.tierName, nameAr: t.tierNameAr }));

export interface RegistrationRef extends Doc {
  workshopId: string;
  organiserId: string | null;
  userId: string;
  tierId: string;
}

export const refs = (ctx: ProjectionContext) => ctx.collection<Doc>(ANALYTICS_REFS);

export async function ref<T extends Doc>(ctx: ProjectionContext, id: string): Promise<T | null> {
  return (await refs(ctx).get(id)) as T | null;
}

export async function keep<T extends Doc>(ctx: ProjectionContext, doc: T): Promise<void> {
  await refs(ctx).upsert(doc);
}

/** The refs an event's ids name, by the field carrying the id (a person's under their user id). */
const REF_FIELDS: Array<[field: string, prefix: string]> = [
  ['artworkId', 'artwork'],
  ['orderId', 'order'],
  ['auctionId', 'auction'],
  ['invoiceId', 'invoice'],
  ['inquiryId', 'inquiry'],
  ['workshopId', 'workshop'],
  ['registrationId', 'registration'],
  ['userId', 'person'],
  ['askerId', 'person'],
];

/**
 * Reads the refs a page's events name in one round trip, before they are applied (Projection.prefetch): the
 * handlers then find them in the page's cache. Refs an event of the page creates are simply not found yet.
 */
export async function prefetchRefs(
  events: ReadonlyArray<{ data: Record<string, unknown> }>,
  ctx: ProjectionContext,
): Promise<void> {
  const ids = new Set<string>();
  for (const { data } of events) {
    for (const [field, prefix] of REF_FIELDS) if (typeof data[field] === 'string') ids.add(`${prefix}:${data[field]}`);
    const artwork = data.artwork as { id?: unknown } | null | undefined;
    if (typeof artwork?.id === 'string') ids.add(`artwork:${artwork.id}`);
  }
  if (ids.size > 0) await refs(ctx).getMany([...ids]);
}

/** The dimensions an artwork's figures go to: its seller, the seller's figures for that artist, and itself. */
export function artworkDims(artwork: ArtworkRef | null, artworkId: string) {
  if (!artwork) return [] as Array<[string, string | null]>;
  const seller = `seller:${artwork.sellerId}`;
  return [
    [seller, null],
    [`sellerArtist:${artwork.sellerId}:${artwork.artistId}`, seller],
    [`artwork:${artworkId}`, seller],
  ] as Array<[string, string | null]>;
}
