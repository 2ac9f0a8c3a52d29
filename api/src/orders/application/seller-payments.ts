/**
 * A seller's payment settings: the methods their buyers may use (each with the platform's fee for it and the
 * settlement text) and the bank account their payouts go to, shown back as the holder's name and the IBAN's last
 * four digits only. The full IBAN is read from the seller's stream (decrypted with their key) when a payout is
 * sent, and by nothing else.
 */
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, READ_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { SettingsQueries } from '../../settings/index.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/orders.events.js';
import { PAYMENT_FEES } from '../domain/checkout-rules.js';
import { sellerPaymentsDecider, type SellerPaymentsState } from '../domain/seller-payments.decider.js';
import type { SellerPaymentsEvent } from '../domain/seller-payments.events.js';
import { OrderQueries } from './order-queries.js';
import { currentState } from './stream-state.js';
import { defaultSellerPaymentSettings, SELLER_PAYMENT_SETTINGS } from '../projections/seller-payments.projection.js';
import { sellerPaymentsProjection } from '../projections/seller-payments.projection.js';
import type { SellerPaymentSettingsDoc } from '../projections/seller-payments.projection.js';

export const SETTLEMENT_TEXT = {
  en: 'Funds settle within 1-3 business days.',
  ar: 'تصل الأموال خلال يوم إلى ثلاثة أيام عمل.',
};

export interface PaymentSettingsForm {
  methods?: string[];
  accountHolder?: string;
  iban?: string;
}

@Injectable()
export class SellerPayments {
  constructor(
    private readonly writes: ReadYourWrites,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly settings: SettingsQueries,
    private readonly orders: OrderQueries,
  ) {}

  private async doc(sellerId: string): Promise<SellerPaymentSettingsDoc> {
    const doc = await this.reads.collection<SellerPaymentSettingsDoc>(SELLER_PAYMENT_SETTINGS).get(sellerId);
    return doc ?? defaultSellerPaymentSettings(sellerId);
  }

  /** The methods a seller accepts (every one until they choose). */
  async acceptedMethods(sellerId: string): Promise<PaymentMethod[]> {
    return (await this.doc(sellerId)).methods;
  }

  /** The settings as the seller (or staff) see them: each method with its fee now, and the account's last four. */
  async view(sellerId: string) {
    const doc = await this.doc(sellerId);
    const fees = await this.settings.value('paymentFees');
    return {
      sellerId,
      methods: PAYMENT_METHODS.map((method) => {
        const set = fees.find((fee) => fee.method === method);
        return {
          method,
          accepted: doc.methods.includes(method),
          fee: set
            ? { percent: set.percent, fixedSar: set.fixedSar }
            : { percent: PAYMENT_FEES[method].percent, fixedSar: PAYMENT_FEES[method].fixedHalalas / 100 },
        };
      }),
      settlement: SETTLEMENT_TEXT.en,
      settlementAr: SETTLEMENT_TEXT.ar,
      account: doc.ibanLast4 ? { accountHolder: doc.accountHolder, ibanLast4: doc.ibanLast4 } : null,
      updatedAt: doc.updatedAt || null,
    };
  }

  /** The methods a buyer may pay an order with (those its seller accepts), each with its fee now; to whoever may
   * see the order. */
  async forOrder(user: AccountAccess, orderId: string) {
    const order = await this.orders.visible(orderId, user);
    const { methods, settlement, settlementAr } = await this.view(order.sellerId);
    return { methods: methods.filter((m) => m.accepted).map(({ accepted: _a, ...m }) => m), settlement, settlementAr };
  }

  async update(user: AccountAccess, form: PaymentSettingsForm, now = new Date()) {
    await this.writes.run(
      sellerPaymentsDecider,
      user.userId,
      { type: 'UpdatePaymentSettings', sellerId: user.userId, ...form, now: now.toISOString() },
      commandContext(user.userId, now),
      sellerPaymentsProjection.name,
    );
    return this.view(user.userId);
  }

  /** The seller's payout account in full, read from their stream (null when none is on file, or they were erased). */
  async payoutAccount(
    sellerId: string,
  ): Promise<(SellerPaymentsState & { iban: string; accountHolder: string }) | null> {
    const state = await currentState<SellerPaymentsState, SellerPaymentsEvent>(
      this.events,
      this.codec,
      sellerPaymentsDecider,
      sellerId,
    );
    return state.iban && state.accountHolder
      ? (state as SellerPaymentsState & { iban: string; accountHolder: string })
      : null;
  }
}
