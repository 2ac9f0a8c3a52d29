/**
 * One client's feed of one auction: the stream's past after the client's Last-Event-ID, then live events from
 * the shared subscription, with no gap and no duplicate. The watcher is registered before the stream is read,
 * so the two overlap; every event is folded once, in revision order, and a hole in the live order is filled
 * from the stream.
 */
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AuctionState } from '../domain/auction.state.js';
import { evolve } from '../domain/auction.evolve.js';
import { liveMessage, statusMessage, type LiveMessage } from './auction-live-messages.js';
import { AuctionLiveHub } from './auction-live-hub.js';
import { streamName } from '../../platform/commands/decider.js';

export interface LiveSink {
  send(message: LiveMessage): void;
  end(): void;
}

export interface OpenFeed {
  close(): void;
}

@Injectable()
export class AuctionLiveFeeds {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly codec: EventCodec,
    private readonly hub: AuctionLiveHub,
  ) {}

  /**
   * Throws not found (before anything is sent) for an auction without a stream. Without `lastEventId`, the
   * client first gets one `status` message with the current picture, at the current revision.
   */
  async open(auctionId: string, lastEventId: number | null, sink: LiveSink): Promise<OpenFeed> {
    const feed = new Feed(this.store, this.codec, streamName('auction', auctionId), lastEventId, sink);
    let release!: () => void;
    feed.queue = new Promise<void>((resolve) => (release = resolve));
    feed.unwatch = await this.hub.watch(feed.streamName, {
      onEvent: (recorded) => feed.enqueue(recorded),
      onEnd: () => feed.end(),
    });
    try {
      const past = await this.store.readStream(feed.streamName);
      if (past.length === 0) throw notFound('Auction', 'المزاد');
      await feed.catchUp(past);
    } catch (error) {
      feed.close();
      throw error;
    } finally {
      release();
    }
    return feed;
  }
}

/**
 * A feed's messages need the price, the count and the status, which the narrow state keeps (a bid adds one shared
 * rung, a retraction is folded like any event). The answered requests are the command side's: a feed never
 * reads them, so it does not keep them.
 */
function foldForFeed(state: AuctionState, event: AuctionEvent): AuctionState {
  const next = evolve(state, event);
  // Emptied as soon as a keyed bid adds one, so the map never grows past that bid's.
  return next.status === 'none' || Object.keys(next.requests).length === 0 ? next : { ...next, requests: {} };
}

class Feed implements OpenFeed {
  queue: Promise<void> = Promise.resolve();
  unwatch: () => void = () => undefined;
  private state: AuctionState = { status: 'none' };
  private folded = -1;
  private closed = false;
  /** While the stream's past is folded: a fresh client gets only the baseline for it. */
  private catchingUp = true;

  constructor(
    private readonly store: EventStore,
    private readonly codec: EventCodec,
    readonly streamName: string,
    /** Messages at or below it were already sent (in an earlier connection). */
    private lastEventId: number | null,
    private readonly sink: LiveSink,
  ) {}

  async catchUp(past: RecordedEvent[]) {
    for (const recorded of past) await this.fold(recorded);
    this.catchingUp = false;
    // An id from the future (another auction's, a hand-made one) would silence the feed: start afresh.
    if (this.lastEventId !== null && this.lastEventId > this.folded) this.lastEventId = null;
    if (this.lastEventId === null) {
      const baseline = statusMessage(this.folded, this.state);
      if (baseline) this.sink.send(baseline);
    }
  }

  enqueue(recorded: RecordedEvent) {
    this.queue = this.queue.then(() => this.apply(recorded)).catch(() => this.end());
  }

  close() {
    this.closed = true;
    this.unwatch();
  }

  end() {
    if (this.closed) return;
    this.close();
    this.sink.end();
  }

  private async apply(recorded: RecordedEvent) {
    if (this.closed || recorded.revision <= this.folded) return;
    if (recorded.revision > this.folded + 1) {
      // The live order skipped a revision: take the rest from the stream, which includes this event.
      for (const missed of await this.store.readStream(this.streamName, { fromRevision: this.folded + 1 }))
        await this.fold(missed);
      return;
    }
    await this.fold(recorded);
  }

  private async fold(recorded: RecordedEvent) {
    if (recorded.revision <= this.folded) return;
    const event: AuctionEvent = await this.codec.decode<AuctionEvent>(recorded);
    this.state = foldForFeed(this.state, event);
    this.folded = recorded.revision;
    const fresh = this.lastEventId === null;
    if (this.closed || (fresh && this.catchingUp) || (!fresh && recorded.revision <= this.lastEventId!)) return;
    const message = liveMessage(recorded.revision, event, this.state);
    if (message) this.sink.send(message);
  }
}
