/** The body of a message from staff: a subject and a body in English, Arabic or both (the decider names what a
 * language begun lacks). Bodies keep their line breaks. */
import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { BODY_MAX, SUBJECT_MAX } from '../domain/staff-messages.decider.js';

const OptText = (max: number) => applyDecorators(IsOptional(), IsString(), MaxLength(max));

export class SendStaffMessageDto {
  @OptText(SUBJECT_MAX) subject?: string | null;
  @OptText(BODY_MAX) @MultiLine() body?: string | null;
  @OptText(SUBJECT_MAX) subjectAr?: string | null;
  @OptText(BODY_MAX) @MultiLine() bodyAr?: string | null;
}
