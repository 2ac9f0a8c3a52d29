/** Orders: offer, counter, accept, decline, withdraw, expire; buy-now reservation; checkout, pay, fail, release,
 * refund; duplicated and out-of-order webhooks. Given past events, when a command, then events or an error. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';
import type { CheckoutStartedData, OfferMadeData, OrderEvent, OrderPlacedData } from './orders.events.js';
import { addressProblems, feeFor, payoutDueDate } from './checkout-rules.js';
import { RIYADH_ADDRESS } from './riyadh-address.js';
import { saleCheckout, salePaid, salePayoutScheduled, salePayoutSettled, salePlaced } from './testing/paid-sale.js';

const now = '2026-11-26T10:00:00.000Z';
const later = '2026-11-27T10:00:00.000Z';
const muchLater = '2026-12-01T10:00:00.000Z';
const parties = { buyerId: 'buyer', sellerId: 'gallery', sellerIds: ['artist', 'gallery'] };
const offer: OfferMadeData = {
  orderId: 'o1',
  artworkId: 'w1',
  ...parties,
  amountHalalas: 800_000,
  listHalalas: 1_000_000,
  floorHalalas: 700_000,
  expiresAt: later,
  at: now,
};
const { at: _at, ...offerFields } = offer;
const makeOffer = (over: Partial<OfferMadeData> = {}): OrderCommand => ({
  type: 'MakeOffer',
  now,
  ...offerFields,
  ...over,
});
const offerMade: OrderEvent = { type: 'OfferMade', data: offer };
const countered = (by: 'seller' | 'buyer', actorId: string, amountHalalas: number): OrderEvent => ({
  type: 'OfferCountered',
  data: { orderId: 'o1', by, actorId, amountHalalas, expiresAt: later, at: now },
});
const placed = (over: Partial<OrderPlacedData> = {}) =>
  salePlaced({ orderId: 'o1', artworkId: 'w1', ...parties }, later, now, over);
const checkout: CheckoutStartedData = { ...saleCheckout('o1', 'stcpay_sbx_o1'), buyerId: 'buyer', at: now };
const { at: _c, buyerId: _b, ...checkoutFields } = checkout;
const checkedOut: OrderEvent = { type: 'CheckoutStarted', data: checkout };
const paidEvent = salePaid({ orderId: 'o1', artworkId: 'w1', ...parties }, 'stcpay_sbx_o1', now);
const pay = (amountHalalas = 1_030_100): OrderCommand => ({
  type: 'ConfirmPayment',
  providerReference: 'stcpay_sbx_o1',
  amountHalalas,
  now,
});
const fail: OrderCommand = { type: 'FailPayment', providerReference: 'stcpay_sbx_o1', reason: 'declined', now };
const released = (reason: 'payment_failed' | 'payment_timeout', at = now): OrderEvent => ({
  type: 'OrderReleased',
  data: { orderId: 'o1', artworkId: 'w1', reason, at },
});

const spec = specFor(orderDecider);

describe('offer', () => {
  it('records an offer at or above the floor, once', () => {
    spec([]).when(makeOffer()).then([offerMade]);
    spec([offerMade]).when(makeOffer()).then([]);
  });
  it('refuses below the seller’s floor at once, a bad amount, a bad expiry and the seller’s own work', () => {
    spec([])
      .when(makeOffer({ amountHalalas: 699_999 }))
      .thenError('validation_failed', 'amount');
    spec([])
      .when(makeOffer({ amountHalalas: 0 }))
      .thenError('validation_failed', 'amount');
    spec([])
      .when(makeOffer({ expiresAt: '2026-11-26T09:00:00.000Z' }))
      .thenError('validation_failed', 'expiresAt');
    spec([])
      .when(makeOffer({ expiresAt: '2027-01-26T09:00:00.000Z' }))
      .thenError('validation_failed', 'expiresAt');
    spec([])
      .when(makeOffer({ buyerId: 'artist' }))
      .thenError('own_artwork');
  });
});

describe('counter', () => {
  it('goes back and forth: the seller counters the buyer, the buyer counters the seller', () => {
    spec([offerMade])
      .when({ type: 'CounterOffer', actorId: 'gallery', amountHalalas: 950_000, expiresAt: later, now })
      .then([countered('seller', 'gallery', 950_000)]);
    spec([offerMade, countered('seller', 'gallery', 950_000)])
      .when({ type: 'CounterOffer', actorId: 'buyer', amountHalalas: 900_000, expiresAt: later, now })
      .then([countered('buyer', 'buyer', 900_000)]);
  });
  it('refuses out of turn, from a stranger, below the floor and after expiry', () => {
    const c = (actorId: string, amountHalalas = 900_000, at = now): OrderCommand => ({
      type: 'CounterOffer',
      actorId,
      amountHalalas,
      expiresAt: later,
      now: at,
    });
    spec([offerMade]).when(c('buyer')).thenError('not_your_turn');
    spec([offerMade]).when(c('stranger')).thenError('not_party');
    spec([offerMade]).when(c('gallery', 100)).thenError('validation_failed', 'amount');
    spec([offerMade])
      .when(c('gallery', 900_000, muchLater))
      .thenError('offer_expired');
  });
});

describe('accept', () => {
  it('the party awaited accepts: the order is placed at the agreed amount, payment due', () => {
    spec([offerMade, countered('seller', 'gallery', 950_000)])
      .when({ type: 'AcceptOffer', actorId: 'buyer', paymentDueAt: later, now })
      .then([
        {
          type: 'OfferAccepted',
          data: { orderId: 'o1', by: 'buyer', actorId: 'buyer', amountHalalas: 950_000, at: now },
        },
        placed({ source: 'offer', amountHalalas: 950_000 }),
      ]);
  });
  it('a buyer cannot accept their own offer; a closed offer cannot be accepted', () => {
    spec([offerMade])
      .when({ type: 'AcceptOffer', actorId: 'buyer', paymentDueAt: later, now })
      .thenError('not_your_turn');
    const declined: OrderEvent = {
      type: 'OfferDeclined',
      data: { orderId: 'o1', by: 'seller', actorId: 'gallery', at: now },
    };
    spec([offerMade, declined])
      .when({ type: 'AcceptOffer', actorId: 'gallery', paymentDueAt: later, now })
      .thenError('offer_closed');
  });
});

describe('decline and withdraw', () => {
  it('the seller declines an offer; the buyer withdraws theirs, not the seller', () => {
    spec([offerMade])
      .when({ type: 'DeclineOffer', actorId: 'artist', now })
      .then([{ type: 'OfferDeclined', data: { orderId: 'o1', by: 'seller', actorId: 'artist', at: now } }]);
    spec([offerMade])
      .when({ type: 'WithdrawOffer', actorId: 'buyer', now })
      .then([{ type: 'OfferWithdrawn', data: { orderId: 'o1', actorId: 'buyer', at: now } }]);
    spec([offerMade]).when({ type: 'WithdrawOffer', actorId: 'gallery', now }).thenError('not_buyer');
  });
});

describe('expire', () => {
  it('expires an open offer past its time, and nothing before or after it closed', () => {
    spec([offerMade])
      .when({ type: 'ExpireOffer', now: muchLater })
      .then([{ type: 'OfferExpired', data: { orderId: 'o1', at: muchLater } }]);
    spec([offerMade]).when({ type: 'ExpireOffer', now }).then([]);
    spec([offerMade, placed()]).when({ type: 'ExpireOffer', now: muchLater }).then([]);
  });
});

describe('reserve (buy now)', () => {
  it('places the order once, never on the seller’s own work', () => {
    const command: OrderCommand = {
      type: 'PlaceOrder',
      orderId: 'o1',
      artworkId: 'w1',
      ...parties,
      amountHalalas: 1_000_000,
      paymentDueAt: later,
      now,
    };
    spec([]).when(command).then([placed()]);
    spec([placed()]).when(command).then([]);
    spec([])
      .when({ ...command, buyerId: 'gallery' })
      .thenError('own_artwork');
  });
});

describe('a commissioned work (sold to its collector)', () => {
  const command: OrderCommand = {
    type: 'PlaceCommissionOrder',
    orderId: 'o1',
    commissionId: 'c1',
    artworkId: 'w1',
    ...parties,
    amountHalalas: 400_000,
    now,
  };
  const commissionPlaced = placed({
    source: 'commission',
    commissionId: 'c1',
    amountHalalas: 400_000,
    paymentDueAt: null,
  });

  it('places the order once at the commission’s amount, with no payment window', () => {
    spec([]).when(command).then([commissionPlaced]);
    spec([commissionPlaced]).when(command).then([]);
    spec([])
      .when({ ...command, buyerId: 'artist' })
      .thenError('own_artwork');
    spec([])
      .when({ ...command, amountHalalas: 0 })
      .thenError('validation_failed', 'amount');
  });

  it('is never released for want of payment, and the collector checks out whenever they come', () => {
    spec([commissionPlaced]).when({ type: 'ReleaseUnpaid', now: muchLater }).then([]);
    spec([commissionPlaced])
      .when({ type: 'StartCheckout', actorId: 'buyer', now: muchLater, ...checkoutFields })
      .then([{ ...checkedOut, data: { ...checkedOut.data, at: muchLater } } as OrderEvent]);
  });
});

describe('an auction win (sold to the lot’s winner)', () => {
  const auction = {
    auctionId: 'a1',
    lotId: 'LOT-7',
    hammerHalalas: 800_000,
    premiumHalalas: 200_000,
    hammerVatHalalas: 120_000,
    premiumVatHalalas: 30_000,
  };
  const command: OrderCommand = {
    type: 'PlaceAuctionOrder',
    orderId: 'o1',
    artworkId: 'w1',
    ...parties,
    auction,
    paymentDueAt: later,
    now,
  };
  const wonPlaced = placed({ source: 'auction', amountHalalas: 1_150_000, auction });
  const wonCheckout: CheckoutStartedData = { ...checkout, totalHalalas: 1_150_000 + 15_000 + 15_100 };
  const { at: _wa, buyerId: _wb, ...wonCheckoutFields } = wonCheckout;

  it('places the order once at hammer, premium and VAT, with the payment window', () => {
    spec([]).when(command).then([wonPlaced]);
    spec([wonPlaced]).when(command).then([]);
  });
  it('refuses a bad price, a window not after the close and the seller winning their own lot', () => {
    spec([])
      .when({ ...command, auction: { ...auction, hammerHalalas: 0 } })
      .thenError('validation_failed', 'auction');
    spec([])
      .when({ ...command, auction: { ...auction, premiumVatHalalas: -1 } })
      .thenError('validation_failed', 'auction');
    spec([])
      .when({ ...command, auction: { ...auction, premiumHalalas: 0.5 } })
      .thenError('validation_failed', 'auction');
    spec([])
      .when({ ...command, paymentDueAt: now })
      .thenError('validation_failed', 'paymentDueAt');
    spec([])
      .when({ ...command, buyerId: 'artist' })
      .thenError('own_artwork');
  });
  it('checks out like a buy-now at the fixed price; only the winner, only within the window', () => {
    const start: OrderCommand = { type: 'StartCheckout', actorId: 'buyer', now, ...wonCheckoutFields };
    spec([wonPlaced])
      .when(start)
      .then([{ type: 'CheckoutStarted', data: wonCheckout }]);
    spec([wonPlaced])
      .when({ ...start, actorId: 'gallery' })
      .thenError('not_buyer');
    spec([wonPlaced])
      .when({ ...start, now: muchLater })
      .thenError('payment_window_closed');
    spec([wonPlaced])
      .when({ type: 'ReleaseUnpaid', now: muchLater })
      .then([released('payment_timeout', muchLater)]);
  });
  it('on payment keeps the premium and its VAT as the platform’s commission and pays the seller the rest', () => {
    const paid = [wonPlaced, { type: 'CheckoutStarted', data: wonCheckout } as OrderEvent];
    spec(paid)
      .when(pay(wonCheckout.totalHalalas))
      .then([
        {
          type: 'OrderPaid',
          data: {
            ...paidEvent.data,
            amountHalalas: 1_150_000,
            totalHalalas: wonCheckout.totalHalalas,
            commissionHalalas: 230_000,
            payoutHalalas: 800_000 + 120_000 + 15_000,
          },
        } as OrderEvent,
      ]);
    spec(paid).when(pay(1_030_100)).thenError('amount_mismatch');
  });
});

describe('checkout', () => {
  it('the buyer checks out while payment is due; nobody else, never after the window', () => {
    const command: OrderCommand = { type: 'StartCheckout', actorId: 'buyer', now, ...checkoutFields };
    spec([placed()]).when(command).then([checkedOut]);
    spec([placed()])
      .when({ ...command, actorId: 'gallery' })
      .thenError('not_buyer');
    spec([placed()])
      .when({ ...command, now: muchLater })
      .thenError('payment_window_closed');
  });
});

describe('pay', () => {
  it('records the payment with the commission and the payout, once (a duplicate webhook changes nothing)', () => {
    spec([placed(), checkedOut]).when(pay()).then([paidEvent]);
    spec([placed(), checkedOut, paidEvent]).when(pay()).then([]);
  });
  it('refuses a wrong amount and a payment without checkout', () => {
    spec([placed(), checkedOut]).when(pay(1)).thenError('amount_mismatch');
    spec([placed()]).when(pay()).thenError('no_checkout');
  });
  it('a success arriving after the release is recorded for a refund', () => {
    spec([placed(), checkedOut, released('payment_timeout')])
      .when(pay())
      .then([
        {
          type: 'LatePaymentReceived',
          data: { orderId: 'o1', providerReference: 'stcpay_sbx_o1', amountHalalas: 1_030_100, at: now },
        },
      ]);
  });
});

describe('fail and release', () => {
  it('keeps the provider’s decline code and message with the failure', () => {
    const decline = { code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    spec([placed(), checkedOut])
      .when({ ...fail, decline } as OrderCommand)
      .then([
        {
          type: 'PaymentFailed',
          data: { orderId: 'o1', providerReference: 'stcpay_sbx_o1', reason: 'declined', decline, at: now },
        },
        released('payment_failed'),
      ]);
  });
  it('a failed payment releases the work; a failure after the success changes nothing', () => {
    spec([placed(), checkedOut])
      .when(fail)
      .then([
        {
          type: 'PaymentFailed',
          data: { orderId: 'o1', providerReference: 'stcpay_sbx_o1', reason: 'declined', at: now },
        },
        released('payment_failed'),
      ]);
    spec([placed(), checkedOut, paidEvent]).when(fail).then([]);
  });
  it('an unpaid order is released after its time, not before', () => {
    spec([placed()])
      .when({ type: 'ReleaseUnpaid', now: muchLater })
      .then([released('payment_timeout', muchLater)]);
    spec([placed()]).when({ type: 'ReleaseUnpaid', now }).then([]);
    spec([placed(), checkedOut, paidEvent]).when({ type: 'ReleaseUnpaid', now: muchLater }).then([]);
  });
});

describe('refund', () => {
  it('refunds partly then fully, with a reason, never more than paid', () => {
    const refund = (amountHalalas: number, reason = 'damaged frame'): OrderCommand => ({
      type: 'RefundOrder',
      actorId: 'admin',
      amountHalalas,
      reason,
      now,
    });
    const partial: OrderEvent = {
      type: 'OrderRefunded',
      data: { orderId: 'o1', actorId: 'admin', amountHalalas: 30_100, full: false, reason: 'damaged frame', at: now },
    };
    // Before the payout settled, a partial refund lowers it in proportion: 9,150.00 × (10,000.00 / 10,301.00).
    const lowered: OrderEvent = {
      type: 'PayoutLowered',
      data: { orderId: 'o1', sellerId: 'gallery', payoutHalalas: 888_263, refundHalalas: 30_100, at: now },
    };
    spec([placed(), checkedOut, paidEvent]).when(refund(30_100)).then([partial, lowered]);
    spec([placed(), checkedOut, paidEvent, partial])
      .when(refund(1_000_000))
      .then([{ ...partial, data: { ...partial.data, amountHalalas: 1_000_000, full: true } } as OrderEvent]);
    spec([placed(), checkedOut, paidEvent, partial]).when(refund(1_000_001)).thenError('validation_failed', 'amount');
    spec([placed(), checkedOut, paidEvent]).when(refund(100, ' ')).thenError('validation_failed', 'reason');
    spec([placed()]).when(refund(100)).thenError('not_paid');
  });
});

const deliveredAt = '2026-11-26T12:00:00.000Z'; // a Thursday in Riyadh
const scheduled = salePayoutScheduled(deliveredAt, '2026-12-01', later);

describe('payout', () => {
  const schedule: OrderCommand = { type: 'SchedulePayout', deliveredAt, now: later };
  it('delivery schedules the payout three Saudi business days later, once however often it is reported', () => {
    spec([placed(), checkedOut, paidEvent]).when(schedule).then([scheduled]);
    spec([placed(), checkedOut, paidEvent, scheduled]).when(schedule).then([]);
    spec([placed(), checkedOut, paidEvent, scheduled])
      .when({ ...schedule, deliveredAt: '2026-11-29T12:00:00.000Z' })
      .then([]);
  });
  it('a fully refunded order has no payout; an unpaid one cannot be delivered', () => {
    const refunded: OrderEvent = {
      type: 'OrderRefunded',
      data: { orderId: 'o1', actorId: 'admin', amountHalalas: 1_030_100, full: true, reason: 'lost', at: now },
    };
    spec([placed(), checkedOut, paidEvent, refunded]).when(schedule).then([]);
    spec([placed(), checkedOut]).when(schedule).thenError('not_paid');
    spec([placed(), checkedOut, paidEvent])
      .when({ ...schedule, deliveredAt: 'yesterday' })
      .thenError('validation_failed', 'deliveredAt');
  });
});

/** The payout settlement of the paid order (o1, the gallery's, 9,150.00 SAR). */
const payoutSettled = salePayoutSettled;

