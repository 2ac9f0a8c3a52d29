import { IsOptional } from 'class-validator';
import { IsSarAmount } from './sar.js';

/** POST /api/auctions/:id/bids, in SAR. A maximum lets the engine bid for you by increments up to it. */
export class PlaceBidDto {
  @IsSarAmount()
  amount!: number;

  @IsOptional()
  @IsSarAmount()
  maxAmount?: number;
}
