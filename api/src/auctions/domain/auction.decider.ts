import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { decideBid } from './auction.bidding.js';
import type { AuctionCommand } from './auction.commands.js';
import type { AuctionEvent } from './auction.events.js';
import { evolve } from './auction.evolve.js';
import { outcomeOf } from './auction.outcome.js';
import { standsOnLadder, type AuctionState } from './auction.state.js';
import { ms } from './auction.time.js';
import { checkPreviousLot, previousLotOpen, saleOrderExtension } from './auction.sale-order.js';
import { checkBid, checkInstant, checkReason, checkSchedule } from './auction.validation.js';

/** One auction is one lot, on the stream `auction-<id>`. */
export const auctionDecider: Decider<AuctionState, AuctionCommand, AuctionEvent> = {
  category: 'auction',
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

const ended = () => illegalState('auction_ended', 'This auction has already ended.', 'انتهى هذا المزاد بالفعل.');

function decide(command: AuctionCommand, state: AuctionState): AuctionEvent[] {
  if (command.type === 'ScheduleAuction') {
    checkSchedule(command);
    if (state.status !== 'none') {
      throw illegalState('auction_exists', 'This auction is already scheduled.', 'هذا المزاد مجدول بالفعل.');
    }
    const { type: _t, softCloseMinutes, ...terms } = command;
    return [{ type: 'AuctionScheduled', data: { ...terms, currency: 'SAR', softCloseMinutes: softCloseMinutes ?? 2 } }];
  }
  if (command.type === 'PlaceBid') checkBid(command);
  if (state.status === 'none') throw notFound('Auction', 'المزاد');
  const { auctionId } = state.terms;
  switch (command.type) {
    case 'OpenAuction':
      checkInstant(command.at);
      // Stale or repeated scheduler runs are no-ops: the transition happened, or can no longer happen.
      if (state.status !== 'upcoming') return [];
      if (ms(command.at) < ms(state.terms.startsAt)) {
        throw illegalState(
          'not_yet_started',
          'This auction has not reached its start time.',
          'لم يحن موعد بدء هذا المزاد بعد.',
        );
      }
      return [{ type: 'AuctionOpened', data: { auctionId, at: command.at } }];
    case 'PlaceBid':
      return decideBid(command, state);
    case 'CloseAuction': {
      checkInstant(command.at);
      if (command.previousLot) checkPreviousLot(command.previousLot);
      if (state.status === 'ended' || state.status === 'cancelled') return [];
      // A soft-close extension may have moved the end since the job was scheduled: it must run again later.
      if (ms(command.at) < ms(state.endsAt)) {
        throw illegalState(
          'not_yet_ended',
          'This auction has not reached its end time.',
          'لم يحن موعد انتهاء هذا المزاد بعد.',
        );
      }
      if (command.previousLot) {
        const wait = saleOrderExtension(state, command.previousLot);
        if (wait.length > 0) return wait;
        if (!command.previousLot.closed) throw previousLotOpen();
      }
      return [{ type: 'AuctionClosed', data: { auctionId, at: command.at, ...outcomeOf(state) } }];
    }
    case 'KeepSaleOrder':
      checkInstant(command.at);
      checkPreviousLot(command.previousLot);
      if (state.status === 'ended' || state.status === 'cancelled') return [];
      return saleOrderExtension(state, command.previousLot);
    case 'CancelAuction':
      checkReason(command.reason, command.at);
      if (state.status === 'cancelled') return [];
      if (state.status === 'ended') throw ended();
      return [
        {
          type: 'AuctionCancelled',
          data: { auctionId, cancelledBy: command.cancelledBy, reason: command.reason, at: command.at },
        },
      ];
    case 'RetractBid': {
      checkReason(command.reason, command.at);
      // After the close the hammer has fallen; changing it would rewrite a decided result.
      if (state.status === 'ended' || state.status === 'cancelled') throw ended();
      const placed = Number.isInteger(command.sequence) && command.sequence >= 1;
      if (!placed || command.sequence > state.lastSequence) throw notFound('Bid', 'المزايدة');
      if (!standsOnLadder(state, command.sequence)) return []; // already retracted
      const { sequence, retractedBy, reason, at } = command;
      return [{ type: 'BidRetracted', data: { auctionId, sequence, retractedBy, reason, at } }];
    }
  }
}
