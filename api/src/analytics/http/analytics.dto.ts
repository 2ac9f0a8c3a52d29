/** The analytics queries: a period of 7, 30, 90 or 365 days; "as of" a past Riyadh day (staff); a represented artist. */
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PERIODS, type Period } from '../domain/riyadh-days.js';

export class PeriodQuery {
  @IsOptional() @Type(() => Number) @IsIn(PERIODS) period?: Period;
}

export class SellerAnalyticsQuery extends PeriodQuery {
  @IsOptional() @IsString() @MaxLength(100) artistId?: string;
}

export class AdminAnalyticsQuery extends PeriodQuery {
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) asOf?: string;
}
