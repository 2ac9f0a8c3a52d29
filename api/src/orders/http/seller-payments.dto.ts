/** The seller's payment settings as sent (the decider re-checks the methods, the holder and the IBAN's digits). */
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_METHODS } from '../domain/orders.events.js';

export class PaymentSettingsDto {
  @ApiProperty({ required: false, isArray: true, enum: PAYMENT_METHODS })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PAYMENT_METHODS.length)
  @IsString({ each: true })
  methods?: string[];

  @IsOptional()
  @IsString()
  @MaxLength(140)
  accountHolder?: string;

  @ApiProperty({ required: false, example: 'SA0380000000608010167519' })
  @IsOptional()
  @IsString()
  @MaxLength(42)
  iban?: string;
}
