/**
 * Messages to one person: the person's own (`/api/messages`: list, unread count, mark read), the back-office's
 * (`/api/admin/users/:id/messages`: admins and moderators send, within the staff hierarchy; staff read what was sent),
 * and an artist's or gallery's to their followers who allow it (`/api/messages/followers`: whom they may write to, and
 * the write, rate-limited).
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limit/rate-limit.decorator.js';
import { SELLER_ROLES } from '../../identity/index.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { StaffMessages } from '../application/staff-messages.js';
import { SellerMessages } from '../application/seller-messages.js';
import { SendStaffMessageDto } from './messages.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const SENT_LIST: RaListSpec = {
  filters: { read: 'eq', sentBy: 'eq' },
  textFields: ['subject', 'subjectAr'],
  sortable: ['sentAt'],
  defaultSort: { field: 'sentAt', direction: 'desc' },
};

/** A seller's messages to followers, per account over an hour: a day's correspondence, not a mailing. */
export const SELLER_MESSAGE_LIMIT: RateLimitPolicy = {
  bucket: 'seller-messages',
  scope: 'user',
  points: 30,
  windowSeconds: 3600,
};

const textsOf = (body: SendStaffMessageDto) => ({
  subject: body.subject ?? null,
  body: body.body ?? null,
  subjectAr: body.subjectAr ?? null,
  bodyAr: body.bodyAr ?? null,
});

@ApiTags('messages')
@Controller('api')
export class MessagesController {
  constructor(
    private readonly messages: StaffMessages,
    private readonly sellers: SellerMessages,
  ) {}

  @Get('messages')
  mine(@CurrentUser() user: AccountAccess) {
    return this.messages.listMine(user.userId);
  }

  @Get('messages/unread-count')
  unread(@CurrentUser() user: AccountAccess) {
    return this.messages.unreadCount(user.userId);
  }

  /** The signed-in artist's or gallery's followers who allow messages: id, "First L." and the profile they follow. */
  @Get('messages/followers')
  @Roles(...SELLER_ROLES)
  reachable(@CurrentUser() user: AccountAccess) {
    return this.sellers.reachable(user.userId);
  }

  @Post('messages/followers/:userId')
  @HttpCode(201)
  @Roles(...SELLER_ROLES)
  @RateLimit(SELLER_MESSAGE_LIMIT)
  async toFollower(
    @Param('userId') userId: string,
    @Body() body: SendStaffMessageDto,
    @CurrentUser() seller: AccountAccess,
  ) {
    const messageId = await this.sellers.send(seller.userId, userId, textsOf(body));
    return { id: messageId, userId };
  }

  @Post('messages/:id/read')
  @HttpCode(200)
  read(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.messages.markRead(user, id);
  }

  @Get('admin/users/:id/messages')
  @Roles(...STAFF_ROLES)
  async sent(@Param('id') userId: string, @Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, SENT_LIST);
    const { items, total } = await this.messages.listFor(userId, options);
    setContentRange(res, 'messages', options.offset, items.length, total);
    return items;
  }

  @Post('admin/users/:id/messages')
  @HttpCode(201)
  @Roles('admin', 'moderator')
  async send(@Param('id') userId: string, @Body() body: SendStaffMessageDto, @CurrentUser() staff: AccountAccess) {
    const messageId = await this.messages.send(staff, userId, textsOf(body));
    return this.messages.mine(userId, messageId);
  }
}
