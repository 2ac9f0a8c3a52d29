/** Order mails: the receipt to the buyer and "your work sold" to the seller on payment, the release notice to the
 * buyer, each in the recipient's language and under a once-key of the order, so a replay never mails twice. */
import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import type { UserContact } from '../../identity/index.js';
import { orderDecider } from '../domain/order.decider.js';
import type { OrderEvent, OrderPaid, OrderReleased } from '../domain/orders.events.js';
import { ORDER_MAIL_NEWS_MS, orderEmailsReactor } from './order-emails.reactor.js';

const orderId = '7f3c2a10-0000-4000-8000-000000000001';
const at = '2026-11-26T10:00:00.000Z';
const contacts: Record<string, UserContact> = {
  buyer: { email: 'reem@example.sa', language: 'ar', displayName: 'Reem' },
  gallery: { email: 'gallery@example.sa', language: 'en', displayName: null },
};

function stored<E extends OrderPaid | OrderReleased>(type: E['type'], data: E['data'], eventId: string) {
  return {
    type,
    data,
    streamName: `order-${orderId}`,
    revision: 2,
    position: 0n,
    recordedAt: new Date(at),
    metadata: { eventId, occurredAt: at, schemaVersion: 1, correlationId: 'c', causationId: 'c', actorId: null },
  } as unknown as StoredEvent<E>;
}

const paid = (eventId = 'e-paid') =>
  stored<OrderPaid>(
    'OrderPaid',
    {
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
    },
    eventId,
  );
const released = stored<OrderReleased>(
  'OrderReleased',
  { orderId, artworkId: 'w1', reason: 'payment_failed', at },
  'e-released',
);

/** A queue that keeps one job per id, as BullMQ does while the completed job is kept. */
function harness(known: Record<string, UserContact> = contacts, now = new Date(at)) {
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
    () => now,
  );
  return { reactor, jobs: () => [...jobs.values()] };
}

describe('order mails', () => {
  it('a payment mails the buyer a receipt and the seller the sale, each in their language', async () => {
    const { reactor, jobs } = harness();
    await reactor.react(paid());
    expect(jobs()).toEqual([
      {
        name: 'orderPaidReceipt',
        payload: {
          to: 'reem@example.sa',
          lang: 'ar',
          data: expect.objectContaining({
            orderNumber: '7F3C2A10',
            title: 'Dunes at Dusk',
            titleAr: 'كثبان عند الغروب',
            amount: '10000.00',
            shipping: '150.00',
            fee: '153.25',
            total: '10303.25',
            paymentMethod: 'stcpay',
          }),
        },
      },
      {
        name: 'orderSold',
        payload: {
          to: 'gallery@example.sa',
          lang: 'en',
          data: expect.objectContaining({ commission: '1000.00', payout: '9150.00', payoutBusinessDays: 3 }),
        },
      },
    ]);
  });

  it('never mails twice: the event replayed, or the payment stored again under another id', async () => {
    const { reactor, jobs } = harness();
    await reactor.react(paid());
    await reactor.react(paid());
    await reactor.react(paid('e-paid-again'));
    await reactor.react(released);
    await reactor.react(released);
    expect(jobs().map((j) => j.name)).toEqual(['orderPaidReceipt', 'orderSold', 'orderReleased']);
  });

  it('a release mails the buyer named by the stream, with the reason', async () => {
    const { reactor, jobs } = harness();
    await reactor.react(released);
    expect(jobs()).toEqual([
      {
        name: 'orderReleased',
        payload: {
          to: 'reem@example.sa',
          lang: 'ar',
          data: expect.objectContaining({ artworkId: 'w1', reason: 'payment_failed', title: 'Dunes at Dusk' }),
        },
      },
    ]);
  });

  it('writes to nobody who was forgotten', async () => {
    const { reactor, jobs } = harness({ gallery: contacts.gallery! });
    await reactor.react(paid());
    await reactor.react(released);
    expect(jobs().map((j) => j.name)).toEqual(['orderSold']);
  });

  it('mails nothing about a payment or a release older than three days (a new reactor reading the whole log)', async () => {
    const threeDaysLater = new Date(Date.parse(at) + ORDER_MAIL_NEWS_MS);
    const fresh = harness(contacts, threeDaysLater);
    await fresh.reactor.react(paid());
    expect(fresh.jobs().map((j) => j.name)).toEqual(['orderPaidReceipt', 'orderSold']);
    const stale = harness(contacts, new Date(threeDaysLater.getTime() + 1));
    await stale.reactor.react(paid());
    await stale.reactor.react(released);
    expect(stale.jobs()).toEqual([]);
  });
});
