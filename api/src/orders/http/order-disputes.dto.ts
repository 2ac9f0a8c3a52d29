/** Request bodies of disputes (the decider re-checks the window, the parties and the amounts). */
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MultiLine } from '../../platform/errors/text-rule.js';
import { DISPUTE_DECISIONS, DISPUTE_REASONS } from '../domain/disputes.events.js';
import type { DisputeDecision, DisputeReason } from '../domain/disputes.events.js';
import { Amount, Text } from './orders.dto.js';

export class OpenDisputeDto {
  @ApiProperty({ enum: DISPUTE_REASONS })
  @IsIn(DISPUTE_REASONS)
  reason!: DisputeReason;

  @Text(2000)
  @MultiLine()
  description!: string;
}

export class AnswerDisputeDto {
  @Text(2000)
  @MultiLine()
  answer!: string;
}

export class ResolveDisputeDto {
  @ApiProperty({ enum: DISPUTE_DECISIONS })
  @IsIn(DISPUTE_DECISIONS)
  decision!: DisputeDecision;

  /** SAR; required for a partial refund, ignored otherwise. */
  @ApiProperty({ required: false })
  @IsOptional()
  @Amount()
  amount?: number;

  @Text(500)
  @MultiLine()
  reason!: string;
}
