/**
 * Back-office resources `comments`, `discussions` (moderation) and `inquiries` (ra-data-simple-rest).
 * Moderators and administrators hide and restore; auditors may read the moderation queues.
 */
import { Body, Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { ModerationAction, ModerationRoute, type Moderation } from '../../platform/http/moderation-route.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { CommunityQueries } from '../application/community-queries.js';
import { PostCommands, type PostKind } from '../application/post-commands.js';
import { displayName, withoutBookkeeping } from '../application/community-views.js';
import { COMMENTS, DISCUSSIONS } from '../projections/posts.projections.js';
import { INQUIRIES } from '../projections/inquiries.projection.js';
import { ModerationDto } from './community.dto.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const POSTS_LIST = (textFields: string[]): RaListSpec => ({
  filters: { status: 'eq', authorId: 'eq', artworkId: 'eq' },
  textFields,
  sortable: ['createdAt', 'updatedAt', 'reportCount', 'status'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
});

const SPECS: Record<string, RaListSpec> = {
  [COMMENTS]: POSTS_LIST(['body']),
  [DISCUSSIONS]: { ...POSTS_LIST(['title', 'body']), filters: { status: 'eq', authorId: 'eq' } },
  [INQUIRIES]: {
    filters: {
      status: 'eq',
      kind: 'eq',
      askerId: 'eq',
      artworkId: 'eq',
      galleryId: 'eq',
      inquiryType: 'eq',
      ownerId: { field: 'ownerIds', op: 'contains' },
    },
    textFields: ['message', 'subject', 'artwork.title', 'artwork.titleAr', 'gallery.name'],
    sortable: ['createdAt', 'updatedAt', 'status'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
};

@ApiTags('admin: community')
@Controller('api/admin')
export class AdminCommunityController {
  constructor(
    private readonly posts: PostCommands,
    private readonly queries: CommunityQueries,
  ) {}

  @Get('comments')
  @Roles(...STAFF_ROLES)
  comments(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list(COMMENTS, query, res);
  }

  @Get('comments/export.csv')
  @Roles(...STAFF_ROLES)
  exportComments(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv(COMMENTS, query, res);
  }

  @Get('comments/:id')
  @Roles(...STAFF_ROLES)
  async comment(@Param('id') id: string) {
    return (await this.named([await this.queries.comment(id)]))[0];
  }

  @ModerationRoute('comments/:id/:action')
  moderateComment(
    @Param('id') id: string,
    @ModerationAction() action: Moderation,
    @Body() body: ModerationDto,
    @CurrentUser() actor: AccountAccess,
  ) {
    return this.moderate('comment', id, action, body, actor);
  }

  @Get('discussions')
  @Roles(...STAFF_ROLES)
  discussions(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list(DISCUSSIONS, query, res);
  }

  @Get('discussions/export.csv')
  @Roles(...STAFF_ROLES)
  exportDiscussions(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv(DISCUSSIONS, query, res);
  }

  @Get('discussions/:id')
  @Roles(...STAFF_ROLES)
  async discussion(@Param('id') id: string) {
    const [discussion] = await this.named([await this.queries.discussion(id)]);
    // Moderators see every reply, hidden ones too, each with its own status and reports.
    const { items } = await this.queries.replies(id, { page: 1, pageSize: 500 });
    return { ...discussion, replies: await this.named(items) };
  }

  @ModerationRoute('discussions/:id/replies/:replyId/:action')
  moderateReply(
    @Param('id') id: string,
    @Param('replyId') replyId: string,
    @ModerationAction() action: Moderation,
    @Body() body: ModerationDto,
    @CurrentUser() actor: AccountAccess,
  ) {
    return this.posts.moderateReply({
      discussionId: id,
      replyId,
      moderatorId: actor.userId,
      action,
      reason: body.reason ?? null,
    });
  }

  @ModerationRoute('discussions/:id/:action')
  moderateDiscussion(
    @Param('id') id: string,
    @ModerationAction() action: Moderation,
    @Body() body: ModerationDto,
    @CurrentUser() actor: AccountAccess,
  ) {
    return this.moderate('discussion', id, action, body, actor);
  }

  @Get('inquiries')
  @Roles('admin', 'moderator')
  inquiries(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list(INQUIRIES, query, res, 'askerId');
  }

  @Get('inquiries/export.csv')
  @Roles('admin', 'moderator')
  exportInquiries(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv(INQUIRIES, query, res, 'askerId');
  }

  @Get('inquiries/:id')
  @Roles('admin', 'moderator')
  async inquiry(@Param('id') id: string) {
    return (await this.named([await this.queries.inquiry(id)], 'askerId'))[0];
  }

  private async list(name: string, query: RaListQuery, res: Response, personField = 'authorId') {
    const options = parseRaList(query, SPECS[name]!);
    const collection = this.queries.col<Doc>(name);
    const [docs, total] = await Promise.all([collection.find(options), collection.count(options)]);
    setContentRange(res, name, options.offset, docs.length, total);
    return this.named(docs, personField);
  }

  private exportCsv(name: string, query: RaListQuery, res: Response, personField = 'authorId') {
    const collection = this.queries.col<Doc>(name);
    return streamCsv(res, {
      filename: `${name}.csv`,
      options: parseRaList(query, SPECS[name]!),
      page: async (page) => this.named(await collection.find(page), personField),
    });
  }

  /** Adds the display name of the author (or asker) so moderators see who wrote what. */
  private async named(docs: Doc[], personField = 'authorId') {
    const users = await this.queries.users(docs.map((d) => String(d[personField])));
    return docs.map((d) => ({
      ...withoutBookkeeping(d),
      [`${personField.replace(/Id$/, '')}Name`]: displayName(users.get(String(d[personField]))),
    }));
  }

  private moderate(kind: PostKind, id: string, action: Moderation, body: ModerationDto, actor: AccountAccess) {
    return this.posts.moderate({ kind, id, moderatorId: actor.userId, action, reason: body.reason ?? null });
  }
}
