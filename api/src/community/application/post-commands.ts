/**
 * Comments on artworks and community discussions: posting, replying, reporting and moderation, a whole post or
 * one discussion reply (reported by a reader, or hidden and restored by a moderator, without touching its thread).
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { commentDecider, type CommentCommand } from '../domain/comment.decider.js';
import { discussionDecider, type DiscussionCommand } from '../domain/discussion.decider.js';
import type { CommentPosted, DiscussionReplyHidden, DiscussionReplyPosted } from '../domain/community.events.js';
import type { DiscussionReplyReported, DiscussionStarted, ModerationData } from '../domain/community.events.js';
import type { ReportData } from '../domain/community.events.js';
import { commentsProjection, discussionsProjection, type DiscussionDoc } from '../projections/posts.projections.js';
import { CommunityQueries } from './community-queries.js';
import { CatalogReads } from './catalog-reads.js';
import { withoutBookkeeping } from './community-views.js';

export type PostKind = 'comment' | 'discussion';
type ModerationAction = { action: 'hide' | 'restore' };

@Injectable()
export class PostCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  /**
   * Runs comment commands on `comment-<commentId>` and discussion commands (replies included) on
   * `discussion-<discussionId>`, as the acting person, and waits for the post's read model, so whoever posts,
   * reports or moderates reads the change at once.
   */
  private runComment(command: CommentCommand, actorId: string) {
    return this.writes.runAs(commentDecider, command.commentId, command, actorId, commentsProjection.name);
  }

  private runDiscussion(command: DiscussionCommand, actorId: string) {
    return this.writes.runAs(discussionDecider, command.discussionId, command, actorId, discussionsProjection.name);
  }

  /** `commentId` is given only by the demo seeder (a fixed id makes it idempotent). */
  async comment(
    { authorId, artworkId, body }: Omit<CommentPosted['data'], 'commentId'>,
    commentId: string = randomUUID(),
  ) {
    await this.catalog.artwork(artworkId);
    await this.runComment({ type: 'PostComment', commentId, artworkId, authorId, body }, authorId);
    return this.queries.publicCommentView(commentId);
  }

  async startDiscussion(
    { authorId, title, body }: Omit<DiscussionStarted['data'], 'discussionId'>,
    discussionId: string = randomUUID(),
  ) {
    await this.runDiscussion({ type: 'StartDiscussion', discussionId, authorId, title, body }, authorId);
    return this.queries.publicDiscussionView(discussionId);
  }

  async reply(
    { authorId, discussionId, body }: Omit<DiscussionReplyPosted['data'], 'replyId'>,
    replyId: string = randomUUID(),
  ) {
    await this.runDiscussion({ type: 'ReplyToDiscussion', discussionId, replyId, authorId, body }, authorId);
    return this.queries.publicDiscussionView(discussionId);
  }

  async report({ kind, id, reporterId, reason }: { kind: PostKind; id: string } & ReportData) {
    if (kind === 'comment') {
      await this.runComment({ type: 'ReportComment', commentId: id, reporterId, reason }, reporterId);
    } else {
      await this.runDiscussion({ type: 'ReportDiscussion', discussionId: id, reporterId, reason }, reporterId);
    }
    return { id, reported: true as const };
  }

  /** Hide or restore, by a moderator or an administrator (the route checks the role). */
  async moderate({
    kind,
    id,
    moderatorId,
    action,
    reason,
  }: { kind: PostKind; id: string } & ModerationAction & ModerationData) {
    if (kind === 'comment') {
      const command =
        action === 'hide'
          ? { type: 'HideComment' as const, commentId: id, moderatorId, reason: reason ?? '' }
          : { type: 'RestoreComment' as const, commentId: id, moderatorId, reason };
      await this.runComment(command, moderatorId);
      return withoutBookkeeping(await this.queries.comment(id));
    }
    const command =
      action === 'hide'
        ? { type: 'HideDiscussion' as const, discussionId: id, moderatorId, reason: reason ?? '' }
        : { type: 'RestoreDiscussion' as const, discussionId: id, moderatorId, reason };
    await this.runDiscussion(command, moderatorId);
    return withoutBookkeeping<DiscussionDoc>(await this.queries.discussion(id));
  }

  async reportReply({ discussionId, replyId, reporterId, reason }: DiscussionReplyReported['data']) {
    await this.runDiscussion({ type: 'ReportDiscussionReply', discussionId, replyId, reporterId, reason }, reporterId);
    return { id: replyId, reported: true as const };
  }

  /** Hide or restore one reply, by a moderator or an administrator (the route checks the role). */
  async moderateReply({
    discussionId,
    replyId,
    moderatorId,
    action,
    reason,
  }: DiscussionReplyHidden['data'] & ModerationAction) {
    const command =
      action === 'hide'
        ? { type: 'HideDiscussionReply' as const, discussionId, replyId, moderatorId, reason: reason ?? '' }
        : { type: 'RestoreDiscussionReply' as const, discussionId, replyId, moderatorId, reason };
    await this.runDiscussion(command, moderatorId);
    return withoutBookkeeping(await this.queries.reply(discussionId, replyId));
  }
}
