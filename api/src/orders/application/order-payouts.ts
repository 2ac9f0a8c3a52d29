/**
 * Payout settlement: each paid, delivered order whose payout fell due (its date in Riyadh reached) is sent by bank
 * transfer through the payout port to the account on the seller's stream, and the bank's answer recorded on the
 * order's chained stream (`PayoutSettled` with the reference and the IBAN's last four, or `PayoutFailed`). A payout
 * with no account on file waits, and the seller is told to add their bank details; a refused one waits for a newer
 * account. The transfer is keyed by the order's id, so a job run twice never pays twice. What the seller owes back
 * on refunds after earlier settled payouts (`PayoutRecoveryOwed`) is kept back from the payout first: only the rest
 * is transferred, a payout kept back whole settles with no transfer, and what remains owed carries forward.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { PayoutTransfers } from '../../payments/index.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import { saudiDateOf } from '../domain/business-days.js';
import { ibanLast4 } from '../domain/iban.js';
import { HELD_BY_DISPUTE } from '../domain/dispute.decisions.js';
import { ordersProjection } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';
import { SellerPayments } from './seller-payments.js';

export const ADD_BANK_DETAILS = {
  code: 'bank_details_missing',
  message: 'Add your bank details (account holder and IBAN) under Payment settings to receive this payout.',
  messageAr: 'أضف بياناتك البنكية (اسم صاحب الحساب والآيبان) في إعدادات الدفع لتستلم هذه المستحقات.',
};

/** The settlement's reference when the whole payout was kept back for refunds owed (nothing was transferred). */
export const RECOVERED_IN_FULL = 'RECOVERED';

@Injectable()
export class OrderPayouts {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly sellers: SellerPayments,
    private readonly bank: PayoutTransfers,
  ) {}

  private run(orderId: string, command: OrderCommand, now: Date) {
    return this.writes.run(orderDecider, orderId, command, commandContext(null, now), ordersProjection.name);
  }

  /** The scheduled job: every due payout sent, refused, left waiting for bank details, or held by a dispute. */
  async settleDue(now = new Date()) {
    const tally = { settled: 0, failed: 0, waiting: 0, held: 0 };
    for (const doc of await this.queries.payoutsDue(saudiDateOf(now.toISOString()))) {
      if (doc.disputeStatus === 'open') {
        tally.held++;
        continue;
      }
      const account = await this.sellers.payoutAccount(doc.sellerId);
      const failure = doc.payment!.payoutFailure;
      if (!account || (failure && (account.accountGivenAt ?? '') <= failure.at)) {
        tally.waiting++;
        continue;
      }
      const last4 = ibanLast4(account.iban);
      const payoutHalalas = Math.round(doc.payment!.payout * 100);
      // What the seller owes back on refunds after earlier settled payouts is kept back first, never below zero.
      const recoveredHalalas = Math.min(
        payoutHalalas,
        Math.max(0, await this.queries.recoveryOutstanding(doc.sellerId)),
      );
      const answer =
        payoutHalalas > recoveredHalalas
          ? await this.bank.transfer({
              endToEndId: doc.id,
              accountHolder: account.accountHolder,
              iban: account.iban,
              amountHalalas: payoutHalalas - recoveredHalalas,
              currency: 'SAR',
            })
          : ({ status: 'sent', reference: RECOVERED_IN_FULL } as const);
      const at = now.toISOString();
      if (answer.status === 'sent') {
        const settle = { reference: answer.reference, ibanLast4: last4, recoveredHalalas, now: at };
        await this.run(doc.id, { type: 'SettlePayout', ...settle }, now);
        tally.settled++;
      } else {
        await this.run(doc.id, { type: 'FailPayout', reason: answer.reason, ibanLast4: last4, now: at }, now);
        tally.failed++;
      }
    }
    return tally;
  }

  /** The seller's payouts; one not yet settled says when it waits for their bank details. */
  async sellerPayouts(user: AccountAccess) {
    const payouts = await this.queries.sellerPayouts(user);
    // The payee is the sale's seller (the gallery of a represented artist's work), whose account counts.
    const payees = [...new Set(payouts.map((p) => p.sellerId))];
    const accounts = new Map(
      await Promise.all(payees.map(async (id) => [id, (await this.sellers.view(id)).account !== null] as const)),
    );
    return payouts.map((p) => ({
      ...p,
      waitingFor:
        p.status === 'held'
          ? HELD_BY_DISPUTE
          : (p.status === 'scheduled' && !accounts.get(p.sellerId)) || p.status === 'failed'
            ? ADD_BANK_DETAILS
            : null,
    }));
  }
}
