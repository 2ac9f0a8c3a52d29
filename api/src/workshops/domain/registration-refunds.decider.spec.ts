/** Registration refunds: the policy's amount on cancelling (each threshold in Riyadh days, free, unpaid, checked in),
 * an organiser's amount up to what is left, the workshop's full refund, and each refund issued once. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { registrationDecider, type RegistrationState } from './registration.decider.js';
import { refundQuote } from './registration-refunds.js';
import { riyadhDaysBefore } from './refund-policy.js';
import type { RegistrationEvent, RegistrationPlacedData } from './workshops.events.js';
import { placedData } from './testing/registration-fixtures.js';

// 10:00 in Riyadh on 20 March.
const START = '2026-03-20T07:00:00.000Z';
const data: RegistrationPlacedData = {
  ...placedData,
  paymentMethod: 'stripe',
  paymentReference: 'stripe_r',
  transactionFee: 2.5,
  amountDue: 102.5,
};
const placed: RegistrationEvent = { type: 'RegistrationPlaced', data };
const paid: RegistrationEvent = {
  type: 'RegistrationPaid',
  data: { registrationId: 'r', workshopId: 'w', providerReference: 'stripe_r', amount: 102.5 },
};
const requested = (refundId: string, amount: number, extra: Record<string, unknown>): RegistrationEvent => ({
  type: 'RegistrationRefundRequested',
  data: {
    registrationId: 'r',
    workshopId: 'w',
    refundId,
    amount,
    currency: 'SAR',
    percent: null,
    reason: 'attendee_cancelled',
    actorId: 'u',
    provider: 'stripe',
    paymentReference: 'stripe_r',
    requestedAt: '',
    ...extra,
  },
});
const cancelled: RegistrationEvent = {
  type: 'RegistrationCancelled',
  data: { registrationId: 'r', workshopId: 'w', actorId: 'u', reason: 'attendee_cancelled' },
};
const cancelAt = (now: string) => ({
  type: 'CancelRegistration' as const,
  actorId: 'u',
  reason: 'attendee_cancelled',
  refund: { refundId: 'c', policy: undefined, startDate: START, now: new Date(now) },
});
const withPolicyRefund = (now: string, amount: number, percent: number) => [
  requested('c', amount, { percent, requestedAt: new Date(now).toISOString() }),
  cancelled,
];
const organiser = (amount: number | 'rest', refundId = 'o', reason = 'Session moved') => ({
  type: 'RequestRefund' as const,
  refundId,
  actorId: 'org',
  amount,
  reason,
  now: new Date('2026-03-10T00:00:00Z'),
});

const spec = specFor(registrationDecider);

describe('a registration cancelled by its attendee', () => {
  it('counts days before the start as Riyadh calendar days', () => {
    // 23:30 on the 12th in Riyadh is the 12th there (20:30 UTC), eight days before the 20th.
    expect(riyadhDaysBefore(START, new Date('2026-03-12T20:30:00Z'))).toBe(8);
    // 00:30 on the 13th in Riyadh is still the 12th in UTC: seven days.
    expect(riyadhDaysBefore(START, new Date('2026-03-12T21:30:00Z'))).toBe(7);
  });
  it('gets everything back until seven days before, by the default policy', () => {
    const now = '2026-03-13T20:59:00Z'; // 23:59 on the 13th in Riyadh: seven days before
    spec([placed, paid])
      .when(cancelAt(now))
      .then(withPolicyRefund(now, 102.5, 100));
  });
  it('gets half back from six days until two days before', () => {
    const sixDays = '2026-03-13T21:00:00Z'; // 00:00 on the 14th in Riyadh
    spec([placed, paid])
      .when(cancelAt(sixDays))
      .then(withPolicyRefund(sixDays, 51.25, 50));
    const twoDays = '2026-03-18T20:59:00Z';
    spec([placed, paid])
      .when(cancelAt(twoDays))
      .then(withPolicyRefund(twoDays, 51.25, 50));
  });
  it('gets nothing back the day before, or once started', () => {
    spec([placed, paid]).when(cancelAt('2026-03-18T21:00:00Z')).then([cancelled]);
    spec([placed, paid]).when(cancelAt('2026-03-20T08:00:00Z')).then([cancelled]);
  });
  it('follows the workshop’s own policy, whatever order its steps were typed in', () => {
    const policy = {
      steps: [
        { daysBefore: 1, percent: 25 },
        { daysBefore: 14, percent: 90 },
      ],
    };
    const now = '2026-03-18T21:00:00Z';
    const command = { ...cancelAt(now), refund: { ...cancelAt(now).refund, policy } };
    spec([placed, paid])
      .when(command)
      .then(withPolicyRefund(now, 25.63, 25));
  });
  it('gets nothing back for a free ticket or an unpaid one', () => {
    const free: RegistrationEvent = { type: 'RegistrationPlaced', data: { ...data, amountDue: 0, price: 0 } };
    const freePaid: RegistrationEvent = { ...paid, data: { ...paid.data, providerReference: 'free', amount: 0 } };
    spec([free, freePaid]).when(cancelAt('2026-03-01T12:00:00Z')).then([cancelled]);
    spec([placed]).when(cancelAt('2026-03-01T12:00:00Z')).then([cancelled]);
  });
  it('cannot cancel once checked in, and quotes nothing then', () => {
    const checkedIn: RegistrationEvent = {
      type: 'RegistrationCheckedIn',
      data: { registrationId: 'r', workshopId: 'w', actorId: 'org' },
    };
    spec([placed, paid, checkedIn]).when(cancelAt('2026-03-01T12:00:00Z')).thenError('already_checked_in');
    const state = [placed, paid, checkedIn].reduce<RegistrationState>(
      registrationDecider.evolve,
      registrationDecider.initialState(),
    );
    expect(refundQuote(state, undefined, START, new Date('2026-03-01T12:00:00Z'))).toEqual({
      cancellable: false,
      paid: 102.5,
      percent: 0,
      amount: 0,
    });
  });
  it('never gets back more than is left after an earlier refund', () => {
    const earlier = requested('o', 80, { actorId: 'org', reason: 'Session moved' });
    const now = '2026-03-01T12:00:00Z';
    spec([placed, paid, earlier])
      .when(cancelAt(now))
      .then(withPolicyRefund(now, 22.5, 100));
  });
});

describe('a refund chosen by the organiser or an admin', () => {
  it('gives back any amount up to what is left, with its reason', () => {
    spec([placed, paid])
      .when(organiser(40))
      .then([requested('o', 40, { actorId: 'org', reason: 'Session moved', requestedAt: '2026-03-10T00:00:00.000Z' })]);
  });
  it('refuses more than is left, nothing, a third decimal, or no reason, naming the field', () => {
    const earlier = requested('o1', 100, { actorId: 'org' });
    spec([placed, paid, earlier]).when(organiser(2.51)).thenError('validation_failed');
    spec([placed, paid]).when(organiser(0)).thenError('validation_failed');
    spec([placed, paid]).when(organiser(10.005)).thenError('validation_failed');
    spec([placed, paid])
      .when(organiser(10, 'o', '  '))
      .thenError('validation_failed');
  });
  it('refuses an unpaid, a free or an already refunded registration', () => {
    spec([placed]).when(organiser(10)).thenError('not_paid');
    const freePaid: RegistrationEvent = { ...paid, data: { ...paid.data, providerReference: 'free', amount: 0 } };
    spec([placed, freePaid]).when(organiser(10)).thenError('nothing_paid');
    spec([placed, paid, requested('o1', 102.5, {})])
      .when(organiser(1))
      .thenError('already_refunded');
  });
  it('is requested once by its id', () => {
    spec([placed, paid, requested('o', 40, {})])
      .when(organiser(40))
      .then([]);
  });
});

describe('a cancelled workshop’s refund', () => {
  it('gives back the rest once, and nothing for an unpaid or fully refunded registration', () => {
    spec([placed, paid, requested('o', 40, {})])
      .when(organiser('rest', 'w-cancel', 'workshop_cancelled'))
      .then([
        requested('w-cancel', 62.5, {
          actorId: 'org',
          reason: 'workshop_cancelled',
          requestedAt: '2026-03-10T00:00:00.000Z',
        }),
      ]);
    spec([placed]).when(organiser('rest', 'w-cancel')).then([]);
    spec([placed, paid, requested('o', 102.5, {})])
      .when(organiser('rest', 'w-cancel'))
      .then([]);
  });
});

describe('a refund issued', () => {
  const issued: RegistrationEvent = {
    type: 'RegistrationRefunded',
    data: { registrationId: 'r', workshopId: 'w', refundId: 'o', amount: 40, refundReference: 're_1' },
  };
  it('is recorded once however often the provider says so', () => {
    const asked = requested('o', 40, {});
    spec([placed, paid, asked]).when({ type: 'IssueRefund', refundId: 'o', refundReference: 're_1' }).then([issued]);
    spec([placed, paid, asked, issued]).when({ type: 'IssueRefund', refundId: 'o', refundReference: 're_1' }).then([]);
  });
  it('must have been requested', () => {
    spec([placed, paid]).when({ type: 'IssueRefund', refundId: 'x', refundReference: 're_1' }).thenError('not_found');
  });
});

describe('a refund the provider refuses', () => {
  const asked = requested('o', 40, {});
  const at = (minutes: number) => new Date(Date.parse('2026-03-10T00:00:00Z') + minutes * 60_000);
  const fail = (minutes: number) => ({
    type: 'FailRefund' as const,
    refundId: 'o',
    reason: 'card_declined',
    now: at(minutes),
  });
  const failed = (attempt: number, minutes: number, retryIn: number | null): RegistrationEvent => ({
    type: 'RegistrationRefundFailed',
    data: {
      registrationId: 'r',
      workshopId: 'w',
      refundId: 'o',
      attempt,
      reason: 'card_declined',
      failedAt: at(minutes).toISOString(),
      retryAt: retryIn === null ? null : at(minutes + retryIn).toISOString(),
    },
  });
  const history = [failed(1, 0, 15), failed(2, 15, 60), failed(3, 75, 240), failed(4, 315, 720)];

  it('is asked again later and later: 15 minutes, an hour, 4 hours, 12 hours', () => {
    spec([placed, paid, asked])
      .when(fail(0))
      .then([failed(1, 0, 15)]);
    spec([placed, paid, asked, ...history.slice(0, 3)])
      .when(fail(315))
      .then([failed(4, 315, 720)]);
  });
  it('is flagged for a person after the fifth attempt, and takes no failure after that', () => {
    spec([placed, paid, asked, ...history])
      .when(fail(1035))
      .then([failed(5, 1035, null)]);
    spec([placed, paid, asked, ...history, failed(5, 1035, null)])
      .when(fail(2000))
      .then([]);
  });
  it('changes nothing once issued, and must have been requested', () => {
    const issued: RegistrationEvent = {
      type: 'RegistrationRefunded',
      data: { registrationId: 'r', workshopId: 'w', refundId: 'o', amount: 40, refundReference: 're_1' },
    };
    spec([placed, paid, asked, failed(1, 0, 15), issued])
      .when(fail(20))
      .then([]);
    spec([placed, paid]).when(fail(0)).thenError('not_found');
  });
  it('is asked again once per refusal, never after the last', () => {
    const retry = { type: 'RetryRefund' as const, refundId: 'o', now: at(20) };
    const retried: RegistrationEvent = {
      type: 'RegistrationRefundRetried',
      data: { registrationId: 'r', workshopId: 'w', refundId: 'o', attempt: 2, retriedAt: at(20).toISOString() },
    };
    spec([placed, paid, asked, failed(1, 0, 15)])
      .when(retry)
      .then([retried]);
    spec([placed, paid, asked]).when(retry).then([]);
    spec([placed, paid, asked, ...history, failed(5, 1035, null)])
      .when(retry)
      .then([]);
  });
});

describe('a refund the provider made on its own (its dashboard, a reversal)', () => {
  const now = new Date('2026-03-12T09:00:00Z');
  const byProvider = (amount: number, reversal = false) => ({
    type: 'RecordProviderRefund' as const,
    refundReference: 'PP-REFUND-1',
    amount,
    reversal,
    now,
  });
  const recorded = (amount: number, reason: string): RegistrationEvent[] => [
    requested('provider-PP-REFUND-1', amount, { actorId: null, reason, requestedAt: now.toISOString() }),
    {
      type: 'RegistrationRefunded',
      data: {
        registrationId: 'r',
        workshopId: 'w',
        refundId: 'provider-PP-REFUND-1',
        amount,
        refundReference: 'PP-REFUND-1',
      },
    },
  ];
  it('is recorded as requested and issued at once, a reversal named as one', () => {
    spec([placed, paid]).when(byProvider(30)).then(recorded(30, 'provider_refund'));
    spec([placed, paid]).when(byProvider(102.5, true)).then(recorded(102.5, 'provider_reversal'));
  });
  it('is recorded once by the provider’s reference, and never past what is left', () => {
    spec([placed, paid, ...recorded(30, 'provider_refund')])
      .when(byProvider(30))
      .then([]);
    spec([placed, paid, requested('o', 100, {})])
      .when(byProvider(102.5))
      .then(recorded(2.5, 'provider_refund'));
    spec([placed, paid, requested('o', 102.5, {})])
      .when(byProvider(10))
      .then([]);
  });
  it('records nothing on a registration nothing was paid for', () => {
    spec([placed]).when(byProvider(10)).then([]);
  });
});
