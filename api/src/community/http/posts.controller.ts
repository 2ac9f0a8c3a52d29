/** Comments on artworks and community discussions (public reads show visible posts only). */
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { CommunityQueries } from '../application/community-queries.js';
import { PostCommands } from '../application/post-commands.js';
import { DiscussionDto, PageQuery, PostBodyDto, ReportDto, pageOf } from './community.dto.js';
import { POST_LIMIT, REPORT_LIMIT } from './rate-limits.js';

@ApiTags('community')
@Controller('api')
export class PostsController {
  constructor(
    private readonly posts: PostCommands,
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
    return this.posts.comment({ authorId: user.userId, artworkId: id, body: body.body });
  }

  @Post('comments/:id/report')
  @HttpCode(200)
  @RateLimit(REPORT_LIMIT)
  reportComment(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ReportDto) {
    return this.posts.report({ kind: 'comment', id, reporterId: user.userId, reason: body.reason });
  }

  @Public()
  @Get('discussions')
  discussions(@Query() query: PageQuery) {
    return this.queries.discussions(pageOf(query), query.q);
  }

  @Post('discussions')
  @RateLimit(POST_LIMIT)
  start(@CurrentUser() user: AccountAccess, @Body() body: DiscussionDto) {
    return this.posts.startDiscussion({ authorId: user.userId, title: body.title, body: body.body });
  }

  @Public()
  @Get('discussions/:id')
  discussion(@Param('id') id: string) {
    return this.queries.publicDiscussionView(id);
  }

  @Post('discussions/:id/replies')
  @RateLimit(POST_LIMIT)
  reply(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: PostBodyDto) {
    return this.posts.reply({ authorId: user.userId, discussionId: id, body: body.body });
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
    return this.posts.reportReply({ discussionId: id, replyId, reporterId: user.userId, reason: body.reason });
  }

  @Post('discussions/:id/report')
  @HttpCode(200)
  @RateLimit(REPORT_LIMIT)
  reportDiscussion(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ReportDto) {
    return this.posts.report({ kind: 'discussion', id, reporterId: user.userId, reason: body.reason });
  }
}
