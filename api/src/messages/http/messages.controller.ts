/**
 * Messages from staff to one person: the person's own (`/api/messages`: list, unread count, mark read) and the
 * back-office's (`/api/admin/users/:id/messages`: admins and moderators send, within the staff hierarchy; staff read
 * what was sent).
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { StaffMessages } from '../application/staff-messages.js';
import { SendStaffMessageDto } from './messages.dto.js';

const SENT_LIST: RaListSpec = {
  filters: { read: 'eq', sentBy: 'eq' },
  textFields: ['subject', 'subjectAr'],
  sortable: ['sentAt'],
  defaultSort: { field: 'sentAt', direction: 'desc' },
};

@ApiTags('messages')
@Controller('api')
export class MessagesController {
  constructor(private readonly messages: StaffMessages) {}

  @Get('messages')
  mine(@CurrentUser() user: AccountAccess) {
    return this.messages.listMine(user.userId);
  }

  @Get('messages/unread-count')
  unread(@CurrentUser() user: AccountAccess) {
    return this.messages.unreadCount(user.userId);
  }

  @Post('messages/:id/read')
  @HttpCode(200)
  read(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.messages.markRead(user, id);
  }

  @Get('admin/users/:id/messages')
  @Roles('admin', 'moderator', 'auditor')
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
    const texts = {
      subject: body.subject ?? null,
      body: body.body ?? null,
      subjectAr: body.subjectAr ?? null,
      bodyAr: body.bodyAr ?? null,
    };
    const messageId = await this.messages.send(staff, userId, texts);
    return this.messages.mine(userId, messageId);
  }
}
