/** Bodies of the campaign API (the decider re-checks lengths and ranges, by field, in both languages). */
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '../../platform/auth/roles.js';
import { NEWSLETTER_LANGUAGES, TOPICS, type NewsletterLanguage, type Topic } from '../domain/newsletter.events.js';
import { BODY_MAX, SUBJECT_MAX } from '../domain/campaign.decider.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

export class SegmentDto {
  @ApiProperty({ enum: NEWSLETTER_LANGUAGES, isArray: true })
  @IsArray()
  @IsIn(NEWSLETTER_LANGUAGES, { each: true })
  languages!: NewsletterLanguage[];

  @ApiProperty({ enum: TOPICS, isArray: true })
  @IsArray()
  @IsIn(TOPICS, { each: true })
  topics!: Topic[];

  @ApiProperty({ enum: ROLES, isArray: true })
  @IsArray()
  @ArrayMaxSize(ROLES.length)
  @IsIn(ROLES, { each: true })
  roles!: string[];
}

export class PreviewDto {
  @MultiLine()
  @IsString()
  @MaxLength(BODY_MAX)
  body!: string;

  @MultiLine()
  @IsString()
  @MaxLength(BODY_MAX)
  bodyAr!: string;
}

export class CampaignDto extends PreviewDto {
  @IsString()
  @MaxLength(SUBJECT_MAX)
  subject!: string;

  @IsString()
  @MaxLength(SUBJECT_MAX)
  subjectAr!: string;

  // Required: ValidateNested alone passes an absent segment, and the decider then read its lists (a 500 the
  // fuzzer found).
  @IsDefined()
  @ValidateNested()
  @Type(() => SegmentDto)
  segment!: SegmentDto;

  @IsInt()
  perMinute!: number;
}

export class ScheduleDto {
  @ApiProperty({ example: '2026-12-01T09:00:00Z' })
  @IsISO8601()
  sendAt!: string;
}
