/**
 * Order mails, in each recipient's language (the one their account records): once an order is paid, the buyer's
 * receipt and the seller's "your work sold"; once an unpaid or declined order releases the work, the buyer's
 * notice; a dispute opened or decided, to the buyer and the seller. A reactor (checkpointed, at-least-once, no read model); each mail's job id is a once-key of the mail
 * and the order (`orderSold:<orderId>`, …), so a replay, a rebuild or the same fact stored twice never mails twice.
 * It starts at the log's head: first deployed on a marketplace with a history, it mails no receipt for an order
 * paid before it ran, and from its checkpoint on it mails every one, however long the worker was down.
 */
import type { Reactor } from '../../platform/projections/reactor.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { EmailJobs, JobPayload } from '../../platform/jobs/job-catalog.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { receivesMail, type UserContact } from '../../identity/index.js';
import { orderDecider } from '../domain/order.decider.js';
import type { OrderPaid, OrderReleased } from '../domain/orders.events.js';
import type { DisputeOpened, DisputeResolved } from '../domain/disputes.events.js';

type Mailed = OrderPaid | OrderReleased | DisputeOpened | DisputeResolved;

/** What the reactor reads: the recipient's address and language, and the work's titles. */
export interface OrderMailReads {
  contact(userId: string): Promise<UserContact | null>;
  /** Null for a work that is gone (the mail then names the order alone). */
  work(artworkId: string): Promise<{ title: string; titleAr: string } | null>;
}

const sar = (halalas: number) => (halalas / 100).toFixed(2);
/** The order's short number, as the shipping order shows it. */
export const orderNumberOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

type OrderMail = 'orderPaidReceipt' | 'orderSold' | 'orderReleased' | 'orderDisputeOpened' | 'orderDisputeResolved';
/** Order updates a person may switch off on /preferences; the receipt and dispute mails always go. */
const OPTIONAL_ORDER_MAILS: ReadonlySet<OrderMail> = new Set(['orderSold', 'orderReleased']);

export function orderEmailsReactor(
  jobs: JobQueues,
  reads: OrderMailReads,
  runner: Pick<CommandRunner, 'load'>,
): Reactor<Mailed> {
  /** One mail of the order to a person in their language; nobody to write to once they are forgotten. */
  const mail = async <N extends OrderMail>(
    orderId: string,
    userId: string,
    name: N,
    data: EmailJobs[N]['data'],
    once = `${name}:${orderId}`,
  ) => {
    const person = userId ? await reads.contact(userId) : null;
    if (!person) return;
    if (OPTIONAL_ORDER_MAILS.has(name) && !receivesMail(person, 'orders')) return;
    const job = { to: person.email, lang: person.language, data } as JobPayload<'email', N>;
    await jobs.enqueue('email', name, job, { once });
  };
  /** What every order mail names: the order's number and the work's titles (the number for a work that is gone). */
  const baseOf = async (orderId: string, artworkId: string) => {
    const work = (await reads.work(artworkId)) ?? { title: '', titleAr: '' };
    const orderNumber = orderNumberOf(orderId);
    return { orderId, orderNumber, title: work.title || orderNumber, titleAr: work.titleAr || orderNumber };
  };
  return {
    name: 'orderEmails',
    eventTypes: ['OrderPaid', 'OrderReleased', 'DisputeOpened', 'DisputeResolved'],
    startAt: 'head',
    async react(event) {
      if (event.type === 'DisputeOpened' || event.type === 'DisputeResolved') {
        // A dispute's events name no work or seller: the stream does. One mail to each party.
        const { state } = await runner.load(orderDecider, event.streamName);
        const orderId = event.data.orderId;
        const base = await baseOf(orderId, state.artworkId);
        for (const [audience, userId] of [
          ['buyer', state.buyerId],
          ['seller', state.sellerId],
        ] as const) {
          const once = `${event.type}:${orderId}:${audience}`;
          if (event.type === 'DisputeOpened')
            await mail(orderId, userId, 'orderDisputeOpened', { ...base, audience, reason: event.data.reason }, once);
          else {
            const { decision, refundHalalas, reason } = event.data;
            const data = { ...base, audience, decision, refund: sar(refundHalalas), reason };
            await mail(orderId, userId, 'orderDisputeResolved', data, once);
          }
        }
        return;
      }
      const { orderId, artworkId } = event.data;
      const base = await baseOf(orderId, artworkId);
      if (event.type === 'OrderPaid') {
        const d = event.data;
        const amount = sar(d.amountHalalas);
        await mail(orderId, d.buyerId, 'orderPaidReceipt', {
          ...base,
          amount,
          shipping: sar(d.shippingHalalas),
          fee: sar(d.feeHalalas),
          total: sar(d.totalHalalas),
          paymentMethod: d.paymentMethod,
        });
        await mail(orderId, d.sellerId, 'orderSold', {
          ...base,
          amount,
          commission: sar(d.commissionHalalas),
          payout: sar(d.payoutHalalas),
          payoutBusinessDays: d.payoutBusinessDaysAfterDelivery,
        });
        return;
      }
      // The release names no buyer: the stream does.
      const { state } = await runner.load(orderDecider, event.streamName);
      await mail(orderId, state.buyerId, 'orderReleased', { ...base, artworkId, reason: event.data.reason });
    },
  };
}
