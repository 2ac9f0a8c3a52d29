/**
 * Arms auction timers from the events that set or move them (AuctionScheduled, AuctionExtended). A reactor:
 * checkpointed and at-least-once on the projection engine, owning no read model; arming is idempotent
 * (job ids are the auction and the instant), so a replay arms nothing twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { AuctionEvent, AuctionExtended, AuctionScheduled } from '../domain/auction.events.js';

export interface TimerArming {
  onEvent(event: AuctionEvent, eventId: string): Promise<void>;
}

export function auctionTimersReactor(timers: TimerArming): Reactor<AuctionScheduled | AuctionExtended> {
  return {
    name: 'auctionTimers',
    eventTypes: ['AuctionScheduled', 'AuctionExtended'],
    async react(event) {
      await timers.onEvent(event, event.metadata.eventId);
    },
  };
}
