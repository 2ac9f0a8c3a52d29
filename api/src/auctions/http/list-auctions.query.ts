import { IsIn, IsOptional } from 'class-validator';
import type { ListedStatus } from '../application/auction-queries.js';
import { PageNumber, PageSize } from '../../platform/http/paging.js';

/** GET /api/auctions: `status` filters, pages of at most 100. */
export class ListAuctionsQuery {
  @IsOptional()
  @IsIn(['live', 'upcoming', 'ended'])
  status?: ListedStatus;

  @PageNumber(20)
  page?: number;

  @PageSize()
  pageSize?: number;
}
