/**
 * Auction mails, in each recipient's language, only to those who receive `auctions` mail (/preferences): "you
 * have been outbid" to the bidder a bid took the lead from, and "you won" to the winner of a lot closed sold. A
 * reactor (checkpointed, at-least-once, no read model). The outbid mail's job id is the lot, the person and the
 * ten-minute window of the bid, so a bidding war mails each person at most once per window; the won mail's is the
 * lot. A replay enqueues nothing twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { EmailJobs, JobPayload } from '../../platform/jobs/job-catalog.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { streamName } from '../../platform/commands/decider.js';
import { receivesMail, type UserContact } from '../../identity/index.js';
import { auctionDecider } from '../domain/auction.decider.js';
import type { AuctionClosed, AuctionEvent, BidPlaced } from '../domain/auction.events.js';

export const OUTBID_MAIL_WINDOW_MS = 10 * 60_000;

const sar = (halalas: number) => (halalas / 100).toFixed(2);

/**
 * Who led the lot before the command that placed `bid`, and who leads after it (null: nobody). One command's
 * events share their `at` (a bid and the proxy answer to it), so the lead is read around the whole command: a
 * leader whose maximum answered at once was never outbid. Null when `bid` is not the command's last bid (its
 * last bid decides), so each command is looked at once.
 */
export function leadChange(events: readonly AuctionEvent[], bid: BidPlaced['data']) {
  const leaders: { sequence: number; bidderId: string }[] = [];
  const leader = () => leaders.at(-1)?.bidderId ?? null;
  let before: string | null = null;
  let inCommand = false;
  let seen = false;
  for (const event of events) {
    const at = 'at' in event.data ? event.data.at : null;
    if (at === bid.at && !inCommand) [inCommand, before] = [true, leader()];
    else if (at !== null && at !== bid.at) {
      if (seen) break;
      inCommand = false;
    }
    if (event.type === 'BidRetracted') {
      const index = leaders.findIndex((l) => l.sequence === event.data.sequence);
      if (index >= 0) leaders.splice(index, 1);
    }
    if (event.type !== 'BidPlaced') continue;
    if (seen) return null;
    leaders.push({ sequence: event.data.sequence, bidderId: event.data.bidderId });
    seen = event.data.sequence === bid.sequence;
  }
  return seen ? { before, after: leader() } : null;
}

export interface AuctionMailReads {
  contact(userId: string): Promise<UserContact | null>;
}

/**
 * The lot's events as recorded, without folding the auction's state: folding copies the bid list at every bid, which
 * on a lot of thousands of bids, read again at each bid, cost more than the bidding itself.
 */
const eventsOnly = { initialState: () => null, evolve: () => null };

export function auctionEmailsReactor(
  jobs: JobQueues,
  reads: AuctionMailReads,
  runner: Pick<CommandRunner, 'load'>,
): Reactor<BidPlaced | AuctionClosed> {
  const mail = async <N extends 'auctionOutbid' | 'auctionWon'>(
    userId: string,
    name: N,
    data: EmailJobs[N]['data'],
    once: string,
  ) => {
    const person = await reads.contact(userId);
    if (!person || !receivesMail(person, 'auctions')) return; // forgotten, or auction mail off on /preferences
    const job = { to: person.email, lang: person.language, data } as JobPayload<'email', N>;
    await jobs.enqueue('email', name, job, { once });
  };
  return {
    name: 'auctionEmails',
    eventTypes: ['BidPlaced', 'AuctionClosed'],
    startAt: 'head',
    async react(event) {
      const { auctionId } = event.data;
      if (event.type === 'AuctionClosed' && event.data.outcome !== 'sold') return;
      const { events } = await runner.load(eventsOnly, streamName(auctionDecider.category, auctionId));
      const facts = events as unknown as AuctionEvent[];
      const scheduled = facts.find((e) => e.type === 'AuctionScheduled');
      if (!scheduled || scheduled.type !== 'AuctionScheduled') return;
      const work = scheduled.data.artwork;
      const base = {
        auctionId,
        title: work?.title ?? scheduled.data.lotId,
        titleAr: work?.titleAr ?? scheduled.data.lotId,
      };
      if (event.type === 'AuctionClosed') {
        const closed = event.data;
        if (closed.outcome !== 'sold') return;
        const data = { ...base, hammer: sar(closed.hammer), premium: sar(closed.premium), total: sar(closed.total) };
        await mail(closed.winnerId, 'auctionWon', data, `auctionWon:${auctionId}`);
        return;
      }
      const change = leadChange(facts, event.data);
      if (!change?.before || change.before === change.after) return;
      const window = Math.floor(Date.parse(event.data.at) / OUTBID_MAIL_WINDOW_MS);
      await mail(
        change.before,
        'auctionOutbid',
        { ...base, amount: sar(event.data.amount) },
        `auctionOutbid:${auctionId}:${change.before}:${window}`,
      );
    },
  };
}
