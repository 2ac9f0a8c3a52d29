/**
 * Runs projections: each from its own checkpoint, page by page (catch-up), then woken by one shared live
 * subscription. Each page is applied in a UnitOfWork, flushed, then the checkpoint moves (at-least-once).
 * Only one instance runs a given projection at a time across replicas (a lease); the others stand by.
 */
import { EventEmitter } from 'node:events';
import {
  comparePositions, formatPosition, parsePosition, START,
  type EventStore, type Position, type Subscription,
} from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { EventCodec } from '../commands/event-codec.js';
import type { Projection } from './projection.js';
import { UnitOfWork } from './unit-of-work.js';
import type { LeaseManager } from './lease-manager.js';

export type ProjectionStatus = 'starting' | 'catching_up' | 'live' | 'standby' | 'stopped' | 'failed';

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

interface Checkpoint {
  version: number;
  position: Position;
}

interface Runner {
  projection: Projection;
  status: ProjectionStatus;
  position: Position;
  lastError: string | null;
}

export class ProjectionEngine {
  private readonly runners = new Map<string, Runner>();
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
      this.runners.set(p.name, { projection: p, status: 'stopped', position: START, lastError: null });
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
      await this.prepare(runner);
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
      await this.leases.release(`projection:${runner.projection.name}`);
      runner.status = 'stopped';
    }
  }

  /** Resolves when every running projection has reached the log's head (tests, demo seed). */
  async waitUntilCaughtUp(timeoutMs = 30_000): Promise<void> {
    const head = await this.events.headPosition();
    const deadline = Date.now() + timeoutMs;
    for (const runner of this.runners.values()) {
      while (runner.status !== 'standby' && (await this.lagOf(runner, head)) > 0) {
        if (Date.now() > deadline) throw new Error(`Projection ${runner.projection.name} did not catch up in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  /**
   * Read-your-writes for the caller of a command: resolves once the projection has passed the position
   * (or after the timeout: the read model is eventually consistent, never a reason to fail a write).
   */
  async waitForPosition(name: string, position: Position, timeoutMs = 3000): Promise<boolean> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Unknown projection ${name}`);
    const deadline = Date.now() + timeoutMs;
    this.wake.emit('event');
    while (Date.now() < deadline) {
      if (comparePositions(runner.position, position) >= 0) return true;
      if (runner.status === 'standby' || runner.status === 'stopped') {
        const stored = await this.readCheckpoint(name);
        if (stored && comparePositions(stored.position, position) >= 0) return true;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    return false;
  }

  async health(): Promise<ProjectionHealth[]> {
    const out: ProjectionHealth[] = [];
    for (const runner of this.runners.values()) {
      const checkpoint = await this.readCheckpoint(runner.projection.name);
      const position = checkpoint?.position ?? START;
      out.push({
        name: runner.projection.name,
        status: runner.status,
        position: formatPosition(position),
        lag: await this.events.countAfter(position, { eventTypes: runner.projection.eventTypes }),
        lastError: runner.lastError,
      });
    }
    return out;
  }

  /** Drops the projection's documents and checkpoint and projects the whole log again (engine not started). */
  async rebuild(name: string, onProgress?: (p: RebuildProgress) => void): Promise<{ events: number; seconds: number }> {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`Unknown projection ${name}. Known: ${[...this.runners.keys()].join(', ')}`);
    const p = runner.projection;
    for (const [collection, spec] of Object.entries(p.collections)) {
      await this.readStore.ensureCollection(collection, spec);
      await this.readStore.clearCollection(collection);
    }
    await this.readStore.deleteCheckpoint(p.name);
    runner.position = START;
    const total = await this.events.countAfter(START, { eventTypes: p.eventTypes });
    const started = Date.now();
    const written = new Map<string, Set<string>>();
    let done = 0;
    for (;;) {
      const applied = await this.applyPage(runner, written);
      if (applied === 0) break;
      done += applied;
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      onProgress?.({ projection: name, done, total, eventsPerSecond: Math.round(rate), secondsLeft: rate > 0 ? Math.max(0, (total - done) / rate) : null });
    }
    return { events: done, seconds: (Date.now() - started) / 1000 };
  }

  private async prepare(runner: Runner): Promise<void> {
    const p = runner.projection;
    for (const [collection, spec] of Object.entries(p.collections)) await this.readStore.ensureCollection(collection, spec);
    const checkpoint = await this.readCheckpoint(p.name);
    if (checkpoint && checkpoint.version !== p.version) {
      this.log('info', 'projection version changed: rebuilding', { projection: p.name, from: checkpoint.version, to: p.version });
      for (const collection of Object.keys(p.collections)) await this.readStore.clearCollection(collection);
      await this.readStore.deleteCheckpoint(p.name);
      runner.position = START;
    } else {
      runner.position = checkpoint?.position ?? START;
    }
    runner.status = 'starting';
  }

  private async loop(runner: Runner): Promise<void> {
    const leaseKey = `projection:${runner.projection.name}`;
    while (!this.stopping) {
      try {
        if (!(await this.leases.acquireOrRenew(leaseKey))) {
          runner.status = 'standby';
          await this.sleep(1000);
          continue;
        }
        // Another instance may have moved the checkpoint while we stood by.
        const stored = await this.readCheckpoint(runner.projection.name);
        if (stored && comparePositions(stored.position, runner.position) > 0) runner.position = stored.position;
        runner.status = runner.status === 'live' ? 'live' : 'catching_up';
        const applied = await this.applyPage(runner);
        runner.lastError = null;
        if (applied < this.pageSize) {
          runner.status = 'live';
          if (applied === 0) await this.sleep(250);
        }
      } catch (error) {
        runner.status = 'failed';
        runner.lastError = (error as Error).message;
        this.log('error', 'projection page failed; retrying', { projection: runner.projection.name, error: runner.lastError });
        await this.sleep(1000);
      }
    }
  }

  /** Applies the next page after the runner's position; returns how many events it applied. */
  private async applyPage(runner: Runner, writtenSinceClear: Map<string, Set<string>> | null = null): Promise<number> {
    const p = runner.projection;
    const page = await this.events.readAll({ after: runner.position, maxCount: this.pageSize, filter: { eventTypes: p.eventTypes } });
    if (page.length === 0) return 0;
    const uow = new UnitOfWork(this.readStore, writtenSinceClear);
    await this.codec.prefetch(page);
    for (const recorded of page) {
      try {
        await p.apply(await this.codec.decode(recorded), uow);
      } catch (error) {
        // A stored event is never rejected: log it, skip it, carry on (STYLE: errors).
        this.log('error', 'projection skipped an event it could not apply', {
          projection: p.name, eventId: recorded.eventId, type: recorded.type, error: (error as Error).message,
        });
      }
    }
    await uow.flush();
    const last = page[page.length - 1]!.position;
    await this.readStore.setCheckpoint(p.name, JSON.stringify({ version: p.version, position: formatPosition(last) }));
    runner.position = last;
    return page.length;
  }

  private async readCheckpoint(name: string): Promise<Checkpoint | null> {
    const text = await this.readStore.getCheckpoint(name);
    if (!text) return null;
    const parsed = JSON.parse(text) as { version: number; position: string };
    return { version: parsed.version, position: parsePosition(parsed.position) };
  }

  private async lagOf(runner: Runner, head: Position): Promise<number> {
    if (comparePositions(runner.position, head) >= 0) return 0;
    return this.events.countAfter(runner.position, { eventTypes: runner.projection.eventTypes });
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
