/** Bodies of the mail template endpoints (the decider checks each text's variables and that subjects are given). */
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { GREETING_MAX, PARAGRAPH_MAX, PARAGRAPHS_MAX, SUBJECT_MAX } from '../domain/mail-template.decider.js';
import { TEMPLATE_REASON_MAX } from '../domain/mail-template.decider.js';
import { EMAIL_LANGUAGES, type EmailLanguage } from '../email/email-template.js';

export class MailTemplateTextDto {
  @IsString() @MaxLength(SUBJECT_MAX) subject!: string;
  @IsString() @MaxLength(GREETING_MAX) greeting!: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PARAGRAPHS_MAX)
  @IsString({ each: true })
  @MaxLength(PARAGRAPH_MAX, { each: true })
  paragraphs!: string[];
}

export class MailTemplateTextsDto {
  @IsDefined() @ValidateNested() @Type(() => MailTemplateTextDto) en!: MailTemplateTextDto;
  @IsDefined() @ValidateNested() @Type(() => MailTemplateTextDto) ar!: MailTemplateTextDto;
}

export class ReviseMailTemplateDto {
  @IsDefined() @ValidateNested() @Type(() => MailTemplateTextsDto) text!: MailTemplateTextsDto;
  @IsOptional() @IsString() @MaxLength(TEMPLATE_REASON_MAX) reason?: string;
  /** The revision the text was read at (-1 before any change). */
  @IsInt() @Min(-1) expectedRevision!: number;
}

export class RevertMailTemplateDto {
  /** The revision whose text comes back; null for the shipped text. */
  @ApiProperty({ type: Number, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(0)
  toRevision!: number | null;

  @IsOptional() @IsString() @MaxLength(TEMPLATE_REASON_MAX) reason?: string;
  @IsInt() @Min(-1) expectedRevision!: number;
}

export class PreviewMailTemplateDto {
  /** A text to preview before saving it; absent: the text in force. */
  @IsOptional() @ValidateNested() @Type(() => MailTemplateTextsDto) text?: MailTemplateTextsDto;
}

export class TestSendMailTemplateDto {
  /** Which language comes first in the mail (both are in it). */
  @ApiProperty({ enum: EMAIL_LANGUAGES })
  @IsIn(EMAIL_LANGUAGES)
  lang!: EmailLanguage;
}
