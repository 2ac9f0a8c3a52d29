/**
 * POST /api/images: one multipart field `file`. Multer keeps it in memory with a hard cap a little above
 * the 10 MB rule, so an oversize file is answered as a field error naming `file` (larger bodies are cut
 * off by multer and answered the same way by `UploadErrorsFilter`). A daily quota per person (upload-quota.ts).
 */
import { Catch, Controller, HttpCode, HttpException, Post, UploadedFile, UseFilters } from '@nestjs/common';
import { UseInterceptors } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import { errorBody } from '../../platform/errors/http-error.filter.js';
import { MAX_UPLOAD_BYTES, tooLarge } from './image-processor.js';
import { ImageUploads } from './image-uploads.js';
import { IMAGE_UPLOAD_QUOTA } from './upload-quota.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';

interface UploadedPart {
  buffer: Buffer;
  size: number;
}

/** Multer's refusals (too large, unexpected field, too many parts) in the API's bilingual error shape. */
@Catch(HttpException)
export class UploadErrorsFilter implements ExceptionFilter {
  catch(error: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body =
      error.getStatus() === 413
        ? errorBody(tooLarge())
        : errorBody(
            error.getStatus() === 400 && !('messageAr' in Object(error.getResponse()))
              ? validationError([
                  fieldProblem(
                    'file',
                    'invalid',
                    'Send one image in the field "file".',
                    'أرسل صورة واحدة في الحقل "file".',
                  ),
                ])
              : error,
          );
    res.status(body.statusCode).json(body);
  }
}

@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  constructor(private readonly uploads: ImageUploads) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @RateLimit(IMAGE_UPLOAD_QUOTA)
  @UseFilters(UploadErrorsFilter)
  @UseInterceptors(
    FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 6 } }),
  )
  async upload(@UploadedFile() file: UploadedPart | undefined, @CurrentUser() user: AccountAccess) {
    if (!file) throw validationError([fieldProblem('file', 'required', 'Select an image.', 'اختر صورة.')]);
    return this.uploads.upload(file.buffer, user.userId);
  }
}
