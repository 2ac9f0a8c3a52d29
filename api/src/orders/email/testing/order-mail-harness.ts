/**
 * The order-mail reactor on fakes, for its specs: a queue that keeps one job per id (as BullMQ does while the
 * completed job is kept), two known people, one work, and an order whose stream names the buyer.
 */
import type { JobQueues } from '../../../platform/jobs/job-queues.js';
import type { CommandRunner } from '../../../platform/commands/command-runner.js';
import type { UserContact } from '../../../identity/index.js';
import { orderDecider } from '../../domain/order.decider.js';
import type { OrderEvent, OrderPaid } from '../../domain/orders.events.js';
import { orderEmailsReactor } from '../order-emails.reactor.js';

export const at = '2026-11-26T10:00:00.000Z';
export const contacts: Record<string, UserContact> = {
  buyer: { email: 'reem@example.sa', language: 'ar', displayName: 'Reem' },
  gallery: { email: 'gallery@example.sa', language: 'en', displayName: null },
};

export const paidData = (orderId: string): OrderPaid['data'] => ({
  orderId,
  artworkId: 'w1',
  buyerId: 'buyer',
  sellerId: 'gallery',
  sellerIds: ['artist', 'gallery'],
  providerReference: 'stcpay_sbx_1',
  paymentMethod: 'stcpay',
  amountHalalas: 1_000_000,
  shippingHalalas: 15_000,
  feeHalalas: 15_325,
  totalHalalas: 1_030_325,
  commissionHalalas: 100_000,
  payoutHalalas: 915_000,
  payoutBusinessDaysAfterDelivery: 3,
  at,
});

export function orderMailHarness(orderId: string, known: Record<string, UserContact> = contacts) {
  const jobs = new Map<string, { name: string; payload: any }>();
  const queues = {
    async enqueue(queue: string, name: string, payload: unknown, options: { once?: string; causedByEventId?: string }) {
      const id = `${queue}:${name}:${options.once ?? options.causedByEventId}`;
      if (!jobs.has(id)) jobs.set(id, { name, payload });
    },
  } as unknown as JobQueues;
  const history: OrderEvent[] = [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        artworkId: 'w1',
        buyerId: 'buyer',
        sellerId: 'gallery',
        sellerIds: ['artist', 'gallery'],
        source: 'buy_now',
        amountHalalas: 1_000_000,
        paymentDueAt: at,
        at,
      },
    },
  ];
  const runner = {
    load: async () => ({ state: history.reduce(orderDecider.evolve, orderDecider.initialState()) }),
  } as unknown as Pick<CommandRunner, 'load'>;
  const reactor = orderEmailsReactor(
    queues,
    {
      contact: async (userId) => known[userId] ?? null,
      work: async (id) => (id === 'w1' ? { title: 'Dunes at Dusk', titleAr: 'كثبان عند الغروب' } : null),
    },
    runner,
  );
  return { reactor, jobs: () => [...jobs.values()] };
}