describe('payout settlement', () => {
  const dueAt = '2026-11-30T21:00:00.000Z'; // 1 December, midnight in Riyadh
  const settle: OrderCommand = { type: 'SettlePayout', reference: 'TRF-1', ibanLast4: '7519', now: dueAt };
  const settled = payoutSettled(dueAt);
  const fail: OrderCommand = { type: 'FailPayout', reason: 'account_closed', ibanLast4: '0000', now: dueAt };
  const failed: OrderEvent = {
    type: 'PayoutFailed',
    data: { orderId: 'o1', sellerId: 'gallery', reason: 'account_closed', ibanLast4: '0000', at: dueAt },
  };
  const paid = [placed(), checkedOut, paidEvent];

  it('settles a due payout once, with the bank’s reference and the account’s last four', () => {
    spec([...paid, scheduled])
      .when(settle)
      .then([settled]);
    spec([...paid, scheduled, settled])
      .when(settle)
      .then([]);
    spec([...paid, scheduled, settled])
      .when(fail)
      .then([]);
  });

  it('pays the payout as partial refunds before it lowered it, in proportion to what the buyer kept paid', () => {
    const refundTenth = (at: string): OrderEvent[] => [
      {
        type: 'OrderRefunded',
        data: { orderId: 'o1', actorId: 'admin', amountHalalas: 103_010, full: false, reason: 'scratch', at },
      },
    ];
    const lowered = (payoutHalalas: number): OrderEvent => ({
      type: 'PayoutLowered',
      data: { orderId: 'o1', sellerId: 'gallery', payoutHalalas, refundHalalas: 103_010, at: later },
    });
    const refund: OrderCommand = {
      type: 'RefundOrder',
      actorId: 'admin',
      amountHalalas: 103_010,
      reason: 'scratch',
      now: later,
    };
    // A tenth of 10,301.00 refunded twice: the 9,150.00 payout becomes 8,235.00, then 7,320.00 (eight tenths).
    spec([...paid, scheduled])
      .when(refund)
      .then([...refundTenth(later), lowered(823_500)]);
    spec([...paid, scheduled, ...refundTenth(later), lowered(823_500)])
      .when(refund)
      .then([...refundTenth(later), lowered(732_000)]);
    const settledLowered = payoutSettled(dueAt);
    spec([...paid, scheduled, ...refundTenth(later), lowered(823_500), ...refundTenth(later), lowered(732_000)])
      .when(settle)
      .then([{ ...settledLowered, data: { ...settledLowered.data, payoutHalalas: 732_000 } } as OrderEvent]);
  });

  it('records a refused transfer, and settles after it with new details', () => {
    spec([...paid, scheduled])
      .when(fail)
      .then([failed]);
    spec([...paid, scheduled, failed])
      .when(settle)
      .then([settled]);
  });

  it('sends nothing before the due date in Riyadh, before delivery, or for a refunded order', () => {
    spec([...paid, scheduled])
      .when({ ...settle, now: '2026-11-30T20:59:59.000Z' })
      .thenError('payout_not_due');
    spec(paid).when(settle).thenError('payout_not_due');
    const refunded: OrderEvent = {
      type: 'OrderRefunded',
      data: { orderId: 'o1', actorId: 'admin', amountHalalas: 1_030_100, full: true, reason: 'lost', at: now },
    };
    spec([...paid, scheduled, refunded])
      .when(settle)
      .thenError('refunded');
  });
});

