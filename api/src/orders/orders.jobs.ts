/**
 * The orders context's scheduled sweep, declared once and loaded by the API and the standalone worker alike:
 * every minute, open offers past their expiry expire and unpaid orders past their time release the work.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { declareJobs, processor } from '../platform/jobs/context-jobs.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { OrderCommands } from './application/order-commands.js';

export const ORDER_SWEEP_SCHEDULER_ID = 'sweep-orders';

declare module '../platform/jobs/job-catalog.js' {
  interface OrderJobs {
    'sweep-orders': Record<string, never>;
  }
}

@Injectable()
export class OrdersJobs implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly workers: JobWorkers,
    private readonly commands: OrderCommands,
  ) {}

  onModuleInit(): void {
    declareJobs(this.projections, this.workers, {
      processors: [processor('orders', 'sweep-orders', async () => JobResults.success(await this.commands.sweep()))],
      schedules: [{ queue: 'orders', id: ORDER_SWEEP_SCHEDULER_ID, name: 'sweep-orders', everyMs: 60_000 }],
    });
  }
}
