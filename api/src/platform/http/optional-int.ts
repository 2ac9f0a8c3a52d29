import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * A whole number from `min` to `max`, or nothing: left out or sent as null, no rule applies (what that means,
 * "keep", "clear" or "no bound", is the field's to say).
 */
export const OptionalInt = (min: number, max: number) => applyDecorators(IsOptional(), IsInt(), Min(min), Max(max));
