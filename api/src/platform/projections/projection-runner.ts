/**
 * One projection's progress: where it is in the log, how it is doing, and the two things it does —
 * apply the next page of events through a unit of work and move its checkpoint, or reset to zero.
 * The checkpoint stores the projection's version too, so a changed projection is rebuilt at start.
 */
import {
  formatPosition, parsePosition, START,
  type EventStore, type Position,
} from '../event-store/event-store.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { EventCodec } from '../commands/event-codec.js';
import type { Projection } from './projection.js';
import { UnitOfWork } from './unit-of-work.js';

export type ProjectionStatus = 'starting' | 'catching_up' | 'live' | 'standby' | 'stopped' | 'failed';

export interface Checkpoint {
  version: number;
  position: Position;
}

type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: object) => void;

export class ProjectionRunner {
  status: ProjectionStatus = 'stopped';
  position: Position = START;
  lastError: string | null = null;

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
    for (const [collection, spec] of Object.entries(p.collections)) await this.readStore.ensureCollection(collection, spec);
    const checkpoint = await this.readCheckpoint();
    if (checkpoint && checkpoint.version !== p.version) {
      this.log('info', 'projection version changed: rebuilding', { projection: p.name, from: checkpoint.version, to: p.version });
      await this.reset();
    } else {
      this.position = checkpoint?.position ?? START;
    }
    this.status = 'starting';
  }

  /** Drops the projection's documents and checkpoint. */
  async reset(): Promise<void> {
    for (const [collection, spec] of Object.entries(this.projection.collections)) {
      await this.readStore.ensureCollection(collection, spec);
      await this.readStore.clearCollection(collection);
    }
    await this.readStore.deleteCheckpoint(this.projection.name);
    this.position = START;
  }

  /**
   * Applies the next page after the current position and moves the checkpoint; returns how many events it
   * applied. `writtenSinceClear` is given during a rebuild (see UnitOfWork).
   */
  async applyPage(writtenSinceClear: Map<string, Set<string>> | null = null): Promise<number> {
    const p = this.projection;
    const page = await this.events.readAll({ after: this.position, maxCount: this.pageSize, filter: { eventTypes: p.eventTypes } });
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
    this.position = last;
    return page.length;
  }

  async readCheckpoint(): Promise<Checkpoint | null> {
    const text = await this.readStore.getCheckpoint(this.projection.name);
    if (!text) return null;
    const parsed = JSON.parse(text) as { version: number; position: string };
    return { version: parsed.version, position: parsePosition(parsed.position) };
  }

  /** Events of this projection's types still ahead of it. */
  async lag(from: Position = this.position): Promise<number> {
    return this.events.countAfter(from, { eventTypes: this.projection.eventTypes });
  }
}
