/** Order mails: the receipt to the buyer and "your work sold" to the seller on payment, the release notice to the
 * buyer, each in the recipient's language and under a once-key of the order, so a replay never mails twice. */
import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { OrderPaid, OrderReleased } from '../domain/orders.events.js';
import { EMAIL_NOTIFICATION_KINDS, type EmailNotificationKind } from '../../identity/index.js';
import { at, contacts, orderMailHarness, paidData } from './testing/order-mail-harness.js';

const orderId = '7f3c2a10-0000-4000-8000-000000000001';

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

const paid = (eventId = 'e-paid') => stored<OrderPaid>('OrderPaid', paidData(orderId), eventId);
const released = stored<OrderReleased>(
  'OrderReleased',
  { orderId, artworkId: 'w1', reason: 'payment_failed', at },
  'e-released',
);
const harness = (known = contacts) => orderMailHarness(orderId, known);

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

  it('sends the receipt that must go to someone who switched order mail off, and no order update', async () => {
    const off = Object.fromEntries(EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, false])) as Record<
      EmailNotificationKind,
      boolean
    >;
    const unwilling = Object.fromEntries(
      Object.entries(contacts).map(([id, contact]) => [id, { ...contact, emailNotifications: off }]),
    );
    const { reactor, jobs } = harness(unwilling);
    await reactor.react(paid());
    await reactor.react(released);
    expect(jobs().map((j) => j.name)).toEqual(['orderPaidReceipt']);
    // Switched back on, the updates go again.
    const willing = harness({
      ...unwilling,
      gallery: { ...contacts.gallery!, emailNotifications: { ...off, orders: true } },
    });
    await willing.reactor.react(paid());
    expect(willing.jobs().map((j) => j.name)).toEqual(['orderPaidReceipt', 'orderSold']);
  });
});
