/**
 * PUT /api/profile/art-preferences, PUT /api/profile/privacy and PUT /api/profile/notifications. Bounds (ours; the spec sets none): 20 entries
 * per list, 60 characters each, prices in whole SAR up to 100 million.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, Matches, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxLength, ValidateIf } from 'class-validator';
import { OptionalInt } from '../../platform/http/optional-int.js';

const LIST_MAX = 20;
const ENTRY_MAX = 60;
const PRICE_MAX_SAR = 100_000_000;
/** Left out, or sent as null: no bound. */
const NullablePrice = () =>
  applyDecorators(ApiProperty({ type: Number, nullable: true, required: false }), OptionalInt(0, PRICE_MAX_SAR));
/** A list of short texts (media, styles, cities: the catalogue's values, which are open), empty when left out. */
const TextList = () =>
  applyDecorators(
    ApiProperty({ type: [String], required: false, maxItems: LIST_MAX }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(LIST_MAX),
    IsString({ each: true }),
    IsNotEmpty({ each: true }),
    MaxLength(ENTRY_MAX, { each: true }),
  );
/** Left out keeps the setting; null is refused (it is no flag). */
const Setting = () =>
  applyDecorators(
    ApiProperty({ type: Boolean, required: false }),
    ValidateIf((_o, v) => v !== undefined),
    IsBoolean(),
  );

/** The whole set of art preferences: a list left out is empty, a price left out is no bound. */
export class ArtPreferencesDto {
  /** The catalogue's category keys (`painting`, `calligraphy`, …): identity cannot import the artworks context's
   * list (artworks sits above identity), so the form offers that list and the key's shape is checked here. */
  @ApiProperty({ type: [String], required: false, maxItems: LIST_MAX, example: ['painting', 'calligraphy'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  @Matches(/^[a-z][a-z_]{1,39}$/, { each: true })
  categories?: string[];

  @TextList()
  media?: string[];

  @TextList()
  styles?: string[];

  @NullablePrice()
  priceMinSar?: number | null;

  @NullablePrice()
  priceMaxSar?: number | null;

  @TextList()
  cities?: string[];
}

/** The privacy settings to change: a setting left out keeps its value (never null). */
export class PrivacySettingsDto {
  @Setting() showCollection?: boolean;
  @Setting() showInFollowers?: boolean;
  @Setting() allowArtistMessages?: boolean;
  @Setting() countMyViews?: boolean;
}

/** The kinds of optional mail to switch on or off (email-notifications.ts): a kind left out keeps its value. */
export class EmailNotificationsDto {
  @Setting() inquiries?: boolean;
  @Setting() orders?: boolean;
  @Setting() auctions?: boolean;
  @Setting() workshopReminders?: boolean;
  @Setting() followedArtists?: boolean;
  @Setting() commissions?: boolean;
  @Setting() messages?: boolean;
}
