/**
 * The `seller_payment_settings` read model: one document per `sellerPayments-<userId>` stream, the methods the
 * seller accepts and whether a payout account is on file. The IBAN itself never reaches a read model: only its last
 * four digits (and the holder's name, for the owner); erasing the seller empties both.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { UserForgotten } from '../../identity/index.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/orders.events.js';
import { SELLER_PAYMENTS_EVENT_TYPES, type SellerPaymentsEvent } from '../domain/seller-payments.events.js';
import { ibanLast4 } from '../domain/iban.js';

export const SELLER_PAYMENT_SETTINGS = 'seller_payment_settings';

export interface SellerPaymentSettingsDoc extends Doc, StreamTracked {
  id: string;
  methods: PaymentMethod[];
  accountHolder: string | null;
  ibanLast4: string | null;
  accountGivenAt: string | null;
  updatedAt: string;
}

export const defaultSellerPaymentSettings = (sellerId: string): SellerPaymentSettingsDoc => ({
  id: sellerId,
  methods: [...PAYMENT_METHODS],
  accountHolder: null,
  ibanLast4: null,
  accountGivenAt: null,
  updatedAt: '',
});

export const sellerPaymentsProjection: Projection<SellerPaymentsEvent | UserForgotten> = {
  name: 'sellerPayments',
  version: 1,
  eventTypes: [...SELLER_PAYMENTS_EVENT_TYPES, 'UserForgotten'],
  collections: { [SELLER_PAYMENT_SETTINGS]: {} },
  async apply(event, ctx) {
    const settings = ctx.collection<SellerPaymentSettingsDoc>(SELLER_PAYMENT_SETTINGS);
    if (event.type === 'UserForgotten') {
      const doc = await settings.get(event.data.userId);
      if (doc) await settings.upsert({ ...doc, accountHolder: null, ibanLast4: null });
      return;
    }
    const existing = await settings.get(event.data.sellerId);
    if (alreadyApplied(existing, event)) return;
    const doc = existing ?? defaultSellerPaymentSettings(event.data.sellerId);
    const at = event.metadata.occurredAt;
    const next =
      event.type === 'PaymentMethodsChosen'
        ? { ...doc, methods: event.data.methods }
        : {
            ...doc,
            // null once the seller's key is destroyed (a rebuild after erasure).
            accountHolder: event.data.accountHolder || null,
            ibanLast4: event.data.iban ? ibanLast4(event.data.iban) : null,
            accountGivenAt: at,
          };
    await settings.upsert({ ...next, updatedAt: at, ...tracked(event) });
  },
};
