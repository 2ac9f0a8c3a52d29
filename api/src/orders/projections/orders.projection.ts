/**
 * The `orders` read model: one document per `order-<id>` stream, offers and orders alike (an accepted offer
 * becomes an order in the same document). Amounts in SAR with two decimals (the API's unit). The delivery
 * address is kept readable here for the buyer, the seller and staff; erasing the buyer empties it.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { UserForgotten } from '../../identity/index.js';
import { otpSent, type OtpState } from '../../payments/index.js';
import { afterWrongTry } from '../../platform/domain/one-time-code.js';
import { ORDER_EVENT_TYPES } from '../domain/orders.events.js';
import type { AuctionWinTerms, OrderEvent, OrderSource, Party } from '../domain/orders.events.js';
import type { OrderPhase } from '../domain/order.decider.js';
import type { DeliveryAddress } from '../domain/checkout-rules.js';
import type { DisputeDecision, DisputeReason } from '../domain/disputes.events.js';
import { disputeWindowClosesAt } from '../domain/dispute.decisions.js';

export const ORDERS = 'orders';

const sar = (halalas: number) => Math.round(halalas) / 100;

const auctionOf = (terms: AuctionWinTerms | undefined): OrderDoc['auction'] =>
  terms
    ? {
        auctionId: terms.auctionId,
        lotId: terms.lotId,
        hammer: sar(terms.hammerHalalas),
        premium: sar(terms.premiumHalalas),
        vat: sar(terms.hammerVatHalalas + terms.premiumVatHalalas),
      }
    : null;

export interface OrderDoc extends Doc, StreamTracked {
  id: string;
  artworkId: string;
  buyerId: string;
  sellerId: string;
  sellerIds: string[];
  source: OrderSource;
  /** The commission request whose work a commission order sells (null otherwise). */
  commissionId?: string | null;
  /** An auction win's lot and its fixed price by part (SAR): hammer, buyer's premium and the VAT on them. */
  auction?: { auctionId: string; lotId: string; hammer: number; premium: number; vat: number } | null;
  status: OrderPhase;
  /** True once an order is placed (a buy-now, or an accepted offer). */
  isOrder: boolean;
  currency: 'SAR';
  amount: number;
  offer: {
    listPrice: number;
    floor: number;
    amount: number;
    expiresAt: string | null;
    awaiting: Party | null;
    rounds: Array<{ by: Party; amount: number; at: string }>;
  } | null;
  paymentDueAt: string | null;
  checkout: {
    address: DeliveryAddress | null;
    countryCode: string;
    shippingQuote: string;
    shipping: number;
    paymentMethod: string;
    fee: number;
    total: number;
    paymentReference: string;
    buyerVatNumber: string | null;
    buyerName: string | null;
  } | null;
  paymentReference: string | null;
  payment: {
    providerReference: string;
    method: string;
    paidAt: string;
    total: number;
    commission: number;
    payout: number;
    payoutBusinessDaysAfterDelivery: number;
    /** Null until delivery is recorded (by the shipping context); then the date in Riyadh it falls due. */
    payoutDueOn: string | null;
    /** Set once the bank transfer went out: its reference and the account's last four digits. */
    payoutSettlement?: { reference: string; ibanLast4: string; at: string; recovered?: number } | null;
    /** Owed back by the seller on refunds after this payout settled (SAR), kept back from their next payouts. */
    recoveryOwed?: number;
    /** The last refused transfer (cleared by a settlement). */
    payoutFailure?: { reason: string; ibanLast4: string; at: string } | null;
  } | null;
  refunds: Array<{ amount: number; reason: string; actorId: string; at: string }>;
  refunded: number;
  latePayments: Array<{ providerReference: string; amount: number; at: string }>;
  releaseReason: string | null;
  /** The STC Pay code last sent for the payment (absent until one is). */
  otp?: OtpState | null;
  /** The provider's words when it declined the last payment (code and message as sent). */
  paymentDecline?: { code: string; message: string; at: string } | null;
  invoiceIds: string[];
  /** Delivery as recorded by the shipping context, and the end of the buyer's dispute window. */
  deliveredAt?: string | null;
  disputeWindowClosesAt?: string | null;
  /** Top-level for the back-office's filter: open until staff decide. */
  disputeStatus?: 'open' | 'resolved' | null;
  dispute?: {
    reason: DisputeReason;
    /** The buyer's words, encrypted with their key in the log: null once they are forgotten. */
    description: string | null;
    openedAt: string;
    answer: { text: string; sellerId: string; at: string } | null;
    /** Both sides' photos in the order attached (read through `/api/orders/:id/dispute/photos/:photoId`). */
    photos?: Array<{ photoId: string; side: 'buyer' | 'seller'; attachedBy: string; at: string }>;
    resolution: {
      decision: DisputeDecision;
      refund: number;
      payout: number;
      reason: string;
      actorId: string;
      at: string;
    } | null;
  } | null;
  history: Array<{ type: string; at: string; actorId: string | null }>;
  createdAt: string;
  updatedAt: string;
}

