/**
 * The commissions API words every refusal of bad input as the spec does, "Please fill in all required fields"
 * (in both languages), the fields named in `details` as the validation pipe or the decider found them.
 */
import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { errorBody } from '../../platform/errors/http-error.filter.js';
import { REQUIRED_MESSAGE, REQUIRED_MESSAGE_AR } from '../domain/commission.rules.js';

@Catch(DomainError)
export class RequiredFieldsFilter implements ExceptionFilter {
  catch(error: DomainError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = errorBody(error);
    if (body.statusCode === 400 && body.code === 'validation_failed') {
      body.message = REQUIRED_MESSAGE;
      body.messageAr = REQUIRED_MESSAGE_AR;
    }
    if (!res.headersSent) res.status(body.statusCode).json(body);
  }
}
