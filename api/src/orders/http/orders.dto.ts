/** Request bodies of the orders API (the decider and the checkout rules re-check what they record). */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, Matches } from 'class-validator';
import { MaxLength, Min, Max, ValidateNested } from 'class-validator';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/orders.events.js';
import { COUNTRIES } from '../domain/checkout-rules.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const Text = (max: number) => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(max));
const OptText = (max: number) => applyDecorators(IsOptional(), trim, IsString(), MaxLength(max));
/** SAR with at most two decimals. */
export const Amount = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0.01),
    Max(100_000_000),
  );

export class BuyNowDto {
  @Text(100) artworkId!: string;
}

export class MakeOfferDto {
  @Text(100) artworkId!: string;
  @Amount() amount!: number;
  @ApiProperty({ required: false, format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  expiresAt?: string;
}

export class CounterOfferDto {
  @Amount() amount!: number;
  @ApiProperty({ required: false, format: 'date-time' })
  @IsOptional()
  @IsISO8601()
  expiresAt?: string;
}

export class DeliveryAddressDto {
  @Text(120) recipientName!: string;
  @Text(20) phone!: string;
  @ApiProperty({ enum: COUNTRIES })
  @IsIn(COUNTRIES)
  countryCode!: string;
  @Text(80) city!: string;
  @OptText(80) district?: string;
  @Text(120) street!: string;
  @Text(10) buildingNumber!: string;
  @OptText(10) postalCode?: string;
  @OptText(4) additionalNumber?: string;
  @OptText(8) shortAddress?: string;
  @OptText(120) line2?: string;
}

export class CheckoutDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => DeliveryAddressDto)
  address!: DeliveryAddressDto;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS)
  paymentMethod!: PaymentMethod;

  @Text(120) buyerName!: string;

  /** Given: a standard tax invoice to the buyer's business; absent: a simplified one. */
  @OptText(15) buyerVatNumber?: string;
}

export class RefundDto {
  @Amount() amount!: number;
  @Text(500)
  @MultiLine()
  reason!: string;
}

export class ConfirmTransferDto {
  @Text(100) bankReference!: string;
}

export class OrderWebhookDto {
  @Text(200) reference!: string;
  @IsIn(['succeeded', 'failed']) status!: 'succeeded' | 'failed';
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  amount!: number;
  @Text(200) deliveryId!: string;
  /** A failed payment's decline as the provider words it (e.g. `insufficient_funds`), shown to the buyer. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/)
  declineCode?: string;
  @OptText(300) declineMessage?: string;
}
