/**
 * Found by the fuzzer: `PATCH /api/artworks/{id}` with a price of 5e-324 answered 500, because class-validator's
 * `maxDecimalPlaces` check throws on exponent notation. Every amount with decimals is checked by rounding now.
 */
import { describe, expect, it } from '@jest/globals';
import { createValidationPipe } from './validation.js';
import { DomainError } from './domain-errors.js';
import { hasAtMostDecimals } from './number-rules.js';
import { PriceDto } from '../../artworks/http/artwork.dto.js';
import { IncrementBandDto } from '../../auctions/http/schedule-auction.dto.js';

const validate = (metatype: new () => object, value: object) =>
  createValidationPipe().transform(value, { type: 'body', metatype });

describe('numbers with at most two decimals', () => {
  it.each([5e-324, 1e-7, 1.005, 0.001, -1e-10])('a price of %p answers 400, not 500', async (price) => {
    const error = await validate(PriceDto, { price }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).details).toContainEqual(
      expect.objectContaining({ field: 'price', code: 'isNumber' }),
    );
  });

  it('an increment band starting at 1e-7 answers 400 (the auction forms share the check)', async () => {
    const error = await validate(IncrementBandDto, { from: 1e-7, increment: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
  });

  it.each([0, 12, 12.5, 0.29, 99_999_999.99, 1e21])('takes %p', (value) => {
    expect(hasAtMostDecimals(value, 2)).toBe(true);
  });

  it.each([Infinity, NaN, '12', 0.125])('refuses %p', (value) => {
    expect(hasAtMostDecimals(value, 2)).toBe(false);
  });
});
