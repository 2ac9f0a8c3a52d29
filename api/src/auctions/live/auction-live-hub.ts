/**
 * One subscription to the event store per process, filtered to `auction-` streams, fanned out to the live
 * feeds watching each auction: a thousand watchers cost one database subscription, not a thousand.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EVENT_STORE, LOG } from '../../platform/tokens.js';
import type { EventStore, RecordedEvent, Subscription } from '../../platform/event-store/event-store.port.js';
import type { Log } from '../../platform/logging/logger.js';

export interface LiveWatcher {
  onEvent(recorded: RecordedEvent): void;
  /** The shared subscription stopped (shutdown or failure): the client reconnects with Last-Event-ID. */
  onEnd(): void;
}

@Injectable()
export class AuctionLiveHub implements OnModuleDestroy {
  private readonly watchers = new Map<string, Set<LiveWatcher>>();
  private subscription: Subscription | null = null;
  private starting: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOG) private readonly log: Log,
  ) {}

  /**
   * Resolves once the shared subscription is running and the watcher registered, so a stream read made
   * afterwards and the events delivered from then on overlap rather than leave a gap. Returns the unwatch.
   */
  async watch(streamName: string, watcher: LiveWatcher): Promise<() => void> {
    await this.ensureRunning();
    let set = this.watchers.get(streamName);
    if (!set) this.watchers.set(streamName, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(streamName) === set) this.watchers.delete(streamName);
    };
  }

  /**
   * Events this process just appended, delivered at once to its own watchers; the subscription delivers them
   * again later and each feed ignores a revision it has already folded.
   */
  publishLocal(records: RecordedEvent[]): void {
    for (const recorded of records) {
      const set = this.watchers.get(recorded.streamName);
      if (set) for (const watcher of [...set]) watcher.onEvent(recorded);
    }
  }

  get watcherCount(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  async onModuleDestroy() {
    this.stopped = true;
    await this.stop();
  }

  private ensureRunning(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The live feed is shutting down'));
    this.starting ??= (async () => {
      // From the head: a feed reads its own stream's past, the subscription only has to carry what follows.
      const after = await this.store.headPosition();
      const subscription = this.store.subscribeToAll({ after, filter: { streamPrefixes: ['auction-'] } });
      this.subscription = subscription;
      void this.pump(subscription);
    })();
    return this.starting;
  }

  private async pump(subscription: Subscription) {
    try {
      for await (const recorded of subscription) {
        const set = this.watchers.get(recorded.streamName);
        if (set) for (const watcher of [...set]) watcher.onEvent(recorded);
      }
    } catch (error) {
      if (!this.stopped) this.log('warn', 'auction live subscription failed', { error: (error as Error).message });
    }
    if (this.subscription === subscription) await this.stop();
  }

  /** Ends every feed; the next watcher starts a fresh subscription (unless the process is stopping). */
  private async stop() {
    const subscription = this.subscription;
    this.subscription = null;
    this.starting = null;
    const all = [...this.watchers.values()].flatMap((set) => [...set]);
    this.watchers.clear();
    for (const watcher of all) watcher.onEnd();
    await subscription?.close().catch(() => undefined);
  }
}
