/** Dispute mails: opened and decided, one to the buyer and one to the seller named by the stream, each in their
 * language and once however often the event is replayed. */
import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { DisputeOpened, DisputeResolved } from '../domain/disputes.events.js';
import { at, contacts, orderMailHarness } from './testing/order-mail-harness.js';

const orderId = '7f3c2a10-0000-4000-8000-000000000002';

function stored<E extends DisputeOpened | DisputeResolved>(type: E['type'], data: E['data'], eventId: string) {
  return {
    type,
    data,
    streamName: `order-${orderId}`,
    revision: 5,
    position: 0n,
    recordedAt: new Date(at),
    metadata: { eventId, occurredAt: at, schemaVersion: 1, correlationId: 'c', causationId: 'c', actorId: null },
  } as unknown as StoredEvent<E>;
}

const opened = stored<DisputeOpened>(
  'DisputeOpened',
  { orderId, buyerId: 'buyer', reason: 'damaged', description: 'Cracked frame', at },
  'e-opened',
);
const resolved = stored<DisputeResolved>(
  'DisputeResolved',
  {
    orderId,
    actorId: 'mod',
    decision: 'refund_partial',
    refundHalalas: 50_050,
    payoutHalalas: 864_950,
    reason: 'Repair',
    at,
  },
  'e-resolved',
);

describe('dispute mails', () => {
  it('an opened dispute mails the buyer and the seller, each in their language, once', async () => {
    const { reactor, jobs } = orderMailHarness(orderId);
    await reactor.react(opened);
    await reactor.react(opened);
    expect(jobs()).toEqual([
      {
        name: 'orderDisputeOpened',
        payload: {
          to: 'reem@example.sa',
          lang: 'ar',
          data: expect.objectContaining({ audience: 'buyer', reason: 'damaged', titleAr: 'كثبان عند الغروب' }),
        },
      },
      {
        name: 'orderDisputeOpened',
        payload: {
          to: 'gallery@example.sa',
          lang: 'en',
          data: expect.objectContaining({ audience: 'seller', orderNumber: '7F3C2A10' }),
        },
      },
    ]);
    expect(JSON.stringify(jobs())).not.toContain('Cracked frame');
  });

  it('a decision mails both parties with the refund and the reason; nobody forgotten is written to', async () => {
    const { reactor, jobs } = orderMailHarness(orderId, { gallery: contacts.gallery! });
    await reactor.react(resolved);
    await reactor.react(resolved);
    expect(jobs()).toEqual([
      {
        name: 'orderDisputeResolved',
        payload: {
          to: 'gallery@example.sa',
          lang: 'en',
          data: expect.objectContaining({
            audience: 'seller',
            decision: 'refund_partial',
            refund: '500.50',
            reason: 'Repair',
          }),
        },
      },
    ]);
  });
});
