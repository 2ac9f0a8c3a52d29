import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ListedStatus } from '../application/auction-queries.js';
import { PageNumber } from '../../platform/http/paging.js';

/** GET /api/auctions: `status` filters, pages of at most 100. */
export class ListAuctionsQuery {
  @IsOptional()
  @IsIn(['live', 'upcoming', 'ended'])
  status?: ListedStatus;

  @PageNumber(20)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
