/**
 * Scheduled opens and closes, on time even across restarts: BullMQ delayed jobs on the `auctionTimers` queue,
 * one per auction and instant (`open.<id>-<ms>`, `close.<id>-<ms>`), so arming the same timer twice is a
 * no-op. Timers are armed by a reactor on AuctionScheduled/AuctionExtended and re-armed at every start from
 * the `auctions` read model (a flushed Redis or a lost job costs nothing). A close re-reads the stream: after a
 * soft-close extension it re-arms for the new end instead of closing early; in a sale it waits for the lot
 * before it (cascading close). Every process that runs workers runs the timers (the API with RUN_WORKERS, the
 * standalone worker); BullMQ gives each job to one of them.
 */
import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../../platform/jobs/context-jobs.js';
import { jobIdFor } from '../../platform/jobs/job-id.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import type { Log } from '../../platform/logging/logger.js';
import { LOG } from '../../platform/tokens.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import { AuctionQueries } from './auction-queries.js';
import { AuctionStream } from './auction-stream.js';
import { SaleOrderFacts } from './sale-order.facts.js';
import { auctionTimersReactor } from './auction-timers.reactor.js';

export const AUCTION_TIMERS_QUEUE = 'auctionTimers';
export const TIMER_ACTOR = 'system:auction-timers';

export interface TimerJob {
  auctionId: string;
  at: string;
}

/** `keepOrder`: the lot before `auctionId` in its sale moved its end: keep this one after it. */
export interface KeepOrderJob {
  auctionId: string;
}

declare module '../../platform/jobs/job-catalog.js' {
  interface AuctionTimerJobs {
    open: TimerJob;
    close: TimerJob;
    keepOrder: KeepOrderJob;
  }
}

/** A timer's identity: its auction and instant, so arming the same timer twice is a no-op. */
const instant = (auctionId: string, at: string) => `${auctionId}-${Date.parse(at)}`;

/** The BullMQ job id of a timer (tests look timers up by it). */
export const timerJobId = (kind: 'open' | 'close', auctionId: string, at: string) =>
  jobIdFor(kind, instant(auctionId, at));

/** Retried soon when a timer fires a little early or the lot before it is still closing. */
class TryAgain extends Error {}

@Injectable()
export class AuctionTimers implements OnModuleInit, BeforeApplicationShutdown {
  private stopping = false;

  constructor(
    @Inject(LOG) private readonly log: Log,
    private readonly jobs: JobQueues,
    private readonly declarations: JobDeclarations,
    private readonly projections: ProjectionEngine,
    private readonly queries: AuctionQueries,
    private readonly stream: AuctionStream,
    private readonly sales: SaleOrderFacts,
  ) {}

  /**
   * Where workers run (the API with RUN_WORKERS, or worker.ts), the timers run there too, and re-arm in the
   * background once they start: start-up does not wait for the read model to catch up.
   */
  onModuleInit(): void {
    this.declarations.declare({
      reactors: [auctionTimersReactor(this)],
      processors: [
        processor('auctionTimers', 'open', (job) => this.run(() => this.open(job.auctionId))),
        processor('auctionTimers', 'close', (job) => this.run(() => this.close(job.auctionId, job.at))),
        processor('auctionTimers', 'keepOrder', (job) => this.run(() => this.keepOrder(job.auctionId))),
      ],
      whenRunning: async () => {
        void this.rearm().catch((error: Error) =>
          this.log('warn', 'auction timers: re-arming failed', { error: error.message }),
        );
      },
    });
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /** Arms a timer; arming one that exists (same auction, same instant) does nothing. */
  async arm(kind: 'open' | 'close', auctionId: string, at: string): Promise<void> {
    const delayMs = Math.max(0, Date.parse(at) - Date.now());
    await this.jobs.enqueue('auctionTimers', kind, { auctionId, at }, { once: instant(auctionId, at), delayMs });
  }

  async keepOrderAfter(auctionId: string, causedBy: string): Promise<void> {
    const next = await this.sales.nextLotId(auctionId);
    if (next) await this.jobs.enqueue('auctionTimers', 'keepOrder', { auctionId: next }, { causedByEventId: causedBy });
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

  private async run(timer: () => Promise<string>): Promise<JobResult> {
    try {
      return JobResults.success({ outcome: await timer() });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return JobResults.skipped('no such auction');
      if (error instanceof TryAgain) return JobResults.notYet(error.message);
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
      const { state } = await this.queries.book(auctionId, 'none');
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
