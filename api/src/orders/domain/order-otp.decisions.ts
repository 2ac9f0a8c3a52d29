/**
 * The order decider's STC Pay one-time-code commands: a code is sent only for an order whose STC Pay checkout still
 * waits for its payment (within its time to pay); each wrong code is counted as every one-time code's are
 * (`platform/domain/one-time-code.ts`), against `attemptsAllowed` (the payments context's rule, given in the
 * command). The payment itself is confirmed as a webhook's is (ConfirmPayment), once.
 */
import { illegalState } from '../../platform/errors/domain-errors.js';
import { afterWrongTry, sentCode, wrongTry, type CodeTries } from '../../platform/domain/one-time-code.js';
import type { OrderEvent, OrderOtpRejected, OrderOtpSent } from './orders.events.js';

/** The code last sent, as far as deciding needs it. */
export type OrderOtp = CodeTries;

export type OrderOtpCommand =
  | ({ type: 'RecordOtpSent'; now: string } & Omit<OrderOtpSent['data'], 'orderId' | 'at'>)
  | { type: 'RejectOtp'; otpReference: string; attemptsAllowed: number; now: string };

/** What the decisions read of the order (its phase and checkout, checked by the decider's own rule). */
interface OtpOrder {
  orderId: string;
  otp: OrderOtp | null;
  checkout: { paymentMethod: string } | null;
}

export function evolveOrderOtp(otp: OrderOtp | null, event: OrderOtpSent | OrderOtpRejected): OrderOtp | null {
  if (event.type === 'OrderOtpSent') return sentCode({ otpReference: event.data.otpReference });
  return afterWrongTry(otp, event.data);
}

/** `awaitingPayment`: the decider's check that the order still waits for its payment. */
export function decideOrderOtp(command: OrderOtpCommand, state: OtpOrder, awaitingPayment: () => void): OrderEvent[] {
  const { orderId } = state;
  const at = command.now;
  if (command.type === 'RecordOtpSent') {
    awaitingPayment();
    if (state.checkout?.paymentMethod !== 'stcpay')
      throw illegalState(
        'not_payable',
        'This order is not waiting for an STC Pay payment.',
        'هذا الطلب لا ينتظر دفعة عبر STC Pay.',
      );
    const { type: _t, now: _n, ...data } = command;
    return [{ type: 'OrderOtpSent', data: { orderId, ...data, at } }];
  }
  const tried = wrongTry(state.otp, command.otpReference, command.attemptsAllowed);
  return tried ? [{ type: 'OrderOtpRejected', data: { orderId, ...tried, at } }] : [];
}
