/**
 * The live feeds of this process, fed by its log tail (the one subscription it shares with the projections),
 * for `auction-` streams: a thousand watchers cost one listener, not a thousand database subscriptions.
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { RecordedEvent } from '../../platform/event-store/event-store.port.js';
import { LogTail } from '../../platform/event-store/log-tail.js';

export interface LiveWatcher {
  onEvent(recorded: RecordedEvent): void;
  /** The tail stopped (shutdown): the client reconnects with Last-Event-ID. */
  onEnd(): void;
}

@Injectable()
export class AuctionLiveHub implements OnModuleDestroy {
  private readonly watchers = new Map<string, Set<LiveWatcher>>();
  private listening: Promise<() => void> | null = null;
  private stopped = false;

  constructor(private readonly tail: LogTail) {}

  /**
   * Resolves once the tail is running and the watcher registered, so a stream read made afterwards and the
   * events delivered from then on overlap rather than leave a gap. Returns the unwatch.
   */
  async watch(streamName: string, watcher: LiveWatcher): Promise<() => void> {
    if (this.stopped) throw new Error('The live feed is shutting down');
    // A failed start is not kept: the next watcher asks the tail again.
    this.listening ??= this.tail
      .listen({
        streamPrefixes: ['auction-'],
        onEvent: (recorded) => this.deliver(recorded),
        onEnd: () => this.endAll(),
      })
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    await this.listening;
    let set = this.watchers.get(streamName);
    if (!set) this.watchers.set(streamName, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(streamName) === set) this.watchers.delete(streamName);
    };
  }

  /**
   * Events this process just appended, delivered at once to its own watchers; the tail delivers them again
   * later and each feed ignores a revision it has already folded.
   */
  publishLocal(records: RecordedEvent[]): void {
    for (const recorded of records) this.deliver(recorded);
  }

  get watcherCount(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  async onModuleDestroy() {
    this.stopped = true;
    (await this.listening?.catch(() => null))?.();
    this.endAll();
  }

  private deliver(recorded: RecordedEvent): void {
    const set = this.watchers.get(recorded.streamName);
    if (set) for (const watcher of [...set]) watcher.onEvent(recorded);
  }

  /** Ends every feed (their clients reconnect with Last-Event-ID). */
  private endAll(): void {
    const all = [...this.watchers.values()].flatMap((set) => [...set]);
    this.watchers.clear();
    for (const watcher of all) watcher.onEnd();
  }
}
