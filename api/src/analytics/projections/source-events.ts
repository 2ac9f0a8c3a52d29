/**
 * The other contexts' events the analytics projection reads, by their stored type names (which never change once
 * stored) and only the fields it reads. Where a context publishes the type on its `index.ts` it is imported from
 * there; the rest are declared here as the narrow published shape analytics relies on, so no file inside another
 * context is imported (the dependency rule) and a field analytics does not read can change freely.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { AuctionClosed, AuctionScheduled } from '../../auctions/index.js';
import type { UserForgotten, UserRegistered } from '../../identity/index.js';
import { MAIL_EVENT_TYPES, type MailEvent } from '../../notifications/index.js';
import type { ArtworkViewsEvent } from '../domain/artwork-views.events.js';

type E<T extends string, D extends object> = DomainEvent<T, D>;

type ArtworkEvents =
  | E<'ArtworkCreated', { artworkId: string; artistId: string; createdBy: string; title: string; titleAr: string }>
  | E<'ArtworkEdited', { artworkId: string; changes: { title?: string; titleAr?: string } }>
  | E<'ArtworkPublished', { artworkId: string }>
  | E<'ArtworkWithdrawn', { artworkId: string; byModeration: boolean }>
  | E<'ArtworkFeatured', { artworkId: string }>
  | E<'ArtworkAvailabilityChanged', { artworkId: string; availability: string; previous: string }>;

type CommunityEvents =
  | E<'FavoriteAdded', { userId: string; artworkId: string }>
  | E<'FavoriteRemoved', { userId: string; artworkId: string }>
  | E<'ArtworkLiked', { userId: string; artworkId: string }>
  | E<'Followed', { userId: string; targetType: string; targetId: string }>
  | E<'Unfollowed', { userId: string; targetType: string; targetId: string }>
  | E<'CommentPosted', { commentId: string; artworkId: string; authorId: string }>
  | E<'CommentReported', { commentId: string }>
  | E<'DiscussionReported', { discussionId: string }>
  | E<
      'InquirySent',
      { inquiryId: string; askerId: string; artwork: { id: string } | null; gallery: { id: string } | null }
    >
  | E<'InquiryResponded', { inquiryId: string; responderId: string }>;

type AuctionEvents =
  AuctionScheduled | AuctionClosed | E<'BidPlaced', { auctionId: string; bidderId: string; amount: number }>;

type InvoiceEvents =
  | E<
      'InvoiceDrafted',
      {
        invoiceId: string;
        documentKind?: 'invoice' | 'creditNote' | 'debitNote';
        seller: { sellerId: string };
        amounts: { totalHalalas: number; vatHalalas: number; taxableHalalas: number };
      }
    >
  | E<'InvoiceIssued', { invoiceId: string }>;

/** A workshop's ticket tiers as its events carry them (the names are all analytics keeps). */
type TierNames = { ticketTiers?: Array<{ id: string; tierName: string; tierNameAr: string }> };

type WorkshopEvents =
  | E<'WorkshopCreated', { workshopId: string; organiserId: string; title: string; titleAr: string } & TierNames>
  | E<'WorkshopUpdated', { workshopId: string; title: string; titleAr: string } & TierNames>
  | E<'RegistrationPlaced', { registrationId: string; workshopId: string; userId: string; tierId: string }>
  // The amount in riyals with up to two decimals (the workshops context keeps no halalas).
  | E<'RegistrationPaid', { registrationId: string; workshopId: string; amount: number }>
  | E<'RegistrationCheckedIn', { registrationId: string; workshopId: string }>
  | E<'RegistrationCancelled', { registrationId: string; workshopId: string }>
  // A refund issued (the money went back), in riyals like the payment.
  | E<'RegistrationRefunded', { registrationId: string; workshopId: string; amount: number }>;

/** The orders context's offer and order events, the fields read (declared here: importing even its index's types
 * would close a cycle, orders → artworks → analytics). */
type OrderRefData = { orderId: string; artworkId: string; sellerId: string };
type OfferEvents =
  | E<'OfferMade', OrderRefData>
  | E<'OrderPlaced', OrderRefData & { source: 'offer' | 'buy_now' | 'commission' }>
  | E<'OrderPaid', { orderId: string }>
  | E<'OfferAccepted' | 'OfferDeclined' | 'OfferCountered' | 'OfferWithdrawn' | 'OfferExpired', { orderId: string }>;

type Tier = 0 | 1 | 2;
type TierChange = { userId: string; tierBefore: Tier; tierAfter: Tier };
type KycEvents =
  | E<'KycDocumentSubmitted', { userId: string; documentId: string }>
  | E<'KycDocumentApproved', { userId: string; documentId: string } & TierChange>
  | E<'KycDocumentRejected', { userId: string; documentId: string }>
  | E<'KycDocumentExpired', { userId: string; documentId: string } & TierChange>
  | E<'KycIdentityVerified', TierChange>;

type IdentityEvents =
  | UserRegistered
  | UserForgotten
  | E<'UserSignedIn', { userId: string }>
  | E<'ProfileUpdated', { userId: string; location: string | null }>
  | E<'RolesChosen', { userId: string; roles: string[] }>
  | E<'RolesChanged', { userId: string; roles: string[]; previousRoles: string[] }>;

export type AnalyticsSourceEvent =
  | MailEvent
  | ArtworkEvents
  | CommunityEvents
  | AuctionEvents
  | InvoiceEvents
  | WorkshopEvents
  | IdentityEvents
  | OfferEvents
  | KycEvents
  | ArtworkViewsEvent;

export const ANALYTICS_SOURCE_TYPES: AnalyticsSourceEvent['type'][] = [
  ...MAIL_EVENT_TYPES,
  'ArtworkCreated',
  'ArtworkEdited',
  'ArtworkPublished',
  'ArtworkWithdrawn',
  'ArtworkFeatured',
  'ArtworkAvailabilityChanged',
  'FavoriteAdded',
  'FavoriteRemoved',
  'ArtworkLiked',
  'Followed',
  'Unfollowed',
  'CommentPosted',
  'CommentReported',
  'DiscussionReported',
  'InquirySent',
  'InquiryResponded',
  'AuctionScheduled',
  'AuctionClosed',
  'BidPlaced',
  'InvoiceDrafted',
  'InvoiceIssued',
  'WorkshopCreated',
  'WorkshopUpdated',
  'RegistrationPlaced',
  'RegistrationPaid',
  'RegistrationCheckedIn',
  'RegistrationCancelled',
  'RegistrationRefunded',
  'UserRegistered',
  'UserSignedIn',
  'RolesChosen',
  'RolesChanged',
  'ProfileUpdated',
  'UserForgotten',
  'OfferMade',
  'OfferAccepted',
  'OfferDeclined',
  'OfferCountered',
  'OfferWithdrawn',
  'OfferExpired',
  'OrderPlaced',
  'OrderPaid',
  'KycDocumentSubmitted',
  'KycDocumentApproved',
  'KycDocumentRejected',
  'KycDocumentExpired',
  'KycIdentityVerified',
  'ArtworkViewsCounted',
  'ArtworkAudienceCounted',
];
