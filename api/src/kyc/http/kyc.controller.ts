/**
 * The person's KYC (`/api/kyc`): upload a document (multipart: `file` and the form's fields), read their own
 * case, open a document's file (the owner, or a reviewer, whose view is recorded on the person's stream); and the
 * reviewers' queue and decisions (`/api/admin/kyc`, moderators and admins; auditors may read the queue).
 */
import { Body, Catch, Controller, Get, HttpCode, HttpException, Param, Post, Query, Res } from '@nestjs/common';
import { UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { errorBody } from '../../platform/errors/http-error.filter.js';
import { DOCUMENT_TYPES } from '../domain/kyc.events.js';
import { KYC_MAX_BYTES, kycFileTooLarge } from '../application/kyc-files.js';
import { KycQueries } from '../application/kyc-queries.js';
import { splitQueueFilters } from './kyc-queue-filters.js';
import { KycReviews, type KycDecision } from '../application/kyc-reviews.js';
import { KycDecisionDto, KycDocumentFormDto, KycPermissionQueryDto } from './kyc.dto.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

/** Multer's own refusals (too large, another field, too many parts) as bilingual errors naming `file`. */
@Catch(HttpException)
export class KycUploadErrors implements ExceptionFilter {
  catch(error: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const multer = !('messageAr' in Object(error.getResponse()));
    const problem =
      error.getStatus() === 413
        ? kycFileTooLarge()
        : multer
          ? validationError([
              fieldProblem('file', 'invalid', 'Send one file in the field "file".', 'أرسل ملفًا واحدًا في الحقل "file".'),
            ])
          : error;
    const body = errorBody(problem);
    res.status(body.statusCode).json(body);
  }
}

@ApiTags('kyc')
@Controller('api')
export class KycController {
  constructor(
    private readonly reviews: KycReviews,
    private readonly queries: KycQueries,
  ) {}

  @Post('kyc/documents')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'documentType', 'number'],
      properties: {
        file: { type: 'string', format: 'binary' },
        documentType: { type: 'string', enum: [...DOCUMENT_TYPES] },
        number: { type: 'string' },
        expiresOn: { type: 'string', format: 'date' },
      },
    },
  })
  @UseFilters(KycUploadErrors)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: KYC_MAX_BYTES + 1, files: 1, fields: 4, parts: 6 } }))
  submit(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Body() form: KycDocumentFormDto,
    @CurrentUser() user: AccountAccess,
  ) {
    const { documentType, number, expiresOn } = form;
    return this.reviews.submitDocument({
      userId: user.userId,
      bytes: file?.buffer,
      form: { documentType, number, expiresOn: expiresOn ?? null },
    });
  }

  @Get('kyc')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.caseOf(user.userId);
  }

  /** The one question other contexts ask of KYC, for the person themselves (the storefront shows the tier needed). */
  @Get('kyc/permissions')
  permission(@Query() query: KycPermissionQueryDto, @CurrentUser() user: AccountAccess) {
    return this.queries.mayDo(user.userId, query.action, query.amount ?? 0);
  }

  @Get('kyc/documents/:id')
  async open(@Param('id') id: string, @CurrentUser() user: AccountAccess, @Res() res: Response) {
    const { bytes, contentType } = await this.reviews.openDocument(id, user);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cache-Control', 'no-store, private');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.end(bytes);
  }

  /** The reviewers' queue (ra-data-simple-rest): waiting cases oldest first unless `filter` asks otherwise. */
  @Get('admin/kyc')
  @Roles(...STAFF_ROLES)
  async queue(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const { filter, ...filters } = splitQueueFilters(query.filter);
    const options = parseRaList({ ...query, filter }, KYC_QUEUE);
    const { items, total } = await this.queries.queue(options, filters);
    setContentRange(res, 'kyc', options.offset, items.length, total);
    return items;
  }

  @Get('admin/kyc/:userId')
  @Roles(...STAFF_ROLES)
  case(@Param('userId') userId: string) {
    return this.queries.caseOf(userId);
  }

  /** Records the expiries due today on each person's stream (admins; a scheduled job runs the same sweep). */
  @Post('admin/kyc/expiry-sweeps')
  @HttpCode(200)
  @Roles('admin')
  sweep(@CurrentUser() admin: AccountAccess) {
    return this.reviews.sweepExpiries(admin.userId);
  }

  @Post('admin/kyc/:userId/decisions')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  decide(@Param('userId') userId: string, @Body() body: KycDecisionDto, @CurrentUser() reviewer: AccountAccess) {
    return this.reviews.decide(userId, reviewer.userId, toDecision(body));
  }

  /** The spelling of the same decisions: `/approve`, `/reject`, `/request-more` (the body without `decision`). */
  @Post('admin/kyc/:userId/:action')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  decideByPath(
    @Param('userId') userId: string,
    @Param('action') action: string,
    @Body() body: KycDecisionDto,
    @CurrentUser() reviewer: AccountAccess,
  ) {
    const decision = DECISION_PATHS[action];
    if (!decision) throw notFound('Decision', 'القرار');
    return this.decide(userId, { ...body, decision }, reviewer);
  }
}

const DECISION_PATHS: Record<string, KycDecisionDto['decision']> = {
  approve: 'approve',
  reject: 'reject',
  'request-more': 'request_more',
};

const KYC_QUEUE: RaListSpec = {
  filters: { status: 'eq', tierAsked: 'eq', tier: 'eq' },
  textFields: [],
  sortable: ['waitingSince', 'nextExpiry', 'updatedAt', 'createdAt'],
  defaultSort: { field: 'waitingSince', direction: 'asc' },
};

function toDecision(body: KycDecisionDto): KycDecision {
  const missing = (field: string) =>
    validationError([{ field, code: 'isNotEmpty', message: 'This field is required.', messageAr: 'هذا الحقل مطلوب.' }]);
  if (!body.decision) throw missing('decision');
  if (body.decision === 'request_more') {
    if (!body.requested) throw missing('requested');
    return {
      decision: 'request_more',
      documentId: body.documentId ?? null,
      requested: body.requested,
      note: body.note ?? null,
    };
  }
  if (!body.documentId) throw missing('documentId');
  if (body.decision === 'approve') return { decision: 'approve', documentId: body.documentId };
  return {
    decision: 'reject',
    documentId: body.documentId,
    reason: body.reason ?? '',
    reasonAr: body.reasonAr ?? null,
  };
}
