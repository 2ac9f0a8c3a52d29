/**
 * What the API answers for a request, a bid and a message. A request's bids are the collector's and staff's to
 * see in full; an artist sees its own bids; everyone else sees how many there are. A bid a moderator hid is
 * its bidder's and staff's only (the collector no longer sees it).
 */
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import type { CommissionSale } from '../../orders/index.js';
import type { BidDoc, CommissionDoc } from '../projections/commissions.projection.js';
import type { CommissionMessageDoc } from '../projections/commission-messages.projection.js';

export interface Names {
  users: Map<string, string>;
  artists: Map<string, { name: string; nameAr: string }>;
}

export interface Viewer {
  user: AccountAccess;
  /** The viewer's own artist profile, if any. */
  artistId: string | null;
}

const isStaff = (user: AccountAccess) => ['admin', 'moderator', 'auditor'].some((r) => user.roles.includes(r));

export function bidView(bid: BidDoc, names: Names) {
  const artist = bid.artistId ? names.artists.get(bid.artistId) : undefined;
  const bidderName = names.users.get(bid.bidderId) ?? '';
  return {
    id: bid.id,
    artistId: bid.artistId,
    bidderId: bid.bidderId,
    artistName: artist?.name || bidderName,
    artistNameAr: artist?.nameAr || artist?.name || bidderName,
    amount: bid.amount,
    timelineDays: bid.timelineDays,
    proposal: bid.proposal,
    sketches: bid.sketches,
    status: bid.status,
    placedAt: bid.placedAt,
    updatedAt: bid.updatedAt,
    hidden: bid.hidden ?? false,
    hiddenReason: bid.hiddenReason ?? null,
  };
}

/** The order selling the commissioned work to the collector, as the orders context reports it. */
export type SaleView = CommissionSale;

export function commissionView(doc: CommissionDoc, viewer: Viewer | null, names: Names, sale: SaleView | null = null) {
  const user = viewer?.user;
  const isCollector = !!user && user.userId === doc.collectorId;
  const staff = !!user && isStaff(user);
  const seesAll = isCollector || staff;
  const ownBid = (b: BidDoc) =>
    !!viewer && (b.bidderId === viewer.user.userId || (!!viewer.artistId && b.artistId === viewer.artistId));
  const bids = doc.bids.filter((b) => (seesAll && (!b.hidden || staff)) || ownBid(b));
  return {
    id: doc.id,
    title: doc.title,
    titleAr: doc.titleAr,
    description: doc.description,
    descriptionAr: doc.descriptionAr,
    category: doc.category,
    medium: doc.medium,
    style: doc.style,
    dimensions: doc.dimensions,
    budgetMin: doc.budgetMin,
    budgetMax: doc.budgetMax,
    currency: 'SAR',
    deadline: doc.deadline,
    referenceImages: doc.referenceImages,
    visibility: doc.visibility,
    invitedArtistIds: seesAll ? doc.invitedArtistIds : [],
    status: doc.status,
    collectorId: doc.collectorId,
    collectorName: (names.users.get(doc.collectorId) ?? '').split(' ')[0] ?? '',
    bidCount: doc.bidCount,
    bids: bids.map((b) => bidView(b, names)),
    acceptedBidId: doc.acceptedBidId,
    milestones: doc.milestones,
    cancelReason: doc.cancelReason,
    // Only its collector and staff ever see a hidden request (the queries refuse everyone else).
    hidden: doc.hidden ?? false,
    hiddenReason: doc.hiddenReason ?? null,
    artworkId: doc.artworkId ?? null,
    // The order is its two parties' and staff's (the queries pass it only to them).
    sale,
    postedAt: doc.postedAt,
    updatedAt: doc.updatedAt,
    viewer: {
      isCollector,
      isCommissionedArtist: !!user && doc.bids.some((b) => b.id === doc.acceptedBidId && b.bidderId === user.userId),
      hasBid: doc.bids.some((b) => ownBid(b) && (b.status === 'active' || b.status === 'accepted')),
    },
  };
}

export function messageView(m: CommissionMessageDoc, authorName: string) {
  return {
    id: m.id,
    bidId: m.bidId,
    authorId: m.authorId,
    authorName,
    body: m.hidden ? '' : m.body,
    attachments: m.hidden ? [] : m.attachments,
    hidden: m.hidden,
    reported: m.reported,
    postedAt: m.postedAt,
  };
}
