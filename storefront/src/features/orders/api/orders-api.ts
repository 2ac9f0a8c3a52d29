/** The orders calls (buy now, offers and their answers, checkout, the buyer's and the seller's lists). */
import { queryOptions } from '@tanstack/react-query';
import { getJson, HttpError, postForm, sendJson } from '../../../lib/http';
import type { Language } from '../../../config/constants';

export type OrderStatus =
  | 'offered'
  | 'countered'
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'awaiting_payment'
  | 'paid'
  | 'released'
  | 'refunded';

/** A tax invoice as an order names it. */
export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  invoiceType: string;
  status: string;
  signedAt: string | null;
}

export interface Order {
  id: string;
  artworkId: string;
  buyerId: string;
  sellerId: string;
  source: 'buy_now' | 'offer' | 'commission' | 'auction';
  /** The provider's words when it declined the last payment: code and message as sent. */
  paymentDecline?: { code: string; message: string; at: string } | null;
  /** A lot won at auction: its price by part (SAR), fixed at the close. */
  auction?: { auctionId: string; lotId: string; hammer: number; premium: number; vat: number } | null;
  status: OrderStatus;
  isOrder: boolean;
  role: 'buyer' | 'seller' | 'staff';
  currency: string;
  amount: number;
  offer: {
    listPrice: number;
    floor: number;
    amount: number;
    expiresAt: string | null;
    awaiting: 'buyer' | 'seller' | null;
    rounds: { by: 'buyer' | 'seller'; amount: number; at: string }[];
  } | null;
  paymentDueAt: string | null;
  checkout: {
    countryCode: string;
    shippingQuote: string;
    shipping: number;
    paymentMethod: PaymentMethod;
    fee: number;
    total: number;
    paymentReference: string;
  } | null;
  payment: { paidAt: string; commission: number; payout: number; total: number } | null;
  refunded: number;
  artwork: { id: string; title: string; titleAr: string; image: string | null } | null;
  invoice?: InvoiceSummary | null;
  /** An auction win's shipping, invoiced by the seller when it is paid (the lot's invoices do not carry it). */
  shippingInvoice?: InvoiceSummary | null;
  /** Delivery, and the end of the buyer's window to report a problem. */
  deliveredAt?: string | null;
  disputeWindowClosesAt?: string | null;
  disputeStatus?: 'open' | 'resolved' | null;
  dispute?: Dispute | null;
  createdAt: string;
}

export const DISPUTE_REASONS = ['not_received', 'damaged', 'not_as_described', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export interface Dispute {
  reason: DisputeReason;
  /** Null once the buyer's data is erased. */
  description: string | null;
  openedAt: string;
  answer: { text: string; sellerId: string; at: string } | null;
  /** Both sides' photos (read at `disputePhotoUrl`); missing on disputes opened before photos existed. */
  photos?: Array<{ photoId: string; side: 'buyer' | 'seller'; at: string }>;
  resolution: {
    decision: 'refund_full' | 'refund_partial' | 'rejected';
    refund: number;
    payout: number;
    reason: string;
    at: string;
  } | null;
}

export interface Payout {
  id: string;
  orderId: string;
  artwork: Order['artwork'];
  amount: number;
  commission: number;
  payout: number;
  status: 'awaiting_delivery' | 'scheduled' | 'settled' | 'failed' | 'cancelled' | 'held';
  settlesBusinessDaysAfterDelivery: number;
  dueOn: string | null;
  paidAt: string;
  /** The bank transfer's reference and the account's last four, once settled; `recovered` of the payout was kept
   * back for refunds owed on earlier settled payouts (only the rest was transferred). */
  settlement?: { reference: string; ibanLast4: string; at: string; recovered?: number } | null;
  /** Owed back on refunds after this payout settled: kept back from the next payouts. */
  recoveryOwed?: number;
  /** Why a due payout waits (no bank details on file, the bank refused them, or a dispute holds it). */
  waitingFor?: { code: string; message: string; messageAr: string } | null;
}

/** A seller's payment settings (GET|PUT /api/seller/payment-settings): only the IBAN's last four come back. */
export interface PaymentSettings {
  methods: Array<{ method: PaymentMethod; accepted: boolean; fee: { percent: number; fixedSar: number } }>;
  settlement: string;
  settlementAr: string;
  account: { accountHolder: string | null; ibanLast4: string } | null;
}

export interface PaymentSettingsForm {
  methods?: PaymentMethod[];
  accountHolder?: string;
  iban?: string;
}

export const PAYMENT_METHODS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type MethodFees = Record<PaymentMethod, { percent: number; fixed: number }>;

/** The built-in provider fees (percentage plus fixed, SAR): the API's own for a method the settings do not list. */
export const METHOD_FEES: MethodFees = {
  stcpay: { percent: 1.5, fixed: 1 },
  stripe: { percent: 2.9, fixed: 1 },
  paypal: { percent: 3.4, fixed: 1.5 },
  bank_transfer: { percent: 0, fixed: 0 },
};

/** The fees the API applies, as the platform settings (GET /api/settings/public) give them, shown beside each
 * method; the built-in fee where the settings name no fee for a method or are not read yet. */
export function methodFees(settings: ReadonlyArray<{ method: string; percent: number; fixedSar: number }> = []) {
  return Object.fromEntries(
    PAYMENT_METHODS.map((m) => {
      const set = settings.find((fee) => fee.method === m);
      return [m, set ? { percent: set.percent, fixed: set.fixedSar } : METHOD_FEES[m]];
    }),
  ) as MethodFees;
}

export const GCC = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'] as const;
export const COUNTRIES = [...GCC, 'EG', 'JO', 'LB', 'GB', 'US', 'FR', 'DE'] as const;
/** The flat shipping quotes (SAR) until sellers keep shipping profiles. */
export const flatShipping = (country: string) =>
  country === 'SA' ? 150 : (GCC as readonly string[]).includes(country) ? 350 : 900;

export interface Address {
  recipientName: string;
  phone: string;
  countryCode: string;
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  shortAddress: string;
}

export interface Handoff {
  order: Order;
  payment: {
    provider: PaymentMethod;
    reference: string;
    nextAction:
      | { type: 'redirect'; url: string }
      | { type: 'instructions'; text: string; textAr: string; iban: string; reference: string };
  };
}

export const ordersKeys = { all: ['orders'] as const };

export const myOrdersQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'mine'],
  queryFn: ({ signal }) => getJson<Order[]>('/api/orders/mine', { signal }),
});
export const myOffersQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'offers', 'mine'],
  queryFn: ({ signal }) => getJson<Order[]>('/api/offers/mine', { signal }),
});
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKeys.all, 'one', id],
    queryFn: ({ signal }) => getJson<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  });
