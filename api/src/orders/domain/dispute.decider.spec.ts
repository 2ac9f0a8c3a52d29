/** Disputes on an order's stream: opened by the buyer within the window after delivery, once; answered by a
 * seller; decided by staff (full refund, partial refund, rejection); the payout held while it is open. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';
import type { OrderEvent } from './orders.events.js';
import { salePaid, salePayoutScheduled, salePayoutSettled, salePlaced } from './testing/paid-sale.js';

const now = '2026-11-26T10:00:00.000Z';
const deliveredAt = '2026-11-26T12:00:00.000Z';
const inWindow = '2026-12-02T12:00:00.000Z';
const afterWindow = '2026-12-03T12:00:01.000Z';
const parties = { buyerId: 'buyer', sellerId: 'gallery', sellerIds: ['artist', 'gallery'] };

const sold: OrderEvent[] = [
  salePlaced({ orderId: 'o1', artworkId: 'w1', ...parties }, now, now),
  salePaid({ orderId: 'o1', artworkId: 'w1', ...parties }, 'ref', now),
];
const delivered = salePayoutScheduled(deliveredAt, '2026-12-01', deliveredAt);
const open = (over: Partial<Extract<OrderCommand, { type: 'OpenDispute' }>> = {}): OrderCommand => ({
  type: 'OpenDispute',
  actorId: 'buyer',
  reason: 'damaged',
  description: ' The frame arrived cracked. ',
  now: inWindow,
  ...over,
});
const opened: OrderEvent = {
  type: 'DisputeOpened',
  data: { orderId: 'o1', buyerId: 'buyer', reason: 'damaged', description: 'The frame arrived cracked.', at: inWindow },
};
const answered: OrderEvent = {
  type: 'DisputeAnswered',
  data: { orderId: 'o1', sellerId: 'gallery', answer: 'It left us whole.', at: inWindow },
};
const resolve = (decision: 'refund_full' | 'refund_partial' | 'rejected', amountHalalas: number | null = null) =>
  ({
    type: 'ResolveDispute',
    actorId: 'mod',
    decision,
    amountHalalas,
    reason: 'Photos show damage.',
    now: inWindow,
  }) as OrderCommand;
const resolved = (decision: string, refundHalalas: number, payoutHalalas: number): OrderEvent =>
  ({
    type: 'DisputeResolved',
    data: {
      orderId: 'o1',
      actorId: 'mod',
      decision,
      refundHalalas,
      payoutHalalas,
      reason: 'Photos show damage.',
      at: inWindow,
    },
  }) as OrderEvent;
const refunded = (amountHalalas: number, full: boolean): OrderEvent => ({
  type: 'OrderRefunded',
  data: { orderId: 'o1', actorId: 'mod', amountHalalas, full, reason: 'Photos show damage.', at: inWindow },
});
const settle: OrderCommand = { type: 'SettlePayout', reference: 'TRF-1', ibanLast4: '7519', now: inWindow };

const spec = specFor(orderDecider);

describe('open a dispute', () => {
  it('the buyer opens one within the window after delivery, the description trimmed', () => {
    spec([...sold, delivered])
      .when(open())
      .then([opened]);
    spec([...sold, delivered])
      .when(open({ now: '2026-12-03T12:00:00.000Z' }))
      .then([{ ...opened, data: { ...opened.data, at: '2026-12-03T12:00:00.000Z' } } as OrderEvent]);
  });
  it('refuses after the window, before delivery, twice, from anyone but the buyer, and without a description', () => {
    spec([...sold, delivered])
      .when(open({ now: afterWindow }))
      .thenError('dispute_window_closed');
    spec(sold).when(open()).thenError('not_delivered');
    spec([...sold, delivered, opened])
      .when(open())
      .thenError('dispute_exists');
    spec([...sold, delivered])
      .when(open({ actorId: 'gallery' }))
      .thenError('not_buyer');
    spec([...sold, delivered])
      .when(open({ actorId: 'stranger' }))
      .thenError('not_buyer');
    spec([...sold, delivered])
      .when(open({ description: '  ' }))
      .thenError('validation_failed', 'description');
    spec([...sold, delivered])
      .when(open({ reason: 'bored' as never }))
      .thenError('validation_failed', 'reason');
  });
});

describe('answer a dispute', () => {
  const answer = (actorId: string, text = 'It left us whole.'): OrderCommand => ({
    type: 'AnswerDispute',
    actorId,
    answer: text,
    now: inWindow,
  });
  it('a seller answers once; not the buyer, not without a dispute, not empty', () => {
    spec([...sold, delivered, opened])
      .when(answer('gallery'))
      .then([answered]);
    spec([...sold, delivered, opened, answered])
      .when(answer('artist'))
      .thenError('already_answered');
    spec([...sold, delivered, opened])
      .when(answer('buyer'))
      .thenError('not_seller');
    spec([...sold, delivered])
      .when(answer('gallery'))
      .thenError('no_open_dispute');
    spec([...sold, delivered, opened])
      .when(answer('gallery', ' '))
      .thenError('validation_failed', 'answer');
  });
});

describe('resolve a dispute', () => {
  const disputed = [...sold, delivered, opened, answered];
  it('a full refund returns all that is left and cancels the payout', () => {
    spec(disputed)
      .when(resolve('refund_full'))
      .then([resolved('refund_full', 1_030_100, 0), refunded(1_030_100, true)]);
  });
  it('a partial refund is recorded and reduces the payout by the amount refunded', () => {
    spec(disputed)
      .when(resolve('refund_partial', 200_000))
      .then([resolved('refund_partial', 200_000, 715_000), refunded(200_000, false)]);
    spec(disputed).when(resolve('refund_partial', 1_030_101)).thenError('validation_failed', 'amount');
    spec(disputed).when(resolve('refund_partial', 0)).thenError('validation_failed', 'amount');
    spec(disputed).when(resolve('refund_partial')).thenError('validation_failed', 'amount');
  });
  it('a rejection refunds nothing and leaves the payout; a decision needs a reason and an open dispute', () => {
    spec(disputed)
      .when(resolve('rejected'))
      .then([resolved('rejected', 0, 915_000)]);
    spec(disputed)
      .when({ ...(resolve('rejected') as object), reason: ' ' } as OrderCommand)
      .thenError('validation_failed', 'reason');
    spec([...disputed, resolved('rejected', 0, 915_000)])
      .when(resolve('refund_full'))
      .thenError('no_open_dispute');
    spec([...sold, delivered])
      .when(resolve('rejected'))
      .thenError('no_open_dispute');
  });
});

describe('payout while disputed', () => {
  const settled = salePayoutSettled(inWindow);
  it('is held while the dispute is open, and settles after a rejection', () => {
    spec([...sold, delivered, opened])
      .when(settle)
      .thenError('dispute_open');
    spec([...sold, delivered, opened, resolved('rejected', 0, 915_000)])
      .when(settle)
      .then([settled]);
  });
  it('settles reduced after a partial refund, and not at all after a full one', () => {
    spec([...sold, delivered, opened, resolved('refund_partial', 200_000, 715_000), refunded(200_000, false)])
      .when(settle)
      .then([{ ...settled, data: { ...settled.data, payoutHalalas: 715_000 } } as OrderEvent]);
    spec([...sold, delivered, opened, resolved('refund_full', 1_030_100, 0), refunded(1_030_100, true)])
      .when(settle)
      .thenError('refunded');
  });
});

describe('dispute photos', () => {
  const photo = (n: number) => ({ photoId: `p${n}`, sha256: n.toString(16).padStart(64, '0') });
  const five = [1, 2, 3, 4, 5].map(photo);
  const attached = (side: 'buyer' | 'seller', attachedBy: string, photos = five): OrderEvent => ({
    type: 'DisputePhotosAttached',
    data: { orderId: 'o1', side, attachedBy, photos, at: inWindow },
  });
  const answer = (actorId: string, photos = five): OrderCommand => ({
    type: 'AnswerDispute',
    actorId,
    answer: 'It left us whole.',
    photos,
    now: inWindow,
  });
  it('the buyer attaches up to five with the dispute, recorded after it with their ids and hashes', () => {
    spec([...sold, delivered])
      .when(open({ photos: five }))
      .then([opened, attached('buyer', 'buyer')]);
    spec([...sold, delivered])
      .when(open({ photos: [] }))
      .then([opened]);
  });
  it('the seller attaches up to five with the answer', () => {
    spec([...sold, delivered, opened, attached('buyer', 'buyer')])
      .when(answer('artist'))
      .then([
        { ...answered, data: { ...answered.data, sellerId: 'artist' } } as OrderEvent,
        attached('seller', 'artist'),
      ]);
  });
  it('refuses a sixth photo, a photo twice, or one without its hash, naming `photos`', () => {
    spec([...sold, delivered])
      .when(open({ photos: [...five, photo(6)] }))
      .thenError('validation_failed', 'photos');
    spec([...sold, delivered])
      .when(open({ photos: [photo(1), photo(1)] }))
      .thenError('validation_failed', 'photos');
    spec([...sold, delivered])
      .when(open({ photos: [{ photoId: 'p1', sha256: 'not-a-hash' }] }))
      .thenError('validation_failed', 'photos');
    spec([...sold, delivered, opened])
      .when(answer('gallery', [...five, photo(6)]))
      .thenError('validation_failed', 'photos');
  });
  it('no one else attaches, and nothing is attached once the dispute is decided', () => {
    spec([...sold, delivered])
      .when(open({ actorId: 'gallery', photos: five }))
      .thenError('not_buyer');
    spec([...sold, delivered, opened])
      .when(answer('buyer'))
      .thenError('not_seller');
    spec([...sold, delivered, opened, resolved('rejected', 0, 915_000)])
      .when(answer('gallery'))
      .thenError('no_open_dispute');
    spec([...sold, delivered, opened, resolved('rejected', 0, 915_000)])
      .when(open({ photos: five }))
      .thenError('dispute_exists');
  });
});
