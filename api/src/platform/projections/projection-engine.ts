/**
 * Runs projections: each from its own checkpoint, page by page (catch-up), then woken by one shared live
 * subscription. Each page is applied in a UnitOfWork, flushed, then the checkpoint moves (at-least-once).
 * Only one instance runs a given projection at a time across replicas (a lease); the others stand by.
 */
import { EventEmitter } from 'node:events';
import {
  comparePositions, formatPosition, START,
  type EventStore, type Position, type Subscription,
} from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { EventCodec } from '../commands/event-codec.js';
import type { Projection } from './projection.js';
import type { LeaseManager } from './lease-manager.js';
import { ProjectionRunner, type ProjectionStatus } from './projection-runner.js';

export type { ProjectionStatus } from './projection-runner.js';

export interface ProjectionHealth {
  name: string;
  status: ProjectionStatus;
  position: string;
  lag: number;
  lastError: string | null;
}

export interface RebuildProgress {
  projection: string;
  done: number;
  total: number;
  eventsPerSecond: number;
  secondsLeft: number | null;
}

export class ProjectionEngine {
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly wake = new EventEmitter();
  private subscription: Subscription | null = null;
  private stopping = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly codec: EventCodec,
    private readonly leases: LeaseManager,
    private readonly log: (level: 'info' | 'warn' | 'error', message: string, fields?: object) => void,
    private readonly pageSize = 500,
  ) {
    this.wake.setMaxListeners(0);
  }

  register(projections: Projection[]): void {
    for (const p of projections) {
      if (this.runners.has(p.name)) throw new Error(`Projection ${p.name} registered twice`);
      this.runners.set(p.name, new ProjectionRunner(p, this.events, this.readStore, this.codec, this.log, this.pageSize));
    }
  }

  list(): Projection[] {
    return [...this.runners.values()].map((r) => r.projection);
  }

  /** Starts every projection in the background; resolves once each has begun. */
  async start(): Promise<void> {
    this.stopping = false;
    const head = await this.events.headPosition();
    this.subscription = this.events.subscribeToAll({ after: head });
    void this.pumpWakeups(this.subscription);
    for (const runner of this.runners.values()) {
      await runner.prepare();
      this.loops.push(this.loop(runner));
    }
  }

  /** Finishes the page in flight, saves checkpoints, releases leases. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake.emit('event');
    await this.subscription?.close();
    await Promise.allSettled(this.loops);
    this.loops = [];
    for (const runner of this.runners.values()) {
      await this.leases.release(leaseKey(runner));
      runner.status = 'stopped';
    }
  }

  /** Resolves when every running projection has reached the log's head (tests, demo seed). */
  async waitUntilCaughtUp(timeoutMs = 30_000): Promise<void> {
    const head = await this.events.headPosition();
    const deadline = Date.now() + timeoutMs;
    for (const runner of this.runners.values()) {
      while (runner.status !== 'standby' && comparePositions(runner.position, head) < 0 && (await runner.lag()) > 0) {
        if (Date.now() > deadline) throw new Error(`Projection ${runner.name} did not catch up in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  /**
   * Read-your-writes for the caller of a command: resolves once the projection has passed the position
   * (or after the timeout: the read model is eventually consistent, never a reason to fail a write).
   */
  async waitForPosition(name: string, position: Position, timeoutMs = 10_000): Promise<boolean> {
    const runner = this.runnerNamed(name);
    const deadline = Date.now() + timeoutMs;
    this.wake.emit('event');
    while (Date.now() < deadline) {
      if (comparePositions(runner.position, position) >= 0) return true;
      if (runner.status === 'standby' || runner.status === 'stopped') {
        // Another replica runs it: its checkpoint tells how far it got.
        const stored = await runner.readCheckpoint();
        if (stored && comparePositions(stored.position, position) >= 0) return true;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    return false;
  }

  async health(): Promise<ProjectionHealth[]> {
    return Promise.all([...this.runners.values()].map(async (runner) => {
      const position = (await runner.readCheckpoint())?.position ?? START;
      return { name: runner.name, status: runner.status, position: formatPosition(position), lag: await runner.lag(position), lastError: runner.lastError };
    }));
  }

  /** Drops the projection's documents and checkpoint and projects the whole log again (engine not started). */
  async rebuild(name: string, onProgress?: (p: RebuildProgress) => void): Promise<{ events: number; seconds: number }> {
    const runner = this.runnerNamed(name);
    await runner.reset();
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
      onProgress?.({ projection: name, done, total, eventsPerSecond: Math.round(rate), secondsLeft: rate > 0 ? Math.max(0, (total - done) / rate) : null });
    }
    return { events: done, seconds: (Date.now() - started) / 1000 };
  }

  private runnerNamed(name: string): ProjectionRunner {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Unknown projection ${name}. Known: ${[...this.runners.keys()].join(', ')}`);
    return runner;
  }

  private async loop(runner: ProjectionRunner): Promise<void> {
    while (!this.stopping) {
      try {
        if (!(await this.leases.acquireOrRenew(leaseKey(runner)))) {
          runner.status = 'standby';
          await this.sleep(1000);
          continue;
        }
        // Another instance may have moved the checkpoint while we stood by.
        const stored = await runner.readCheckpoint();
        if (stored && comparePositions(stored.position, runner.position) > 0) runner.position = stored.position;
        if (runner.status !== 'live') runner.status = 'catching_up';
        const applied = await runner.applyPage();
        runner.lastError = null;
        if (applied < this.pageSize) {
          runner.status = 'live';
          if (applied === 0) await this.sleep(250);
        }
      } catch (error) {
        runner.status = 'failed';
        runner.lastError = (error as Error).message;
        this.log('error', 'projection page failed; retrying', { projection: runner.name, error: runner.lastError });
        await this.sleep(1000);
      }
    }
  }

  private async pumpWakeups(subscription: Subscription): Promise<void> {
    try {
      for await (const _event of subscription) this.wake.emit('event');
    } catch (error) {
      if (!this.stopping) this.log('warn', 'live subscription ended; projections fall back to polling', { error: (error as Error).message });
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); this.wake.off('event', done); resolve(); };
      const timer = setTimeout(done, ms);
      this.wake.once('event', done);
    });
  }
}

const leaseKey = (runner: ProjectionRunner) => `projection:${runner.name}`;
