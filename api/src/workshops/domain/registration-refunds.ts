/**
 * A registration's refunds, decided on its own stream: the attendee who cancels gets the workshop's policy back
 * (computed here from what was paid and the start in Asia/Riyadh, never taken from the client); an organiser or
 * admin gives back any amount up to what is left, with a reason; a cancelled workshop gives back the rest. Each
 * refund is requested once by its id (a replayed command changes nothing) and issued once (a provider's webhook
 * delivered twice, or the organiser's bank transfer back confirmed twice, records one refund).
 */
import { fieldProblem, illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import type { RefundLedger, RegistrationState } from './registration.state.js';
import { percentOf, refundPercent, type RefundPolicy } from './refund-policy.js';
import type { RegistrationEvent, RegistrationRefundRequested } from './workshops.events.js';

export type { RefundLedger } from './registration.state.js';

export const NO_REFUNDS: RefundLedger = { paid: 0, requested: 0, byId: {} };

/** The policy's inputs for an attendee's cancellation: the workshop's policy and start, and when. */
export interface CancelRefund {
  refundId: string;
  policy: RefundPolicy | undefined;
  startDate: string;
  now: Date;
}

export type RefundCommand =
  | {
      type: 'RequestRefund';
      refundId: string;
      actorId: string | null;
      /** `rest`: whatever is left (a cancelled workshop's full refund). */
      amount: number | 'rest';
      reason: string;
      now: Date;
    }
  | { type: 'IssueRefund'; refundId: string; refundReference: string }
  | {
      type: 'RecordProviderRefund';
      /** The provider's own reference of the refund: what makes a repeated webhook record it once. */
      refundReference: string;
      amount: number;
      /** The provider took the money back itself (a chargeback or a reversal), rather than a refund from its
       * dashboard. */
      reversal: boolean;
      now: Date;
    }
  | { type: 'FailRefund'; refundId: string; reason: string; now: Date }
  | { type: 'RetryRefund'; refundId: string; now: Date };

/** When a refused refund is asked again, after each failed attempt: five attempts over about 17 hours, then it is
 * flagged for a person (a card closed since, an account frozen: retrying for days would only hide it). */
export const REFUND_RETRY_DELAYS_MS = [15 * 60_000, 60 * 60_000, 4 * 3_600_000, 12 * 3_600_000];
export const REFUND_ATTEMPTS = REFUND_RETRY_DELAYS_MS.length + 1;

type Placed = Exclude<RegistrationState, { status: 'none' }>;

const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (amount: number) => amount / 100;
const leftOf = (ledger: RefundLedger) => fromCents(cents(ledger.paid) - cents(ledger.requested));

export function evolveRefunds(
  ledger: RefundLedger,
  event: Extract<
    RegistrationEvent,
    { type: 'RegistrationRefundRequested' | 'RegistrationRefunded' | 'RegistrationRefundFailed' }
  >,
): RefundLedger {
  if (event.type === 'RegistrationRefundFailed') {
    const known = ledger.byId[event.data.refundId];
    if (!known) return ledger;
    return { ...ledger, byId: { ...ledger.byId, [event.data.refundId]: { ...known, failures: event.data.attempt } } };
  }
  const { refundId, amount } = event.data;
  if (event.type === 'RegistrationRefunded') {
    const known = ledger.byId[refundId];
    return known ? { ...ledger, byId: { ...ledger.byId, [refundId]: { ...known, issued: true } } } : ledger;
  }
  return {
    ...ledger,
    requested: fromCents(cents(ledger.requested) + cents(amount)),
    byId: { ...ledger.byId, [refundId]: { amount, issued: false } },
  };
}

/** What cancelling now would give back: the policy's percent of what was paid, never more than is left. Read
 * models quote from their totals (`paid`, `requested`), the decider from its state: the same rule for both. */
export function quoteRefund(
  ledger: Pick<RefundLedger, 'paid' | 'requested'>,
  cancellable: boolean,
  policy: RefundPolicy | undefined,
  startDate: string,
  now: Date,
) {
  const percent = cancellable && ledger.paid > 0 ? refundPercent(policy, startDate, now) : 0;
  const amount = Math.min(percentOf(ledger.paid, percent), fromCents(cents(ledger.paid) - cents(ledger.requested)));
  return { cancellable, paid: ledger.paid, percent, amount: Math.max(amount, 0) };
}

export function refundQuote(state: RegistrationState, policy: RefundPolicy | undefined, startDate: string, now: Date) {
  const ledger = state.status === 'none' ? NO_REFUNDS : state.refunds;
  const cancellable = state.status === 'pending_payment' || state.status === 'paid';
  return quoteRefund(ledger, cancellable, policy, startDate, now);
}

function requested(
  state: Placed,
  refundId: string,
  amount: number,
  percent: number | null,
  reason: string,
  actorId: string | null,
  now: Date,
): RegistrationRefundRequested {
  const { registrationId, workshopId, currency, paymentMethod, paymentReference } = state.data;
  return {
    type: 'RegistrationRefundRequested',
    data: {
      registrationId,
      workshopId,
      refundId,
      amount,
      currency,
      percent,
      reason,
      actorId,
      provider: paymentMethod,
      paymentReference,
      requestedAt: now.toISOString(),
    },
  };
}

/** The refund that goes with an attendee's cancellation (none when nothing was paid or the policy gives nothing). */
export function refundOnCancel(
  state: Placed,
  actorId: string,
  reason: string,
  refund: CancelRefund | undefined,
): RegistrationEvent[] {
  if (!refund || state.status !== 'paid' || state.refunds.byId[refund.refundId]) return [];
  const quote = refundQuote(state, refund.policy, refund.startDate, refund.now);
  if (quote.amount <= 0) return [];
  return [requested(state, refund.refundId, quote.amount, quote.percent, reason, actorId, refund.now)];
}

/** A refused attempt, counted; the next is scheduled by the backoff, none after the last (flagged). An issued
 * refund, or one already flagged, takes no more failures (a late `failed` webhook changes nothing). */
function failRefund(command: Extract<RefundCommand, { type: 'FailRefund' }>, state: Placed): RegistrationEvent[] {
  const known = state.refunds.byId[command.refundId];
  if (!known) throw notFound('Refund', 'الاسترداد');
  const attempt = (known.failures ?? 0) + 1;
  if (known.issued || attempt > REFUND_ATTEMPTS) return [];
  const delay = REFUND_RETRY_DELAYS_MS[attempt - 1];
  const { registrationId, workshopId } = state.data;
  return [
    {
      type: 'RegistrationRefundFailed',
      data: {
        registrationId,
        workshopId,
        refundId: command.refundId,
        attempt,
        reason: command.reason.slice(0, 500),
        failedAt: command.now.toISOString(),
        retryAt: delay === undefined ? null : new Date(command.now.getTime() + delay).toISOString(),
      },
    },
  ];
}

/** A refused refund asked again: only one still owed that has failed, and never after the last attempt. */
function retryRefund(command: Extract<RefundCommand, { type: 'RetryRefund' }>, state: Placed): RegistrationEvent[] {
  const known = state.refunds.byId[command.refundId];
  const failures = known?.failures ?? 0;
  if (!known || known.issued || failures === 0 || failures >= REFUND_ATTEMPTS) return [];
  const { registrationId, workshopId } = state.data;
  const retriedAt = command.now.toISOString();
  const data = { registrationId, workshopId, refundId: command.refundId, attempt: failures + 1, retriedAt };
  return [{ type: 'RegistrationRefundRetried', data }];
}

/** Our id of a refund the provider made on its own, from its reference. */
export const providerRefundId = (refundReference: string) => `provider-${refundReference}`;

/**
 * Money the provider gave back without being asked by us (a refund from its dashboard, a reversal): a fact, so it is
 * recorded rather than refused, requested and issued at once, at most what is left (what we already asked back stays
 * owed to the attendee until the provider confirms it). A free or unpaid registration had nothing to give back.
 */
function recordProviderRefund(
  command: Extract<RefundCommand, { type: 'RecordProviderRefund' }>,
  state: Placed,
): RegistrationEvent[] {
  const refundId = providerRefundId(command.refundReference);
  if (state.refunds.byId[refundId] || state.refunds.paid === 0) return [];
  const amount = fromCents(Math.min(cents(command.amount), cents(leftOf(state.refunds))));
  if (!(amount > 0)) return [];
  const reason = command.reversal ? 'provider_reversal' : 'provider_refund';
  const { registrationId, workshopId } = state.data;
  return [
    requested(state, refundId, amount, null, reason, null, command.now),
    {
      type: 'RegistrationRefunded',
      data: { registrationId, workshopId, refundId, amount, refundReference: command.refundReference },
    },
  ];
}

export function decideRefund(command: RefundCommand, state: Placed): RegistrationEvent[] {
  if (command.type === 'FailRefund') return failRefund(command, state);
  if (command.type === 'RecordProviderRefund') return recordProviderRefund(command, state);
  if (command.type === 'RetryRefund') return retryRefund(command, state);
  const known = state.refunds.byId[command.refundId];
  if (command.type === 'IssueRefund') {
    if (!known) throw notFound('Refund', 'الاسترداد');
    if (known.issued) return [];
    const { registrationId, workshopId } = state.data;
    return [
      {
        type: 'RegistrationRefunded',
        data: {
          registrationId,
          workshopId,
          refundId: command.refundId,
          amount: known.amount,
          refundReference: command.refundReference,
        },
      },
    ];
  }
  if (known) return [];
  if (state.status === 'pending_payment' || (state.status === 'cancelled' && state.paidReference === null)) {
    if (command.amount === 'rest') return [];
    throw illegalState('not_paid', 'Only a paid registration can be refunded.', 'لا يُسترد إلا تسجيل مدفوع.');
  }
  const left = leftOf(state.refunds);
  if (command.amount === 'rest')
    return left > 0
      ? [requested(state, command.refundId, left, null, command.reason, command.actorId, command.now)]
      : [];
  if (state.refunds.paid === 0)
    throw illegalState('nothing_paid', 'A free registration has nothing to refund.', 'لا شيء يُسترد لتسجيل مجاني.');
  if (left <= 0)
    throw illegalState(
      'already_refunded',
      'This registration is already refunded in full.',
      'استُرد هذا التسجيل بالكامل.',
    );
  const amount = command.amount;
  if (!(amount > 0) || amount > left || Math.abs(amount * 100 - cents(amount)) > 1e-6)
    throw validationError([
      fieldProblem(
        'amount',
        'out_of_range',
        `Refund between 0.01 and ${left.toFixed(2)} ${state.data.currency}, with at most two decimals.`,
        `يكون الاسترداد بين 0.01 و${left.toFixed(2)} ريال، بخانتين عشريتين على الأكثر.`,
      ),
    ]);
  if (command.reason.trim() === '')
    throw validationError([
      fieldProblem('reason', 'required', 'Give the reason for the refund.', 'اذكر سبب الاسترداد.'),
    ]);
  return [requested(state, command.refundId, amount, null, command.reason.trim(), command.actorId, command.now)];
}
