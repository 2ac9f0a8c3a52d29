/**
 * Projections for admins: each one's status, lag, the event a `users`-like projection stopped at and the events
 * others skipped (stream, revision, error), and a retry (projection-failures.ts has the policy).
 */
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/guards/auth.decorators.js';
import { notFound } from '../errors/domain-errors.js';
import { ProjectionEngine, type ProjectionHealth } from '../projections/projection-engine.js';

@ApiTags('admin')
@Roles('admin')
@Controller('api/admin/projections')
export class ProjectionsAdminController {
  constructor(private readonly projections: ProjectionEngine) {}

  @Get()
  list(): Promise<ProjectionHealth[]> {
    return this.projections.health();
  }

  @Post(':name/retry')
  @HttpCode(200)
  retry(@Param('name') name: string): Promise<ProjectionHealth> {
    if (!this.projections.has(name)) throw notFound('Projection', 'الإسقاط');
    return this.projections.retry(name);
  }
}
