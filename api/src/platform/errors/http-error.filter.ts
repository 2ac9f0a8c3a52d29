/**
 * One place turns every error into the API's error body (DESIGN.md section 5):
 * `{ statusCode, code, message, messageAr, details: [{ field, code, message, messageAr }] }`.
 */
import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind } from './domain-errors.js';
import type { Log } from '../logging/logger.js';

const STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  concurrency: 409,
  illegal_state: 422,
};

const GENERIC: Record<number, { code: string; en: string; ar: string }> = {
  400: { code: 'bad_request', en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  401: { code: 'unauthenticated', en: 'Please sign in.', ar: 'يرجى تسجيل الدخول.' },
  403: { code: 'forbidden', en: 'You do not have permission to do this.', ar: 'ليس لديك صلاحية للقيام بذلك.' },
  404: { code: 'not_found', en: 'Not found.', ar: 'غير موجود.' },
  409: {
    code: 'conflict',
    en: 'This changed at the same time elsewhere. Please try again.',
    ar: 'تغيّر هذا في الوقت نفسه من مكان آخر. يرجى المحاولة مرة أخرى.',
  },
  413: { code: 'payload_too_large', en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  415: { code: 'unsupported_media_type', en: 'Send JSON.', ar: 'أرسل البيانات بصيغة JSON.' },
  429: {
    code: 'rate_limited',
    en: 'Too many requests. Please wait and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.',
  },
  500: { code: 'internal_error', en: 'An error occurred. Please try again.', ar: 'حدث خطأ. يرجى المحاولة مرة أخرى.' },
};

/** The codes any endpoint may answer with (a context's own refusals add theirs, such as `auction_closed`). */
export const GENERIC_ERROR_CODES: readonly string[] = [
  ...new Set([...Object.values(GENERIC).map((g) => g.code), 'validation_failed', 'concurrency_conflict']),
];

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  messageAr: string;
  details: DomainError['details'];
}

export function errorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return {
      statusCode: STATUS[error.kind],
      code: error.code,
      message: error.message,
      messageAr: error.messageAr,
      details: error.details,
    };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response && 'messageAr' in response) {
      const r = response as Partial<ErrorBody> & { code: string; message: string; messageAr: string };
      return { statusCode, code: r.code, message: r.message, messageAr: r.messageAr, details: r.details ?? [] };
    }
    const generic = GENERIC[statusCode] ?? GENERIC[statusCode >= 500 ? 500 : 400]!;
    return { statusCode, code: generic.code, message: generic.en, messageAr: generic.ar, details: [] };
  }
  const body = (error as { type?: string; status?: number }) ?? {};
  // express body-parser errors (malformed JSON, too large) arrive as plain errors with a status.
  if (typeof body.status === 'number' && body.status >= 400 && body.status < 500) {
    const generic =
      body.type === 'entity.parse.failed'
        ? { code: 'invalid_json', en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' }
        : (GENERIC[body.status] ?? GENERIC[400]!);
    return { statusCode: body.status, code: generic.code, message: generic.en, messageAr: generic.ar, details: [] };
  }
  const g = GENERIC[500]!;
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: g.code, message: g.en, messageAr: g.ar, details: [] };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly log: Log) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = errorBody(error);
    if (body.statusCode >= 500)
      this.log('error', 'request failed', { error: (error as Error)?.message, stack: (error as Error)?.stack });
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
