/**
 * Comments and discussions as read models. `status` is what moderators filter on: visible, reported
 * (visible, with reports a moderator has not yet dealt with) or hidden. Restoring clears open reports.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { USER_FORGOTTEN, alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import type { Collection, Doc } from '../../platform/read-store/read-store.port.js';
import { COMMENT_EVENT_TYPES, DISCUSSION_EVENT_TYPES } from '../domain/community.events.js';
import type { CommentEvent, DiscussionEvent } from '../domain/community.events.js';
import type { UserForgotten } from '../../identity/index.js';

export const COMMENTS = 'comments';
export const DISCUSSIONS = 'discussions';
/** Each reply its own document, so a thread has no unbounded array and one reply can be hidden. */
export const DISCUSSION_REPLIES = 'discussionReplies';

export type PostStatus = 'visible' | 'reported' | 'hidden';

export interface Report {
  reporterId: string;
  reason: string;
  at: string;
}

interface Moderation {
  status: PostStatus;
  reportCount: number;
  /** Reports since the last moderator decision. */
  openReports: number;
  reports: Report[];
  moderationReason: string | null;
  moderatedBy: string | null;
}

export interface CommentDoc extends Doc, StreamTracked, Moderation {
  artworkId: string;
  authorId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReplyDoc extends Doc, StreamTracked, Moderation {
  discussionId: string;
  authorId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface DiscussionDoc extends Doc, StreamTracked, Moderation {
  authorId: string;
  title: string;
  body: string;
  /** Replies the public sees (hidden ones not counted). */
  replyCount: number;
  createdAt: string;
  lastActivityAt: string;
  updatedAt: string;
}

const fresh = (): Moderation => ({
  status: 'visible',
  reportCount: 0,
  openReports: 0,
  reports: [],
  moderationReason: null,
  moderatedBy: null,
});

type ModerationFact =
  | { kind: 'report'; reporterId: string; reason: string }
  | { kind: 'hide' | 'restore'; moderatorId: string; reason: string | null };

function moderated<T extends Moderation>(doc: T, fact: ModerationFact, at: string): T {
  if (fact.kind === 'report') {
    const openReports = doc.openReports + 1;
    return {
      ...doc,
      reportCount: doc.reportCount + 1,
      openReports,
      reports: [...doc.reports, { reporterId: fact.reporterId, reason: fact.reason, at }],
      status: doc.status === 'hidden' ? 'hidden' : 'reported',
    };
  }
  return {
    ...doc,
    status: fact.kind === 'hide' ? 'hidden' : 'visible',
    openReports: 0,
    moderationReason: fact.reason,
    moderatedBy: fact.moderatorId,
  };
}

function factOf(event: CommentEvent | DiscussionEvent): ModerationFact | null {
  switch (event.type) {
    case 'CommentReported':
    case 'DiscussionReported':
    case 'DiscussionReplyReported':
      return { kind: 'report', reporterId: event.data.reporterId, reason: event.data.reason };
    case 'CommentHidden':
    case 'DiscussionHidden':
    case 'DiscussionReplyHidden':
      return { kind: 'hide', moderatorId: event.data.moderatorId, reason: event.data.reason };
    case 'CommentRestored':
    case 'DiscussionRestored':
    case 'DiscussionReplyRestored':
      return { kind: 'restore', moderatorId: event.data.moderatorId, reason: event.data.reason };
    default:
      return null;
  }
}

/**
 * An erased person's words leave the discussions: their own discussions keep their place but lose title and
 * body, their replies keep their place but lose their body.
 */
async function eraseDiscussionsBy(
  discussions: Collection<DiscussionDoc>,
  replies: Collection<ReplyDoc>,
  userId: string,
): Promise<void> {
  for (const doc of await discussions.find({ filter: { authorId: userId } }))
    await discussions.upsert({ ...doc, title: '', body: '', erased: true });
  for (const reply of await replies.find({ filter: { authorId: userId } }))
    await replies.upsert({ ...reply, body: '', erased: true });
}

export const commentsProjection: Projection<CommentEvent | UserForgotten> = {
  name: 'comments',
  version: 2,
  eventTypes: [...COMMENT_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [COMMENTS]: {
      textFields: ['body'],
      indexes: [
        { fields: ['artworkId', 'status', 'createdAt'] },
        { fields: ['status'] },
        { fields: ['authorId'] },
        { fields: ['createdAt'] },
      ],
    },
  },
  async apply(event, ctx) {
    const comments = ctx.collection<CommentDoc>(COMMENTS);
    if (event.type === USER_FORGOTTEN) {
      for (const doc of await comments.find({ filter: { authorId: event.data.userId } }))
        await comments.upsert({ ...doc, body: '', erased: true });
      return;
    }
    const at = event.metadata.occurredAt;
    const doc = await comments.get(event.data.commentId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'CommentPosted') {
      const { commentId, artworkId, authorId, body } = event.data;
      await comments.upsert({
        id: commentId,
        artworkId,
        authorId,
        body,
        ...fresh(),
        ...creationStamp(event),
      });
      return;
    }
    const fact = factOf(event);
    if (!doc || !fact) return;
    await comments.upsert({ ...moderated(doc, fact, at), updatedAt: at, ...tracked(event) });
  },
};

export const discussionsProjection: Projection<DiscussionEvent | UserForgotten> = {
  name: 'discussions',
  // 3: replies moved from an array on the discussion to documents of their own.
  version: 3,
  eventTypes: [...DISCUSSION_EVENT_TYPES, USER_FORGOTTEN],
  collections: {
    [DISCUSSIONS]: {
      textFields: ['title', 'body'],
      indexes: [{ fields: ['status', 'lastActivityAt'] }, { fields: ['authorId'] }, { fields: ['createdAt'] }],
    },
    [DISCUSSION_REPLIES]: {
      indexes: [{ fields: ['discussionId', 'createdAt'] }, { fields: ['authorId'] }, { fields: ['status'] }],
    },
  },
  async apply(event, ctx) {
    const discussions = ctx.collection<DiscussionDoc>(DISCUSSIONS);
    const replies = ctx.collection<ReplyDoc>(DISCUSSION_REPLIES);
    if (event.type === USER_FORGOTTEN) return eraseDiscussionsBy(discussions, replies, event.data.userId);
    const at = event.metadata.occurredAt;
    const doc = await discussions.get(event.data.discussionId);
    // Reply documents follow their discussion's stream: the discussion's tracking guards both.
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'DiscussionStarted') {
      const { discussionId, authorId, title, body } = event.data;
      await discussions.upsert({
        id: discussionId,
        authorId,
        title,
        body,
        replyCount: 0,
        ...fresh(),
        createdAt: at,
        lastActivityAt: at,
        updatedAt: at,
        ...tracked(event),
      });
      return;
    }
    if (!doc) return;
    switch (event.type) {
      case 'DiscussionReplyPosted': {
        const { replyId, discussionId, authorId, body } = event.data;
        await replies.upsert({ id: replyId, discussionId, authorId, body, ...fresh(), ...creationStamp(event) });
        await discussions.upsert({
          ...doc,
          replyCount: doc.replyCount + 1,
          lastActivityAt: at,
          updatedAt: at,
          ...tracked(event),
        });
        return;
      }
      case 'DiscussionReplyReported':
      case 'DiscussionReplyHidden':
      case 'DiscussionReplyRestored': {
        const reply = await replies.get(event.data.replyId);
        if (!reply) return;
        if (alreadyApplied(reply, event)) {
          // Replayed after a crash between the two writes: only the discussion's tracking is behind.
          await discussions.upsert({ ...doc, updatedAt: at, ...tracked(event) });
          return;
        }
        const next = moderated(reply, factOf(event)!, at);
        await replies.upsert({ ...next, updatedAt: at, ...tracked(event) });
        // The public count follows what the public sees.
        const shift =
          reply.status !== 'hidden' && next.status === 'hidden'
            ? -1
            : reply.status === 'hidden' && next.status !== 'hidden'
              ? 1
              : 0;
        await discussions.upsert({ ...doc, replyCount: doc.replyCount + shift, updatedAt: at, ...tracked(event) });
        return;
      }
      default: {
        const fact = factOf(event);
        if (fact) await discussions.upsert({ ...moderated(doc, fact, at), updatedAt: at, ...tracked(event) });
      }
    }
  },
};
