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

export class CarrierReportAnswerDto {
  @ApiProperty()
  trackingNumber!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the tracking number is none of ours.' })
  orderId!: string | null;
  @ApiProperty()
  recorded!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The shipping order’s status after the report.' })
  status!: string | null;
}

export class CarrierReportsAnswerDto {
  @ApiProperty({ type: [CarrierReportAnswerDto] })
  results!: CarrierReportAnswerDto[];
}

const STRING = { type: 'string' };

/** SMSA Express's tracking body: one shipment (an array of them is taken too). */
export const SMSA_BODY = {
  type: 'object',
  required: ['AWB', 'Scans'],
  properties: {
    AWB: STRING,
    Scans: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ScanType', 'ScanDateTime'],
        properties: {
          ScanType: STRING,
          ScanDescription: STRING,
          ScanDateTime: STRING,
          ScanTimeZone: STRING,
          City: STRING,
        },
      },
    },
  },
};

/** The Aramex Shipment Tracking API's answer, as its webhook posts it. */
export const ARAMEX_BODY = {
  type: 'object',
  required: ['TrackingResults'],
  properties: {
    TrackingResults: {
      type: 'array',
      items: {
        type: 'object',
        required: ['Value'],
        properties: {
          Key: STRING,
          Value: {
            type: 'array',
            items: {
              type: 'object',
              required: ['WaybillNumber', 'UpdateCode', 'UpdateDateTime'],
              properties: {
                WaybillNumber: STRING,
                UpdateCode: STRING,
                UpdateDescription: STRING,
                UpdateDateTime: STRING,
                UpdateLocation: STRING,
              },
            },
          },
        },
      },
    },
  },
};
