/**
 * Events of a commission request (`commission-<id>`): the collector posts and edits it; artists (or galleries
 * for their artists) bid, revise and withdraw; the collector accepts one bid (the others are declined in the same
 * append); milestones are submitted by the artist and approved by the collector; the request completes, is
 * cancelled, or closes when its deadline passes without an accepted bid. A moderator hides (and restores) an
 * abusive request or bid, with a reason. Once completed, the artist may turn the work into an artwork of its own,
 * and offer it to the collector at the accepted bid's amount (an order of the orders context).
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const COMMISSION_STATUSES = ['open', 'closed', 'in_progress', 'completed', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const VISIBILITIES = ['public', 'invited'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** In the order the work goes through them; each needs the collector's approval before the next. */
export const MILESTONES = ['sketch_approved', 'work_in_progress', 'completed'] as const;
export type Milestone = (typeof MILESTONES)[number];

export type Lang = 'en' | 'ar';

/** An upload of the image pipeline, as its read model names it. */
export interface ImageRef {
  id: string;
  url: string;
  thumbnailUrl: string;
}

export interface CommissionDetails {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  medium: string;
  style: string;
  dimensions: string;
  /** SAR in halalas (1 SAR = 100). */
  budgetMin: number;
  budgetMax: number;
  /** YYYY-MM-DD: no bid can be accepted after it. */
  deadline: string;
  referenceImages: ImageRef[];
  visibility: Visibility;
  /** Artist profile ids (or artists' account ids) who may bid on an invited-only request. */
  invitedArtistIds: string[];
}

export interface BidTerms {
  /** SAR in halalas. */
  amount: number;
  timelineDays: number;
  proposal: string;
  sketches: ImageRef[];
}

export type CommissionPosted = DomainEvent<
  'CommissionPosted',
  CommissionDetails & { commissionId: string; collectorId: string; collectorLang: Lang; postedAt: string }
>;
export type CommissionEdited = DomainEvent<'CommissionEdited', CommissionDetails & { commissionId: string }>;
export type BidPlaced = DomainEvent<
  'CommissionBidPlaced',
  BidTerms & {
    commissionId: string;
    bidId: string;
    /** The artist's profile (null for an artist without one yet: the bidder is the artist). */
    artistId: string | null;
    /** The account that bid: the artist, or the gallery bidding for it. */
    bidderId: string;
    bidderLang: Lang;
    placedAt: string;
  }
>;
export type BidRevised = DomainEvent<'CommissionBidRevised', BidTerms & { commissionId: string; bidId: string }>;
export type BidWithdrawn = DomainEvent<'CommissionBidWithdrawn', { commissionId: string; bidId: string }>;
export type BidAccepted = DomainEvent<
  'CommissionBidAccepted',
  { commissionId: string; bidId: string; bidderId: string; amount: number; acceptedAt: string }
>;
export type BidDeclined = DomainEvent<
  'CommissionBidDeclined',
  { commissionId: string; bidId: string; bidderId: string }
>;
export type MilestoneSubmitted = DomainEvent<
  'CommissionMilestoneSubmitted',
  { commissionId: string; milestone: Milestone; byId: string; note: string }
>;
export type MilestoneApproved = DomainEvent<
  'CommissionMilestoneApproved',
  { commissionId: string; milestone: Milestone; collectorId: string }
>;
export type CommissionCompleted = DomainEvent<'CommissionCompleted', { commissionId: string; completedAt: string }>;
export type CommissionCancelled = DomainEvent<
  'CommissionCancelled',
  { commissionId: string; byId: string; reason: string | null; stage: 'open' | 'in_progress' }
>;
export type CommissionClosed = DomainEvent<
  'CommissionClosed',
  { commissionId: string; reason: 'deadline_passed'; closedAt: string }
>;

/** A moderator hides an abusive request or bid (with the reason), or restores it; the log keeps both. */
export type CommissionHidden = DomainEvent<
  'CommissionHidden',
  { commissionId: string; moderatorId: string; reason: string; hiddenAt: string }
>;
export type CommissionRestored = DomainEvent<
  'CommissionRestored',
  { commissionId: string; moderatorId: string; reason: string }
>;
export type BidHidden = DomainEvent<
  'CommissionBidHidden',
  { commissionId: string; bidId: string; moderatorId: string; reason: string; hiddenAt: string }
>;
export type BidRestored = DomainEvent<
  'CommissionBidRestored',
  { commissionId: string; bidId: string; moderatorId: string; reason: string }
>;

/** The commissioned artist turned the delivered work into a draft artwork of its own (the artworks context). */
export type ArtworkCreatedFromCommission = DomainEvent<
  'CommissionArtworkCreated',
  { commissionId: string; artworkId: string; byId: string; createdAt: string }
>;

/** The artwork offered to the collector alone at the accepted bid's amount: the order (the orders context) that
 * reserves it for them and goes through the usual checkout. */
export type WorkOfferedForSale = DomainEvent<
  'CommissionWorkOfferedForSale',
  {
    commissionId: string;
    artworkId: string;
    orderId: string;
    collectorId: string;
    /** SAR in halalas: the accepted bid's amount. */
    amount: number;
    byId: string;
    offeredAt: string;
  }
>;

export type CommissionEvent =
  | CommissionPosted
  | CommissionEdited
  | BidPlaced
  | BidRevised
  | BidWithdrawn
  | BidAccepted
  | BidDeclined
  | MilestoneSubmitted
  | MilestoneApproved
  | CommissionCompleted
  | CommissionCancelled
  | CommissionClosed
  | CommissionHidden
  | CommissionRestored
  | BidHidden
  | BidRestored
  | ArtworkCreatedFromCommission
  | WorkOfferedForSale;

export const COMMISSION_EVENT_TYPES = eventTypesOf<CommissionEvent>()([
  'CommissionPosted',
  'CommissionEdited',
  'CommissionBidPlaced',
  'CommissionBidRevised',
  'CommissionBidWithdrawn',
  'CommissionBidAccepted',
  'CommissionBidDeclined',
  'CommissionMilestoneSubmitted',
  'CommissionMilestoneApproved',
  'CommissionCompleted',
  'CommissionCancelled',
  'CommissionClosed',
  'CommissionHidden',
  'CommissionRestored',
  'CommissionBidHidden',
  'CommissionBidRestored',
  'CommissionArtworkCreated',
  'CommissionWorkOfferedForSale',
]);

/** A bid thread (`commissionThread-<bidId>`): messages between the collector and the bidder, reports, hiding. */
export type ThreadEvent =
  | DomainEvent<
      'CommissionMessagePosted',
      {
        commissionId: string;
        bidId: string;
        messageId: string;
        authorId: string;
        body: string;
        attachments: ImageRef[];
        postedAt: string;
      }
    >
  | DomainEvent<
      'CommissionMessageReported',
      { commissionId: string; bidId: string; messageId: string; reporterId: string; reason: string }
    >
  | DomainEvent<
      'CommissionMessageHidden',
      { commissionId: string; bidId: string; messageId: string; moderatorId: string }
    >;

export const THREAD_EVENT_TYPES = eventTypesOf<ThreadEvent>()([
  'CommissionMessagePosted',
  'CommissionMessageReported',
  'CommissionMessageHidden',
]);
