/** Reads of the community read models (never the event store). */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Collection, Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { USERS, type UserDoc } from '../../identity/index.js';
import type { FollowTarget } from '../domain/community.events.js';
import { FAVORITES, FOLLOWS, FOLLOWER_COUNTS, LIKES, LIKE_COUNTS } from '../projections/reactions.projections.js';
import { favoriteKey, followKey, targetKey } from '../projections/reactions.projections.js';
import type { FavoriteDoc, FollowDoc, FollowerCountDoc, LikeDoc } from '../projections/reactions.projections.js';
import type { LikeCountDoc } from '../projections/reactions.projections.js';
import { COMMENTS, DISCUSSIONS, DISCUSSION_REPLIES } from '../projections/posts.projections.js';
import type { CommentDoc, DiscussionDoc, ReplyDoc } from '../projections/posts.projections.js';
import { INQUIRIES, type InquiryDoc } from '../projections/inquiries.projection.js';
import { CatalogReads } from './catalog-reads.js';
import { profileViewsOf } from '../../profiles/index.js';
import { inquiryView, publicArtwork, publicComment, publicDiscussion, publicReply } from './community-views.js';

/** Replies a thread's answer carries; the rest come page by page from GET /api/discussions/{id}/replies. */
const THREAD_PAGE = 100;

export interface Page {
  page: number;
  pageSize: number;
}
const DEFAULT_PAGE: Page = { page: 1, pageSize: 24 };
const offsetOf = (p: Page) => ({ offset: (p.page - 1) * p.pageSize, limit: p.pageSize });

@Injectable()
export class CommunityQueries {
  constructor(
    @Inject(READ_STORE) readonly reads: ReadStore,
    private readonly catalog: CatalogReads,
  ) {}

  col<T extends Doc>(name: string): Collection<T> {
    return this.reads.collection<T>(name);
  }

  async favorites(userId: string) {
    const docs = await this.col<FavoriteDoc>(FAVORITES).find({
      filter: { userId, active: true },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      limit: 1000,
    });
    const artworks = await this.catalog.publishedArtworks(docs.map((d) => d.artworkId));
    return docs.filter((d) => artworks.has(d.artworkId)).map((d) => favoriteView(d, artworks.get(d.artworkId)!));
  }

  async favorite(userId: string, artworkId: string) {
    const doc = await this.col<FavoriteDoc>(FAVORITES).get(favoriteKey(userId, artworkId));
    if (!doc?.active) return null;
    return favoriteView(doc, await this.catalog.artwork(artworkId));
  }

  async isFavorite(userId: string, artworkId: string): Promise<boolean> {
    return (await this.col<FavoriteDoc>(FAVORITES).get(favoriteKey(userId, artworkId)))?.active === true;
  }

  async following(userId: string) {
    const docs = await this.col<FollowDoc>(FOLLOWS).find({
      filter: { userId, active: true },
      sort: [{ field: 'since', direction: 'desc' }],
      limit: 5000,
    });
    return {
      artists: docs.filter((d) => d.targetType === 'artist').map((d) => d.targetId),
      galleries: docs.filter((d) => d.targetType === 'gallery').map((d) => d.targetId),
    };
  }

  async isFollowing(userId: string, type: FollowTarget, id: string): Promise<boolean> {
    return (await this.col<FollowDoc>(FOLLOWS).get(followKey(userId, type, id)))?.active === true;
  }

  async followers(type: FollowTarget, id: string): Promise<number> {
    return (await this.col<FollowerCountDoc>(FOLLOWER_COUNTS).get(targetKey(type, id)))?.followers ?? 0;
  }

  async likes(artworkId: string, userId: string | null) {
    const count = (await this.col<LikeCountDoc>(LIKE_COUNTS).get(artworkId))?.likes ?? 0;
    const mine = userId ? (await this.col<LikeDoc>(LIKES).get(favoriteKey(userId, artworkId)))?.active === true : false;
    return { likes: count, isLiked: mine };
  }