describe('a refund after the payout settled', () => {
  const dueAt = '2026-11-30T21:00:00.000Z';
  const later = '2026-12-02T09:00:00.000Z';
  const paid = [placed(), checkedOut, paidEvent, scheduled];
  const settled = (recoveredHalalas = 0) => payoutSettled(dueAt, recoveredHalalas);
  const refund = (amountHalalas: number): OrderCommand => ({
    type: 'RefundOrder',
    actorId: 'admin',
    amountHalalas,
    reason: 'Frame cracked',
    now: later,
  });
  const refunded = (amountHalalas: number, full: boolean): OrderEvent => ({
    type: 'OrderRefunded',
    data: { orderId: 'o1', actorId: 'admin', amountHalalas, full, reason: 'Frame cracked', at: later },
  });
  const owed = (amountHalalas: number, refundHalalas: number): OrderEvent => ({
    type: 'PayoutRecoveryOwed',
    data: { orderId: 'o1', sellerId: 'gallery', amountHalalas, refundHalalas, at: later },
  });

  it('owes back the seller’s share of a partial refund: the refund times the payout’s share of what was paid', () => {
    // 1,030.10 SAR of 10,301.00 refunded; the payout was 9,150.00 of it: 915.00 owed back.
    spec([...paid, settled()])
      .when(refund(103_010))
      .then([refunded(103_010, false), owed(91_500, 103_010)]);
  });

  it('a refund of the rest owes back the whole payout not yet owed, never more', () => {
    spec([...paid, settled(), refunded(103_010, false), owed(91_500, 103_010)])
      .when(refund(927_090))
      .then([refunded(927_090, true), owed(823_500, 927_090)]);
  });

  it('owes nothing when the payout had not settled: the payout is lowered instead (by the same 915.00)', () => {
    const lowered: OrderEvent = {
      type: 'PayoutLowered',
      data: { orderId: 'o1', sellerId: 'gallery', payoutHalalas: 823_500, refundHalalas: 103_010, at: later },
    };
    spec(paid)
      .when(refund(103_010))
      .then([refunded(103_010, false), lowered]);
  });

  it('a payout keeps back what the seller owes on another order, between nothing and the whole payout', () => {
    const settle: OrderCommand = { type: 'SettlePayout', reference: 'TRF-1', ibanLast4: '7519', now: dueAt };
    spec(paid)
      .when({ ...settle, recoveredHalalas: 91_500 })
      .then([settled(91_500)]);
    spec(paid)
      .when({ ...settle, recoveredHalalas: 915_001 })
      .thenError('validation_failed', 'recoveredHalalas');
    spec(paid)
      .when({ ...settle, recoveredHalalas: -1 })
      .thenError('validation_failed', 'recoveredHalalas');
  });
});

