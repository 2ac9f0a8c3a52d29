/**
 * A sale's cascading close: its lots close one after another, in the order of their scheduled ends, at the
 * sale's interval. A lot never closes before the lot ahead of it, nor sooner than the interval after that
 * lot's (possibly extended) end; when the lot ahead runs late, this lot's end moves visibly (AuctionExtended
 * with cause `sale_order`), never silently.
 */
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { PreviousLotFacts } from './auction.commands.js';
import type { AuctionEvent } from './auction.events.js';
import type { ScheduledAuction } from './auction.state.js';
import { instant, isInstant, ms } from './auction.time.js';
import { fieldProblem, validationError } from '../../platform/errors/domain-errors.js';

export function checkPreviousLot(previous: PreviousLotFacts): void {
  const ok =
    typeof previous.auctionId === 'string' &&
    previous.auctionId.length > 0 &&
    isInstant(previous.endsAt) &&
    Number.isSafeInteger(previous.intervalMs) &&
    previous.intervalMs >= 0 &&
    typeof previous.closed === 'boolean';
  if (!ok) {
    throw validationError([
      fieldProblem(
        'previousLot',
        'invalid',
        'The previous lot of the sale is not described correctly.',
        'القطعة السابقة في المزاد غير موصوفة بشكل صحيح.',
      ),
    ]);
  }
}

/** The extension that keeps the sale in order, or nothing when this lot already ends late enough. */
export function saleOrderExtension(state: ScheduledAuction, previous: PreviousLotFacts): AuctionEvent[] {
  const required = ms(previous.endsAt) + previous.intervalMs;
  if (required <= ms(state.endsAt)) return [];
  return [
    {
      type: 'AuctionExtended',
      data: {
        auctionId: state.terms.auctionId,
        previousEndsAt: state.endsAt,
        endsAt: instant(required),
        cause: 'sale_order',
        previousLotId: previous.auctionId,
      },
    },
  ];
}

export const previousLotOpen = () =>
  illegalState(
    'previous_lot_open',
    'The lot before this one in the sale has not closed yet; lots close in order.',
    'لم يُغلق المزاد على القطعة السابقة في هذا المزاد بعد؛ تُغلق القطع بالترتيب.',
  );
