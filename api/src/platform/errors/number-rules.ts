/**
 * A finite number with at most N decimal places. class-validator's `IsNumber({ maxDecimalPlaces })` reads the
 * decimals from `value.toString().split('.')[1]`, which throws on exponent notation (`5e-324`, `1e-7`) and turned
 * such a price into a 500; this checks by rounding instead, and keeps the `isNumber` name for the message.
 */
import { ValidateBy, type ValidationOptions } from 'class-validator';

export function hasAtMostDecimals(value: unknown, places: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (Number.isInteger(value)) return true;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor === value;
}

export const IsDecimalNumber = (maxDecimalPlaces: number, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNumber',
      constraints: [{ maxDecimalPlaces }],
      validator: { validate: (value) => hasAtMostDecimals(value, maxDecimalPlaces) },
    },
    options,
  );
