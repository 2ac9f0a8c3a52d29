/**
 * Runs projections: each from its own checkpoint, page by page (catch-up), then woken by the process's log
 * tail (one live subscription shared with the other followers of the log). Each page is applied in a
 * UnitOfWork and committed with the checkpoint after it (at-least-once).
 * Only one instance runs a given projection at a time across replicas (a lease); the others stand by.
 *
 * The subscription wakes only the projections that take the type of an event it sees: a bid wakes the
 * auctions projection, not the twenty others, each of which would otherwise read the log again for nothing.
 * While the subscription is up, an idle projection polls rarely; if it ends, they fall back to fast polling.
 */
import { comparePositions, formatPosition, START } from '../event-store/event-store.port.js';
import type { EventStore, Position } from '../event-store/event-store.port.js';
import { LogTail } from '../event-store/log-tail.js';
import type { Log } from '../logging/logger.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { EventCodec } from '../commands/event-codec.js';
import type { Projection } from './projection.js';
import type { LeaseManager } from './lease-manager.js';
import { ProjectionRunner, type ProjectionStatus } from './projection-runner.js';
import { Wakeup } from '../event-store/wakeup.js';
import { ProjectionHaltedError, type ProjectionFailure } from './projection-failures.js';

export type { ProjectionStatus } from './projection-runner.js';

export interface ProjectionHealth {
  name: string;
  status: ProjectionStatus;
  position: string;
  lag: number;
  lastError: string | null;
  /** The event a projection that never skips stopped at (it stays stopped until a retry). */
  stoppedAt: ProjectionFailure | null;
  /** Events skipped after their retries (latest last). */
  skipped: ProjectionFailure[];
}

export interface RebuildProgress {
  projection: string;
  done: number;
  total: number;
  eventsPerSecond: number;
  secondsLeft: number | null;
}

/** Idle polls: a safety net while the live subscription wakes projections, the only way after it ends. */
const IDLE_POLL_MS = { subscribed: 5_000, polling: 250 };
const STANDBY_POLL_MS = 1_000;

