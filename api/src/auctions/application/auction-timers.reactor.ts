/**
 * Arms auction timers from the events that set or move them (AuctionScheduled, AuctionExtended). A reactor:
 * checkpointed and at-least-once on the projection engine, owning no read model; arming is idempotent
 * (job ids are the auction and the instant), so a replay arms nothing twice.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { AuctionEvent } from '../domain/auction.events.js';

export interface TimerArming {
  onEvent(event: AuctionEvent, eventId: string): Promise<void>;
}

export function auctionTimersReactor(timers: TimerArming): Projection<AuctionEvent> {
  return {
    name: 'auctionTimers',
    version: 1,
    eventTypes: ['AuctionScheduled', 'AuctionExtended'],
    collections: {},
    async apply(event) {
      await timers.onEvent(event, event.metadata.eventId);
    },
  };
}
