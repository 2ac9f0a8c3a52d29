import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/auth.decorators.js';
import { parseRaList, setContentRange, type RaListQuery } from '../../http/ra-list.js';
import { FAILED_JOBS_LIST, FailedJobs, type JobView } from '../failed-jobs.js';

/** Failed jobs across queues for the back-office `jobs` resource (ra-data-simple-rest). */
@ApiTags('admin')
@Roles('admin')
@Controller('api/admin/jobs')
export class JobsAdminController {
  constructor(private readonly failedJobs: FailedJobs) {}

  @Get()
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response): Promise<JobView[]> {
    const options = parseRaList(query, FAILED_JOBS_LIST);
    const page = await this.failedJobs.list(options);
    setContentRange(res, 'jobs', options.offset, page.items.length, page.total);
    return page.items;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<JobView> {
    return this.failedJobs.get(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id') id: string): Promise<JobView> {
    return this.failedJobs.retry(id);
  }
}