export const sellerOrdersQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'seller', 'orders'],
  queryFn: ({ signal }) => getJson<Order[]>('/api/seller/orders', { signal }),
});
export const sellerOffersQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'seller', 'offers'],
  queryFn: ({ signal }) => getJson<Order[]>('/api/seller/offers', { signal }),
});
export const sellerPayoutsQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'seller', 'payouts'],
  queryFn: ({ signal }) => getJson<Payout[]>('/api/seller/payouts', { signal }),
});

export const paymentSettingsQuery = queryOptions({
  queryKey: [...ordersKeys.all, 'seller', 'payment-settings'],
  queryFn: ({ signal }) => getJson<PaymentSettings>('/api/seller/payment-settings', { signal }),
});
export const savePaymentSettings = (body: PaymentSettingsForm) =>
  sendJson<PaymentSettings>('PUT', '/api/seller/payment-settings', body);
/** The methods the order's seller accepts (checkout offers only these). */
export const orderPaymentMethodsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKeys.all, 'one', id, 'payment-methods'],
    queryFn: ({ signal }) =>
      getJson<{ methods: Array<{ method: PaymentMethod }> }>(`/api/orders/${encodeURIComponent(id)}/payment-methods`, {
        signal,
      }),
  });

export const buyNow = (artworkId: string, key: string) =>
  sendJson<Order>('POST', '/api/orders', { artworkId }, { headers: { 'Idempotency-Key': key } });
export const makeOffer = (artworkId: string, amount: number) =>
  sendJson<Order>('POST', '/api/offers', { artworkId, amount });
export const answerOffer = (id: string, action: 'accept' | 'decline' | 'withdraw' | 'counter', amount?: number) =>
  sendJson<Order>('POST', `/api/offers/${encodeURIComponent(id)}/${action}`, action === 'counter' ? { amount } : {});
export const checkout = (
  id: string,
  body: { address: Address; paymentMethod: PaymentMethod; buyerName: string; buyerVatNumber?: string },
) => sendJson<Handoff>('POST', `/api/orders/${encodeURIComponent(id)}/checkout`, body);
/** The words as JSON, or with photos as a multipart form (field `photos`, one part per file). */
function sendWithPhotos(url: string, fields: Record<string, string>, photos: File[]) {
  if (photos.length === 0) return sendJson<Order>('POST', url, fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return postForm<Order>(url, form);
}
export const openDispute = (id: string, body: { reason: DisputeReason; description: string }, photos: File[] = []) =>
  sendWithPhotos(`/api/orders/${encodeURIComponent(id)}/dispute`, body, photos);
export const answerDispute = (id: string, answer: string, photos: File[] = []) =>
  sendWithPhotos(`/api/orders/${encodeURIComponent(id)}/dispute/answer`, { answer }, photos);
/** A dispute photo, private to the order's parties and staff (the session cookie goes with an image request). */
export const disputePhotoUrl = (orderId: string, photoId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/dispute/photos/${encodeURIComponent(photoId)}`;

/** The server's refusal in the interface language (its English text when it gave no Arabic). */
export function errorText(error: unknown, language: Language): string | null {
  if (!(error instanceof HttpError)) return error ? String(error) : null;
  const body = error.body;
  return (language === 'ar' ? body?.messageAr : body?.message) ?? body?.message ?? error.message;
}
