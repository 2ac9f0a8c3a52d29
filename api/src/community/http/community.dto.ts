/** Request bodies and queries of the community API (the deciders re-check lengths and formats). */

import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { INQUIRY_TYPES, type FollowTarget, type InquiryType } from '../domain/community.events.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

export class FavoriteDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  artworkId!: string;
}

export class PostBodyDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  @MultiLine()
  body!: string;
}

export class DiscussionDto extends PostBodyDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  title!: string;
}

export class ReportDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @MultiLine()
  reason!: string;
}

export class ModerationDto {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  reason?: string;
}

export class ArtworkInquiryDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  /** International (+966 5x xxx xxxx) or Saudi national (05x xxx xxxx); checked by the inquiry decider. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string | null;

  @IsString()
  @MinLength(10)
  @MaxLength(2000)
  @MultiLine()
  message!: string;
}

export class GalleryInquiryDto extends ArtworkInquiryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  subject!: string;

  @IsIn(INQUIRY_TYPES)
  inquiryType!: InquiryType;
}

export class RespondDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  @MultiLine()
  response!: string;
}

export class FollowQuery {
  @IsIn(['artist', 'gallery'])
  type!: FollowTarget;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id!: string;
}

export class PageQuery {
  @PageNumber(24)
  page?: number;

  @PageSize()
  pageSize?: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

/** GET /api/follows/followers: an artist or gallery, and the page of its named followers. */
export class FollowersQuery extends FollowQuery {
  @PageNumber(24)
  page?: number;

  @PageSize()
  pageSize?: number;
}

export const pageOf = (query: { page?: number; pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? 24,
});
