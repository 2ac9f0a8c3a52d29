/** The artwork inquiry form, the gallery contact form, and the inquiry lists of askers and owners. */
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { CommunityQueries } from '../application/community-queries.js';
import { InquiryCommands } from '../application/inquiry-commands.js';
import { ArtworkInquiryDto, GalleryInquiryDto, RespondDto } from './community.dto.js';
import { INQUIRY_LIMIT } from './rate-limits.js';

@ApiTags('inquiries')
@Controller('api')
export class InquiriesController {
  constructor(
    private readonly inquiries: InquiryCommands,
    private readonly queries: CommunityQueries,
  ) {}

  @Post('artworks/:id/inquiries')
  @RateLimit(INQUIRY_LIMIT)
  aboutArtwork(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: ArtworkInquiryDto) {
    return this.inquiries.send(user.userId, { kind: 'artwork', artworkId: id, form: body });
  }

  @Post('galleries/:id/inquiries')
  @RateLimit(INQUIRY_LIMIT)
  toGallery(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: GalleryInquiryDto) {
    return this.inquiries.send(user.userId, { kind: 'gallery', galleryId: id, form: body });
  }

  /** The asker's own inquiries only. */
  @Get('inquiries/user')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.inquiriesAskedBy(user.userId);
  }

  @Get('inquiries/received')
  @Roles('artist', 'gallery')
  received(@CurrentUser() user: AccountAccess) {
    return this.queries.inquiriesReceivedBy(user.userId);
  }

  @Post('inquiries/:id/respond')
  @HttpCode(200)
  respond(@CurrentUser() user: AccountAccess, @Param('id') id: string, @Body() body: RespondDto) {
    return this.inquiries.answer(id, user.userId, { respond: body.response });
  }

  @Post('inquiries/:id/close')
  @HttpCode(200)
  close(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.inquiries.answer(id, user.userId, 'close');
  }
}
