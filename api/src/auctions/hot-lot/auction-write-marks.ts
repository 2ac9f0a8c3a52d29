/**
 * Read-your-writes without making bidders wait: a bid is answered from the decided state as soon as it is
 * written, and the `auctions` read model catches up behind it. A read in this process first waits (briefly)
 * until the read model has passed everything this process had written when the read began, so a bidder who
 * bids and then reads still sees the bid. Other replicas' reads are eventually consistent, as before.
 */
import { Injectable } from '@nestjs/common';
import { comparePositions, type Position } from '../../platform/event-store/event-store.port.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import { auctionsProjection } from '../projections/auctions.projection.js';

@Injectable()
export class AuctionWriteMarks {
  private last: Position | null = null;

  constructor(private readonly projections: ProjectionEngine) {}

  /** An append of this process reached the log at `position`. */
  written(position: Position): void {
    if (this.last === null || comparePositions(position, this.last) > 0) this.last = position;
  }

  /** Resolves once the read model includes every auction event this process has written so far. */
  async settled(): Promise<void> {
    const last = this.last;
    if (last !== null) await this.projections.waitForPosition(auctionsProjection.name, last);
  }
}