  async comments(artworkId: string, page: Page = DEFAULT_PAGE) {
    const filter = { artworkId, status: { $ne: 'hidden' } };
    const comments = this.col<CommentDoc>(COMMENTS);
    const [docs, total] = await Promise.all([
      comments.find({
        filter,
        sort: [
          { field: 'createdAt', direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ],
        ...offsetOf(page),
      }),
      comments.count({ filter }),
    ]);
    const users = await this.users(docs.map((d) => d.authorId));
    return { items: docs.map((d) => publicComment(d, users)), total };
  }

  async comment(id: string): Promise<CommentDoc> {
    const doc = await this.col<CommentDoc>(COMMENTS).get(id);
    if (!doc) throw notFound('Comment', 'التعليق');
    return doc;
  }

  async publicCommentView(id: string) {
    const doc = await this.comment(id);
    return publicComment(doc, await this.users([doc.authorId]));
  }

  async discussions(page: Page = DEFAULT_PAGE, q?: string) {
    const filter = { status: { $ne: 'hidden' } };
    const text = q ? { query: q.slice(0, 200), fields: ['title', 'body'] } : undefined;
    const discussions = this.col<DiscussionDoc>(DISCUSSIONS);
    const [docs, total] = await Promise.all([
      discussions.find({
        filter,
        text,
        sort: [
          { field: 'lastActivityAt', direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ],
        ...offsetOf(page),
      }),
      discussions.count({ filter, text }),
    ]);
    const users = await this.users(docs.map((d) => d.authorId));
    return { items: docs.map((d) => publicDiscussion(d, users)), total };
  }

  async discussion(id: string): Promise<DiscussionDoc> {
    const doc = await this.col<DiscussionDoc>(DISCUSSIONS).get(id);
    if (!doc) throw notFound('Discussion', 'النقاش');
    return doc;
  }

  /** Hidden discussions are gone for the public (404); the thread carries the first page of its replies. */
  async publicDiscussionView(id: string) {
    const doc = await this.discussion(id);
    if (doc.status === 'hidden') throw notFound('Discussion', 'النقاش');
    const replies = await this.publicReplies(id, { page: 1, pageSize: THREAD_PAGE });
    return {
      ...publicDiscussion(doc, await this.users([doc.authorId])),
      replies: replies.items,
      replyTotal: replies.total,
    };
  }

  /** A thread's replies, oldest first; hidden ones keep their place without their words. */
  async publicReplies(discussionId: string, page: Page) {
    const discussion = await this.discussion(discussionId);
    if (discussion.status === 'hidden') throw notFound('Discussion', 'النقاش');
    const { items, total } = await this.replies(discussionId, page);
    const users = await this.users(items.map((r) => r.authorId));
    return { items: items.map((r) => publicReply(r, users)), total };
  }

  /** Every reply of a thread, hidden ones too (moderators' view), oldest first. */
  async replies(discussionId: string, page: Page) {
    const replies = this.col<ReplyDoc>(DISCUSSION_REPLIES);
    const filter = { discussionId };
    const [items, total] = await Promise.all([
      replies.find({
        filter,
        sort: [
          { field: 'createdAt', direction: 'asc' },
          { field: 'id', direction: 'asc' },
        ],
        ...offsetOf(page),
      }),
      replies.count({ filter }),
    ]);
    return { items, total };
  }

  async reply(discussionId: string, replyId: string): Promise<ReplyDoc> {
    const doc = await this.col<ReplyDoc>(DISCUSSION_REPLIES).get(replyId);
    if (!doc || doc.discussionId !== discussionId) throw notFound('Reply', 'الرد');
    return doc;
  }

  async inquiry(id: string): Promise<InquiryDoc> {
    const doc = await this.col<InquiryDoc>(INQUIRIES).get(id);
    if (!doc) throw notFound('Inquiry', 'الاستفسار');
    return doc;
  }

  async inquiriesAskedBy(userId: string) {
    const docs = await this.col<InquiryDoc>(INQUIRIES).find({
      filter: { askerId: userId },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      limit: 500,
    });
    return docs.map(inquiryView);
  }

  async inquiriesReceivedBy(userId: string) {
    const docs = await this.col<InquiryDoc>(INQUIRIES).find({
      filter: { ownerIds: { $contains: userId } },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      limit: 500,
    });
    return docs.map(inquiryView);
  }

  async stats(userId: string) {
    const [favorites, inquiries, following, profileViews] = await Promise.all([
      this.col<FavoriteDoc>(FAVORITES).count({ filter: { userId, active: true } }),
      this.col<InquiryDoc>(INQUIRIES).count({ filter: { askerId: userId } }),
      this.col<FollowDoc>(FOLLOWS).count({ filter: { userId, active: true } }),
      profileViewsOf(this.reads, userId),
    ]);
    return { favorites, inquiries, profileViews, following };
  }

  async users(ids: string[]): Promise<Map<string, UserDoc>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const docs = await this.col<UserDoc>(USERS).getMany(unique);
    return new Map(docs.map((d) => [d.id, d]));
  }
}

function favoriteView(doc: FavoriteDoc, artwork: Doc) {
  return { id: doc.favoriteId, artworkId: doc.artworkId, createdAt: doc.createdAt, artwork: publicArtwork(artwork) };
}
