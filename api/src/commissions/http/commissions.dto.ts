/**
 * Request bodies and queries of the commissions API. Texts default to "" so the deciders can say which of a
 * pair (English or Arabic) is missing; amounts are SAR in halalas (whole numbers).
 */
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength } from 'class-validator';
import { Min } from 'class-validator';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { PageNumber } from '../../platform/http/paging.js';
import { MILESTONES, VISIBILITIES, type Lang, type Milestone, type Visibility } from '../domain/commission.events.js';
import { LIMITS } from '../domain/commission.rules.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const OptText = (max: number) => applyDecorators(IsOptional(), trim, IsString(), MaxLength(max));
const Halalas = () =>
  applyDecorators(
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(LIMITS.budget),
  );
const Ids = (max: number) =>
  applyDecorators(IsOptional(), IsArray(), ArrayMaxSize(max), IsString({ each: true }), MaxLength(64, { each: true }));
const Language = () => applyDecorators(IsOptional(), IsIn(['en', 'ar']));

export class CreateCommissionDto {
  @OptText(LIMITS.title) title = '';
  @OptText(LIMITS.title) titleAr = '';
  @MultiLine() @OptText(LIMITS.description) description = '';
  @MultiLine() @OptText(LIMITS.description) descriptionAr = '';
  @trim @IsString() @MaxLength(50) category!: string;
  @OptText(LIMITS.shortText) medium = '';
  @OptText(LIMITS.shortText) style = '';
  @OptText(LIMITS.shortText) dimensions = '';
  /** SAR in halalas. */
  @Halalas() budgetMin!: number;
  @Halalas() budgetMax!: number;
  /** YYYY-MM-DD. */
  @IsISO8601({ strict: true }) @MaxLength(10) deadline!: string;
  @Ids(LIMITS.images) referenceImageIds: string[] = [];
  @IsIn(VISIBILITIES) visibility: Visibility = 'public';
  @Ids(LIMITS.invited) invitedArtistIds: string[] = [];
  /** The poster's language, for the mails they get about this request. */
  @Language() language?: Lang;
}

/** Only the fields sent change (no defaults here: an absent field keeps its value). */
export class UpdateCommissionDto {
  @OptText(LIMITS.title) title?: string;
  @OptText(LIMITS.title) titleAr?: string;
  @MultiLine() @OptText(LIMITS.description) description?: string;
  @MultiLine() @OptText(LIMITS.description) descriptionAr?: string;
  @IsOptional() @trim @IsString() @MaxLength(50) category?: string;
  @OptText(LIMITS.shortText) medium?: string;
  @OptText(LIMITS.shortText) style?: string;
  @OptText(LIMITS.shortText) dimensions?: string;
  @IsOptional() @Halalas() budgetMin?: number;
  @IsOptional() @Halalas() budgetMax?: number;
  @IsOptional() @IsISO8601({ strict: true }) @MaxLength(10) deadline?: string;
  @Ids(LIMITS.images) referenceImageIds?: string[];
  @IsOptional() @IsIn(VISIBILITIES) visibility?: Visibility;
  @Ids(LIMITS.invited) invitedArtistIds?: string[];
}

export class PlaceBidDto {
  @Halalas() amount!: number;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.timelineDays) timelineDays!: number;
  @MultiLine() @OptText(LIMITS.proposal) proposal = '';
  @Ids(LIMITS.images) sketchImageIds: string[] = [];
  /** A gallery names the artist it bids for; an artist bids as itself. */
  @IsOptional() @IsString() @MaxLength(64) artistId?: string;
  @Language() language?: Lang;
}

export class UpdateBidDto {
  @IsOptional() @Halalas() amount?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.timelineDays) timelineDays?: number;
  @MultiLine() @OptText(LIMITS.proposal) proposal?: string;
  @Ids(LIMITS.images) sketchImageIds?: string[];
  /** `withdrawn` withdraws the bid; absent revises it with the other fields. */
  @IsOptional() @IsIn(['withdrawn']) status?: 'withdrawn';
}

export class MilestoneDto {
  @IsIn(MILESTONES) milestone!: Milestone;
  /** The artist submits a milestone; the collector approves it. */
  @IsIn(['submit', 'approve']) action!: 'submit' | 'approve';
  @MultiLine() @OptText(LIMITS.message) note = '';
}

export class CancelCommissionDto {
  @MultiLine() @OptText(LIMITS.reason) reason?: string;
}

export class PostMessageDto {
  @MultiLine() @OptText(LIMITS.message) body = '';
  @Ids(LIMITS.images) attachmentImageIds: string[] = [];
}

export class ReportMessageDto {
  @MultiLine() @OptText(LIMITS.reason) reason = '';
}

/** The images of the artwork made of a completed commission (the artist's uploads; the bid's sketches if absent). */
export class ArtworkFromCommissionDto {
  @Ids(LIMITS.images) imageIds?: string[];
}

/** A moderator's reason for hiding or restoring a request or a bid (required; the decider names it when missing). */
export class ModerationReasonDto {
  @MultiLine() @OptText(LIMITS.reason) reason = '';
}

export class CommissionListQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsString() @MaxLength(50) category?: string;
  @IsOptional() @IsString() @MaxLength(200) medium?: string;
  @IsOptional() @Halalas() budgetMin?: number;
  @IsOptional() @Halalas() budgetMax?: number;
  @IsOptional() @IsISO8601({ strict: true }) deadlineFrom?: string;
  @IsOptional() @IsISO8601({ strict: true }) deadlineTo?: string;
  @PageNumber(20) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize?: number;
}
