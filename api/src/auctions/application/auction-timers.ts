/**
 * Scheduled opens and closes, on time even across restarts: BullMQ delayed jobs on the `auctionTimers` queue,
 * one per auction and instant (`open-<id>-<ms>`, `close-<id>-<ms>`), so arming the same timer twice is a
 * no-op. Timers are armed by a reactor on AuctionScheduled/AuctionExtended and re-armed at every start from
 * the `auctions` read model (a flushed Redis or a lost job costs nothing). A close re-reads the stream: after a
 * soft-close extension it re-arms for the new end instead of closing early; in a sale it waits for the lot
 * before it (cascading close). Every API process runs the timers; BullMQ gives each job to one of them.
 */
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { JOBS_OPTIONS } from '../../platform/jobs/jobs.module.js';
import type { JobsOptions } from '../../platform/jobs/jobs-options.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { LOG } from '../../platform/tokens.js';
import type { Log } from '../../platform/logging/logger.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import { AuctionQueries } from './auction-queries.js';
import { AuctionStream } from './auction-stream.js';
import { SaleOrderFacts } from './sale-order.facts.js';
import { auctionTimersReactor } from './auction-timers.reactor.js';

export const AUCTION_TIMERS_QUEUE = 'auctionTimers';
export const TIMER_ACTOR = 'system:auction-timers';

export type TimerJob =
  | { kind: 'open' | 'close'; auctionId: string; at: string }
  /** The lot before `auctionId` in its sale moved its end: keep this one after it. */
  | { kind: 'keepOrder'; auctionId: string };

/** Retried soon when a timer fires a little early or the lot before it is still closing. */
class TryAgain extends Error {}

@Injectable()
export class AuctionTimers
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private connection: Redis | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private stopping = false;

  constructor(
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    @Inject(LOG) private readonly log: Log,
    private readonly projections: ProjectionEngine,
    private readonly queries: AuctionQueries,
    private readonly stream: AuctionStream,
    private readonly sales: SaleOrderFacts,
  ) {}

  onModuleInit(): void {
    this.connection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) => this.log('warn', 'auction timers: Redis problem', { error: error.message }));
    this.queue = new Queue(AUCTION_TIMERS_QUEUE, {
      connection: this.connection,
      prefix: this.options.prefix,
      defaultJobOptions: {
        attempts: 20,
        backoff: { type: 'exponential', delay: 200 },
        removeOnComplete: { age: 7 * 86_400, count: 10_000 },
        removeOnFail: { count: 10_000 },
      },
    });
    this.projections.register([auctionTimersReactor(this)]);
  }

  /**
   * Every API process runs the timer worker, whatever RUN_WORKERS says: a timer runs a command on the
   * auction's stream, which the standalone job worker (worker.ts) cannot; BullMQ gives each timer to one process.
   */
  onApplicationBootstrap(): void {
    this.worker = new Worker(AUCTION_TIMERS_QUEUE, (job: Job<TimerJob>) => this.run(job.data), {
      connection: this.connection!,
      prefix: this.options.prefix,
      concurrency: 8,
    });
    this.worker.on('failed', (job, error) => {
      if (!(error instanceof TryAgain))
        this.log('warn', 'auction timer failed', { job: job?.id, attempt: job?.attemptsMade, error: error.message });
    });
    this.worker.on('error', (error) => this.log('warn', 'auction timers worker', { error: error.message }));
    // In the background: start-up does not wait for the read model to catch up.
    void this.rearm().catch((error: Error) =>
      this.log('warn', 'auction timers: re-arming failed', { error: error.message }),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.worker?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
    if (this.connection && this.connection.status !== 'end')
      await this.connection.quit().catch(() => this.connection?.disconnect());
  }

  /** Arms a timer; arming one that exists (same auction, same instant) does nothing. */
  async arm(kind: 'open' | 'close', auctionId: string, at: string): Promise<void> {
    const due = Date.parse(at);
    await this.queue!.add(
      kind,
      { kind, auctionId, at },
      { jobId: `${kind}-${auctionId}-${due}`, delay: Math.max(0, due - Date.now()) },
    );
  }

  async keepOrderAfter(auctionId: string, causedBy: string): Promise<void> {
    const next = await this.sales.nextLotId(auctionId);
    if (next)
      await this.queue!.add('keepOrder', { kind: 'keepOrder', auctionId: next }, { jobId: `keepOrder-${causedBy}` });
  }

  /** Arms every timer the read model says may still fire. */
  async rearm(): Promise<number> {
    await this.projections.waitUntilCaughtUp(60_000).catch(() => undefined);
    let armed = 0;
    for (let offset = 0; !this.stopping; offset += 200) {
      const page = await this.queries.pending(offset, 200);
      for (const auction of page) {
        if (auction.status === 'upcoming') await this.arm('open', auction.id, auction.startsAt);
        await this.arm('close', auction.id, auction.endsAt);
        armed++;
      }
      if (page.length < 200) break;
    }
    return armed;
  }

  /** What the reactor does for each auction event. */
  async onEvent(event: AuctionEvent, eventId: string): Promise<void> {
    if (event.type === 'AuctionScheduled') {
      await this.arm('open', event.data.auctionId, event.data.startsAt);
      await this.arm('close', event.data.auctionId, event.data.endsAt);
    } else if (event.type === 'AuctionExtended') {
      await this.arm('close', event.data.auctionId, event.data.endsAt);
      await this.keepOrderAfter(event.data.auctionId, eventId);
    }
  }

  private async run(job: TimerJob): Promise<string> {
    try {
      if (job.kind === 'open') return await this.open(job.auctionId);
      if (job.kind === 'close') return await this.close(job.auctionId, job.at);
      return await this.keepOrder(job.auctionId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return 'no such auction';
      throw error;
    }
  }

  private async open(auctionId: string): Promise<string> {
    try {
      const result = await this.stream.run(auctionId, TIMER_ACTOR, { type: 'OpenAuction', auctionId });
      return result.events.length > 0 ? 'opened' : 'already opened, ended or cancelled';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_yet_started')
        throw new TryAgain('fired before the start');
      throw error;
    }
  }

  private async close(auctionId: string, due: string): Promise<string> {
    const previousLot = await this.sales.previousLot(auctionId);
    try {
      const result = await this.stream.run(auctionId, TIMER_ACTOR, {
        type: 'CloseAuction',
        auctionId,
        ...(previousLot ? { previousLot } : {}),
      });
      const last = result.events.at(-1);
      if (last?.type === 'AuctionExtended') {
        await this.arm('close', auctionId, (last.data as { endsAt: string }).endsAt);
        return 'waits for the lot before it';
      }
      return last ? 'closed' : 'already closed or cancelled';
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'previous_lot_open') throw new TryAgain('the lot before it is still closing');
      if (error.code !== 'not_yet_ended') throw error;
      // Extended since this timer was armed: the timer for the new end takes over (or this one fired early).
      const state = await this.queries.book(auctionId, 'none');
      const endsAt = state.status === 'none' ? due : state.endsAt;
      if (Date.parse(endsAt) <= Date.parse(due)) throw new TryAgain('fired before the end');
      await this.arm('close', auctionId, endsAt);
      return `re-armed for ${endsAt}`;
    }
  }

  private async keepOrder(auctionId: string): Promise<string> {
    const previousLot = await this.sales.previousLot(auctionId);
    if (!previousLot) return 'not in a sale';
    const result = await this.stream.run(auctionId, TIMER_ACTOR, { type: 'KeepSaleOrder', auctionId, previousLot });
    return result.events.length > 0 ? 'moved its end' : 'already in order';
  }
}
