/**
 * The `commissions` read model: one document per request with its bids (a request holds a handful, each
 * bounded by one per artist), milestones and outcome; `bidderIds` and `artistIds` let "my commissions" find an
 * artist's bids by index. Rebuildable from the `commission-<id>` streams.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { BidStatus } from '../domain/commission.decider.js';
import { COMMISSION_EVENT_TYPES } from '../domain/commission.events.js';
import type { BidTerms, CommissionDetails, CommissionEvent, CommissionStatus } from '../domain/commission.events.js';
import type { Lang, Milestone } from '../domain/commission.events.js';

export const COMMISSIONS = 'commissions';

export interface BidDoc extends BidTerms {
  id: string;
  artistId: string | null;
  bidderId: string;
  bidderLang: Lang;
  status: BidStatus;
  placedAt: string;
  updatedAt: string;
  /** Hidden by a moderator: only its bidder and staff still see it. */
  hidden: boolean;
  hiddenReason: string | null;
}

export interface MilestoneEntry {
  milestone: Milestone;
  note: string;
  submittedAt: string;
  approvedAt: string | null;
}

export interface CommissionDoc extends Doc, StreamTracked, CommissionDetails {
  collectorId: string;
  collectorLang: Lang;
  status: CommissionStatus;
  bids: BidDoc[];
  bidCount: number;
  bidderIds: string[];
  artistIds: string[];
  acceptedBidId: string | null;
  milestones: MilestoneEntry[];
  cancelledBy: string | null;
  cancelReason: string | null;
  postedAt: string;
  updatedAt: string;
  closedAt: string | null;
  completedAt: string | null;
  /** Hidden by a moderator: out of the public list and detail; only its collector and staff still see it. */
  hidden: boolean;
  hiddenReason: string | null;
  hiddenBy: string | null;
  hiddenAt: string | null;
  /** The draft artwork the commissioned artist made of the delivered work. */
  artworkId: string | null;
  /** The work offered to the collector: the order (orders context) selling it at the accepted bid's amount. */
  sale: { orderId: string; amount: number; offeredAt: string } | null;
}

const withBids = (doc: CommissionDoc, bids: BidDoc[]): CommissionDoc => ({
  ...doc,
  bids,
  bidCount: bids.filter((b) => !b.hidden && (b.status === 'active' || b.status === 'accepted')).length,
  bidderIds: [...new Set(bids.map((b) => b.bidderId))],
  artistIds: [...new Set(bids.flatMap((b) => (b.artistId ? [b.artistId] : [])))],
});

function next(doc: CommissionDoc, event: CommissionEvent, at: string): CommissionDoc | null {
  const bid = (id: string, change: Partial<BidDoc>) =>
    withBids(
      doc,
      doc.bids.map((b) => (b.id === id ? { ...b, ...change, updatedAt: at } : b)),
    );
  switch (event.type) {
    case 'CommissionPosted':
      return null;
    case 'CommissionEdited': {
      const { commissionId: _c, ...details } = event.data;
      return { ...doc, ...details };
    }
    case 'CommissionBidPlaced': {
      const { commissionId: _c, bidId, placedAt, ...rest } = event.data;
      const placed: BidDoc = {
        id: bidId,
        ...rest,
        status: 'active',
        placedAt,
        updatedAt: placedAt,
        hidden: false,
        hiddenReason: null,
      };
      return withBids(doc, [...doc.bids, placed]);
    }
    case 'CommissionBidRevised': {
      const { commissionId: _c, bidId, ...terms } = event.data;
      return bid(bidId, terms);
    }
    case 'CommissionBidWithdrawn':
      return bid(event.data.bidId, { status: 'withdrawn' });
    case 'CommissionBidDeclined':
      return bid(event.data.bidId, { status: 'declined' });
    case 'CommissionBidAccepted':
      return {
        ...bid(event.data.bidId, { status: 'accepted' }),
        status: 'in_progress',
        acceptedBidId: event.data.bidId,
      };
    case 'CommissionMilestoneSubmitted': {
      const { milestone, note } = event.data;
      const entry = { milestone, note, submittedAt: at, approvedAt: null };
      return { ...doc, milestones: [...doc.milestones.filter((m) => m.milestone !== milestone), entry] };
    }
    case 'CommissionMilestoneApproved':
      return {
        ...doc,
        milestones: doc.milestones.map((m) => (m.milestone === event.data.milestone ? { ...m, approvedAt: at } : m)),
      };
    case 'CommissionCompleted':
      return { ...doc, status: 'completed', completedAt: event.data.completedAt };
    case 'CommissionCancelled':
      return { ...doc, status: 'cancelled', cancelledBy: event.data.byId, cancelReason: event.data.reason };
    case 'CommissionClosed':
      return { ...doc, status: 'closed', closedAt: event.data.closedAt };
    case 'CommissionHidden': {
      const { moderatorId, reason, hiddenAt } = event.data;
      return { ...doc, hidden: true, hiddenReason: reason, hiddenBy: moderatorId, hiddenAt };
    }
    case 'CommissionRestored':
      return { ...doc, hidden: false, hiddenReason: null, hiddenBy: null, hiddenAt: null };
    case 'CommissionBidHidden':
      return bid(event.data.bidId, { hidden: true, hiddenReason: event.data.reason });
    case 'CommissionBidRestored':
      return bid(event.data.bidId, { hidden: false, hiddenReason: null });
    case 'CommissionArtworkCreated':
      return { ...doc, artworkId: event.data.artworkId };
    case 'CommissionWorkOfferedForSale': {
      const { orderId, amount, offeredAt } = event.data;
      return { ...doc, sale: { orderId, amount, offeredAt } };
    }
  }
}

export const commissionsProjection: Projection<CommissionEvent> = {
  name: 'commissions',
  // 2: requests and bids carry `hidden` (moderation), requests their `artworkId`; 3: and their `sale`.
  version: 3,
  eventTypes: COMMISSION_EVENT_TYPES,
  collections: {
    [COMMISSIONS]: {
      textFields: ['title', 'titleAr', 'description', 'descriptionAr', 'medium', 'style'],
      indexes: [
        { fields: ['status', 'visibility', 'deadline'] },
        { fields: ['hidden'] },
        { fields: ['collectorId'] },
        { fields: ['category'] },
        { fields: ['medium'] },
        { fields: ['bidderIds'] },
        { fields: ['artistIds'] },
      ],
    },
  },
  async apply(event, ctx) {
    const commissions = ctx.collection<CommissionDoc>(COMMISSIONS);
    const doc = await commissions.get(event.data.commissionId);
    if (alreadyApplied(doc, event)) return;
    const at = event.metadata.occurredAt;
    if (event.type === 'CommissionPosted') {
      const { commissionId, postedAt, ...rest } = event.data;
      await commissions.upsert({
        id: commissionId,
        ...rest,
        status: 'open',
        bids: [],
        bidCount: 0,
        bidderIds: [],
        artistIds: [],
        acceptedBidId: null,
        milestones: [],
        cancelledBy: null,
        cancelReason: null,
        postedAt,
        updatedAt: postedAt,
        closedAt: null,
        completedAt: null,
        hidden: false,
        hiddenReason: null,
        hiddenBy: null,
        hiddenAt: null,
        artworkId: null,
        sale: null,
        ...tracked(event),
      });
      return;
    }
    if (!doc) return;
    const changed = next(doc, event, at);
    if (changed) await commissions.upsert({ ...changed, updatedAt: at, ...tracked(event) });
  },
};
