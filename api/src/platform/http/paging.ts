/**
 * `page` of every public list: a whole number from 1, and never past the first 10,000 results. Skipping rows
 * costs the database more the deeper the page, so an anonymous crawler asking for page 1,000,000 is refused
 * (400 naming `page`, with the last page it may ask for) instead of making the store skip millions of rows.
 */
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, Validate, ValidatorConstraint } from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';

export const MAX_PAGED_RESULTS = 10_000;

/** The last page of `pageSize` results that still starts within the first 10,000. */
export const lastPage = (pageSize: number) => Math.ceil(MAX_PAGED_RESULTS / pageSize);

/** Named `max` so the validation pipe words it as "must not be more than N", N being the last page. */
@ValidatorConstraint({ name: 'max' })
class WithinPagedResults implements ValidatorConstraintInterface {
  validate(page: unknown, args: ValidationArguments): boolean {
    return typeof page === 'number' && page <= lastPage(sizeOf(args));
  }

  defaultMessage(args: ValidationArguments): string {
    return `page must not be more than ${lastPage(sizeOf(args))}`;
  }
}

function sizeOf(args: ValidationArguments): number {
  const size = (args.object as { pageSize?: unknown }).pageSize;
  const [defaultSize] = args.constraints as [number];
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 ? size : defaultSize;
}

/** On a query DTO's `page`, next to its `pageSize` (whose default the list uses when it is absent). */
export const PageNumber = (defaultPageSize: number) =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Validate(WithinPagedResults, [defaultPageSize]),
  );

/** On a query DTO's `pageSize`: a whole number from 1 to `max` (100 on every public list). */
export const PageSize = (max = 100) =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(max),
  );
