/**
 * Disputes: the buyer reports a problem with a delivered order (`POST /api/orders/:id/dispute`), a seller answers
 * (`.../dispute/answer`), staff decide (`POST /api/admin/orders/:id/dispute/resolve`, moderators and admins) and
 * list them for the back-office (`GET /api/admin/disputes`, filter `disputeStatus` open or resolved). The dispute
 * is part of the order as `GET /api/orders/:id` and the seller's lists show it. The dispute and the answer take
 * up to five photos (multipart, field `photos`; JSON without photos still works), read back by the parties and
 * staff at `GET /api/orders/:id/dispute/photos/:photoId`.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFiles, UseFilters } from '@nestjs/common';
import { UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { OrderDisputes } from '../application/order-disputes.js';
import type { UploadedPhoto } from '../application/dispute-photos.js';
import { MAX_UPLOAD_BYTES } from '../../artworks/index.js';
import { DISPUTE_REASONS, MAX_DISPUTE_PHOTOS } from '../domain/disputes.events.js';
import { DisputeUploadErrors } from './dispute-upload-errors.js';
import { OrderQueries } from '../application/order-queries.js';
import { AnswerDisputeDto, OpenDisputeDto, ResolveDisputeDto } from './order-disputes.dto.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const LIST: RaListSpec = {
  filters: { disputeStatus: 'eq', buyerId: 'eq', sellerId: 'eq', artworkId: 'eq' },
  textFields: [],
  sortable: ['createdAt', 'updatedAt', 'amount'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

/** One more file than allowed reaches the handler, which names the count; beyond that multer stops reading. */
const photoUploads = () =>
  UseInterceptors(
    FilesInterceptor('photos', MAX_DISPUTE_PHOTOS + 1, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: MAX_DISPUTE_PHOTOS + 1,
        fields: 4,
        parts: MAX_DISPUTE_PHOTOS + 5,
      },
    }),
  );
const photos = { type: 'array', maxItems: MAX_DISPUTE_PHOTOS, items: { type: 'string', format: 'binary' } };

@ApiTags('orders')
@Controller('api')
export class OrderDisputesController {
  constructor(
    private readonly disputes: OrderDisputes,
    private readonly queries: OrderQueries,
  ) {}

  @Post('orders/:id/dispute')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['reason', 'description'],
      properties: { reason: { type: 'string', enum: [...DISPUTE_REASONS] }, description: { type: 'string' }, photos },
    },
  })
  @UseFilters(DisputeUploadErrors)
  @photoUploads()
  open(
    @Param('id') id: string,
    @Body() body: OpenDisputeDto,
    @UploadedFiles() files: UploadedPhoto[] | undefined,
    @CurrentUser() user: AccountAccess,
  ) {
    return this.disputes.open(user, id, body, files);
  }

  @Post('orders/:id/dispute/answer')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: { type: 'object', required: ['answer'], properties: { answer: { type: 'string' }, photos } },
  })
  @UseFilters(DisputeUploadErrors)
  @photoUploads()
  answer(
    @Param('id') id: string,
    @Body() body: AnswerDisputeDto,
    @UploadedFiles() files: UploadedPhoto[] | undefined,
    @CurrentUser() user: AccountAccess,
  ) {
    return this.disputes.answer(user, id, body.answer, files);
  }

  /** A dispute photo (WebP) for the order's buyer, its sellers and staff; 404 to anyone else. Never cached by a
   * shared cache, never sniffed, never run as a page. */
  @Get('orders/:id/dispute/photos/:photoId')
  @ApiProduces('image/webp')
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @CurrentUser() user: AccountAccess,
    @Res() res: Response,
  ) {
    const bytes = await this.disputes.photo(user, id, photoId);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Cache-Control', 'no-store, private');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.end(bytes);
  }

  @Post('admin/orders/:id/dispute/resolve')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  resolve(@Param('id') id: string, @Body() body: ResolveDisputeDto, @CurrentUser() staff: AccountAccess) {
    return this.disputes.resolve(staff, id, body);
  }

  @Get('admin/disputes')
  @Roles(...STAFF_ROLES)
  async list(@Query() q: RaListQuery, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AccountAccess) {
    const options = parseRaList(q, LIST);
    const { items, total } = await this.queries.adminList('disputes', options, user);
    setContentRange(res, 'disputes', options.offset, items.length, total);
    return items;
  }

  @Get('admin/disputes/:id')
  @Roles(...STAFF_ROLES)
  one(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.queries.visible(id, user);
  }
}
