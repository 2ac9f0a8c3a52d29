/** STC Pay's one-time-code checkout (live STC Pay: no hosted page), the same calls under what is paid: a
 * registration's `/api/my-workshops/{id}/stcpay`, an order's `/api/orders/{id}/stcpay`. */
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../lib/http';

export interface StcPayStatus {
  amount: number;
  currency: string;
  paid: boolean;
  codeSent: boolean;
  expiresAt: string | null;
  attemptsLeft: number;
}

export const stcPayStatusQuery = (base: string) =>
  queryOptions({
    queryKey: [base],
    queryFn: ({ signal }) => getJson<StcPayStatus>(base, { signal }),
  });

export const sendStcPayCode = (base: string, mobile: string) =>
  sendJson<StcPayStatus>('POST', `${base}/authorize`, { mobile });

export const confirmStcPayCode = (base: string, otp: string) =>
  sendJson<StcPayStatus>('POST', `${base}/confirm`, { otp });
