/**
 * The order mails start at the log's head: first started on a marketplace whose log already holds payments, the
 * reactor mails nothing about them (no receipt for every order ever paid) and mails the next payment.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { reactorProjection } from '../../platform/projections/reactor.js';
import { eventually } from '../../testing/eventually.js';
import { openProjectionHarness, type ProjectionHarness } from '../../testing/projection-harness.js';
import { orderMailHarness, paidData } from './testing/order-mail-harness.js';

let harness: ProjectionHarness;

beforeAll(async () => {
  harness = await openProjectionHarness();
}, 60_000);

afterAll(() => harness?.close());

async function pay(orderId: string) {
  const stream = `order-${orderId}`;
  const context = { actorId: null, correlationId: randomUUID(), causationId: 'test', now: new Date() };
  const { codec, storage } = harness.runtime;
  const event = await codec.encode({ type: 'OrderPaid', data: paidData(orderId) }, stream, context);
  await storage.events.append(stream, [event], { expectedRevision: 'any' });
}

describe('order mails on a marketplace with a history', () => {
  it('first started after orders were paid, mails nothing about them and mails the next payment', async () => {
    const earlier = [randomUUID(), randomUUID()];
    for (const orderId of earlier) await pay(orderId);
    const next = randomUUID();
    const { reactor, jobs } = orderMailHarness(next);
    await harness.engineOf([reactorProjection(reactor)]).start();
    await pay(next);
    const mailedNext = () => jobs().some((job) => job.name === 'orderSold' && job.payload.data.orderId === next);
    await eventually(async () => (mailedNext() ? true : null));
    // One page, in the log's order: had it started at the beginning, the earlier orders' mails would be here first.
    expect(jobs().map((job) => [job.name, job.payload.data.orderId])).toEqual([
      ['orderPaidReceipt', next],
      ['orderSold', next],
    ]);
  });
});
