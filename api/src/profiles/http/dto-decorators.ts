/** Field decorators the profile forms share: trimmed optional text, nullable numbers and image references. */
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Optional text: trimmed; null becomes "" (texts are never null). */
export const OptionalText = (max: number) =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value)),
    IsString(),
    MaxLength(max),
  );

/** Required text: present and not blank after trimming. */
export const RequiredText = (max: number) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    IsNotEmpty(),
    MaxLength(max),
  );

/** Optional but never null: absent keeps the default; null is refused as the wrong type (it is no list or flag). */
export const OptionalNotNull = () => ValidateIf((_o, v) => v !== undefined);

/** Optional whole number in a range; null clears it. */
export const OptionalInt = (min: number, max: number) =>
  applyDecorators(
    IsOptional(),
    ValidateIf((_o, v) => v !== null),
    Type(() => Number),
    IsInt(),
    Min(min),
    Max(max),
  );

/**
 * An image uploaded through POST /api/images: its id or its /media/images/… address (the application checks the
 * upload exists: uploaded-images.ts); null clears it.
 */
export const OptionalImage = () =>
  applyDecorators(
    IsOptional(),
    ValidateIf((_o, v) => v !== null),
    ...imageReference(),
  );

/** The same reference where one is required: absent, null or blank is refused, naming the field. */
export const RequiredImage = () => applyDecorators(IsNotEmpty(), ...imageReference());

const imageReference = () => [IsString(), MaxLength(200), Matches(/^(\/media\/images\/)?[\w-]+(\.webp)?$/)];
