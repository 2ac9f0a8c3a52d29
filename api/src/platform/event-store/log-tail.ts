/**
 * One live subscription to the log per process, shared by everything in it that follows the log as it grows:
 * the projection engine's wake-ups and the auctions' live feeds. Each follower costs a listener, not a read of
 * the log per append: on a hot lot, two subscriptions read every batch of bids twice (and each read parses it).
 *
 * The tail starts from the head when first asked, and after a failure starts again from the last event it
 * delivered, a second later, so a listener never misses an event while the process runs; listeners hear
 * `onEnd` only when the tail is closed.
 */
import type { Log } from '../logging/logger.js';
import type { EventStore, Position, RecordedEvent, Subscription } from './event-store.port.js';

export interface TailListener {
  /** Only events of streams whose names start with one of these; every event when absent. */
  streamPrefixes?: readonly string[];
  onEvent(recorded: RecordedEvent): void;
  /** The tail was closed (the process is stopping). */
  onEnd?(): void;
}

const RESTART_AFTER_MS = 1_000;

export class LogTail {
  private readonly listeners = new Set<TailListener>();
  private starting: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  private delivered: Position | null = null;
  private closed = false;

  constructor(
    private readonly store: EventStore,
    private readonly log: Log,
  ) {}

  /**
   * Registers the listener once the tail is running: every event appended after this resolves reaches it
   * (with some just before, so a read of the past made afterwards overlaps rather than leaves a gap).
   * Returns the function that removes it.
   */
  async listen(listener: TailListener): Promise<() => void> {
    if (this.closed) throw new Error('The log tail is closed');
    await this.start();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Starts following the log from its head, once; if the head could not be read, the next listener tries again. */
  private start(): Promise<void> {
    this.starting ??= (async () => {
      this.delivered = await this.store.headPosition();
      this.follow();
    })().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.subscription?.close().catch(() => undefined);
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener.onEnd?.();
  }

  private follow(): void {
    if (this.closed) return;
    let subscription: Subscription;
    try {
      subscription = this.store.subscribeToAll({ after: this.delivered! });
    } catch (error) {
      // The store itself is closed: nothing more will come. Followers fall back on their own (feeds end, projections poll).
      this.log('warn', 'the log tail stopped: the event store no longer takes subscriptions', {
        error: (error as Error).message,
      });
      void this.close();
      return;
    }
    this.subscription = subscription;
    void (async () => {
      try {
        for await (const recorded of subscription) {
          this.delivered = recorded.position;
          for (const listener of this.listeners) {
            if (
              listener.streamPrefixes &&
              !listener.streamPrefixes.some((prefix) => recorded.streamName.startsWith(prefix))
            )
              continue;
            try {
              listener.onEvent(recorded);
            } catch (error) {
              this.log('error', 'a log tail listener failed on an event', {
                eventId: recorded.eventId,
                error: (error as Error).message,
              });
            }
          }
        }
      } catch (error) {
        if (!this.closed)
          this.log('warn', 'the log tail failed; following again from where it was', {
            error: (error as Error).message,
          });
      }
      if (this.closed) return;
      setTimeout(() => this.follow(), RESTART_AFTER_MS).unref();
    })();
  }
}
