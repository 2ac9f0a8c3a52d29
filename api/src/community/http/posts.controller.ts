/** Comments on artworks and community discussions (public reads show visible posts only). */
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { CommunityQueries } from '../application/community-queries.js';
import {
  PostCommentCommand,
  ReplyToDiscussionCommand,
  ReportPostCommand,
  StartDiscussionCommand,
} from '../application/posts.handlers.js';
import { ReportReplyCommand } from '../application/reply-moderation.handlers.js';
import { DiscussionDto, PageQuery, PostBodyDto, ReportDto, pageOf } from './community.dto.js';
import { POST_LIMIT, REPORT_LIMIT } from './rate-limits.js';

@ApiTags('community')
@Controller('api')
export class PostsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CommunityQueries,
  ) {}

  @Public()
  @Get('artworks/:id/comments')
  comments(@Param('id') id: string, @Query() query: PageQuery) {
    return this.queries.comments(id, pageOf(query));
  }

  @Post('artworks/:id/comments')
  @RateLimit(POST_LIMIT)
  comment(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: PostBodyDto) {
    return this.commands.execute(new PostCommentCommand(user.userId, id, body.body));
  }

  @Post('comments/:id/report')
  @HttpCode(200)
  @RateLimit(REPORT_LIMIT)
  reportComment(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ReportDto) {
    return this.commands.execute(new ReportPostCommand('comment', id, user.userId, body.reason));
  }

  @Public()
  @Get('discussions')
  discussions(@Query() query: PageQuery) {
    return this.queries.discussions(pageOf(query), query.q);
  }

  @Post('discussions')
  @RateLimit(POST_LIMIT)
  start(@CurrentUser() user: AccountAccess, @Body() body: DiscussionDto) {
    return this.commands.execute(new StartDiscussionCommand(user.userId, body.title, body.body));
  }

  @Public()
  @Get('discussions/:id')
  discussion(@Param('id') id: string) {
    return this.queries.publicDiscussionView(id);
  }

  @Post('discussions/:id/replies')
  @RateLimit(POST_LIMIT)
  reply(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: PostBodyDto) {
    return this.commands.execute(new ReplyToDiscussionCommand(user.userId, id, body.body));
  }

  @Public()
  @Get('discussions/:id/replies')
  replies(@Param('id') id: string, @Query() query: PageQuery) {
    return this.queries.publicReplies(id, pageOf(query));
  }

  @Post('discussions/:id/replies/:replyId/report')
  @HttpCode(200)
  @RateLimit(REPORT_LIMIT)
  reportReply(
    @CurrentUser() user: AccountAccess,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
    @Body() body: ReportDto,
  ) {
    return this.commands.execute(new ReportReplyCommand(id, replyId, user.userId, body.reason));
  }

  @Post('discussions/:id/report')
  @HttpCode(200)
  @RateLimit(REPORT_LIMIT)
  reportDiscussion(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ReportDto) {
    return this.commands.execute(new ReportPostCommand('discussion', id, user.userId, body.reason));
  }
}
