/**
 * Runs comment commands on `comment-<commentId>` and discussion commands (replies included) on
 * `discussion-<discussionId>`, as the acting person, and waits for the post's read model, so whoever posts,
 * reports or moderates reads the change at once.
 */
import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../platform/commands/command-context.js';
import { commentDecider, type CommentCommand } from '../domain/comment.decider.js';
import { discussionDecider, type DiscussionCommand } from '../domain/discussion.decider.js';
import { commentsProjection, discussionsProjection } from '../projections/posts.projections.js';

@Injectable()
export class PostStreams {
  constructor(private readonly writes: ReadYourWrites) {}

  comment(command: CommentCommand, actorId: string) {
    return this.writes.runAs(commentDecider, command.commentId, command, actorId, commentsProjection.name);
  }

  discussion(command: DiscussionCommand, actorId: string) {
    return this.writes.runAs(discussionDecider, command.discussionId, command, actorId, discussionsProjection.name);
  }
}
