/**
 * Commission mails, in each recipient's language (the one they used when posting or bidding): a new bid to the
 * collector, accepted or declined to the bidder, and new messages to the other party of a thread, batched.
 * A reactor (checkpointed, at-least-once); job ids derive from the event, or from the thread's ten-minute
 * window for messages, so a replay never mails twice.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { streamName } from '../../platform/commands/decider.js';
import { USERS, receivesMail, type UserDoc } from '../../identity/index.js';
import { commissionDecider } from '../domain/commission.decider.js';
import type { BidAccepted, BidDeclined, BidPlaced, CommissionEvent, Lang } from '../domain/commission.events.js';
import type { ThreadEvent } from '../domain/commission.events.js';

type Mailed = BidPlaced | BidAccepted | BidDeclined | Extract<ThreadEvent, { type: 'CommissionMessagePosted' }>;

export const MESSAGE_MAIL_WINDOW_MS = 10 * 60_000;

/** The ten-minute window a message falls in, and how long until it ends: one mail per window, sent at its end. */
export function messageMailSlot(occurredAt: string, nowMs: number): { window: number; delayMs: number } {
  const window = Math.floor(Date.parse(occurredAt) / MESSAGE_MAIL_WINDOW_MS);
  return { window, delayMs: Math.max(0, (window + 1) * MESSAGE_MAIL_WINDOW_MS - nowMs) };
}

const sar = (halalas: number) => (halalas / 100).toFixed(2);

export function commissionEmailsReactor(jobs: JobQueues, reads: ReadStore, runner: CommandRunner): Reactor<Mailed> {
  /** The address of someone who receives commission mail (/preferences); null for the forgotten or unwilling. */
  const emailOf = async (userId: string) => {
    const person = await reads.collection<UserDoc>(USERS).get(userId);
    return person && receivesMail(person, 'commissions') ? person.email : null;
  };
  return {
    name: 'commissionEmails',
    eventTypes: ['CommissionBidPlaced', 'CommissionBidAccepted', 'CommissionBidDeclined', 'CommissionMessagePosted'],
    startAt: 'head',
    async react(event) {
      const { commissionId } = event.data;
      const { events } = await runner.load(commissionDecider, streamName(commissionDecider.category, commissionId));
      const facts = events as unknown as CommissionEvent[];
      const posted = facts.find((e) => e.type === 'CommissionPosted');
      if (!posted || posted.type !== 'CommissionPosted') return;
      const latest = facts.filter((e) => e.type === 'CommissionPosted' || e.type === 'CommissionEdited').at(-1)!;
      const { title, titleAr } = latest.data as { title: string; titleAr: string };
      const bidOf = (bidId: string) =>
        facts.find((e): e is BidPlaced => e.type === 'CommissionBidPlaced' && e.data.bidId === bidId)?.data;
      const base = { commissionId, title, titleAr };
      const caused = { causedByEventId: event.metadata.eventId };
      switch (event.type) {
        case 'CommissionBidPlaced': {
          const to = await emailOf(posted.data.collectorId);
          if (!to) return; // forgotten: nobody to write to
          await jobs.enqueue(
            'email',
            'commissionNewBid',
            { to, lang: posted.data.collectorLang, data: { ...base, amount: sar(event.data.amount) } },
            caused,
          );
          return;
        }
        case 'CommissionBidAccepted':
        case 'CommissionBidDeclined': {
          const bid = bidOf(event.data.bidId);
          const to = await emailOf(event.data.bidderId);
          const lang = bid?.bidderLang ?? 'en';
          const accepted = event.type === 'CommissionBidAccepted';
          if (!to) return;
          await jobs.enqueue(
            'email',
            'commissionBidDecision',
            {
              to,
              lang,
              data: {
                ...base,
                decision: accepted ? 'accepted' : 'declined',
                amount: accepted ? sar(event.data.amount) : null,
              },
            },
            caused,
          );
          return;
        }
        case 'CommissionMessagePosted': {
          const bid = bidOf(event.data.bidId);
          if (!bid) return;
          const recipients: Array<[string, Lang]> = [
            [posted.data.collectorId, posted.data.collectorLang],
            [bid.bidderId, bid.bidderLang],
          ];
          const { window, delayMs } = messageMailSlot(event.metadata.occurredAt, Date.now());
          for (const [userId, lang] of recipients) {
            if (userId === event.data.authorId) continue;
            const to = await emailOf(userId);
            if (!to) continue;
            await jobs.enqueue(
              'email',
              'commissionNewMessage',
              { to, lang, data: { ...base, bidId: bid.bidId, amount: null } },
              { once: `commission-thread:${bid.bidId}:${userId}:${window}`, delayMs },
            );
          }
          return;
        }
      }
    },
  };
}
