/**
 * What other contexts may learn of a lot's result (invoicing bills a sold lot), read from the lot's stream
 * rather than the read model, so it is there the moment AuctionClosed is; decoded through the event catalog,
 * so upcasters apply.
 */
import { Inject, Injectable } from '@nestjs/common';
import { EventCodec, readDecoded } from '../../platform/commands/event-codec.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionClosed, AuctionScheduled } from '../domain/auction.events.js';
import { streamName } from '../../platform/commands/decider.js';

export interface ClosedLot {
  terms: AuctionScheduled['data'];
  closed: AuctionClosed['data'];
}

@Injectable()
export class AuctionResults {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
  ) {}

  /** The lot's terms and its close, or null while it has not closed (or does not exist). */
  async closedLot(auctionId: string): Promise<ClosedLot | null> {
    let terms: AuctionScheduled['data'] | null = null;
    let closed: AuctionClosed['data'] | null = null;
    for (const { type, data } of await readDecoded(
      this.events,
      this.codec,
      streamName(auctionDecider.category, auctionId),
    )) {
      if (type === 'AuctionScheduled') terms = data as AuctionScheduled['data'];
      else if (type === 'AuctionClosed') closed = data as AuctionClosed['data'];
    }
    return terms && closed ? { terms, closed } : null;
  }
}
