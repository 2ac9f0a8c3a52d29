import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { RepresentationRequests } from '../application/representation-requests.js';
import { RepresentationRequestDto } from './representation.dto.js';

const ANSWERS = ['accept', 'decline', 'withdraw'] as const;

@ApiTags('representation requests')
@Controller('api/representation-requests')
export class RepresentationRequestsController {
  constructor(private readonly requests: RepresentationRequests) {}

  @Post()
  @Roles('artist', 'gallery')
  create(@CurrentUser() user: AccountAccess, @Body() body: RepresentationRequestDto) {
    return this.requests.request(user, body);
  }

  /** Mine, both directions (as the artist and as the gallery), newest first. */
  @Get()
  @Roles('artist', 'gallery')
  mine(@CurrentUser() user: AccountAccess) {
    return this.requests.mine(user.userId);
  }

  @Post(':id/:answer')
  @HttpCode(200)
  @Roles('artist', 'gallery')
  answer(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Param('answer') answer: string) {
    if (!(ANSWERS as readonly string[]).includes(answer)) throw notFound('Action', 'الإجراء');
    return this.requests.answer(user, id, answer as (typeof ANSWERS)[number]);
  }
}
