/** The body of a change to the landing (the decider checks each text's length and each figure's range). */
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsString, MaxLength, Min } from 'class-validator';
import { ValidateNested } from 'class-validator';
import { REASON_MAX } from '../domain/settings-rules.js';
import { HOME_BLOCKS, type HomeBlock } from '../domain/landing-content.js';

export class LandingHeroDto {
  @IsString() @MaxLength(80) eyebrow!: string;
  @IsString() @MaxLength(80) eyebrowAr!: string;
  @IsString() @MaxLength(160) title!: string;
  @IsString() @MaxLength(160) titleAr!: string;
  @IsString() @MaxLength(400) subtitle!: string;
  @IsString() @MaxLength(400) subtitleAr!: string;
}

export class LandingFiguresDto {
  @IsInt() earlyAccessMembers!: number;
  @IsInt() spotsRemaining!: number;
  @IsInt() countries!: number;
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 }) walletUsersMillions!: number;
  @IsInt() settlementDaysMin!: number;
  @IsInt() settlementDaysMax!: number;
  @IsInt() launchQuarter!: number;
  @IsInt() launchYear!: number;
}

export class LandingCountdownDto {
  @IsInt() days!: number;
  @IsInt() hours!: number;
  @IsInt() minutes!: number;
  @IsInt() seconds!: number;
}

export class LandingContentDto {
  @IsDefined() @ValidateNested() @Type(() => LandingHeroDto) hero!: LandingHeroDto;
  @IsDefined() @ValidateNested() @Type(() => LandingFiguresDto) figures!: LandingFiguresDto;
  @IsDefined() @ValidateNested() @Type(() => LandingCountdownDto) countdown!: LandingCountdownDto;

  @ApiProperty({ enum: HOME_BLOCKS, isArray: true })
  @IsArray()
  @ArrayMaxSize(HOME_BLOCKS.length)
  @IsIn(HOME_BLOCKS, { each: true })
  homeBlocks!: HomeBlock[];

  @IsString() @MaxLength(REASON_MAX) reason!: string;
  @IsInt() @Min(-1) expectedRevision!: number;
}
