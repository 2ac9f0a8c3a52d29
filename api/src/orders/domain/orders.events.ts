/**
 * Events of an order's stream (`order-<id>`, hash-chained: it is money). A stream starts with an offer (then
 * counters back and forth until accepted, declined, withdrawn or expired) or with a buy-now; an accepted offer
 * or a buy-now places the order, the work reserved while payment is due; checkout records the delivery address,
 * the shipping quote and the payment method with its fee; the provider's webhook pays or fails it; a timeout or a
 * failure releases the work; refunds, full or partial, follow a payment; the payout is scheduled on delivery and
 * settled by bank transfer once due (or fails, and waits for the seller's new bank details).
 * Amounts are halalas (SAR × 100).
 * `OrderPaid` is what a shipping context reacts to: it names the seller, buyer, work and delivery address.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { DISPUTE_EVENT_TYPES, type DisputeEvent } from './disputes.events.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const PAYMENT_METHODS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Each method's name in both languages, as checkout names them, for the messages that list methods. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, { en: string; ar: string }> = {
  stcpay: { en: 'STC Pay', ar: 'STC Pay' },
  stripe: { en: 'Credit or debit card', ar: 'بطاقة ائتمان أو مدى' },
  paypal: { en: 'PayPal', ar: 'باي بال' },
  bank_transfer: { en: 'Bank transfer', ar: 'تحويل بنكي' },
};

/** The methods by name in one language ("PayPal, Bank transfer" / "باي بال، تحويل بنكي"). */
export const paymentMethodNames = (methods: readonly PaymentMethod[], language: 'en' | 'ar'): string =>
  methods.map((method) => PAYMENT_METHOD_NAMES[method][language]).join(language === 'ar' ? '، ' : ', ');
export type Party = 'buyer' | 'seller';
/** `commission`: the work a collector commissioned, offered to them alone at the accepted bid's amount.
 * `auction`: the work of a lot won at auction, for its winner at the hammer, the buyer's premium and VAT fixed
 * at the close. */
export type OrderSource = 'buy_now' | 'offer' | 'commission' | 'auction';
export type ReleaseReason = 'payment_failed' | 'payment_timeout';

/** Who sells: the work's gallery when it has one, else its artist; both may answer offers and see the order. */
export interface Parties {
  buyerId: string;
  sellerId: string;
  sellerIds: string[];
}

export interface OfferMadeData extends Parties {
  orderId: string;
  artworkId: string;
  amountHalalas: number;
  listHalalas: number;
  floorHalalas: number;
  expiresAt: string;
  at: string;
}

export interface OrderPlacedData extends Parties {
  orderId: string;
  artworkId: string;
  source: OrderSource;
  amountHalalas: number;
  /** Null for a commissioned work: it stays reserved for its collector until paid. */
  paymentDueAt: string | null;
  /** The commission request (`commission-<id>`) whose work this order sells, for a commission order. */
  commissionId?: string;
  /** The lot won, for an auction order: what the winner owes was fixed at the close and is never re-priced. */
  auction?: AuctionWinTerms;
  at: string;
}

/** An auction win's price (halalas): the hammer, the buyer's premium, and the VAT on them as the lot's tax
 * invoices charge it (on the premium always, on the hammer when its seller of record is VAT-registered). The
 * order's amount is their sum. */
export interface AuctionWinTerms {
  auctionId: string;
  lotId: string;
  hammerHalalas: number;
  premiumHalalas: number;
  hammerVatHalalas: number;
  premiumVatHalalas: number;
}

export interface CheckoutStartedData {
  orderId: string;
  buyerId: string;
  /** The structured delivery address as JSON (the buyer's personal data: encrypted with their key in the log). */
  address: string;
  countryCode: string;
  /** A flat shipping quote until sellers keep shipping profiles. */
  shippingQuote: 'flat_domestic' | 'flat_gcc' | 'flat_international';
  shippingHalalas: number;
  paymentMethod: PaymentMethod;
  feeHalalas: number;
  totalHalalas: number;
  paymentReference: string;
  /** Given: a standard (B2B) tax invoice; absent: a simplified one. */
  buyerVatNumber: string | null;
  buyerName: string;
  at: string;
}

export interface OrderPaidData extends Parties {
  orderId: string;
  artworkId: string;
  providerReference: string;
  paymentMethod: PaymentMethod;
  amountHalalas: number;
  shippingHalalas: number;
  feeHalalas: number;
  totalHalalas: number;
  commissionHalalas: number;
  payoutHalalas: number;
  /** The payout settles this many business days after delivery (SPEC: "funds settle within 1-3 business days"). */
  payoutBusinessDaysAfterDelivery: number;
  at: string;
}

export type OfferMade = DomainEvent<'OfferMade', OfferMadeData>;
export type OfferCountered = DomainEvent<
  'OfferCountered',
  { orderId: string; by: Party; actorId: string; amountHalalas: number; expiresAt: string; at: string }
>;
export type OfferAccepted = DomainEvent<
  'OfferAccepted',
  { orderId: string; by: Party; actorId: string; amountHalalas: number; at: string }