export class ProjectionEngine {
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly wakeups = new Map<string, Wakeup>();
  /** Whether a runner had nothing left to apply at its position: asked once per position, however many wait. */
  private readonly idleAt = new Map<string, { at: Position; idle: Promise<boolean> }>();
  /** Which projections take each event type. */
  private readonly byType = new Map<string, Wakeup[]>();
  private unlisten: (() => void) | null = null;
  private subscribed = false;
  private stopping = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly codec: EventCodec,
    private readonly leases: LeaseManager,
    private readonly log: Log,
    /** The process's shared tail of the log; an engine of its own when none is given (tools, tests). */
    private readonly tail = new LogTail(events, log),
    private readonly pageSize = 500,
  ) {}

  register(projections: Projection[]): void {
    for (const p of projections) {
      if (this.runners.has(p.name)) throw new Error(`Projection ${p.name} registered twice`);
      this.runners.set(
        p.name,
        new ProjectionRunner(p, this.events, this.readStore, this.codec, this.log, this.pageSize),
      );
      const wakeup = new Wakeup();
      this.wakeups.set(p.name, wakeup);
      for (const type of new Set(p.eventTypes)) this.byType.set(type, [...(this.byType.get(type) ?? []), wakeup]);
    }
  }

  list(): Projection[] {
    return [...this.runners.values()].map((r) => r.projection);
  }

  /** Starts every projection in the background; resolves once each has begun. */
  async start(): Promise<void> {
    this.stopping = false;
    this.unlisten = await this.tail.listen({
      onEvent: (event) => {
        for (const wakeup of this.byType.get(event.type) ?? []) wakeup.wake();
      },
      onEnd: () => {
        if (!this.stopping) this.log('warn', 'the log tail closed; projections fall back to polling');
        this.subscribed = false;
      },
    });
    this.subscribed = true;
    for (const runner of this.runners.values()) {
      await runner.prepare();
      this.loops.push(this.loop(runner));
    }
  }

  /** Finishes the page in flight, saves checkpoints, releases leases. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const wakeup of this.wakeups.values()) wakeup.wake();
    this.unlisten?.();
    this.unlisten = null;
    this.subscribed = false;
    await Promise.allSettled(this.loops);
    this.loops = [];
    for (const runner of this.runners.values()) {
      await this.leases.release(leaseKey(runner));
      runner.status = 'stopped';
    }
  }

  /** Resolves when every projection has reached the log's head (tests, demo seed, auction timers). */
  async waitUntilCaughtUp(timeoutMs = 30_000): Promise<void> {
    const head = await this.events.headPosition();
    const deadline = Date.now() + timeoutMs;
    for (const runner of this.runners.values()) {
      while (!(await this.reached(runner, head))) {
        if (runner.halted) throw new ProjectionHaltedError(runner.name, runner.halted);
        if (Date.now() > deadline) throw new Error(`Projection ${runner.name} did not catch up in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  /**
   * Whether a projection has applied everything up to `head`, or nothing of its types is left before it. One that
   * another replica runs (standby) is judged by the checkpoint that replica stores: skipping it, as this did, let a
   * test whose own process lost the lease for a moment under load read a half-built read model.
   */
  private async reached(runner: ProjectionRunner, head: Position): Promise<boolean> {
    const position =
      runner.status === 'standby' ? ((await runner.readCheckpoint())?.position ?? START) : runner.position;
    return comparePositions(position, head) >= 0 || (await runner.lag(position)) === 0;
  }

  /**
   * Read-your-writes for events just appended: waits for the last of them the projection takes. A projection's
   * checkpoint moves only to events it takes, so waiting for the append's last position would stall until the
   * timeout whenever that last event is of a type this projection does not read (a seat taken with a promo code,
   * read by the waiting list for the seat alone). None of them taken: nothing to wait for.
   */
  async waitForEvents(
    name: string,
    events: readonly { type: string; position: Position }[],
    timeoutMs = 10_000,
  ): Promise<boolean> {
    const taken = new Set(this.runnerNamed(name).projection.eventTypes);
    const last = events.findLast((event) => taken.has(event.type));
    return last ? this.waitForPosition(name, last.position, timeoutMs) : true;
  }

  /**
   * Read-your-writes for the caller of a command: resolves once the projection has passed the position
   * (or after the timeout: the read model is eventually consistent, never a reason to fail a write).
   */
  async waitForPosition(name: string, position: Position, timeoutMs = 10_000): Promise<boolean> {
    const runner = this.runnerNamed(name);
    if (comparePositions(runner.position, position) >= 0) return true;
    const deadline = Date.now() + timeoutMs;
    this.wakeups.get(name)!.wake();
    while (Date.now() < deadline) {
      if (comparePositions(runner.position, position) >= 0) return true;
      // An append answers one position, its last event's, and every event of it carries that one: a runner whose
      // last event taken lies earlier in the same transaction stops short of it for good (a seat taken with a promo
      // code: the use, then the seat; the promo codes' read model takes only the use), and the wait used to run
      // out its ten seconds. In that transaction with nothing of its types left to apply, it has applied them all.
      if (runner.position.commit === position.commit && (await this.caughtUp(runner))) return true;
      const elsewhere = runner.status === 'standby' || runner.status === 'stopped';
      if (elsewhere) {
        // Another replica runs it: its checkpoint tells how far it got.
        const stored = await runner.readCheckpoint();
        if (stored && comparePositions(stored.position, position) >= 0) return true;
      }
      // Here the runner says when it moves (a hundred writers polling every 5 ms cost the event loop 20,000
      // wake-ups a second); the timer is the safety net. Another replica's checkpoint can only be polled.
      await new Promise<void>((resolve) => {
        const stop = runner.onMoved(done);
        const timer = setTimeout(done, elsewhere ? 5 : 100);
        function done() {
          stop();
          clearTimeout(timer);
          resolve();
        }
      });
    }
    return false;
  }

  async health(): Promise<ProjectionHealth[]> {
    return Promise.all(
      [...this.runners.values()].map(async (runner) => {
        // Another replica runs it: its failures are the ones it recorded in the store.
        if (runner.status === 'standby') await runner.loadFailures();
        const position = (await runner.readCheckpoint())?.position ?? START;
        return {
          name: runner.name,
          status: runner.status,
          position: formatPosition(position),
          lag: await runner.lag(position),
          lastError: runner.lastError,
          stoppedAt: runner.halted,
          skipped: runner.skipped,
        };
      }),
    );
  }

  /**
   * An admin's retry: the projection's loop tries its stopped event again and re-applies the skipped ones.
   * Resolves once the loop has done so (or after the timeout, when another replica runs the projection).
   */
  async retry(name: string, timeoutMs = 10_000): Promise<ProjectionHealth> {
    const runner = this.runnerNamed(name);
    runner.retryRequested = true;
    this.wakeups.get(name)!.wake();
    const deadline = Date.now() + timeoutMs;
    while (runner.retryRequested && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const head = await this.events.headPosition();
    while (!runner.halted && comparePositions(runner.position, head) < 0 && Date.now() < deadline) {
      if ((await runner.lag()) === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    return (await this.health()).find((p) => p.name === name)!;
  }

  has(name: string): boolean {
    return this.runners.has(name);
  }

  /**
   * Drops the projection's documents and checkpoint and projects the whole log again (engine not started).
   * A reactor that starts at the head keeps its checkpoint (or, having none, takes the head): it catches up on
   * what it has not reacted to yet and never replays history (ProjectionRunner.reset).
   */
  async rebuild(name: string, onProgress?: (p: RebuildProgress) => void): Promise<{ events: number; seconds: number }> {
    const runner = this.runnerNamed(name);
    await runner.reset();
    await runner.begin();
    const total = await runner.lag();
    const started = Date.now();
    const written = new Map<string, Set<string>>();
    let done = 0;
    for (;;) {
      const applied = await runner.applyPage(written);
      if (applied === 0) break;
      done += applied;
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      onProgress?.({
        projection: name,
        done,
        total,
        eventsPerSecond: Math.round(rate),
        secondsLeft: rate > 0 ? Math.max(0, (total - done) / rate) : null,
      });
    }
    // Every document was written again and again as the pages went by: the dead versions go before any read.
    for (const collection of Object.keys(runner.projection.collections))
      await this.readStore.compactCollection?.(collection);
    return { events: done, seconds: (Date.now() - started) / 1000 };
  }

  private caughtUp(runner: ProjectionRunner): Promise<boolean> {
    const known = this.idleAt.get(runner.name);
    if (known && comparePositions(known.at, runner.position) === 0) return known.idle;
    const idle = runner.lag().then(
      (left) => left === 0,
      () => false,
    );
    this.idleAt.set(runner.name, { at: runner.position, idle });
    return idle;
  }

  private runnerNamed(name: string): ProjectionRunner {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Unknown projection ${name}. Known: ${[...this.runners.keys()].join(', ')}`);
    return runner;
  }

  private async loop(runner: ProjectionRunner): Promise<void> {
    const wakeup = this.wakeups.get(runner.name)!;
    while (!this.stopping) {
      try {
        const lease = await this.leases.acquireOrRenew(leaseKey(runner));
        if (lease === 'lost') {
          runner.status = 'standby';
          // Events wake a standby projection too; only the holder's going away matters here, so ask again later.
          const until = Date.now() + STANDBY_POLL_MS;
          while (!this.stopping && Date.now() < until) await wakeup.sleep(until - Date.now());
          continue;
        }
        if (lease === 'taken') {
          // Another instance may have moved the checkpoint and documents while we stood by (held without a gap, nobody did).
          runner.forgetDocuments();
          await runner.loadFailures();
          const stored = await runner.readCheckpoint();
          if (stored && comparePositions(stored.position, runner.position) > 0) runner.position = stored.position;
        }
        // First deployed, a reactor that starts at the head records it now: only the lease holder writes checkpoints.
        await runner.begin();
        if (runner.retryRequested) {
          runner.retryRequested = false;
          await runner.retryFailures();
        }
        if (runner.halted) {
          // Stopped at an event it must not skip: visible in health and the admin list until a retry.
          runner.status = 'failed';
          await wakeup.sleep(STANDBY_POLL_MS);
          continue;
        }
        if (runner.status !== 'live') runner.status = 'catching_up';
        const applied = await runner.applyPage();
        runner.lastError = null;
        if (applied < this.pageSize) {
          // A short page reached the end of the log: the tail wakes it for what comes next (a wake-up during the
          // page is kept), so it does not read again just to find nothing.
          runner.status = 'live';
          await wakeup.sleep(this.subscribed ? IDLE_POLL_MS.subscribed : IDLE_POLL_MS.polling);
        }
      } catch (error) {
        runner.status = 'failed';
        runner.lastError = (error as Error).message;
        if (error instanceof ProjectionHaltedError) continue; // logged with the event where it stopped
        this.log('error', 'projection page failed; retrying', { projection: runner.name, error: runner.lastError });
        await wakeup.sleep(1000);
      }
    }
  }
}

const leaseKey = (runner: ProjectionRunner) => `projection:${runner.name}`;
