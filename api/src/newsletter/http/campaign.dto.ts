/** Bodies of the campaign API (the decider re-checks lengths and ranges, by field, in both languages). */
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsISO8601, IsNotEmpty, Matches } from 'class-validator';
import { IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '../../platform/auth/roles.js';
import { NEWSLETTER_LANGUAGES, TOPICS, type NewsletterLanguage, type Topic } from '../domain/newsletter.events.js';
import { ACTIVE_WITHIN_DAYS_MAX, BODY_MAX, SEGMENT_ARTISTS_MAX } from '../domain/campaign.decider.js';
import { SEGMENT_CITIES_MAX, SEGMENT_PREFERENCES_MAX, SUBJECT_MAX } from '../domain/campaign.decider.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

/** A segment's list of art preferences: up to 20 short texts, absent for any. */
const PreferenceList = () =>
  applyDecorators(
    ApiProperty({ type: [String], required: false, maxItems: SEGMENT_PREFERENCES_MAX }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(SEGMENT_PREFERENCES_MAX),
    IsString({ each: true }),
    IsNotEmpty({ each: true }),
    MaxLength(60, { each: true }),
  );

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

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SEGMENT_CITIES_MAX)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  cities?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SEGMENT_ARTISTS_MAX)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  followsArtistIds?: string[];

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ACTIVE_WITHIN_DAYS_MAX)
  activeWithinDays?: number | null;

  /** Accounts whose art preferences name any of these catalogue categories (`painting`, `calligraphy`, …). */
  @PreferenceList()
  @Matches(/^[a-z][a-z_]{1,39}$/, { each: true })
  preferredCategories?: string[];

  /** … any of these styles (as stated on /preferences, compared without case). */
  @PreferenceList()
  preferredStyles?: string[];

  /** … any of these media. */
  @PreferenceList()
  preferredMedia?: string[];
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
