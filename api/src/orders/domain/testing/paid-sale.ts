/**
 * The one sale the orders specs pay for: a 10,000 SAR work with 150 SAR flat shipping, paid with STC Pay (fee
 * 151 SAR: 10,301 SAR in all), of which the platform keeps 1,000 SAR and the seller is paid 9,150 SAR.
 */
import type { CheckoutStartedData, OrderEvent, OrderPlacedData } from '../orders.events.js';

export const PAID_SALE = {
  amountHalalas: 1_000_000,
  shippingHalalas: 15_000,
  feeHalalas: 15_100,
  totalHalalas: 1_030_100,
  commissionHalalas: 100_000,
  payoutHalalas: 915_000,
} as const;

type Parties = { orderId: string; artworkId: string; buyerId: string; sellerId: string; sellerIds: string[] };

/** The checkout of the sale, as the buyer gives it (Riyadh, STC Pay), without who and when. */
export const saleCheckout = (
  orderId: string,
  paymentReference: string,
): Omit<CheckoutStartedData, 'at' | 'buyerId'> => ({
  orderId,
  address: '{}',
  countryCode: 'SA',
  shippingQuote: 'flat_domestic',
  shippingHalalas: PAID_SALE.shippingHalalas,
  paymentMethod: 'stcpay',
  feeHalalas: PAID_SALE.feeHalalas,
  totalHalalas: PAID_SALE.totalHalalas,
  paymentReference,
  buyerVatNumber: null,
  buyerName: 'Reem',
});

/** The sale's `OrderPlaced`: bought now at its price, payment due at `paymentDueAt` (`over`: what a case changes). */
export const salePlaced = (
  parties: Parties,
  paymentDueAt: string,
  at: string,
  over: Partial<OrderPlacedData> = {},
): OrderEvent => ({
  type: 'OrderPlaced',
  data: { ...parties, source: 'buy_now', amountHalalas: PAID_SALE.amountHalalas, paymentDueAt, at, ...over },
});

/** The sale's `OrderPaid`. */
export const salePaid = (parties: Parties, providerReference: string, at: string): OrderEvent => ({
  type: 'OrderPaid',
  data: {
    ...parties,
    providerReference,
    paymentMethod: 'stcpay',
    ...PAID_SALE,
    payoutBusinessDaysAfterDelivery: 3,
    at,
  },
});

/** The sale's payout scheduled on its delivery, due three Saudi business days later (`dueOn`). */
export const salePayoutScheduled = (deliveredAt: string, dueOn: string, at: string): OrderEvent => ({
  type: 'PayoutScheduled',
  data: {
    orderId: 'o1',
    sellerId: 'gallery',
    payoutHalalas: PAID_SALE.payoutHalalas,
    deliveredAt,
    businessDays: 3,
    dueOn,
    at,
  },
});

/** The sale's payout settled by bank transfer `TRF-1` (`recoveredHalalas` of it kept back for refunds owed). */
export const salePayoutSettled = (at: string, recoveredHalalas = 0): OrderEvent => ({
  type: 'PayoutSettled',
  data: {
    orderId: 'o1',
    sellerId: 'gallery',
    payoutHalalas: PAID_SALE.payoutHalalas,
    reference: 'TRF-1',
    ibanLast4: '7519',
    ...(recoveredHalalas > 0 ? { recoveredHalalas } : {}),
    at,
  },
});
