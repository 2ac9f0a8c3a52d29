/**
 * OpenAPI decorators for an answer that is a plain object rather than a DTO class: the operation, the 200 answer's
 * schema written out, and the refusals. Shared so each route's docs file holds only what is particular to it.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiUnauthorizedResponse } from '@nestjs/swagger';

type Schema = Record<string, unknown>;

/** A SAR amount in a plain answer; `nullable` where the figure may be absent. */
export const sarProperty = (description: string, nullable = false): Schema => ({
  type: 'number',
  ...(nullable ? { nullable: true } : {}),
  description: `${description} (SAR)`,
});

export interface PlainAnswerDocs {
  summary: string;
  description: string;
  answer: { description: string; schema: Schema };
  /** Refusals beyond "not signed in" (every such route requires a session). */
  refusals?: MethodDecorator[];
}

export function plainAnswerDocs({ summary, description, answer, refusals = [] }: PlainAnswerDocs) {
  return applyDecorators(
    ApiOperation({ summary, description }),
    ApiOkResponse(answer),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...refusals,
  );
}
