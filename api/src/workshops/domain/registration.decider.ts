/**
 * One workshop registration (`registration-<id>`, hash-chained): placed with its seat and server-computed
 * amounts → paid (by the provider's webhook, or at once when nothing is due) → checked in; or cancelled (the
 * payment failed, the hold expired, or the person or organiser cancelled). Webhooks may arrive twice or out of
 * order: a second success, or a failure after the success, changes nothing. Refunds (registration-refunds.ts)
 * are requested, then issued once each, never more in all than was paid.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import type { RegistrationEvent, RegistrationPlacedData } from './workshops.events.js';
import { decideOtp, evolveOtp, type OtpCommand } from './registration-otp.js';
import { decideRefund, evolveRefunds, NO_REFUNDS, refundOnCancel } from './registration-refunds.js';
import type { CancelRefund, RefundCommand } from './registration-refunds.js';
import type { RegistrationState } from './registration.state.js';

export type { RegistrationState, RegistrationStatus } from './registration.state.js';

export type RegistrationCommand =
  | { type: 'PlaceRegistration'; data: RegistrationPlacedData }
  | { type: 'ConfirmPayment'; providerReference: string; amount: number }
  | { type: 'FailPayment'; providerReference: string; reason: string }
  | { type: 'ExpireHold'; now: Date; holdMs: number }
  | { type: 'CheckIn'; actorId: string }
  | { type: 'CancelRegistration'; actorId: string; reason: string; refund?: CancelRefund }
  | RefundCommand
  | OtpCommand;

export const registrationDecider: Decider<RegistrationState, RegistrationCommand, RegistrationEvent> = {
  category: 'registration',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'RegistrationPlaced')
      return { status: 'pending_payment', data: event.data, paidReference: null, refunds: NO_REFUNDS };
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'RegistrationPaid':
        return {
          ...state,
          status: 'paid',
          paidReference: event.data.providerReference,
          refunds: { ...state.refunds, paid: event.data.amount },
        };
      case 'RegistrationRefundRequested':
      case 'RegistrationRefunded':
      case 'RegistrationRefundFailed':
        return { ...state, refunds: evolveRefunds(state.refunds, event) };
      case 'RegistrationOtpSent':
      case 'RegistrationOtpRejected':
        return { ...state, otp: evolveOtp(state.otp ?? null, event) };
      case 'RegistrationCheckedIn':
        return { ...state, status: 'checked_in' };
      case 'RegistrationCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'PlaceRegistration') {
      if (state.status !== 'none') return [];
      const placed: RegistrationEvent = { type: 'RegistrationPlaced', data: command.data };
      if (command.data.amountDue > 0) return [placed];
      const { registrationId, workshopId } = command.data;
      return [
        placed,
        { type: 'RegistrationPaid', data: { registrationId, workshopId, providerReference: 'free', amount: 0 } },
      ];
    }
    if (state.status === 'none') throw notFound('Registration', 'التسجيل');
    const { registrationId, workshopId } = state.data;
    switch (command.type) {
      case 'ConfirmPayment':
        if (state.status !== 'pending_payment') return [];
        return [
          {
            type: 'RegistrationPaid',
            data: { registrationId, workshopId, providerReference: command.providerReference, amount: command.amount },
          },
        ];
      case 'FailPayment':
        if (state.status !== 'pending_payment') return [];
        return [
          {
            type: 'RegistrationPaymentFailed',
            data: { registrationId, workshopId, providerReference: command.providerReference, reason: command.reason },
          },
          {
            type: 'RegistrationCancelled',
            data: { registrationId, workshopId, actorId: null, reason: 'payment_failed' },
          },
        ];
      case 'ExpireHold':
        if (state.status !== 'pending_payment') return [];
        if (new Date(state.data.placedAt).getTime() + command.holdMs > command.now.getTime()) return [];
        return [
          { type: 'RegistrationCancelled', data: { registrationId, workshopId, actorId: null, reason: 'expired' } },
        ];
      case 'CheckIn':
        if (state.status === 'checked_in') return [];
        if (state.status !== 'paid')
          throw illegalState(
            'not_paid',
            'Only a paid registration can be checked in.',
            'لا يُسجَّل حضور إلا لتسجيل مدفوع.',
          );
        return [{ type: 'RegistrationCheckedIn', data: { registrationId, workshopId, actorId: command.actorId } }];
      case 'CancelRegistration':
        if (state.status === 'cancelled') return [];
        if (state.status === 'checked_in')
          throw illegalState(
            'already_checked_in',
            'A checked-in registration cannot be cancelled.',
            'لا يمكن إلغاء تسجيل سُجّل حضوره.',
          );
        return [
          ...refundOnCancel(state, command.actorId, command.reason, command.refund),
          {
            type: 'RegistrationCancelled',
            data: { registrationId, workshopId, actorId: command.actorId, reason: command.reason },
          },
        ];
      case 'RecordOtpSent':
      case 'RejectOtp':
        return decideOtp(command, state);
      default:
        return decideRefund(command, state);
    }
  },
};
