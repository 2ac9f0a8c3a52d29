import { OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COUNTRY_KEYS, LIMITS, PROFILE_LIST_SORTS } from './profile-http.vocabulary.js';
import { OptionalImage, OptionalInt, OptionalText, RequiredText } from './dto-decorators.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

export class AwardDto {
  @RequiredText(LIMITS.shortText) title!: string;
  @RequiredText(LIMITS.shortText) titleAr!: string;
  @OptionalInt(LIMITS.minYear, 2100) year: number | null = null;
}

export class ArtistExhibitionEntryDto {
  @RequiredText(LIMITS.shortText) title!: string;
  @RequiredText(LIMITS.shortText) titleAr!: string;
  @OptionalText(LIMITS.shortText) venue = '';
  @OptionalText(LIMITS.shortText) venueAr = '';
  @OptionalInt(LIMITS.minYear, 2100) year: number | null = null;
}

export class ArtistExhibitionsDto {
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @ValidateNested({ each: true })
  @Type(() => ArtistExhibitionEntryDto)
  solo: ArtistExhibitionEntryDto[] = [];

  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @ValidateNested({ each: true })
  @Type(() => ArtistExhibitionEntryDto)
  group: ArtistExhibitionEntryDto[] = [];
}

/**
 * PUT /api/artists/me: creates the caller's profile (name, nameAr and nationality required then) or edits
 * it (fields left out keep their value). Bounds are ours: names 120, short texts 200, biographies 5,000.
 */
export class SaveArtistDto {
  @OptionalText(LIMITS.name) name?: string;
  @OptionalText(LIMITS.name) nameAr?: string;
  @MultiLine() @OptionalText(LIMITS.longText) biography?: string;
  @MultiLine() @OptionalText(LIMITS.longText) biographyAr?: string;
  @OptionalImage() profileImage?: string | null;
  @IsOptional() @IsIn(COUNTRY_KEYS) nationality?: string;
  @OptionalText(LIMITS.shortText) location?: string;
  @OptionalText(LIMITS.shortText) locationAr?: string;
  @OptionalInt(LIMITS.minYear, 2100) birthYear?: number | null;
  @OptionalInt(LIMITS.minYear, 2100) died?: number | null;
  @OptionalText(LIMITS.shortText) style?: string;
  @OptionalText(LIMITS.shortText) medium?: string;
  @OptionalInt(0, LIMITS.maxExperienceYears) experienceYears?: number | null;
  @OptionalText(LIMITS.shortText) education?: string;
  @OptionalText(LIMITS.shortText) educationAr?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @ValidateNested({ each: true })
  @Type(() => AwardDto)
  awards?: AwardDto[];

  @IsOptional()
  @ValidateNested()
  @Type(() => ArtistExhibitionsDto)
  exhibitions?: ArtistExhibitionsDto;
}

/**
 * POST /api/galleries/me/managed-artists: a gallery adds a profile it manages for an artist without an
 * account; the same fields as an artist's own profile, name in both languages and nationality required.
 * PUT /api/galleries/me/managed-artists/{id} edits it with SaveArtistDto.
 */
export class CreateManagedArtistDto extends OmitType(SaveArtistDto, ['name', 'nameAr', 'nationality'] as const) {
  @RequiredText(LIMITS.name) name!: string;
  @RequiredText(LIMITS.name) nameAr!: string;
  @IsIn(COUNTRY_KEYS) nationality!: string;
}

export class ListArtistsQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(COUNTRY_KEYS) nationality?: string;
  @IsOptional() @IsIn(['en', 'ar']) lang?: 'en' | 'ar';
  @IsOptional() @IsIn(PROFILE_LIST_SORTS) sort?: (typeof PROFILE_LIST_SORTS)[number];
  @PageNumber(24) page?: number;
  @PageSize() pageSize?: number;
}
