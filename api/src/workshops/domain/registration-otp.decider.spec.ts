/** STC Pay's one-time code on a registration's stream: sent only while its STC Pay payment is awaited, wrong codes
 * counted against the code last sent, void after three, and a new code starting the count again. (When a code may be
 * typed is the payments context's rule: payments/stcpay-otp.spec.ts.) */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { registrationDecider } from './registration.decider.js';
import type { RegistrationEvent } from './workshops.events.js';
import { placedData } from './testing/registration-fixtures.js';

const NOW = new Date('2026-03-01T10:05:00.000Z');
const placed: RegistrationEvent = { type: 'RegistrationPlaced', data: placedData };
const send = (otpReference: string) => ({
  type: 'RecordOtpSent' as const,
  otpReference,
  paymentReference: `P-${otpReference}`,
  mobileEnding: '4567',
  expiresAt: '2026-03-01T10:10:00.000Z',
  now: NOW,
});
const sent = (otpReference: string): RegistrationEvent => ({
  type: 'RegistrationOtpSent',
  data: {
    registrationId: 'r',
    workshopId: 'w',
    otpReference,
    paymentReference: `P-${otpReference}`,
    mobileEnding: '4567',
    expiresAt: '2026-03-01T10:10:00.000Z',
    sentAt: NOW.toISOString(),
  },
});
const rejected = (otpReference: string, attempt: number): RegistrationEvent => ({
  type: 'RegistrationOtpRejected',
  data: { registrationId: 'r', workshopId: 'w', otpReference, attempt, voided: attempt >= 3 },
});
const reject = (otpReference: string) => ({ type: 'RejectOtp' as const, otpReference, attemptsAllowed: 3 });

const spec = specFor(registrationDecider);

describe('an STC Pay one-time code', () => {
  it('is sent while the STC Pay payment is awaited, and not once paid', () => {
    spec([placed])
      .when(send('A'))
      .then([sent('A')]);
    const paid: RegistrationEvent = {
      type: 'RegistrationPaid',
      data: { registrationId: 'r', workshopId: 'w', providerReference: 'stcpay_r', amount: 102 },
    };
    spec([placed, paid]).when(send('A')).thenError('not_payable');
  });
  it('counts wrong codes and is void after the third; a void or replaced code counts nothing more', () => {
    spec([placed, sent('A')])
      .when(reject('A'))
      .then([rejected('A', 1)]);
    spec([placed, sent('A'), rejected('A', 1), rejected('A', 2)])
      .when(reject('A'))
      .then([rejected('A', 3)]);
    spec([placed, sent('A'), rejected('A', 1), rejected('A', 2), rejected('A', 3)])
      .when(reject('A'))
      .then([]);
    spec([placed, sent('A'), sent('B')])
      .when(reject('A'))
      .then([]);
  });
});
