import type { AuctionOutcome } from './auction.events.js';
import { buyersPremium } from './auction.money.js';
import { reserveMet, type AuctionBook } from './auction.state.js';

/** Winner, hammer, premium and total from the book the events built, and nothing else. */
export function outcomeOf(book: AuctionBook): AuctionOutcome {
  if (book.leaderId === null || book.price === null) return { outcome: 'no_bids' };
  if (!reserveMet(book)) return { outcome: 'reserve_not_met', highestBid: book.price };
  const hammer = book.price;
  const premium = buyersPremium(book.terms.premiumTiers, hammer);
  return {
    outcome: 'sold',
    winnerId: book.leaderId,
    paddle: book.paddles[book.leaderId]!,
    hammer,
    premium,
    total: hammer + premium,
  };
}
