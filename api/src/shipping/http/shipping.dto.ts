/** Request bodies of the shipping API (the deciders re-check every field they record, in both languages). */
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { CARRIERS, TRACKING_STATUSES, type Carrier, type TrackingStatus } from '../domain/shipping.events.js';
import { HANDLING_DAYS_MAX, RATE_MAX } from '../domain/shipping-profile.decider.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const Text = (max: number) => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(max));
const Halalas = () => applyDecorators(IsInt(), Min(0), Max(RATE_MAX));

export class ShippingProfileDto {
  @Text(120)
  businessName!: string;

  @Text(120)
  contactPerson!: string;

  @Text(20)
  contactPhone!: string;

  @Text(200)
  contactEmail!: string;

  /** Whole halalas (SAR 50.00 = 5000). */
  @Halalas()
  domesticRate!: number;

  @Halalas()
  internationalRate!: number;

  @IsInt()
  @Min(1)
  @Max(HANDLING_DAYS_MAX)
  handlingDays!: number;

  @ApiProperty({ enum: CARRIERS })
  @IsIn(CARRIERS)
  defaultCarrier!: Carrier;

  @IsOptional()
  @trim
  @IsString()
  @MaxLength(1000)
  @MultiLine()
  notes?: string | null;
}

export class ShipOrderDto {
  @ApiProperty({ enum: CARRIERS })
  @IsIn(CARRIERS)
  carrier!: Carrier;

  @Text(40)
  trackingNumber!: string;

  /** A shipping provider's account to assign the shipment to. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  providerId?: string | null;
}

export class TrackingEventDto {
  @ApiProperty({ enum: TRACKING_STATUSES })
  @IsIn(TRACKING_STATUSES)
  status!: TrackingStatus;

  /** When it happened (ISO 8601); now when absent. */
  @IsOptional()
  @IsISO8601({ strict: true })
  at?: string;

  @Text(120)
  place!: string;

  @Text(300)
  description!: string;
}

/** The sandbox carrier's tracking report (the signature covers the body as sent). */
export class CarrierWebhookDto {
  @Text(100)
  deliveryId!: string;

  @Text(40)
  trackingNumber!: string;

  @ApiProperty({ enum: TRACKING_STATUSES })
  @IsIn(TRACKING_STATUSES)
  status!: TrackingStatus;

  @IsISO8601({ strict: true })
  at!: string;

  @Text(120)
  place!: string;

  @Text(300)
  description!: string;
}
