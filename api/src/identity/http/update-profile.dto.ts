import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MultiLine } from '../../platform/errors/text-rule.js';

/** Trim text; an empty string clears the field. */
const clean = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/**
 * PATCH /api/profile (SPEC section 7). Bounds (the spec sets none; these are ours, in the README):
 * names 80 characters, phone 6–20 of digits, spaces, +, -, ( ), location 120, bio 2,000.
 * A field left out keeps its value; null or "" clears it.
 */
export class UpdateProfileDto {
  @IsOptional()
  @clean()
  @IsString()
  @MaxLength(80)
  firstName?: string | null;

  @IsOptional()
  @clean()
  @IsString()
  @MaxLength(80)
  lastName?: string | null;

  @IsOptional()
  @clean()
  @IsString()
  @MaxLength(20)
  @Matches(/^\+?[0-9 ()-]{6,20}$/)
  phone?: string | null;

  @IsOptional()
  @clean()
  @IsString()
  @MaxLength(120)
  location?: string | null;

  @IsOptional()
  @clean()
  @IsString()
  @MaxLength(2000)
  @MultiLine()
  bio?: string | null;
}
