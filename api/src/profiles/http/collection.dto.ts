import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { LIMITS, PROFILE_LIST_SORTS } from './profile-http.vocabulary.js';
import { OptionalImage, OptionalNotNull, OptionalText, RequiredText } from './dto-decorators.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

export class CreateCollectionDto {
  @RequiredText(LIMITS.name) name!: string;
  @RequiredText(LIMITS.name) nameAr!: string;
  @MultiLine() @OptionalText(LIMITS.longText) description = '';
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr = '';
  @OptionalImage() coverImage: string | null = null;
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(LIMITS.artworksPerCollection)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  artworkIds: string[] = [];
  @OptionalNotNull() @IsBoolean() published = true;
  @OptionalNotNull() @IsBoolean() featured = false;
}

/**
 * PUT /api/admin/collections/:id: react-admin sends the whole record back, so the read-only fields it holds
 * (id, dates, joined artworks) are accepted and ignored; `featured` features or unfeatures.
 */
export class UpdateCollectionDto {
  @IsOptional() @RequiredText(LIMITS.name) name?: string;
  @IsOptional() @RequiredText(LIMITS.name) nameAr?: string;
  @MultiLine() @OptionalText(LIMITS.longText) description?: string;
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr?: string;
  @OptionalImage() coverImage?: string | null;
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(LIMITS.artworksPerCollection)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  artworkIds?: string[];
  @OptionalNotNull() @IsBoolean() published?: boolean;
  @OptionalNotNull() @IsBoolean() featured?: boolean;
  @Allow() id?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() artworks?: unknown;
}

export class ListCollectionsQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(['en', 'ar']) lang?: 'en' | 'ar';
  @IsOptional() @IsIn(PROFILE_LIST_SORTS) sort?: (typeof PROFILE_LIST_SORTS)[number];
  @PageNumber(24) page?: number;
  @PageSize() pageSize?: number;
}
