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
import { windowed } from '../domain/bid-window.js';
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
 * The state a feed keeps: its messages need the price, the count and the status, never the whole history, and on
 * a hot lot watched by many a full fold per feed per bid would grow with every bid. So it keeps the appender's
 * window of latest bids (bid-window.ts), and drops the answered requests, which it never reads, when it cuts.
 */
function trimmed(state: AuctionState): AuctionState {
  const cut = windowed(state);
  return cut === state || cut.status === 'none' ? cut : { ...cut, requests: {} };
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
    // A retraction may uncover any earlier bid, which the trimmed state no longer has: fold the stream again.
    this.state =
      event.type === 'BidRetracted' ? await this.refold(recorded.revision) : trimmed(evolve(this.state, event));
    this.folded = recorded.revision;
    const fresh = this.lastEventId === null;
    if (this.closed || (fresh && this.catchingUp) || (!fresh && recorded.revision <= this.lastEventId!)) return;
    const message = liveMessage(recorded.revision, event, this.state);
    if (message) this.sink.send(message);
  }

  /** The state up to and including `revision`, folded from the whole stream. */
  private async refold(revision: number): Promise<AuctionState> {
    let state: AuctionState = { status: 'none' };
    for (const recorded of await this.store.readStream(this.streamName, { maxCount: revision + 1 })) {
      state = evolve(state, await this.codec.decode<AuctionEvent>(recorded));
    }
    return trimmed(state);
  }
}
