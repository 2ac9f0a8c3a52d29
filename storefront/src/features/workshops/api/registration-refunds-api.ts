/** The organiser's refund tools: a refund with a reason, a bank transfer's refund confirmed sent, the policy. */
import { sendJson } from '../../../lib/http';
import type { OrganisedRegistration, RegistrationPayment, Workshop } from './workshops-api';

export type { RegistrationRefund } from './workshops-api';

export type RefundPolicy = NonNullable<Workshop['refundPolicy']>;

const registrationPath = (workshopId: string, registrationId: string) =>
  `/api/workshops/${encodeURIComponent(workshopId)}/registrations/${encodeURIComponent(registrationId)}`;

export const refundRegistration = (
  workshopId: string,
  registrationId: string,
  body: { amount: number; reason: string },
) => sendJson<OrganisedRegistration>('POST', `${registrationPath(workshopId, registrationId)}/refunds`, body);

export const confirmRefundSent = (
  workshopId: string,
  registrationId: string,
  refundId: string,
  bankReference: string,
) =>
  sendJson<OrganisedRegistration>(
    'POST',
    `${registrationPath(workshopId, registrationId)}/refunds/${encodeURIComponent(refundId)}/confirm-transfer`,
    { bankReference },
  );

export const saveRefundPolicy = (workshopId: string, refundPolicy: RefundPolicy) =>
  sendJson<Workshop>('PATCH', `/api/workshops/${encodeURIComponent(workshopId)}`, { refundPolicy });

/** What is left to give back: what was paid, less what was refunded or is on its way back (to the halala). */
export function refundableOf(payment: RegistrationPayment | undefined): number {
  if (!payment) return 0;
  const cents = Math.round(payment.amountDue * 100) - Math.round((payment.refundedAmount + payment.refundOwed) * 100);
  return Math.max(cents, 0) / 100;
}

/** A bank transfer's refunds still owed: the organiser sends the money back and confirms it with a reference. */
export const owedTransfers = (payment: RegistrationPayment | undefined) =>
  payment?.provider === 'bank_transfer' ? payment.refunds.filter((r) => r.status === 'requested') : [];
