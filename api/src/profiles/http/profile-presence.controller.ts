import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { clientIp } from '../../platform/auth/auth-request.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { ProfilePresence, type Viewer } from '../application/profile-presence.js';
import type { ViewedProfileKind } from '../domain/profile-views.decider.js';
import { SetProfilePictureDto } from './profile-presence.dto.js';

/** A visitor's views come from a page load, a few a minute at most; more from one address is a script. */
const VIEW_LIMIT = { bucket: 'profile-views', scope: 'ip', points: 120, windowSeconds: 600 } as const;

function viewer(user: AccountAccess | undefined, req: Request): Viewer {
  // Only a digest of the address and browser is kept in memory; the salted hash is what reaches the log.
  const fingerprint = createHash('sha256')
    .update(`${clientIp(req)}|${req.headers['user-agent'] ?? ''}`)
    .digest('hex');
  return { userId: user?.userId ?? null, fingerprint };
}

/** Every account's profile picture, and the views of public artist and gallery pages. */
@ApiTags('profiles')
@Controller('api')
export class ProfilePresenceController {
  constructor(private readonly presence: ProfilePresence) {}

  @Get('profile/picture')
  picture(@CurrentUser() user: AccountAccess) {
    return this.presence.picture(user.userId);
  }

  @Put('profile/picture')
  setPicture(@CurrentUser() user: AccountAccess, @Body() body: SetProfilePictureDto) {
    return this.presence.setPicture(user.userId, body.image);
  }

  @Delete('profile/picture')
  removePicture(@CurrentUser() user: AccountAccess) {
    return this.presence.removePicture(user.userId);
  }

  /** Called by the public artist page when it is shown; the owner's own views and repeats of the day count for nothing. */
  @Post('artists/:id/views')
  @Public()
  @HttpCode(204)
  @RateLimit(VIEW_LIMIT)
  async viewArtist(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string, @Req() req: Request) {
    await this.presence.recordView('artist' satisfies ViewedProfileKind, id, viewer(user, req));
  }

  @Post('galleries/:id/views')
  @Public()
  @HttpCode(204)
  @RateLimit(VIEW_LIMIT)
  async viewGallery(@CurrentUser() user: AccountAccess | undefined, @Param('id') id: string, @Req() req: Request) {
    await this.presence.recordView('gallery', id, viewer(user, req));
  }
}
