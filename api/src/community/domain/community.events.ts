/**
 * The community context's events: favourites, follows and likes (one stream per person), comments and
 * discussions with their moderation (one stream each), and inquiries (one stream each).
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type FollowTarget = 'artist' | 'gallery';

export type FavoriteAdded = DomainEvent<'FavoriteAdded', { userId: string; favoriteId: string; artworkId: string }>;
export type FavoriteRemoved = DomainEvent<'FavoriteRemoved', { userId: string; favoriteId: string; artworkId: string }>;
export type FavoriteEvent = FavoriteAdded | FavoriteRemoved;

export type Followed = DomainEvent<'Followed', { userId: string; targetType: FollowTarget; targetId: string }>;
export type Unfollowed = DomainEvent<'Unfollowed', { userId: string; targetType: FollowTarget; targetId: string }>;
export type FollowEvent = Followed | Unfollowed;

export type ArtworkLiked = DomainEvent<'ArtworkLiked', { userId: string; artworkId: string }>;
export type ArtworkUnliked = DomainEvent<'ArtworkUnliked', { userId: string; artworkId: string }>;
export type LikeEvent = ArtworkLiked | ArtworkUnliked;

/** Moderation facts shared by comments and discussions (`subjectId` is the comment or discussion id). */
export interface ReportData {
  reporterId: string;
  reason: string;
}
export interface ModerationData {
  moderatorId: string;
  reason: string | null;
}

export type CommentPosted = DomainEvent<
  'CommentPosted',
  { commentId: string; artworkId: string; authorId: string; body: string }
>;
export type CommentReported = DomainEvent<'CommentReported', { commentId: string } & ReportData>;
export type CommentHidden = DomainEvent<'CommentHidden', { commentId: string } & ModerationData>;
export type CommentRestored = DomainEvent<'CommentRestored', { commentId: string } & ModerationData>;
export type CommentEvent = CommentPosted | CommentReported | CommentHidden | CommentRestored;

export type DiscussionStarted = DomainEvent<
  'DiscussionStarted',
  { discussionId: string; authorId: string; title: string; body: string }
>;
export type DiscussionReplyPosted = DomainEvent<
  'DiscussionReplyPosted',
  { discussionId: string; replyId: string; authorId: string; body: string }
>;
export type DiscussionReported = DomainEvent<'DiscussionReported', { discussionId: string } & ReportData>;
export type DiscussionHidden = DomainEvent<'DiscussionHidden', { discussionId: string } & ModerationData>;
export type DiscussionRestored = DomainEvent<'DiscussionRestored', { discussionId: string } & ModerationData>;
/** One reply is reported, hidden or restored on its own; the reply stays on its discussion's stream. */
type ReplyRef = { discussionId: string; replyId: string };
export type DiscussionReplyReported = DomainEvent<'DiscussionReplyReported', ReplyRef & ReportData>;
export type DiscussionReplyHidden = DomainEvent<'DiscussionReplyHidden', ReplyRef & ModerationData>;
export type DiscussionReplyRestored = DomainEvent<'DiscussionReplyRestored', ReplyRef & ModerationData>;
export type DiscussionEvent =
  | DiscussionStarted
  | DiscussionReplyPosted
  | DiscussionReported
  | DiscussionHidden
  | DiscussionRestored
  | DiscussionReplyReported
  | DiscussionReplyHidden
  | DiscussionReplyRestored;

export type InquiryKind = 'artwork' | 'gallery';
export type InquiryType = 'general' | 'artwork' | 'exhibition' | 'press' | 'partnership';
export const INQUIRY_TYPES: readonly InquiryType[] = ['general', 'artwork', 'exhibition', 'press', 'partnership'];

/** What the inquiry was about, copied when it was sent (later edits of the work do not rewrite it). */
export interface ArtworkSnapshot {
  id: string;
  title: string;
  titleAr: string;
  images: unknown[];
  artist: { name: string; nameAr: string };
}
export interface GallerySnapshot {
  id: string;
  name: string;
  nameAr: string;
}

export interface InquirySentData {
  inquiryId: string;
  kind: InquiryKind;
  askerId: string;
  /** Who may answer: the artwork's artist and gallery, or the gallery. */
  ownerIds: string[];
  artwork: ArtworkSnapshot | null;
  gallery: GallerySnapshot | null;
  name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  inquiryType: InquiryType | null;
  message: string;
}
export type InquirySent = DomainEvent<'InquirySent', InquirySentData>;
export type InquiryResponded = DomainEvent<
  'InquiryResponded',
  { inquiryId: string; responderId: string; response: string }
>;
export type InquiryClosed = DomainEvent<'InquiryClosed', { inquiryId: string; closedBy: string }>;
export type InquiryEvent = InquirySent | InquiryResponded | InquiryClosed;

export const FAVORITE_EVENT_TYPES = eventTypesOf<FavoriteEvent>()(['FavoriteAdded', 'FavoriteRemoved']);
export const FOLLOW_EVENT_TYPES = eventTypesOf<FollowEvent>()(['Followed', 'Unfollowed']);
export const LIKE_EVENT_TYPES = eventTypesOf<LikeEvent>()(['ArtworkLiked', 'ArtworkUnliked']);
export const COMMENT_EVENT_TYPES = eventTypesOf<CommentEvent>()([
  'CommentPosted',
  'CommentReported',
  'CommentHidden',
  'CommentRestored',
]);
export const DISCUSSION_EVENT_TYPES = eventTypesOf<DiscussionEvent>()([
  'DiscussionStarted',
  'DiscussionReplyPosted',
  'DiscussionReported',
  'DiscussionHidden',
  'DiscussionRestored',
  'DiscussionReplyReported',
  'DiscussionReplyHidden',
  'DiscussionReplyRestored',
]);
export const INQUIRY_EVENT_TYPES = eventTypesOf<InquiryEvent>()(['InquirySent', 'InquiryResponded', 'InquiryClosed']);
