/**
 * GET /api/health: 200 once the product is ready, 503 while a dependency is down. Reports the event store
 * (head position), the read store, Redis, each projection's status and lag (events behind the head), and
 * the job queues when the jobs module is loaded. Those details (error messages, positions, what runs here) are
 * for staff; anyone else reads the status alone.
 */
import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { CurrentUser, Public } from '../auth/guards/auth.decorators.js';
import { isStaff } from '../auth/guards/staff-only.js';
import type { AccountAccess } from '../auth/accounts.port.js';
import { EVENT_STORE, READ_STORE, REDIS } from '../tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { formatPosition } from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { ProjectionEngine } from '../projections/projection-engine.js';

export const QUEUE_COUNTS = Symbol('QUEUE_COUNTS');
export type QueueCounts = () => Promise<Record<string, Record<string, number>>>;

type Check = { ok: boolean; detail?: unknown; error?: string };

@ApiTags('operations')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly projections: ProjectionEngine,
    @Optional() @Inject(QUEUE_COUNTS) private readonly queueCounts?: QueueCounts,
  ) {}

  @Get()
  @Public()
  async health(@CurrentUser() user: AccountAccess | undefined, @Res({ passthrough: true }) res: Response) {
    const [eventStore, readStore, redis, projections, queues] = await Promise.all([
      check(async () => ({ adapter: this.events.adapterName, head: formatPosition(await this.events.headPosition()) })),
      check(async () => {
        await this.reads.ping();
        return { adapter: this.reads.adapterName };
      }),
      check(async () => (this.redis ? { pong: await this.redis.ping() } : { configured: false })),
      check(async () => this.projections.health()),
      check(async () => (this.queueCounts ? this.queueCounts() : {})),
    ]);
    const failedProjection =
      Array.isArray(projections.detail) &&
      (projections.detail as Array<{ status: string }>).some((p) => p.status === 'failed');
    const ok = eventStore.ok && readStore.ok && redis.ok && projections.ok && !failedProjection;
    res.status(ok ? 200 : 503);
    const status = ok ? 'ok' : 'degraded';
    return isStaff(user) ? { status, eventStore, readStore, redis, projections, queues } : { status };
  }
}

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    return { ok: true, detail: await probe() };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