describe('checkout rules', () => {
  const riyadh = RIYADH_ADDRESS;
  it('asks a Saudi address for the national address fields, not a Dubai one', () => {
    expect(addressProblems(riyadh)).toEqual([]);
    const fields = addressProblems({ ...riyadh, additionalNumber: '', postalCode: '1' }).map((p) => p.field);
    expect(fields).toEqual(['address.postalCode', 'address.additionalNumber']);
    expect(addressProblems({ ...riyadh, countryCode: 'AE', additionalNumber: '', postalCode: '' })).toEqual([]);
    expect(addressProblems({ ...riyadh, countryCode: 'XX' }).map((p) => p.field)).toEqual(['address.countryCode']);
  });
  it('fees are a percentage plus a fixed part; payouts skip the Friday–Saturday weekend', () => {
    expect(feeFor('stcpay', 1_000_000)).toBe(15_100);
    expect(feeFor('bank_transfer', 1_000_000)).toBe(0);
    // The platform settings' fee for the method wins; a method they do not list keeps the built-in fee.
    const settings = [
      { method: 'stcpay', percent: 2, fixedSar: 0.5 },
      { method: 'mada', percent: 9, fixedSar: 9 },
    ];
    expect(feeFor('stcpay', 1_000_000, settings)).toBe(20_050);
    expect(feeFor('stripe', 1_000_000, settings)).toBe(29_100);
    expect(feeFor('stripe', 1_000_000, [{ method: 'stripe', percent: 2.9, fixedSar: 1 }])).toBe(29_100);
    expect(payoutDueDate('2026-11-26T12:00:00Z')).toBe('2026-12-01'); // Thursday → Sun, Mon, Tue
  });
});
