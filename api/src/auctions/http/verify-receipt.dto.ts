/** POST /api/auctions/receipts/verify: a bid receipt exactly as the bid answer gave it. */
import { Equals, IsIn, IsInt, IsISO8601, IsNumber, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ValidateIf } from 'class-validator';

export class VerifyReceiptDto {
  @Equals(1)
  version!: 1;

  @IsString()
  @MinLength(1)
  @MaxLength(100)
  auctionId!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(100)
  bidderId!: string;

  @IsInt()
  @Min(0)
  revision!: number;

  @IsNumber()
  amount!: number;

  @ValidateIf((_o, v) => v !== null)
  @IsNumber()
  maxAmount!: number | null;

  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(1)
  sequence!: number | null;

  @ValidateIf((_o, v) => v !== null)
  @IsNumber()
  placedAmount!: number | null;

  @IsISO8601({ strict: true })
  serverTime!: string;

  @IsIn(['Ed25519'])
  algorithm!: 'Ed25519';

  @IsString()
  @MinLength(1)
  @MaxLength(200)
  signature!: string;
}
