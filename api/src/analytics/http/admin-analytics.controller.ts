/** The platform's analytics for staff, for a period ending today or "as of" a past day (summed from the buckets
 * up to that day, which hold only events that occurred by then). */
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { validationError } from '../../platform/errors/domain-errors.js';
import { AnalyticsQueries } from '../application/analytics-queries.js';
import { AdminAnalyticsQuery } from './analytics.dto.js';

@ApiTags('analytics')
@Controller('api/admin/analytics')
@Roles('admin', 'auditor', 'moderator')
export class AdminAnalyticsController {
  constructor(private readonly queries: AnalyticsQueries) {}

  @Get()
  async platform(@Query() query: AdminAnalyticsQuery) {
    const today = this.queries.today();
    const asOf = query.asOf ?? today;
    if (Number.isNaN(Date.parse(`${asOf}T00:00:00Z`)) || asOf > today)
      throw validationError([
        {
          field: 'asOf',
          code: 'invalid',
          message: 'The "as of" date is a past or today\'s date.',
          messageAr: 'تاريخ "حتى" يجب أن يكون اليوم أو تاريخاً سابقاً.',
        },
      ]);
    const report = await this.queries.platform(query.period ?? 30, asOf);
    return { ...report, asOf };
  }
}
