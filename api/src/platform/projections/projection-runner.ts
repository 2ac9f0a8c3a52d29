/**
 * One projection's progress: where it is in the log, how it is doing, and the two things it does —
 * apply the next page of events through a unit of work and move its checkpoint, or reset to zero.
 * The checkpoint stores the projection's version too, so a changed projection is rebuilt at start.
 */
import { START, type EventStore, type Position, type RecordedEvent } from '../event-store/event-store.port.js';
import type { Doc, ReadStore } from '../read-store/read-store.port.js';
import type { EventCodec } from '../commands/event-codec.js';
import type { Projection } from './projection.js';
import { UnitOfWork } from './unit-of-work.js';
import { checkpointText, parseCheckpoint, type Checkpoint } from './checkpoint.js';
import { applyWithRetries, KEPT_FAILURES, ProjectionHaltedError } from './projection-failures.js';
import type { ProjectionFailure } from './projection-failures.js';

export const PROJECTION_STATUSES = ['starting', 'catching_up', 'live', 'standby', 'stopped', 'failed'] as const;
export type ProjectionStatus = (typeof PROJECTION_STATUSES)[number];

type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: object) => void;

/**
 * Where each projection's failures are kept (one document per projection: the event it stopped at, the events it
 * skipped), so health and the back-office's Read models page still show them after a restart. Not a read model:
 * no rebuild of another projection clears it; a projection's own rebuild starts its document afresh.
 */
export const PROJECTION_FAILURES = 'projection_failures';
interface FailuresDoc {
  id: string;
  halted: ProjectionFailure | null;
  skipped: ProjectionFailure[];
  [key: string]: unknown;
}

/** Documents of its own collections a projection keeps between pages, per collection. */
const KEPT_DOCUMENTS = 1_000;

export class ProjectionRunner {
  status: ProjectionStatus = 'stopped';
  position: Position = START;
  lastError: string | null = null;
  /** The event a `neverSkip` projection stopped at, until a retry. */
  halted: ProjectionFailure | null = null;
  /** Events skipped after their retries, latest last (see projection-failures.ts). */
  skipped: ProjectionFailure[] = [];
  /** Set by an admin's retry; the engine's loop runs it. */
  retryRequested = false;
  /**
   * A projection that starts at the head and found no checkpoint: the head as it was when the engine started
   * (events appended once `start()` resolved are always reacted to), until `begin()` records it.
   */
  private unrecordedStart: Position | null = null;
  /**
   * The latest documents of the projection's own collections as it last wrote them: a hot auction's next page
   * starts from them instead of reading them back. Only the lease holder writes these collections, so they
   * stay true while the lease is held without a gap; `forgetDocuments()` when it may not have been.
   */
  private readonly kept = new Map<string, Map<string, Doc | null>>();
  /** Called each time the position moves (the callers waiting to read their own writes). */
  private readonly moveListeners = new Set<() => void>();

  /** Calls `listener` each time the position moves; returns what stops it. */
  onMoved(listener: () => void): () => void {
    this.moveListeners.add(listener);
    return () => this.moveListeners.delete(listener);
  }

