/** Request bodies and queries of the KYC API (the decider re-checks the fields it records). */
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { Matches, Max, MaxLength, Min } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_TYPES, type DocumentType } from '../domain/kyc.events.js';
import { KYC_ACTIONS, type KycAction } from '../domain/kyc-tiers.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

/** The multipart form's fields beside `file`. */
export class KycDocumentFormDto {
  @ApiProperty({ enum: DOCUMENT_TYPES })
  @IsIn(DOCUMENT_TYPES)
  documentType!: DocumentType;

  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  number!: string;

  @ApiProperty({ required: false, example: '2029-01-31' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  expiresOn?: string;
}

export const KYC_DECISIONS = ['approve', 'reject', 'request_more'] as const;

export class KycDecisionDto {
  /** Required on `/decisions`; taken from the path on `/approve`, `/reject` and `/request-more`. */
  @IsOptional()
  @IsIn(KYC_DECISIONS)
  decision!: (typeof KYC_DECISIONS)[number];

  @IsOptional()
  @IsString()
  @MaxLength(100)
  documentId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  reason?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  reasonAr?: string;

  @ApiProperty({ required: false, enum: DOCUMENT_TYPES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(4)
  @IsIn(DOCUMENT_TYPES, { each: true })
  requested?: DocumentType[];

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  note?: string;
}

/** `GET /api/kyc/permissions?action=bid&amount=25000`: may I do this? */
export class KycPermissionQueryDto {
  @IsIn(KYC_ACTIONS)
  action!: KycAction;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  amount?: number;
}
