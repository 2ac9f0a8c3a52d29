/** An admin's change to one storefront text: per language a text, null to go back to the shipped one, or absent. */
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { REASON_MAX } from '../domain/settings-rules.js';
import { TRANSLATION_MAX } from '../domain/translations.js';

export class ChangeTranslationDto {
  /** The English text (null: the shipped one again). */
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsString()
  @MaxLength(TRANSLATION_MAX)
  en?: string | null;

  /** The Arabic text (null: the shipped one again). */
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsString()
  @MaxLength(TRANSLATION_MAX)
  ar?: string | null;

  @IsOptional() @IsString() @MaxLength(REASON_MAX) reason?: string;
}
