/** STC Pay's one-time code on an order's stream: sent only while its STC Pay checkout waits for the payment, wrong
 * codes counted against the code last sent, void at the allowed number of tries, a new code starting the count
 * again; the payment itself still confirmed once. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { orderDecider, type OrderCommand } from './order.decider.js';
import type { OrderEvent } from './orders.events.js';
import { PAID_SALE, saleCheckout, salePaid, salePlaced } from './testing/paid-sale.js';

const now = '2026-11-26T10:00:00.000Z';
const due = '2026-11-28T10:00:00.000Z';
const parties = { orderId: 'o1', artworkId: 'w1', buyerId: 'buyer', sellerId: 'gallery', sellerIds: ['gallery'] };
const placed = salePlaced(parties, due, now);
const checkout = (paymentMethod: 'stcpay' | 'stripe'): OrderEvent => ({
  type: 'CheckoutStarted',
  data: { ...saleCheckout('o1', 'stcpay_o1'), paymentMethod, buyerId: 'buyer', at: now },
});
const stcCheckout = checkout('stcpay');
const code = { paymentReference: 'P-1', mobileEnding: '4567', expiresAt: '2026-11-26T10:05:00.000Z' };
const send = (otpReference: string, at = now): OrderCommand => ({
  type: 'RecordOtpSent',
  otpReference,
  ...code,
  now: at,
});
const sent = (otpReference: string): OrderEvent => ({
  type: 'OrderOtpSent',
  data: { orderId: 'o1', otpReference, ...code, at: now },
});
const reject = (otpReference: string): OrderCommand => ({ type: 'RejectOtp', otpReference, attemptsAllowed: 3, now });
const rejected = (otpReference: string, attempt: number): OrderEvent => ({
  type: 'OrderOtpRejected',
  data: { orderId: 'o1', otpReference, attempt, voided: attempt >= 3, at: now },
});

const spec = specFor(orderDecider);

describe("an order's STC Pay one-time code", () => {
  it('is sent while the STC Pay checkout waits for its payment', () => {
    spec([placed, stcCheckout])
      .when(send('A'))
      .then([sent('A')]);
  });
  it('is not sent for another way to pay, once paid, or past the time to pay', () => {
    spec([placed, checkout('stripe')])
      .when(send('A'))
      .thenError('not_payable');
    spec([placed]).when(send('A')).thenError('not_payable');
    spec([placed, stcCheckout, salePaid(parties, 'stcpay_o1', now)])
      .when(send('A'))
      .thenError('not_awaiting_payment');
    spec([placed, stcCheckout]).when(send('A', due)).thenError('payment_window_closed');
  });
  it('counts wrong codes and is void at the last allowed; a void or replaced code counts nothing more', () => {
    spec([placed, stcCheckout, sent('A')])
      .when(reject('A'))
      .then([rejected('A', 1)]);
    spec([placed, stcCheckout, sent('A'), rejected('A', 1), rejected('A', 2)])
      .when(reject('A'))
      .then([rejected('A', 3)]);
    spec([placed, stcCheckout, sent('A'), rejected('A', 1), rejected('A', 2), rejected('A', 3)])
      .when(reject('A'))
      .then([]);
    spec([placed, stcCheckout, sent('A'), sent('B')])
      .when(reject('A'))
      .then([]);
    spec([placed, stcCheckout, sent('A'), rejected('A', 1), rejected('A', 2), rejected('A', 3), sent('B')])
      .when(reject('B'))
      .then([rejected('B', 1)]);
  });
  it('leaves the payment to ConfirmPayment, once', () => {
    const confirm: OrderCommand = {
      type: 'ConfirmPayment',
      providerReference: 'stcpay_o1',
      amountHalalas: PAID_SALE.totalHalalas,
      now,
    };
    spec([placed, stcCheckout, sent('A'), rejected('A', 1), salePaid(parties, 'stcpay_o1', now)])
      .when(confirm)
      .then([]);
  });
});
