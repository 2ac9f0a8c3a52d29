/** A registration's life: placed, paid once whatever the webhooks do, expired holds, check-in, cancellation. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { registrationDecider } from './registration.decider.js';
import type { RegistrationEvent } from './workshops.events.js';
import { placedData } from './testing/registration-fixtures.js';

const data = placedData;
const placed: RegistrationEvent = { type: 'RegistrationPlaced', data };
const paid: RegistrationEvent = {
  type: 'RegistrationPaid',
  data: { registrationId: 'r', workshopId: 'w', providerReference: 'stcpay_r', amount: 102 },
};

const spec = specFor(registrationDecider);

describe('a registration', () => {
  it('is placed once; a free one is paid at once', () => {
    spec([]).when({ type: 'PlaceRegistration', data }).then([placed]);
    spec([placed]).when({ type: 'PlaceRegistration', data }).then([]);
    const free = { ...data, price: 0, totalAmount: 0, transactionFee: 0, amountDue: 0 };
    spec([])
      .when({ type: 'PlaceRegistration', data: free })
      .then([
        { type: 'RegistrationPlaced', data: free },
        {
          type: 'RegistrationPaid',
          data: { registrationId: 'r', workshopId: 'w', providerReference: 'free', amount: 0 },
        },
      ]);
  });
  it('is paid once, and a late failure after the payment changes nothing', () => {
    spec([placed]).when({ type: 'ConfirmPayment', providerReference: 'stcpay_r', amount: 102 }).then([paid]);
    spec([placed, paid]).when({ type: 'ConfirmPayment', providerReference: 'stcpay_r', amount: 102 }).then([]);
    spec([placed, paid]).when({ type: 'FailPayment', providerReference: 'stcpay_r', reason: 'declined' }).then([]);
  });
  it('is cancelled when the payment fails, and a success after that changes nothing', () => {
    const failed: RegistrationEvent[] = [
      {
        type: 'RegistrationPaymentFailed',
        data: { registrationId: 'r', workshopId: 'w', providerReference: 'stcpay_r', reason: 'declined' },
      },
      {
        type: 'RegistrationCancelled',
        data: { registrationId: 'r', workshopId: 'w', actorId: null, reason: 'payment_failed' },
      },
    ];
    spec([placed]).when({ type: 'FailPayment', providerReference: 'stcpay_r', reason: 'declined' }).then(failed);
    spec([placed, ...failed])
      .when({ type: 'ConfirmPayment', providerReference: 'stcpay_r', amount: 102 })
      .then([]);
  });
  it('expires an unpaid hold only after the hold time', () => {
    const holdMs = 15 * 60_000;
    spec([placed])
      .when({ type: 'ExpireHold', now: new Date('2026-03-01T10:14:00Z'), holdMs })
      .then([]);
    spec([placed])
      .when({ type: 'ExpireHold', now: new Date('2026-03-01T10:16:00Z'), holdMs })
      .then([
        {
          type: 'RegistrationCancelled',
          data: { registrationId: 'r', workshopId: 'w', actorId: null, reason: 'expired' },
        },
      ]);
    spec([placed, paid])
      .when({ type: 'ExpireHold', now: new Date('2026-03-02T00:00:00Z'), holdMs })
      .then([]);
  });
  it('checks in a paid registration once, and refuses an unpaid one', () => {
    spec([placed]).when({ type: 'CheckIn', actorId: 'org' }).thenError('not_paid');
    const checkedIn: RegistrationEvent = {
      type: 'RegistrationCheckedIn',
      data: { registrationId: 'r', workshopId: 'w', actorId: 'org' },
    };
    spec([placed, paid]).when({ type: 'CheckIn', actorId: 'org' }).then([checkedIn]);
    spec([placed, paid, checkedIn]).when({ type: 'CheckIn', actorId: 'org' }).then([]);
    spec([placed, paid, checkedIn])
      .when({ type: 'CancelRegistration', actorId: 'u', reason: 'asked' })
      .thenError('already_checked_in');
  });
  it('is not found before it is placed', () => {
    spec([]).when({ type: 'CheckIn', actorId: 'org' }).thenError('not_found');
  });
});
