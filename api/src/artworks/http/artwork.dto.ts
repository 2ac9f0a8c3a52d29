/**
 * Bodies of the artwork endpoints. Bounds are ours (the spec sets none): titles 200 characters, description
 * 5,000, other texts 1,000 (names of media and styles 120), up to 20 tags of 40, up to 12 images, prices in
 * SAR with at most two decimals up to 100,000,000. A field left out of a PATCH keeps its value.
 */
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString } from 'class-validator';
import { Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { AVAILABILITIES, type Availability, CATEGORY_KEYS } from '../domain/artwork.vocabulary.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { IsDecimalNumber } from '../../platform/errors/number-rules.js';
import { OptionalInt } from '../../platform/http/optional-int.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class ArtworkFieldsDto {
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(5000)
  @MultiLine()
  description?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(5000)
  @MultiLine()
  descriptionAr?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(120)
  medium?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(120)
  mediumAr?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(120)
  categoryAr?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(120)
  style?: string;
  @OptionalInt(1000, 2100)
  year?: number | null;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(120)
  dimensions?: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  provenance?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  condition?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  frame?: string;
  @IsOptional()
  @IsBoolean()
  signed?: boolean;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  edition?: string;
  @IsOptional()
  @IsBoolean()
  certificateOfAuthenticity?: boolean;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  insurance?: string;
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(1000)
  shipping?: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  images?: string[];
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsDecimalNumber(2)
  @Min(0)
  @Max(100_000_000)
  price?: number | null;
  @IsOptional()
  @IsIn(['SAR'])
  currency?: 'SAR';
  @IsOptional()
  @IsIn(AVAILABILITIES)
  availability?: Availability;
}

/** POST /api/artworks. */
export class CreateArtworkDto extends ArtworkFieldsDto {
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  title!: string;
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  titleAr!: string;
  @IsIn(CATEGORY_KEYS)
  category!: string;
  /** A gallery names the artist; an artist's works default to themselves. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  artistId?: string;
}

/** PATCH /api/artworks/:id. */
export class EditArtworkDto extends ArtworkFieldsDto {
  @IsOptional()
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  title?: string;
  @IsOptional()
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  titleAr?: string;
  @IsOptional()
  @IsIn(CATEGORY_KEYS)
  category?: string;
}

export class AvailabilityDto {
  @IsIn(AVAILABILITIES)
  availability!: Availability;
}

export class PriceDto {
  @ValidateIf((_o, v) => v !== null)
  @IsDecimalNumber(2)
  @Min(0)
  @Max(100_000_000)
  price!: number | null;
}

export class WithdrawDto {
  @IsOptional()
  @trim()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  reason?: string;
}

export class ModerationReasonDto {
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @MultiLine()
  reason!: string;
}

export class BulkArtworksDto {
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  ids!: string[];
  @IsIn(['feature', 'unfeature', 'withdraw'])
  action!: 'feature' | 'unfeature' | 'withdraw';
  @IsOptional()
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @MultiLine()
  reason?: string;
}

const SORTS = ['latest', 'oldest', 'price_asc', 'price_desc', 'title', 'featured'];

/** GET /api/artworks (and the artwork filters of GET /api/search). */
export class ListArtworksQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
  @IsOptional()
  @IsIn(CATEGORY_KEYS)
  category?: string;
  @IsOptional()
  @IsString()
  @MaxLength(120)
  style?: string;
  @IsOptional()
  @IsString()
  @MaxLength(120)
  medium?: string;
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  minPrice?: number;
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  maxPrice?: number;
  @IsOptional()
  @IsIn(AVAILABILITIES)
  availability?: string;
  @IsOptional()
  @IsString()
  @MaxLength(64)
  artistId?: string;
  @IsOptional()
  @IsString()
  @MaxLength(64)
  galleryId?: string;
  @IsOptional()
  @IsIn(SORTS)
  sort?: string;
  @PageNumber(24)
  page?: number;
  @PageSize()
  pageSize?: number;
}

export class SearchQuery extends ListArtworksQuery {
  @IsOptional()
  @IsIn(['all', 'artworks', 'artists', 'galleries'])
  type?: 'all' | 'artworks' | 'artists' | 'galleries';
  @IsOptional()
  @IsString()
  @MaxLength(80)
  nationality?: string;
  @IsOptional()
  @IsString()
  @MaxLength(120)
  location?: string;
}

export class PageQuery {
  @PageNumber(24)
  page?: number;
  @PageSize()
  pageSize?: number;
}
