/**
 * The one way events are written to a stream: encode (metadata, personal data sealed) → chain (hash and
 * signature, where the category is chained) → append with the revision the writer read. CommandRunner writes
 * one command's events with it; the auctions' batched appender writes a whole batch of bids (signing off the
 * event loop, so the next bid is decided while the last one is signed).
 */
import type { AppendResult, EventStore, NewEvent } from '../event-store/event-store.port.js';
import type { ChainSigner } from './chain-signer.js';
import type { DomainEvent } from './decider.js';
import type { EventCatalog } from './event-catalog.js';
import type { CommandContext, EventCodec } from './event-codec.js';
import { linkEvent, linkEventOffThread } from './hash-chain.js';

export class StreamWriter {
  constructor(
    private readonly codec: EventCodec,
    private readonly catalog: EventCatalog,
    private readonly signer: ChainSigner,
  ) {}

  /** A write after `revision` (-1: a new stream) whose last chain hash is `lastHash`. */
  begin(streamName: string, revision: number, lastHash: string, signing: 'inline' | 'offThread' = 'inline') {
    return new PendingWrite(this.codec, this.signer, streamName, revision, lastHash, {
      chained: this.catalog.isChained(streamName),
      offThread: signing === 'offThread',
    });
  }
}

export class PendingWrite {
  readonly encoded: NewEvent[] = [];
  private readonly signing: Promise<void>[] = [];

  constructor(
    private readonly codec: EventCodec,
    private readonly signer: ChainSigner,
    readonly streamName: string,
    readonly revision: number,
    public lastHash: string,
    private readonly options: { chained: boolean; offThread: boolean },
  ) {}

  /** Encodes and chains one event; it is appended with the others by `append`. */
  async add(event: DomainEvent, context: CommandContext): Promise<NewEvent> {
    const stored = await this.codec.encode(event, this.streamName, context);
    if (this.options.chained) {
      const at = this.revision + 1 + this.encoded.length;
      let link;
      if (this.options.offThread) {
        const made = linkEventOffThread(this.signer, this.streamName, at, this.lastHash, stored);
        this.signing.push(made.signed);
        link = made.link;
      } else link = linkEvent(this.signer, this.streamName, at, this.lastHash, stored);
      stored.metadata = { ...stored.metadata, chain: link };
      this.lastHash = link.hash;
    }
    this.encoded.push(stored);
    return stored;
  }

  /** Waits for the signatures, then appends every added event expecting the revision read (null: nothing added). */
  async append(store: EventStore): Promise<AppendResult | null> {
    await Promise.all(this.signing);
    if (this.encoded.length === 0) return null;
    return store.append(this.streamName, this.encoded, {
      expectedRevision: this.revision === -1 ? 'no_stream' : this.revision,
    });
  }
}