  constructor(
    readonly projection: Projection,
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly codec: EventCodec,
    private readonly log: Log,
    private readonly pageSize: number,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  /** Creates the collections; resumes from the checkpoint, or from zero when the projection changed. */
  async prepare(): Promise<void> {
    const p = this.projection;
    for (const [collection, spec] of Object.entries(p.collections))
      await this.readStore.ensureCollection(collection, spec);
    await this.readStore.ensureCollection(PROJECTION_FAILURES);
    const checkpoint = await this.readCheckpoint();
    if (checkpoint && checkpoint.version !== p.version) {
      const rebuilt = p.startAt === 'head' ? 'keeping its place (it starts at the head)' : 'rebuilding';
      this.log('info', `projection version changed: ${rebuilt}`, {
        projection: p.name,
        from: checkpoint.version,
        to: p.version,
      });
      await this.reset();
    } else {
      await this.resumeFrom(checkpoint);
      await this.loadFailures();
    }
    this.status = 'starting';
  }

  /** From the checkpoint; without one, from the log's start, or from its head for a projection that starts there. */
  private async resumeFrom(checkpoint: Checkpoint | null): Promise<void> {
    this.position = checkpoint?.position ?? START;
    const atHead = !checkpoint && this.projection.startAt === 'head';
    this.unrecordedStart = atHead ? await this.events.headPosition() : null;
  }

  /**
   * Records where a projection that starts at the head begins; a no-op once it has a checkpoint. Only the lease
   * holder calls it, and it only inserts: a replica that also found no checkpoint at its start, or this one after
   * losing the lease for a while, takes the checkpoint already there instead of moving it to its own head.
   */
  async begin(): Promise<void> {
    const head = this.unrecordedStart;
    if (!head) return;
    const kept = await this.readStore.setCheckpointIfAbsent(
      this.name,
      checkpointText({ version: this.projection.version, position: head }),
    );
    this.unrecordedStart = null;
    this.moveTo(parseCheckpoint(kept).position);
  }

  private get failures() {
    return this.readStore.collection<FailuresDoc>(PROJECTION_FAILURES);
  }

  /** The failures as last recorded (by this process before a restart, or by the replica that ran it). */
  async loadFailures(): Promise<void> {
    const doc = await this.failures.get(this.name);
    this.halted = doc?.halted ?? null;
    this.skipped = doc?.skipped ?? [];
  }

  private async saveFailures(): Promise<void> {
    if (!this.halted && this.skipped.length === 0) await this.failures.delete(this.name);
    else await this.failures.upsert({ id: this.name, halted: this.halted, skipped: this.skipped });
  }

  forgetDocuments(): void {
    this.kept.clear();
  }

  /**
   * Drops the projection's documents and checkpoint. A projection that starts at the head keeps its checkpoint
   * (a reactor: no documents to rebuild): from zero it would react to all of history, from the head it would
   * skip what it has not reacted to yet.
   */
  async reset(): Promise<void> {
    this.forgetDocuments();
    for (const [collection, spec] of Object.entries(this.projection.collections)) {
      await this.readStore.ensureCollection(collection, spec);
      await this.readStore.clearCollection(collection);
    }
    if (this.projection.startAt === 'head') await this.resumeFrom(await this.readCheckpoint());
    else {
      await this.readStore.deleteCheckpoint(this.projection.name);
      this.position = START;
    }
    this.halted = null;
    this.skipped = [];
    // A rebuild (the CLI, the benchmark) may reset before any prepare() created the failures' collection.
    await this.readStore.ensureCollection(PROJECTION_FAILURES);
    await this.failures.delete(this.name);
  }

  /**
   * Applies the next page after the current position and moves the checkpoint; returns how many events it
   * applied. `writtenSinceClear` is given during a rebuild (see UnitOfWork).
   */
  async applyPage(writtenSinceClear: Map<string, Set<string>> | null = null): Promise<number> {
    const p = this.projection;
    const page = await this.events.readAll({
      after: this.position,
      maxCount: this.pageSize,
      filter: { eventTypes: p.eventTypes },
    });
    if (page.length === 0) return 0;
    const cached = new Map([...this.kept].filter(([name]) => name in p.collections));
    const uow = new UnitOfWork(this.readStore, writtenSinceClear, cached, !p.immutableDocuments);
    await this.codec.prefetch(page);
    await p.prefetch?.(page, uow);
    const skippedBefore = this.skipped;
    const halt = await this.applyEvents(page, uow);
    if (halt) {
      // Never past an event this projection must not skip: what came before it is written, then it stops.
      const before = page.slice(0, halt.index);
      this.forgetDocuments(); // the kept documents went through the abandoned page
      if (before.length > 0) {
        const fresh = new UnitOfWork(this.readStore, writtenSinceClear, new Map(), !p.immutableDocuments);
        await this.applyEvents(before, fresh);
        await this.commit(fresh, before[before.length - 1]!.position, new Map());
      }
      this.halted = halt.failure;
      await this.saveFailures();
      throw new ProjectionHaltedError(p.name, halt.failure);
    }
    await this.commit(uow, page[page.length - 1]!.position, cached);
    if (this.skipped !== skippedBefore) await this.saveFailures();
    return page.length;
  }

  /**
   * Applies the events in order. A failure after its retries is recorded and skipped past, or, for a projection
   * that never skips, ends the run: its index is returned.
   */
  private async applyEvents(page: RecordedEvent[], uow: UnitOfWork) {
    const p = this.projection;
    for (const [index, recorded] of page.entries()) {
      const failure = await applyWithRetries(recorded, async () => p.apply(await this.codec.decode(recorded), uow));
      if (!failure) continue;
      this.log(
        'error',
        p.neverSkip
          ? 'projection stopped at an event it could not apply'
          : 'projection skipped an event it could not apply',
        {
          projection: p.name,
          ...failure,
        },
      );
      if (p.neverSkip) return { index, failure };
      this.skipped = [...this.skipped, failure].slice(-KEPT_FAILURES);
    }
    await p.endPage?.(uow);
    return null;
  }

  private async commit(uow: UnitOfWork, last: Position, cached: Map<string, Map<string, Doc | null>>) {
    const p = this.projection;
    try {
      // The page's documents and the checkpoint after it, together (one statement on PostgreSQL).
      await uow.commit({ projection: p.name, position: checkpointText({ version: p.version, position: last }) });
    } catch (error) {
      this.forgetDocuments(); // some documents may not have reached the store
      throw error;
    }
    this.keep(cached);
    this.moveTo(last);
  }

  private moveTo(position: Position): void {
    this.position = position;
    for (const listener of [...this.moveListeners]) listener();
  }

  /**
   * An admin's retry (run by the engine's loop, which owns the position): a stopped projection tries its event
   * again on its next page; each skipped event is applied once more (handlers that track revisions ignore one a
   * later event has superseded), and stays listed if it fails again.
   */
  async retryFailures(): Promise<void> {
    this.halted = null;
    const skipped = this.skipped;
    if (skipped.length === 0) return this.saveFailures();
    this.skipped = [];
    this.forgetDocuments();
    const uow = new UnitOfWork(this.readStore, null, new Map(), !this.projection.immutableDocuments);
    const events: RecordedEvent[] = [];
    for (const failure of skipped) {
      const [recorded] = await this.events.readStream(failure.stream, { fromRevision: failure.revision, maxCount: 1 });
      if (recorded) events.push(recorded);
    }
    await this.codec.prefetch(events);
    await this.applyEvents(events, uow);
    await this.commit(uow, this.position, new Map());
    await this.saveFailures();
  }

  private keep(cached: Map<string, Map<string, Doc | null>>): void {
    for (const [name, docs] of cached) {
      if (!(name in this.projection.collections)) continue;
      let excess = docs.size - KEPT_DOCUMENTS;
      for (const id of docs.keys()) {
        if (excess-- <= 0) break;
        docs.delete(id);
      }
      this.kept.set(name, docs);
    }
  }

  async readCheckpoint(): Promise<Checkpoint | null> {
    const text = await this.readStore.getCheckpoint(this.projection.name);
    return text ? parseCheckpoint(text) : null;
  }

  /** Events of this projection's types still ahead of it. */
  async lag(from: Position = this.position): Promise<number> {
    return this.events.countAfter(from, { eventTypes: this.projection.eventTypes });
  }
}
