/** Comments on artworks and community discussions: posting, replying, reporting and moderation. */
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscussionDoc } from '../projections/posts.projections.js';
import { CommunityQueries } from './community-queries.js';
import { PostStreams } from './post-streams.js';
import { CatalogReads } from './catalog-reads.js';
import { withoutBookkeeping } from './community-views.js';

export type PostKind = 'comment' | 'discussion';

export class PostCommentCommand extends Command<unknown> {
  /** `commentId` is given only by the demo seeder (a fixed id makes it idempotent). */
  constructor(
    readonly authorId: string,
    readonly artworkId: string,
    readonly body: string,
    readonly commentId: string = randomUUID(),
  ) {
    super();
  }
}

@CommandHandler(PostCommentCommand)
export class PostCommentHandler implements ICommandHandler<PostCommentCommand> {
  constructor(
    private readonly posts: PostStreams,
    private readonly queries: CommunityQueries,
    private readonly catalog: CatalogReads,
  ) {}

  async execute({ authorId, artworkId, body, commentId }: PostCommentCommand) {
    await this.catalog.artwork(artworkId);
    await this.posts.comment({ type: 'PostComment', commentId, artworkId, authorId, body }, authorId);
    return this.queries.publicCommentView(commentId);
  }
}

export class StartDiscussionCommand extends Command<unknown> {
  constructor(
    readonly authorId: string,
    readonly title: string,
    readonly body: string,
    readonly discussionId: string = randomUUID(),
  ) {
    super();
  }
}

@CommandHandler(StartDiscussionCommand)
export class StartDiscussionHandler implements ICommandHandler<StartDiscussionCommand> {
  constructor(
    private readonly posts: PostStreams,
    private readonly queries: CommunityQueries,
  ) {}

  async execute({ authorId, title, body, discussionId }: StartDiscussionCommand) {
    await this.posts.discussion({ type: 'StartDiscussion', discussionId, authorId, title, body }, authorId);
    return this.queries.publicDiscussionView(discussionId);
  }
}

export class ReplyToDiscussionCommand extends Command<unknown> {
  constructor(
    readonly authorId: string,
    readonly discussionId: string,
    readonly body: string,
    readonly replyId: string = randomUUID(),
  ) {
    super();
  }
}

@CommandHandler(ReplyToDiscussionCommand)
export class ReplyToDiscussionHandler implements ICommandHandler<ReplyToDiscussionCommand> {
  constructor(
    private readonly posts: PostStreams,
    private readonly queries: CommunityQueries,
  ) {}

  async execute({ authorId, discussionId, body, replyId }: ReplyToDiscussionCommand) {
    await this.posts.discussion({ type: 'ReplyToDiscussion', discussionId, replyId, authorId, body }, authorId);
    return this.queries.publicDiscussionView(discussionId);
  }
}

export class ReportPostCommand extends Command<{ id: string; reported: true }> {
  constructor(
    readonly kind: PostKind,
    readonly id: string,
    readonly reporterId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(ReportPostCommand)
export class ReportPostHandler implements ICommandHandler<ReportPostCommand> {
  constructor(private readonly posts: PostStreams) {}

  async execute({ kind, id, reporterId, reason }: ReportPostCommand) {
    if (kind === 'comment') {
      await this.posts.comment({ type: 'ReportComment', commentId: id, reporterId, reason }, reporterId);
    } else {
      await this.posts.discussion({ type: 'ReportDiscussion', discussionId: id, reporterId, reason }, reporterId);
    }
    return { id, reported: true as const };
  }
}

/** Hide or restore, by a moderator or an administrator (the route checks the role). */
export class ModeratePostCommand extends Command<unknown> {
  constructor(
    readonly kind: PostKind,
    readonly id: string,
    readonly moderatorId: string,
    readonly action: 'hide' | 'restore',
    readonly reason: string | null,
  ) {
    super();
  }
}

@CommandHandler(ModeratePostCommand)
export class ModeratePostHandler implements ICommandHandler<ModeratePostCommand> {
  constructor(
    private readonly posts: PostStreams,
    private readonly queries: CommunityQueries,
  ) {}

  async execute({ kind, id, moderatorId, action, reason }: ModeratePostCommand) {
    if (kind === 'comment') {
      const command =
        action === 'hide'
          ? { type: 'HideComment' as const, commentId: id, moderatorId, reason: reason ?? '' }
          : { type: 'RestoreComment' as const, commentId: id, moderatorId, reason };
      await this.posts.comment(command, moderatorId);
      return withoutBookkeeping(await this.queries.comment(id));
    }
    const command =
      action === 'hide'
        ? { type: 'HideDiscussion' as const, discussionId: id, moderatorId, reason: reason ?? '' }
        : { type: 'RestoreDiscussion' as const, discussionId: id, moderatorId, reason };
    await this.posts.discussion(command, moderatorId);
    return withoutBookkeeping<DiscussionDoc>(await this.queries.discussion(id));
  }
}
