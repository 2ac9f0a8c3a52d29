/** One discussion reply reported by a reader, or hidden and restored by a moderator, without touching its thread. */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommunityQueries } from './community-queries.js';
import { withoutBookkeeping } from './community-views.js';
import { PostStreams } from './post-streams.js';

export class ReportReplyCommand extends Command<{ id: string; reported: true }> {
  constructor(
    readonly discussionId: string,
    readonly replyId: string,
    readonly reporterId: string,
    readonly reason: string,
  ) {
    super();
  }
}

@CommandHandler(ReportReplyCommand)
export class ReportReplyHandler implements ICommandHandler<ReportReplyCommand> {
  constructor(private readonly posts: PostStreams) {}

  async execute({ discussionId, replyId, reporterId, reason }: ReportReplyCommand) {
    await this.posts.discussion(
      { type: 'ReportDiscussionReply', discussionId, replyId, reporterId, reason },
      reporterId,
    );
    return { id: replyId, reported: true as const };
  }
}

/** Hide or restore one reply, by a moderator or an administrator (the route checks the role). */
export class ModerateReplyCommand extends Command<unknown> {
  constructor(
    readonly discussionId: string,
    readonly replyId: string,
    readonly moderatorId: string,
    readonly action: 'hide' | 'restore',
    readonly reason: string | null,
  ) {
    super();
  }
}

@CommandHandler(ModerateReplyCommand)
export class ModerateReplyHandler implements ICommandHandler<ModerateReplyCommand> {
  constructor(
    private readonly posts: PostStreams,
    private readonly queries: CommunityQueries,
  ) {}

  async execute({ discussionId, replyId, moderatorId, action, reason }: ModerateReplyCommand) {
    const command =
      action === 'hide'
        ? { type: 'HideDiscussionReply' as const, discussionId, replyId, moderatorId, reason: reason ?? '' }
        : { type: 'RestoreDiscussionReply' as const, discussionId, replyId, moderatorId, reason };
    await this.posts.discussion(command, moderatorId);
    return withoutBookkeeping(await this.queries.reply(discussionId, replyId));
  }
}
