import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsISO8601, IsOptional, IsString, IsUrl, Matches } from 'class-validator';
import { MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { EXHIBITION_KINDS, GALLERY_EVENT_STATUSES, LIMITS, PROFILE_LIST_SORTS } from './profile-http.vocabulary.js';
import { OptionalImage, OptionalInt, OptionalText, RequiredText } from './dto-decorators.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

const nonEmpty = (_o: object, v: unknown) => v !== '' && v !== null && v !== undefined;

export class SocialDto {
  @OptionalText(LIMITS.url) @ValidateIf(nonEmpty) @IsUrl() instagram?: string;
  @OptionalText(LIMITS.url) @ValidateIf(nonEmpty) @IsUrl() facebook?: string;
  @OptionalText(LIMITS.url) @ValidateIf(nonEmpty) @IsUrl() twitter?: string;
}

/**
 * PUT /api/galleries/me: creates the caller's gallery (name, nameAr and location required then) or edits it
 * (fields left out keep their value). Empty e-mail, website and phone are allowed (they clear the field).
 */
export class SaveGalleryDto {
  @OptionalText(LIMITS.name) name?: string;
  @OptionalText(LIMITS.name) nameAr?: string;
  @MultiLine() @OptionalText(LIMITS.longText) about?: string;
  @MultiLine() @OptionalText(LIMITS.longText) aboutAr?: string;
  @OptionalInt(LIMITS.minYear, 2100) establishedYear?: number | null;
  @OptionalText(LIMITS.shortText) location?: string;
  @OptionalText(LIMITS.shortText) locationAr?: string;
  @OptionalText(LIMITS.shortText) address?: string;
  @OptionalText(LIMITS.shortText) addressAr?: string;
  @OptionalText(30) @ValidateIf(nonEmpty) @Matches(/^\+?[0-9 ()-]{6,30}$/) phone?: string;
  @OptionalText(LIMITS.shortText) @ValidateIf(nonEmpty) @IsEmail() email?: string;
  @OptionalText(LIMITS.url) @ValidateIf(nonEmpty) @IsUrl() website?: string;
  @OptionalText(LIMITS.shortText) openingHours?: string;
  @OptionalText(LIMITS.shortText) openingHoursAr?: string;
  @IsOptional() @ValidateNested() @Type(() => SocialDto) social?: SocialDto;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @IsString({ each: true })
  @MaxLength(LIMITS.shortText, { each: true })
  specialties?: string[];
  @OptionalText(LIMITS.name) curator?: string;
  @OptionalImage() coverImage?: string | null;
  @OptionalImage() logo?: string | null;
}

export class ListGalleriesQuery {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsString() @MaxLength(200) location?: string;
  @IsOptional() @IsIn(['en', 'ar']) lang?: 'en' | 'ar';
  @IsOptional() @IsIn(PROFILE_LIST_SORTS) sort?: (typeof PROFILE_LIST_SORTS)[number];
  @PageNumber(24) page?: number;
  @PageSize() pageSize?: number;
}

export class ExhibitionDto {
  @RequiredText(LIMITS.shortText) title!: string;
  @RequiredText(LIMITS.shortText) titleAr!: string;
  @IsIn(EXHIBITION_KINDS) kind!: (typeof EXHIBITION_KINDS)[number];
  @IsISO8601() startDate!: string;
  @IsISO8601() endDate!: string;
  @MultiLine() @OptionalText(LIMITS.longText) description = '';
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr = '';
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  artistIds: string[] = [];
}

export class PatchExhibitionDto {
  @IsOptional() @RequiredText(LIMITS.shortText) title?: string;
  @IsOptional() @RequiredText(LIMITS.shortText) titleAr?: string;
  @IsOptional() @IsIn(EXHIBITION_KINDS) kind?: (typeof EXHIBITION_KINDS)[number];
  @IsOptional() @IsISO8601() startDate?: string;
  @IsOptional() @IsISO8601() endDate?: string;
  @MultiLine() @OptionalText(LIMITS.longText) description?: string;
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr?: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.listItems)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  artistIds?: string[];
}

export class GalleryEventDto {
  @RequiredText(LIMITS.shortText) title!: string;
  @RequiredText(LIMITS.shortText) titleAr!: string;
  @IsISO8601() startDate!: string;
  @IsISO8601() endDate!: string;
  @IsOptional() @IsIn(GALLERY_EVENT_STATUSES) status: (typeof GALLERY_EVENT_STATUSES)[number] = 'upcoming';
  @OptionalText(LIMITS.shortText) venue = '';
  @OptionalText(LIMITS.shortText) venueAr = '';
  @MultiLine() @OptionalText(LIMITS.longText) description = '';
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr = '';
}

export class PatchGalleryEventDto {
  @IsOptional() @RequiredText(LIMITS.shortText) title?: string;
  @IsOptional() @RequiredText(LIMITS.shortText) titleAr?: string;
  @IsOptional() @IsISO8601() startDate?: string;
  @IsOptional() @IsISO8601() endDate?: string;
  @IsOptional() @IsIn(GALLERY_EVENT_STATUSES) status?: (typeof GALLERY_EVENT_STATUSES)[number];
  @OptionalText(LIMITS.shortText) venue?: string;
  @OptionalText(LIMITS.shortText) venueAr?: string;
  @MultiLine() @OptionalText(LIMITS.longText) description?: string;
  @MultiLine() @OptionalText(LIMITS.longText) descriptionAr?: string;
}
