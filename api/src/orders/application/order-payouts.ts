/**
 * Payout settlement: each paid, delivered order whose payout fell due (its date in Riyadh reached) is sent by bank
 * transfer through the payout port to the account on the seller's stream, and the bank's answer recorded on the
 * order's chained stream (`PayoutSettled` with the reference and the IBAN's last four, or `PayoutFailed`). A payout
 * with no account on file waits, and the seller is told to add their bank details; a refused one waits for a newer
 * account. What the seller owes back on refunds after earlier settled payouts (`PayoutRecoveryOwed`) is kept back
 * from the payout first: only the rest is transferred, a payout kept back whole settles with no transfer, and what
 * remains owed carries forward.
 *
 * Two settlement jobs may run at once (two workers, a retry overlapping a run). The order's stream is read before
 * any money moves, so a payout settled, held or refunded meanwhile is left alone; the part kept back is fixed by a
 * command on the seller's `sellerRecovery` stream, whose revision check makes two payouts of one seller take the
 * debt once between them, and a second job for the same payout find the same part; and the transfer's id derives
 * from the order, so the bank makes two sends of one payout one transfer. The order's decider records it once.
 */
import { Inject, Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { PayoutTransfers } from '../../payments/index.js';
import { orderDecider, type OrderCommand, type OrderState } from '../domain/order.decider.js';
import type { OrderEvent } from '../domain/orders.events.js';
import { sellerRecoveryDecider } from '../domain/seller-recovery.decider.js';
import { saudiDateOf } from '../domain/business-days.js';
import { ibanLast4 } from '../domain/iban.js';
import { HELD_BY_DISPUTE } from '../domain/dispute.decisions.js';
import { ordersProjection, type OrderDoc } from '../projections/orders.projection.js';
import { OrderQueries } from './order-queries.js';
import { SellerPayments } from './seller-payments.js';
import { currentState } from './stream-state.js';
import { payoutTransferId } from './ids.js';

export const ADD_BANK_DETAILS = {
  code: 'bank_details_missing',
  message: 'Add your bank details (account holder and IBAN) under Payment settings to receive this payout.',
  messageAr: 'أضف بياناتك البنكية (اسم صاحب الحساب والآيبان) في إعدادات الدفع لتستلم هذه المستحقات.',
};

/** The settlement's reference when the whole payout was kept back for refunds owed (nothing was transferred). */
export const RECOVERED_IN_FULL = 'RECOVERED';

/** What the job did with one due payout (`skipped`: settled, refunded or not due on its own stream meanwhile). */
type Outcome = 'settled' | 'failed' | 'waiting' | 'held' | 'skipped';

@Injectable()
export class OrderPayouts {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: OrderQueries,
    private readonly sellers: SellerPayments,
    private readonly bank: PayoutTransfers,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
  ) {}

  private run(orderId: string, command: OrderCommand, now: Date) {
    return this.writes.run(orderDecider, orderId, command, commandContext(null, now), ordersProjection.name);
  }

  /** The scheduled job: every due payout sent, refused, left waiting for bank details, or held by a dispute. */
  async settleDue(now = new Date()) {
    const tally: Record<Outcome, number> = { settled: 0, failed: 0, waiting: 0, held: 0, skipped: 0 };
    for (const doc of await this.queries.payoutsDue(saudiDateOf(now.toISOString())))
      tally[await this.settle(doc, now)]++;
    return tally;
  }

  private async settle(doc: OrderDoc, now: Date): Promise<Outcome> {
    if (doc.disputeStatus === 'open') return 'held';
    const account = await this.sellers.payoutAccount(doc.sellerId);
    const failure = doc.payment!.payoutFailure;
    if (!account || (failure && (account.accountGivenAt ?? '') <= failure.at)) return 'waiting';
    const last4 = ibanLast4(account.iban);
    const at = now.toISOString();
    const order = await currentState<OrderState, OrderEvent>(this.events, this.codec, orderDecider, doc.id);
    const ready = mayGo(order, { type: 'SettlePayout', reference: '', ibanLast4: last4, now: at });
    if (ready !== 'settled') return ready;
    const payoutHalalas = order.payoutHalalas;
    const recoveredHalalas = await this.keepBack(doc.sellerId, doc.id, payoutHalalas, now);
    const answer =
      payoutHalalas > recoveredHalalas
        ? await this.bank.transfer({
            endToEndId: payoutTransferId(doc.id),
            accountHolder: account.accountHolder,
            iban: account.iban,
            amountHalalas: payoutHalalas - recoveredHalalas,
            currency: 'SAR',
          })
        : ({ status: 'sent', reference: RECOVERED_IN_FULL } as const);
    if (answer.status === 'sent') {
      const settle = { reference: answer.reference, ibanLast4: last4, recoveredHalalas, now: at };
      await this.run(doc.id, { type: 'SettlePayout', ...settle }, now);
      return 'settled';
    }
    // Refused: what was kept back is owed again, and the next try (with new details) fixes it anew.
    const release = { sellerId: doc.sellerId, orderId: doc.id, reason: answer.reason, now: at };
    await this.writes.run(
      sellerRecoveryDecider,
      doc.sellerId,
      { type: 'ReleaseRecovery', ...release },
      commandContext(null, now),
      null,
    );
    await this.run(doc.id, { type: 'FailPayout', reason: answer.reason, ibanLast4: last4, now: at }, now);
    return 'failed';
  }

  /** The part of this payout kept back for what the seller owes, fixed once on their recovery stream. */
  private async keepBack(sellerId: string, orderId: string, payoutHalalas: number, now: Date): Promise<number> {
    const owedHalalas = await this.queries.recoveryOwed(sellerId);
    const { state } = await this.writes.run(
      sellerRecoveryDecider,
      sellerId,
      { type: 'KeepBackRecovery', sellerId, orderId, payoutHalalas, owedHalalas, now: now.toISOString() },
      commandContext(null, now),
      null,
    );
    return state.byOrder[orderId] ?? 0;
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

/** Whether the order's own stream lets its payout go now: the decider's answer to settling it, before any money
 * moves (settled already: nothing; held by a dispute, refunded or not due: refused). */
function mayGo(order: OrderState, settle: OrderCommand): Outcome {
  try {
    return orderDecider.decide(settle, order).length > 0 ? 'settled' : 'skipped';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code === HELD_BY_DISPUTE.code ? 'held' : 'skipped';
  }
}
