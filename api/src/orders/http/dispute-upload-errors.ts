/**
 * Multer's own refusals on a dispute's `photos` as bilingual errors naming the field: a file over the limit (413),
 * more files than allowed, or files under another field name. The domain's errors pass through unchanged.
 */
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { tooLarge } from '../../artworks/index.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';
import { errorBody } from '../../platform/errors/http-error.filter.js';
import { tooManyPhotos } from '../application/dispute-photos.js';

const COUNT_CODES = new Set(['LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE']);

@Catch(HttpException)
export class DisputeUploadErrors implements ExceptionFilter {
  catch(error: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const cause = (error.cause ?? {}) as { code?: string; field?: string };
    const problem =
      error.getStatus() === 413
        ? validationError(tooLarge().details.map((d) => ({ ...d, field: 'photos' })))
        : cause.code && COUNT_CODES.has(cause.code)
          ? tooManyPhotos()
          : cause.code
            ? validationError([
                fieldProblem(
                  'photos',
                  'invalid',
                  'Send the photos as files in the field "photos".',
                  'أرسل الصور ملفاتٍ في الحقل "photos".',
                ),
              ])
            : error;
    const body = errorBody(problem);
    res.status(body.statusCode).json(body);
  }
}
