import { incrementAt, ladder, minimumNextBid } from './auction.money.js';
import { leaderMaximum, type AuctionState } from './auction.state.js';
import { ms } from './auction.time.js';

export interface NextValidAmounts {
  /**
   * `bid`: any amount from `minimum` is valid. `raise_maximum`: this bidder leads, so only a higher maximum
   * is accepted (a plain bid would raise against themselves). `closed`: no bid is possible.
   */
  action: 'bid' | 'raise_maximum' | 'closed';
  minimum: number | null;
  /** The first steps of the increment ladder from `minimum`, for quick-bid buttons. */
  quickAmounts: number[];
  /** The bidder's own standing maximum, which only the bidder may see. */
  yourMaximum: number | null;
}

/** What a bidder may bid next, taking their own earlier maximum into account. */
export function nextValidAmounts(
  state: AuctionState,
  bidderId: string,
  { at, count = 3 }: { at?: string; count?: number } = {},
): NextValidAmounts {
  // With `at`, a lot past its end reads as closed even before the close job has run.
  if (state.status !== 'live' || (at !== undefined && ms(at) >= ms(state.endsAt)))
    return { action: 'closed', minimum: null, quickAmounts: [], yourMaximum: null };
  const bands = state.terms.increments;
  if (state.leaderId === bidderId) {
    const reach = leaderMaximum(state)!;
    const minimum = reach + incrementAt(bands, reach);
    return {
      action: 'raise_maximum',
      minimum,
      quickAmounts: ladder(bands, minimum, count),
      yourMaximum: state.maximums[bidderId] ?? null,
    };
  }
  const minimum = minimumNextBid(state.terms.startingBid, bands, state.price);
  return { action: 'bid', minimum, quickAmounts: ladder(bands, minimum, count), yourMaximum: null };
}