>;
export type OfferDeclined = DomainEvent<'OfferDeclined', { orderId: string; by: Party; actorId: string; at: string }>;
export type OfferWithdrawn = DomainEvent<'OfferWithdrawn', { orderId: string; actorId: string; at: string }>;
export type OfferExpired = DomainEvent<'OfferExpired', { orderId: string; at: string }>;
export type OrderPlaced = DomainEvent<'OrderPlaced', OrderPlacedData>;
export type CheckoutStarted = DomainEvent<'CheckoutStarted', CheckoutStartedData>;
export type OrderPaid = DomainEvent<'OrderPaid', OrderPaidData>;
/** The provider's decline in its own words (code and message as sent; absent on events before they were kept). */
export interface ProviderDecline {
  code: string;
  message: string;
}
export type PaymentFailed = DomainEvent<
  'PaymentFailed',
  { orderId: string; providerReference: string; reason: string; decline?: ProviderDecline | null; at: string }
>;
export type OrderReleased = DomainEvent<
  'OrderReleased',
  { orderId: string; artworkId: string; reason: ReleaseReason; at: string }
>;
/** A success that arrives after the order was released (out of order): recorded so staff refund it. */
export type LatePaymentReceived = DomainEvent<
  'LatePaymentReceived',
  { orderId: string; providerReference: string; amountHalalas: number; at: string }
>;
export type OrderRefunded = DomainEvent<
  'OrderRefunded',
  { orderId: string; actorId: string; amountHalalas: number; full: boolean; reason: string; at: string }
>;

/** Delivery recorded by the shipping context: the seller's payout falls due this many Saudi business days later
 * (`dueOn`, a date in Riyadh). Once per order, however often delivery is reported. */
export type PayoutScheduled = DomainEvent<
  'PayoutScheduled',
  {
    orderId: string;
    sellerId: string;
    payoutHalalas: number;
    deliveredAt: string;
    businessDays: number;
    dueOn: string;
    at: string;
  }
>;

/** The payout sent by bank transfer once due: the bank's transfer reference and the account's last four digits.
 * `recoveredHalalas` of it were kept back for what the seller owed on refunds of earlier settled payouts (only
 * the rest was transferred; absent when nothing was kept back). */
export type PayoutSettled = DomainEvent<
  'PayoutSettled',
  {
    orderId: string;
    sellerId: string;
    payoutHalalas: number;
    reference: string;
    ibanLast4: string;
    recoveredHalalas?: number;
    at: string;
  }
>;
/** A refund after the payout had settled, by staff or by a dispute's decision: the seller owes back their share of
 * it (staff's: the refund times the payout's share of what was paid; a dispute's: what its decision took off the
 * payout; a full refund: the whole payout not yet owed), kept back from their next payouts. */
export type PayoutRecoveryOwed = DomainEvent<
  'PayoutRecoveryOwed',
  { orderId: string; sellerId: string; amountHalalas: number; refundHalalas: number; at: string }
>;
/** A partial refund by staff before the payout settled: the payout is lowered by the seller's share of the refund
 * (the payout times the refund's share of what was left of the payment), so the seller is never sent money the
 * buyer got back. A dispute's decision names the payout after it on `DisputeResolved` instead. */
export type PayoutLowered = DomainEvent<
  'PayoutLowered',
  { orderId: string; sellerId: string; payoutHalalas: number; refundHalalas: number; at: string }
>;
/** The bank refused the transfer (a closed or unknown account): the payout waits for the seller's new details. */
export type PayoutFailed = DomainEvent<
  'PayoutFailed',
  { orderId: string; sellerId: string; reason: string; ibanLast4: string; at: string }
>;

/** STC Pay texted the buyer a one-time code for the order's payment (the mobile's last four digits kept). */
export type OrderOtpSent = DomainEvent<
  'OrderOtpSent',
  {
    orderId: string;
    otpReference: string;
    paymentReference: string;
    mobileEnding: string;
    expiresAt: string;
    at: string;
  }
>;
/** A wrong code typed against the code last sent: its `attempt`-th, the last allowed one voiding the code. */
export type OrderOtpRejected = DomainEvent<
  'OrderOtpRejected',
  { orderId: string; otpReference: string; attempt: number; voided: boolean; at: string }
>;

export type OrderEvent =
  | OfferMade
  | OfferCountered
  | OfferAccepted
  | OfferDeclined
  | OfferWithdrawn
  | OfferExpired
  | OrderPlaced
  | CheckoutStarted
  | OrderPaid
  | PaymentFailed
  | OrderReleased
  | LatePaymentReceived
  | OrderRefunded
  | PayoutScheduled
  | PayoutSettled
  | PayoutFailed
  | PayoutRecoveryOwed
  | PayoutLowered
  | OrderOtpSent
  | OrderOtpRejected
  | DisputeEvent;

export const ORDER_EVENT_TYPES = eventTypesOf<OrderEvent>()([
  'OfferMade',
  'OfferCountered',
  'OfferAccepted',
  'OfferDeclined',
  'OfferWithdrawn',
  'OfferExpired',
  'OrderPlaced',
  'CheckoutStarted',
  'OrderPaid',
  'PaymentFailed',
  'OrderReleased',
  'LatePaymentReceived',
  'OrderRefunded',
  'PayoutScheduled',
  'PayoutSettled',
  'PayoutFailed',
  'PayoutRecoveryOwed',
  'PayoutLowered',
  'OrderOtpSent',
  'OrderOtpRejected',
  ...DISPUTE_EVENT_TYPES,
]);
