/**
 * Payout settlement under concurrency, on a real PostgreSQL server: two settlement jobs run at once, each in its
 * own command runner (two workers: their appends meet only at the store's revision check), reading the due payouts
 * in opposite orders so that both pay out the same seller at the same moment. What the seller owes back is kept back
 * once between them, each payout is settled once, and the bank is asked for one transfer per payout, under an id
 * derived from its order (a bank honouring it makes a repeated request the same transfer).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { SaleInvoicing } from '../../invoicing/index.js';
import { PayoutTransfers, type PayoutTransferRequest, type PayoutTransferResult } from '../../payments/index.js';
import { orderDecider, type OrderCommand } from '../domain/order.decider.js';
import { ordersProjection, type OrderDoc } from '../projections/orders.projection.js';
import { OrderPayouts } from './order-payouts.js';
import { OrderQueries } from './order-queries.js';
import { SellerPayments } from './seller-payments.js';
import { payoutTransferId } from './ids.js';
import { PAID_SALE, saleCheckout } from '../domain/testing/paid-sale.js';

/** A bank that keeps one transfer per end-to-end id, as its API documents; slow enough for jobs to overlap. */
class RecordingBank extends PayoutTransfers {
  readonly requests: PayoutTransferRequest[] = [];
  readonly transfers = new Map<string, number>();
  async transfer(request: PayoutTransferRequest): Promise<PayoutTransferResult> {
    this.requests.push(request);
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (!this.transfers.has(request.endToEndId)) this.transfers.set(request.endToEndId, request.amountHalalas);
    return { status: 'sent', reference: `BANK-${request.endToEndId.slice(-8)}` };
  }
}

/** A worker that reads the due payouts in the opposite order (the list has none of its own). */
class ReversedQueries extends OrderQueries {
  override async payoutsDue(today: string): Promise<OrderDoc[]> {
    return (await super.payoutsDue(today)).reverse();
  }
}

let stack: TestStack;
const saved = { ...process.env };
const paidAt = '2026-11-01T09:00:00.000Z';
const iban = 'SA0380000000608010167519';

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', seed: false, env: { RUN_WORKERS: 'false' } });
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

const writes = () => stack.http.app.get(ReadYourWrites);
const run = (orderId: string, command: OrderCommand) =>
  writes().run(orderDecider, orderId, command, commandContext(null, new Date(paidAt)), ordersProjection.name);

/** An order of the seller's for 10,000 SAR paid with STC Pay and delivered: its id and its payout's due date. */
async function deliveredSale(sellerId: string) {
  const orderId = randomUUID();
  const parties = { artworkId: randomUUID(), buyerId: randomUUID(), sellerId, sellerIds: [sellerId] };
  const dueAt = new Date(Date.parse(paidAt) + 48 * 3_600_000).toISOString();
  await run(orderId, {
    type: 'PlaceOrder',
    orderId,
    ...parties,
    amountHalalas: 1_000_000,
    paymentDueAt: dueAt,
    now: paidAt,
  });
  const { totalHalalas } = PAID_SALE;
  const checkout = saleCheckout(orderId, `ref-${orderId}`);
  await run(orderId, { type: 'StartCheckout', actorId: parties.buyerId, ...checkout, now: paidAt });
  await run(orderId, {
    type: 'ConfirmPayment',
    providerReference: `ref-${orderId}`,
    amountHalalas: totalHalalas,
    now: paidAt,
  });
  const { events } = await run(orderId, { type: 'SchedulePayout', deliveredAt: paidAt, now: paidAt });
  const scheduled = events.find((e) => e.type === 'PayoutScheduled')!;
  return { orderId, settleAt: new Date(`${(scheduled.data as { dueOn: string }).dueOn}T09:00:00Z`) };
}

const eventsOf = async (stream: string) =>
  (await stack.runtime.storage.events.readStream(stream)).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));

describe('two settlement jobs at once', () => {
  it('keep back what the seller owes once between them, and settle and transfer each payout once', async () => {
    const sellerId = randomUUID();
    const seller = { userId: sellerId, roles: ['artist'], status: 'active', setupComplete: true } as AccountAccess;
    const sellers = stack.http.app.get(SellerPayments);
    await sellers.update(seller, { accountHolder: 'Nasser Al-Harbi', iban });
    const queries = stack.http.app.get(OrderQueries);
    const bank = new RecordingBank();
    const { storage, codec, catalog, signer, projections } = stack.runtime;
    const worker = (reads: OrderQueries, runner = stack.runtime.commands) =>
      new OrderPayouts(new ReadYourWrites(runner, projections), reads, sellers, bank, storage.events, codec);

    // A first sale settled, then partly refunded: the seller owes back their share of the refund.
    const first = await deliveredSale(sellerId);
    expect((await worker(queries).settleDue(first.settleAt)).settled).toBe(1);
    await run(first.orderId, {
      type: 'RefundOrder',
      actorId: 'admin',
      amountHalalas: 103_010,
      reason: 'Frame cracked',
      now: paidAt,
    });
    const owed = await queries.recoveryOutstanding(sellerId);
    expect(owed).toBe(91_500);

    // Two more payouts fall due; two workers settle at once, each through its own runner on the same store.
    const sales = [await deliveredSale(sellerId), await deliveredSale(sellerId)];
    const settleAt = sales[0]!.settleAt;
    const otherProcess = new CommandRunner(storage.events, codec, catalog, signer);
    const tallies = await Promise.all([
      worker(queries).settleDue(settleAt),
      worker(new ReversedQueries(storage.reads, stack.http.app.get(SaleInvoicing)), otherProcess).settleDue(settleAt),
    ]);
    expect(tallies.reduce((sum, t) => sum + t.settled + t.skipped, 0)).toBe(4);

    const settled = await Promise.all(
      sales.map(async ({ orderId }) => (await eventsOf(`order-${orderId}`)).filter((e) => e.type === 'PayoutSettled')),
    );
    expect(settled.map((s) => s.length)).toEqual([1, 1]);
    const kept = settled.map((s) => (s[0]!.data as { recoveredHalalas?: number }).recoveredHalalas ?? 0);
    expect(kept.reduce((sum, k) => sum + k, 0)).toBe(owed);
    const recovery = await eventsOf(`sellerRecovery-${sellerId}`);
    expect(
      recovery
        .filter((e) => e.type === 'RecoveryKeptBack')
        .map((e) => (e.data as { orderId: string }).orderId)
        .sort(),
    ).toEqual([first.orderId, ...sales.map((s) => s.orderId)].sort());
    expect(await queries.recoveryOutstanding(sellerId)).toBe(0);

    // The bank: every request under its order's id, the same amount each time; one transfer per payout.
    for (const [i, { orderId }] of sales.entries()) {
      const asked = bank.requests.filter((r) => r.endToEndId === payoutTransferId(orderId));
      expect(asked.length).toBeGreaterThanOrEqual(1);
      expect(new Set(asked.map((r) => r.amountHalalas))).toEqual(new Set([915_000 - kept[i]!]));
    }
    expect(bank.transfers.size).toBe(3);
    expect([...bank.transfers.keys()].every((id) => id.length <= 35)).toBe(true);

    // Run again, a job retried: nothing more is kept back, settled or sent.
    const again = await worker(queries).settleDue(settleAt);
    expect(again.settled).toBe(0);
    expect(bank.transfers.size).toBe(3);
  }, 60_000);
});