function parseAddress(text: string | null): DeliveryAddress | null {
  try {
    return text ? (JSON.parse(text) as DeliveryAddress) : null;
  } catch {
    return null; // erased: the ciphertext no longer opens
  }
}

export const ordersProjection: Projection<OrderEvent | UserForgotten> = {
  name: 'orders',
  version: 2,
  eventTypes: [...ORDER_EVENT_TYPES, 'UserForgotten'],
  collections: {
    [ORDERS]: {
      indexes: [
        { fields: ['buyerId', 'createdAt'] },
        { fields: ['sellerIds'] },
        { fields: ['status', 'paymentDueAt'] },
        { fields: ['paymentReference'] },
        { fields: ['artworkId', 'source'] },
        { fields: ['disputeStatus', 'updatedAt'] },
      ],
    },
  },
  async apply(event, ctx) {
    const orders = ctx.collection<OrderDoc>(ORDERS);
    const at = event.metadata.occurredAt;
    if (event.type === 'UserForgotten') {
      for (const doc of await orders.find({ filter: { buyerId: event.data.userId }, limit: 10_000 }))
        if (doc.checkout)
          await orders.upsert({ ...doc, checkout: { ...doc.checkout, address: null, buyerName: null } });
      return;
    }
    const id = event.data.orderId;
    const existing = await orders.get(id);
    if (alreadyApplied(existing, event)) return;
    let doc: OrderDoc;
    if (event.type === 'OfferMade' || (event.type === 'OrderPlaced' && !existing)) {
      const d = event.data;
      doc = {
        id,
        artworkId: d.artworkId,
        buyerId: d.buyerId,
        sellerId: d.sellerId,
        sellerIds: d.sellerIds,
        source: event.type === 'OfferMade' ? 'offer' : event.data.source,
        commissionId: event.type === 'OrderPlaced' ? (event.data.commissionId ?? null) : null,
        auction: event.type === 'OrderPlaced' ? auctionOf(event.data.auction) : null,
        status: 'none',
        isOrder: false,
        currency: 'SAR',
        amount: sar(d.amountHalalas),
        offer: null,
        paymentDueAt: null,
        checkout: null,
        paymentReference: null,
        payment: null,
        refunds: [],
        refunded: 0,
        latePayments: [],
        releaseReason: null,
        invoiceIds: [],
        deliveredAt: null,
        disputeWindowClosesAt: null,
        disputeStatus: null,
        dispute: null,
        history: [],
        createdAt: at,
        updatedAt: at,
      };
    } else if (existing) doc = { ...existing };
    else return;
    switch (event.type) {
      case 'OfferMade':
        doc.status = 'offered';
        doc.offer = {
          listPrice: sar(event.data.listHalalas),
          floor: sar(event.data.floorHalalas),
          amount: sar(event.data.amountHalalas),
          expiresAt: event.data.expiresAt,
          awaiting: 'seller',
          rounds: [{ by: 'buyer', amount: sar(event.data.amountHalalas), at }],
        };
        break;
      case 'OfferCountered':
        doc.status = event.data.by === 'seller' ? 'countered' : 'offered';
        doc.amount = sar(event.data.amountHalalas);
        doc.offer = doc.offer && {
          ...doc.offer,
          amount: doc.amount,
          expiresAt: event.data.expiresAt,
          awaiting: event.data.by === 'seller' ? 'buyer' : 'seller',
          rounds: [...doc.offer.rounds, { by: event.data.by, amount: doc.amount, at }],
        };
        break;
      case 'OfferAccepted':
      case 'OfferDeclined':
      case 'OfferWithdrawn':
      case 'OfferExpired':
        doc.status = (
          {
            OfferAccepted: 'awaiting_payment',
            OfferDeclined: 'declined',
            OfferWithdrawn: 'withdrawn',
            OfferExpired: 'expired',
          } as const
        )[event.type];
        doc.offer = doc.offer && { ...doc.offer, awaiting: null };
        break;
      case 'OrderPlaced':
        doc.status = 'awaiting_payment';
        doc.isOrder = true;
        doc.amount = sar(event.data.amountHalalas);
        doc.paymentDueAt = event.data.paymentDueAt;
        break;
      case 'CheckoutStarted': {
        const d = event.data;
        doc.paymentReference = d.paymentReference;
        doc.checkout = {
          address: parseAddress(d.address),
          countryCode: d.countryCode,
          shippingQuote: d.shippingQuote,
          shipping: sar(d.shippingHalalas),
          paymentMethod: d.paymentMethod,
          fee: sar(d.feeHalalas),
          total: sar(d.totalHalalas),
          paymentReference: d.paymentReference,
          buyerVatNumber: d.buyerVatNumber,
          buyerName: d.buyerName,
        };
        break;
      }
      case 'OrderPaid':
        doc.status = 'paid';
        doc.payment = {
          providerReference: event.data.providerReference,
          method: event.data.paymentMethod,
          paidAt: at,
          total: sar(event.data.totalHalalas),
          commission: sar(event.data.commissionHalalas),
          payout: sar(event.data.payoutHalalas),
          payoutBusinessDaysAfterDelivery: event.data.payoutBusinessDaysAfterDelivery,
          payoutDueOn: null,
        };
        break;
      case 'OrderOtpSent':
        doc.otp = otpSent(event.data);
        break;
      case 'OrderOtpRejected':
        doc.otp = afterWrongTry(doc.otp ?? null, event.data);
        break;
      case 'PaymentFailed':
        doc.paymentDecline = event.data.decline ? { ...event.data.decline, at } : null;
        break;
      case 'OrderReleased':
        doc.status = 'released';
        doc.releaseReason = event.data.reason;
        break;
      case 'LatePaymentReceived':
        doc.latePayments = [
          ...doc.latePayments,
          { providerReference: event.data.providerReference, amount: sar(event.data.amountHalalas), at },
        ];
        break;
      case 'OrderRefunded':
        doc.refunds = [
          ...doc.refunds,
          { amount: sar(event.data.amountHalalas), reason: event.data.reason, actorId: event.data.actorId, at },
        ];
        doc.refunded = sar(Math.round(doc.refunded * 100) + event.data.amountHalalas);
        if (event.data.full) doc.status = 'refunded';
        break;
      case 'PayoutScheduled':
        doc.payment = doc.payment && { ...doc.payment, payoutDueOn: event.data.dueOn };
        doc.deliveredAt = event.data.deliveredAt;
        doc.disputeWindowClosesAt = disputeWindowClosesAt(event.data.deliveredAt);
        break;
      case 'DisputeOpened':
        doc.disputeStatus = 'open';
        doc.dispute = {
          reason: event.data.reason,
          description: event.data.description,
          openedAt: at,
          answer: null,
          photos: [],
          resolution: null,
        };
        break;
      case 'DisputeAnswered':
        doc.dispute = doc.dispute && {
          ...doc.dispute,
          answer: { text: event.data.answer, sellerId: event.data.sellerId, at },
        };
        break;
      case 'DisputePhotosAttached': {
        const { side, attachedBy } = event.data;
        const added = event.data.photos.map(({ photoId }) => ({ photoId, side, attachedBy, at }));
        doc.dispute = doc.dispute && { ...doc.dispute, photos: [...(doc.dispute.photos ?? []), ...added] };
        break;
      }
      case 'DisputeResolved': {
        const d = event.data;
        doc.disputeStatus = 'resolved';
        doc.dispute = doc.dispute && {
          ...doc.dispute,
          resolution: {
            decision: d.decision,
            refund: sar(d.refundHalalas),
            payout: sar(d.payoutHalalas),
            reason: d.reason,
            actorId: d.actorId,
            at,
          },
        };
        // Decided after the payout settled, the payout shown stays what was sent; what is owed back follows.
        if (!doc.payment?.payoutSettlement)
          doc.payment = doc.payment && { ...doc.payment, payout: sar(d.payoutHalalas) };
        break;
      }
      case 'PayoutSettled': {
        const { reference, ibanLast4 } = event.data;
        const recovered = sar(event.data.recoveredHalalas ?? 0);
        doc.payment = doc.payment && {
          ...doc.payment,
          payoutSettlement: { reference, ibanLast4, at, recovered },
          payoutFailure: null,
        };
        break;
      }
      case 'PayoutFailed': {
        const { reason, ibanLast4 } = event.data;
        doc.payment = doc.payment && { ...doc.payment, payoutFailure: { reason, ibanLast4, at } };
        break;
      }
      case 'PayoutLowered':
        doc.payment = doc.payment && { ...doc.payment, payout: sar(event.data.payoutHalalas) };
        break;
      case 'PayoutRecoveryOwed': {
        const owed = Math.round((doc.payment?.recoveryOwed ?? 0) * 100) + event.data.amountHalalas;
        doc.payment = doc.payment && { ...doc.payment, recoveryOwed: sar(owed) };
        break;
      }
    }
    await orders.upsert({
      ...doc,
      history: [...doc.history, { type: event.type, at, actorId: event.metadata.actorId ?? null }],
      updatedAt: at,
      ...tracked(event),
    });
  },
};

export const ORDERS_PROJECTIONS = [ordersProjection] as Projection[];
