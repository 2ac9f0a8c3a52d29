/**
 * The back-office dashboard: counts from the read models, each projection's health, and the job queues.
 * Every figure is read, never computed from the event log.
 */
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { UserQueries } from '../../identity/index.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

@ApiTags('admin: dashboard')
@Controller('api/admin/dashboard')
@Roles(...STAFF_ROLES)
export class DashboardController {
  constructor(
    private readonly users: UserQueries,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
  ) {}

  @Get()
  async dashboard() {
    const users = this.users.users;
    const [total, verified, suspended, awaitingSetup, projections, jobs] = await Promise.all([
      users.count(),
      users.count({ filter: { status: 'verified' } }),
      users.count({ filter: { status: 'suspended' } }),
      users.count({ filter: { setupComplete: false } }),
      this.projections.health(),
      this.jobs.queueCounts(),
    ]);
    return {
      counts: {
        users: total,
        verifiedUsers: verified,
        suspendedUsers: suspended,
        usersAwaitingSetup: awaitingSetup,
        failedJobs: Object.values(jobs).reduce((sum, q) => sum + q.failed, 0),
      },
      projections,
      jobs,
    };
  }
}
