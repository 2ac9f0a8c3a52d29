/**
 * The payout port: a seller's money sent by bank transfer (SARIE, the Saudi instant and same-day transfer system)
 * and its sandbox adapter. As a bank's transfer API documents it: the transfer is keyed by our end-to-end id (the
 * same id twice is one transfer, answered with the same reference), an accepted transfer answers the bank's
 * reference, and a transfer to an account the receiving bank does not hold is refused with a reason. The sandbox
 * refuses accounts whose number ends in `0000` (the documented test account for "account closed").
 */
import { createHash } from 'node:crypto';

export interface PayoutTransferRequest {
  /** Ours: the order's id, so a retried job never pays twice. */
  endToEndId: string;
  accountHolder: string;
  iban: string;
  amountHalalas: number;
  currency: 'SAR';
}

export type PayoutTransferResult =
  { status: 'sent'; reference: string } | { status: 'rejected'; reason: 'account_closed' | 'account_unknown' };

export abstract class PayoutTransfers {
  abstract transfer(request: PayoutTransferRequest): Promise<PayoutTransferResult>;
}

export class SandboxPayoutTransfers extends PayoutTransfers {
  async transfer(request: PayoutTransferRequest): Promise<PayoutTransferResult> {
    if (request.iban.endsWith('0000')) return { status: 'rejected', reason: 'account_closed' };
    const digest = createHash('sha256').update(`payout:${request.endToEndId}`).digest('hex');
    return { status: 'sent', reference: `SARIE-${digest.slice(0, 12).toUpperCase()}` };
  }
}
