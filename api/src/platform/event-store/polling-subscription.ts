import type { Position, RecordedEvent, Subscription } from './event-store.port.js';

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
  /** Set by `wake()` while a read is in flight, so that wake-up is not lost. */
  private pending = false;
  private waiter: (() => void) | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.checkpoint = options.after;
  }

  wake(): void {
    this.pending = true;
    this.waiter?.();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.waiter?.();
    clearTimeout(this.timer);
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
        this.pending = false;
        let page: RecordedEvent[];
        try {
          page = await this.options.readPage(this.checkpoint, this.options.pageSize);
        } catch (error) {
          if (this.closed) return; // the store was closed under a read in flight
          throw error;
        }
        for (const event of page) {
          if (this.closed) return;
          this.checkpoint = event.position;
          yield event;
        }
        if (page.length < this.options.pageSize) await this.sleep();
      }
    } finally {
      await this.close();
    }
  }

  private sleep(): Promise<void> {
    if (this.pending || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.waiter = null;
        resolve();
      };
      this.waiter = done;
      // Deliberately not unref'd: an open subscription is work in progress. close() clears it.
      this.timer = setTimeout(done, this.options.pollIntervalMs);
    });
  }
}
