import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MinLength } from 'class-validator';
import { ALL_ROLES } from '../domain/roles.js';
import { RISK_LEVELS, type RiskLevel } from '../domain/account-signals.js';
import { MultiLine } from '../../platform/errors/text-rule.js';

export class VerifyUserDto {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  note?: string;
}

export class SuspendUserDto {
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  @MultiLine()
  reason!: string;
}

/** Staff's risk level for the person, with why (kept in the event). */
export class OverrideRiskDto {
  @IsIn(RISK_LEVELS)
  level!: RiskLevel;

  @IsString()
  @MinLength(3)
  @MaxLength(500)
  @MultiLine()
  reason!: string;
}

export class ChangeRolesDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(9)
  @IsString({ each: true })
  @IsIn(ALL_ROLES, { each: true })
  roles!: string[];
}

export class EmptyDto {}

/** Bulk commands: `{ ids, ...arguments of the command }`. */
export class BulkDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  ids!: string[];

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  note?: string;

  @IsOptional()
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  @MultiLine()
  reason?: string;

  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @IsIn(ALL_ROLES, { each: true })
  roles?: string[];
}

export const USER_COMMANDS = ['verify', 'suspend', 'activate', 'change-role', 'forget'] as const;
export type UserCommandName = (typeof USER_COMMANDS)[number];
export const isUserCommandName = (v: string): v is UserCommandName => (USER_COMMANDS as readonly string[]).includes(v);
