/** POST /api/admin/auctions: one lot's terms, amounts in SAR, premium rates in percent. */
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsISO8601, IsOptional, IsString, Max } from 'class-validator';
import { MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsSarAmount } from './sar.js';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { IsDecimalNumber } from '../../platform/errors/number-rules.js';

export class IncrementBandDto {
  /** The band applies from this price (SAR); the first band starts at 0. */
  @IsDecimalNumber(2)
  @Min(0)
  from!: number;

  @IsSarAmount()
  increment!: number;
}

export class PremiumTierDto {
  /** Upper bound of the tier in SAR; null for the last, open tier. */
  @ValidateIf((_o, v) => v !== null)
  @IsSarAmount()
  upTo!: number | null;

  @IsDecimalNumber(2)
  @Min(0)
  @Max(100)
  ratePercent!: number;
}

export class ScheduleAuctionDto {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  lotId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  saleId?: string | null;

  /** A catalogue artwork: its title, artist and cover are copied onto the lot (the sale's catalogue entry). */
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  artworkId?: string;

  @IsString()
  @MinLength(1)
  @MaxLength(100)
  sellerId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  consignorId?: string | null;

  @IsSarAmount()
  startingBid!: number;

  @IsOptional()
  @IsSarAmount()
  reserve?: number | null;

  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => IncrementBandDto)
  increments!: IncrementBandDto[];

  @IsISO8601({ strict: true })
  startsAt!: string;

  @IsISO8601({ strict: true })
  endsAt!: string;

  /** Left out: the platform settings' soft close in force when scheduling (fixed into the auction). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60)
  softCloseMinutes?: number;

  /** Left out: the platform settings' buyer's premium tiers in force when scheduling (fixed into the auction). */
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => PremiumTierDto)
  premiumTiers?: PremiumTierDto[];
}

export class AuctionReasonDto {
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  @MultiLine()
  reason!: string;
}

export class RetractBidDto extends AuctionReasonDto {
  @IsInt()
  @Min(1)
  sequence!: number;
}
