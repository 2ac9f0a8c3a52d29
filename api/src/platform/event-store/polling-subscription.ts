import { comparePositions, type Position, type RecordedEvent, type Subscription } from './event-store.port.js';
import { Wakeup } from './wakeup.js';

export interface PollingSubscriptionOptions {
  /** Reads up to `maxCount` events strictly after `after`, in global order. */
  readPage: (after: Position, maxCount: number) => Promise<RecordedEvent[]>;
  after: Position;
  pageSize: number;
  /** The longest wait between reads when no wake-up arrives (the fallback when notifications are lost). */
  pollIntervalMs: number;
  /** Awaited once before the first read, e.g. to start listening for notifications. */
  beforeFirstRead?: () => Promise<void>;
  onClose?: () => void;
}

/**
 * A catch-up-then-live subscription built on repeated page reads: it reads pages until one comes back short,
 * then sleeps until `wake()` (a notification that something was appended) or the poll interval, and reads
 * again from its checkpoint. Catch-up and live are the same loop, so there is no hand-over gap to get wrong.
 */
export class PollingSubscription implements Subscription {
  private checkpoint: Position;
  private closed = false;
  private started = false;
  /** A wake-up that comes while a read is in flight is kept for the next sleep. */
  private readonly wakeup = new Wakeup();
  private reading = false;
  /** A position `wakeIfBefore` asked for while a read was in flight. */
  private awaited: Position | null = null;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.checkpoint = options.after;
  }

  wake(): void {
    this.wakeup.wake();
  }

  /**
   * Wakes the subscription unless it has already read past `position` (it has seen every event up to there
   * that it would deliver). Only for positions of this process's own appends: a filtered subscription never
   * delivers the events it filters out, so it reads once more for those, as a plain wake would.
   */
  wakeIfBefore(position: Position): void {
    if (comparePositions(this.checkpoint, position) >= 0) return;
    // A read in flight may well bring it: decided once that read is done.
    if (this.reading) {
      if (!this.awaited || comparePositions(position, this.awaited) > 0) this.awaited = position;
    } else this.wakeup.wake();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wakeup.wake();
    this.options.onClose?.();
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.started) throw new Error('A subscription can be iterated only once');
    this.started = true;
    return this.run();
  }

  private async *run(): AsyncGenerator<RecordedEvent> {
    try {
      await this.options.beforeFirstRead?.();
      while (!this.closed) {
        let page: RecordedEvent[];
        this.reading = true;
        try {
          page = await this.options.readPage(this.checkpoint, this.options.pageSize);
        } catch (error) {
          if (this.closed) return; // the store was closed under a read in flight
          throw error;
        } finally {
          this.reading = false;
        }
        for (const event of page) {
          if (this.closed) return;
          this.checkpoint = event.position;
          yield event;
        }
        if (this.awaited) {
          if (comparePositions(this.checkpoint, this.awaited) < 0) this.wakeup.wake();
          this.awaited = null;
        }
        if (page.length < this.options.pageSize) await this.sleep();
      }
    } finally {
      await this.close();
    }
  }

  private sleep(): Promise<void> {
    return this.closed ? Promise.resolve() : this.wakeup.sleep(this.options.pollIntervalMs);
  }
}
