/**
 * A registration paid by STC Pay's one-time code, decided on its stream: a code is sent only for a registration
 * still waiting for its STC Pay payment; each wrong code is counted as every one-time code's are
 * (`platform/domain/one-time-code.ts`), against `attemptsAllowed` (the payments context's rule, given in the
 * command), and a void one makes the payer ask for a new one. The payment itself is confirmed as a webhook's is
 * (ConfirmPayment), once.
 */
import { illegalState } from '../../platform/errors/domain-errors.js';
import { afterWrongTry, sentCode, wrongTry, type CodeTries } from '../../platform/domain/one-time-code.js';
import type { RegistrationState } from './registration.state.js';
import type { RegistrationEvent } from './workshops.events.js';

export type OtpState = CodeTries & { paymentReference: string; expiresAt: string };

export type OtpCommand =
  | {
      type: 'RecordOtpSent';
      otpReference: string;
      paymentReference: string;
      mobileEnding: string;
      expiresAt: string;
      now: Date;
    }
  | { type: 'RejectOtp'; otpReference: string; attemptsAllowed: number };

type Placed = Exclude<RegistrationState, { status: 'none' }>;

export function evolveOtp(
  otp: OtpState | null,
  event: Extract<RegistrationEvent, { type: 'RegistrationOtpSent' | 'RegistrationOtpRejected' }>,
): OtpState | null {
  if (event.type === 'RegistrationOtpSent') {
    const { otpReference, paymentReference, expiresAt } = event.data;
    return sentCode({ otpReference, paymentReference, expiresAt });
  }
  return afterWrongTry(otp, event.data);
}

/** The registration may be paid by a code: still waiting for its STC Pay payment. */
export function assertPayableByOtp(state: Placed) {
  if (state.status !== 'pending_payment' || state.data.paymentMethod !== 'stcpay')
    throw illegalState(
      'not_payable',
      'This registration is not waiting for an STC Pay payment.',
      'هذا التسجيل لا ينتظر دفعة عبر STC Pay.',
    );
}

export function decideOtp(command: OtpCommand, state: Placed & { otp?: OtpState | null }): RegistrationEvent[] {
  const { registrationId, workshopId } = state.data;
  if (command.type === 'RecordOtpSent') {
    assertPayableByOtp(state);
    const { otpReference, paymentReference, mobileEnding, expiresAt, now } = command;
    const data = { registrationId, workshopId, otpReference, paymentReference, mobileEnding, expiresAt };
    return [{ type: 'RegistrationOtpSent', data: { ...data, sentAt: now.toISOString() } }];
  }
  const tried = wrongTry(state.otp, command.otpReference, command.attemptsAllowed);
  return tried ? [{ type: 'RegistrationOtpRejected', data: { registrationId, workshopId, ...tried } }] : [];
}
