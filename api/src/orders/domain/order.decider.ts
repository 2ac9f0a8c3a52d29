/**
 * An order (`order-<id>`, hash-chained). An offer waits on one party at a time: the seller answers the buyer's
 * offer (accept, decline or counter), the buyer answers the seller's counter, and so on; the buyer may withdraw
 * while it is open; past its expiry it can only expire. Accepting places the order (the work already reserved by
 * the handler); a buy-now places it directly. Checkout may be repeated until paid; the provider's webhook pays or
 * fails it (a failure releases the work), a timeout releases it; duplicates and late webhooks change nothing
 * or are recorded for a refund. Delivery (reported by the shipping context) schedules the seller's payout once, a
 * few Saudi business days later, and once due it is settled by bank transfer (or the transfer fails, to be tried
 * again with the seller's new details); a fully refunded order has none. After delivery the buyer may open a
 * dispute (dispute.decisions.ts), which holds the payout until staff decide it. Time and ids come in the commands.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { fieldProblem, forbidden, illegalState, validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import type { AuctionWinTerms, CheckoutStartedData, OfferMadeData, OrderEvent } from './orders.events.js';
import type { OrderPlacedData, OrderSource, Party, ProviderDecline } from './orders.events.js';
import { commissionAndPayout, PAYOUT_BUSINESS_DAYS, payoutDueDate } from './checkout-rules.js';
import { saudiDateOf } from './business-days.js';
import { decideDispute, HELD_BY_DISPUTE, payoutHeld } from './dispute.decisions.js';
import type { DisputeCommand, DisputeState } from './dispute.decisions.js';
import { decideOrderOtp, evolveOrderOtp, type OrderOtp, type OrderOtpCommand } from './order-otp.decisions.js';

export type OrderPhase =
  | 'none'
  | 'offered'
  | 'countered'
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'awaiting_payment'
  | 'paid'
  | 'released'
  | 'refunded';

export interface OrderState {
  phase: OrderPhase;
  orderId: string;
  artworkId: string;
  buyerId: string;
  sellerId: string;
  sellerIds: string[];
  source: OrderSource | null;
  amountHalalas: number;
  floorHalalas: number;
  expiresAt: string | null;
  paymentDueAt: string | null;
  checkout: CheckoutStartedData | null;
  paidReference: string | null;
  paidHalalas: number;
  refundedHalalas: number;
  payoutHalalas: number;
  payoutBusinessDays: number;
  /** Set once delivery has scheduled the payout (a date in Riyadh). */
  payoutDueOn: string | null;
  /** The bank's transfer reference once the payout settled. */
  payoutReference: string | null;
  /** The payout as it settled (a dispute decided later lowers `payoutHalalas`, not what the seller was sent). */
  settledPayoutHalalas: number;
  /** When the last transfer failed (a later account given by the seller is tried again). */
  payoutFailedAt: string | null;
  /** Owed back by the seller on refunds after the payout settled. */
  recoveryOwedHalalas: number;
  /** When delivery was recorded (opens the dispute window). */
  deliveredAt: string | null;
  dispute: DisputeState | null;
  /** An auction order's fixed price, by part (its premium and the premium's VAT are the platform's). */
  auction: AuctionWinTerms | null;
  /** The STC Pay code last sent for the payment (null until one is). */
  otp: OrderOtp | null;
}

export const OFFER_MAX_DAYS = 14;

export type OrderCommand =
  | ({ type: 'MakeOffer'; now: string } & Omit<OfferMadeData, 'at'>)
  | { type: 'CounterOffer'; actorId: string; amountHalalas: number; expiresAt: string; now: string }
  | { type: 'AcceptOffer'; actorId: string; paymentDueAt: string; now: string }
  | { type: 'DeclineOffer'; actorId: string; now: string }
  | { type: 'WithdrawOffer'; actorId: string; now: string }
  | { type: 'ExpireOffer'; now: string }
  | ({ type: 'PlaceOrder'; now: string; paymentDueAt: string } & Omit<OrderPlacedData, 'at' | 'source'>)
  | ({ type: 'PlaceCommissionOrder'; now: string; commissionId: string } & Omit<
      OrderPlacedData,
      'at' | 'source' | 'paymentDueAt' | 'commissionId'
    >)
  | ({ type: 'PlaceAuctionOrder'; now: string; paymentDueAt: string; auction: AuctionWinTerms } & Omit<
      OrderPlacedData,
      'at' | 'source' | 'paymentDueAt' | 'commissionId' | 'auction' | 'amountHalalas'
    >)
  | ({ type: 'StartCheckout'; actorId: string; now: string } & Omit<CheckoutStartedData, 'at' | 'buyerId'>)
  | { type: 'ConfirmPayment'; providerReference: string; amountHalalas: number; now: string }
  | { type: 'FailPayment'; providerReference: string; reason: string; decline?: ProviderDecline | null; now: string }
  | { type: 'ReleaseUnpaid'; now: string }
  | { type: 'RefundOrder'; actorId: string; amountHalalas: number; reason: string; now: string }
  | { type: 'SchedulePayout'; deliveredAt: string; now: string }
  | { type: 'SettlePayout'; reference: string; ibanLast4: string; recoveredHalalas?: number; now: string }
  | { type: 'FailPayout'; reason: string; ibanLast4: string; now: string }
  | OrderOtpCommand
  | DisputeCommand;

const ensure = (problems: Array<FieldProblem | null>) => {
  const found = problems.filter((p): p is FieldProblem => p !== null);
  if (found.length > 0) throw validationError(found);
};

const amountProblem = (amount: number, floor: number): FieldProblem | null => {
  if (!Number.isInteger(amount) || amount <= 0 || amount > 10_000_000_000)
    return fieldProblem('amount', 'invalid', 'Enter an amount in SAR.', 'أدخل مبلغًا بالريال.');
  if (amount < floor)
    return fieldProblem(
      'amount',
      'below_floor',
      `The seller does not consider offers below ${(floor / 100).toFixed(2)} SAR.`,
      `لا يقبل البائع عروضًا أقل من ${(floor / 100).toFixed(2)} ريال.`,
    );
  return null;
};

const expiryProblem = (expiresAt: string, now: string): FieldProblem | null => {
  const at = Date.parse(expiresAt);
  const max = Date.parse(now) + OFFER_MAX_DAYS * 86_400_000;
  return Number.isNaN(at) || at <= Date.parse(now) || at > max
    ? fieldProblem(
        'expiresAt',
        'range',
        `Choose a time within the next ${OFFER_MAX_DAYS} days.`,
        `اختر وقتًا خلال ${OFFER_MAX_DAYS} يومًا القادمة.`,
      )
    : null;
};

const OPEN: OrderPhase[] = ['offered', 'countered'];

/** The party whose answer the offer waits for. */
const awaiting = (state: OrderState): Party => (state.phase === 'offered' ? 'seller' : 'buyer');

function partyOf(state: OrderState, actorId: string): Party | null {
  if (actorId === state.buyerId) return 'buyer';
  return state.sellerIds.includes(actorId) ? 'seller' : null;
}

function yourTurn(state: OrderState, actorId: string, now: string): Party {
  if (!OPEN.includes(state.phase))
    throw illegalState('offer_closed', `This offer is ${state.phase}.`, 'هذا العرض لم يعد مفتوحًا.');
  const party = partyOf(state, actorId);
  if (party === null) throw forbidden('This offer is not yours.', 'هذا العرض ليس لك.', 'not_party');
  if (party !== awaiting(state))
    throw forbidden(
      party === 'buyer' ? 'The seller answers this offer, not you.' : 'The buyer answers this counter-offer.',
      party === 'buyer' ? 'البائع هو من يرد على هذا العرض، لا أنت.' : 'المشتري هو من يرد على هذا العرض المقابل.',
      'not_your_turn',
    );
  if (state.expiresAt !== null && Date.parse(state.expiresAt) <= Date.parse(now))
    throw illegalState('offer_expired', 'This offer has expired.', 'انتهت صلاحية هذا العرض.');
  return party;
}

function notOwnWork(buyerId: string, sellerIds: string[]) {
  if (sellerIds.includes(buyerId))
    throw forbidden('You cannot buy your own work.', 'لا يمكنك شراء عملك.', 'own_artwork');
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  category: 'order',
  initialState: () => ({
    phase: 'none',
    orderId: '',
    artworkId: '',
    buyerId: '',
    sellerId: '',
    sellerIds: [],
    source: null,
    amountHalalas: 0,
    floorHalalas: 0,
    expiresAt: null,
    paymentDueAt: null,
    checkout: null,
    paidReference: null,
    paidHalalas: 0,
    refundedHalalas: 0,
    payoutHalalas: 0,
    payoutBusinessDays: PAYOUT_BUSINESS_DAYS,
    payoutDueOn: null,
    payoutReference: null,
    settledPayoutHalalas: 0,
    payoutFailedAt: null,
    recoveryOwedHalalas: 0,
    deliveredAt: null,
    dispute: null,
    auction: null,
    otp: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'OfferMade': {
        const { orderId, artworkId, buyerId, sellerId, sellerIds, amountHalalas, floorHalalas, expiresAt } = event.data;
        return {
          ...state,
          orderId,
          phase: 'offered',
          source: 'offer',
          artworkId,
          buyerId,
          sellerId,
          sellerIds,
          amountHalalas,
          floorHalalas,
          expiresAt,
        };
      }
      case 'OfferCountered':
        return {
          ...state,
          phase: event.data.by === 'seller' ? 'countered' : 'offered',
          amountHalalas: event.data.amountHalalas,
          expiresAt: event.data.expiresAt,
        };
      case 'OfferAccepted':
        return { ...state, amountHalalas: event.data.amountHalalas };
      case 'OfferDeclined':
        return { ...state, phase: 'declined' };
      case 'OfferWithdrawn':
        return { ...state, phase: 'withdrawn' };
      case 'OfferExpired':
        return { ...state, phase: 'expired' };
      case 'OrderPlaced': {
        const { orderId, artworkId, buyerId, sellerId, sellerIds, amountHalalas, paymentDueAt, source } = event.data;
        return {
          ...state,
          orderId,
          phase: 'awaiting_payment',
          artworkId,
          buyerId,
          sellerId,
          sellerIds,
          amountHalalas,
          paymentDueAt,
          source,
          expiresAt: null,
          auction: event.data.auction ?? null,
        };
      }
      case 'CheckoutStarted':
        return { ...state, checkout: event.data };
      case 'OrderPaid':
        return {
          ...state,
          phase: 'paid',
          paidReference: event.data.providerReference,
          paidHalalas: event.data.totalHalalas,
          payoutHalalas: event.data.payoutHalalas,
          payoutBusinessDays: event.data.payoutBusinessDaysAfterDelivery,
        };
      case 'PayoutScheduled':
        return { ...state, payoutDueOn: event.data.dueOn, deliveredAt: event.data.deliveredAt };
      case 'PayoutSettled':
        return { ...state, payoutReference: event.data.reference, settledPayoutHalalas: event.data.payoutHalalas };
      case 'PayoutFailed':
        return { ...state, payoutFailedAt: event.data.at };
      case 'PayoutRecoveryOwed':
        return { ...state, recoveryOwedHalalas: state.recoveryOwedHalalas + event.data.amountHalalas };
      case 'PayoutLowered':
        return { ...state, payoutHalalas: event.data.payoutHalalas };
      case 'OrderReleased':
        return { ...state, phase: 'released' };
      case 'OrderRefunded': {
        const refundedHalalas = state.refundedHalalas + event.data.amountHalalas;
        return { ...state, refundedHalalas, phase: event.data.full ? 'refunded' : state.phase };
      }
      case 'OrderOtpSent':
      case 'OrderOtpRejected':
        return { ...state, otp: evolveOrderOtp(state.otp, event) };
      case 'DisputeOpened':
        return { ...state, dispute: { status: 'open', answered: false, decision: null } };
      case 'DisputeAnswered':
        return { ...state, dispute: state.dispute && { ...state.dispute, answered: true } };
      case 'DisputeResolved':
        return {
          ...state,
          payoutHalalas: event.data.payoutHalalas,
          dispute: state.dispute && { ...state.dispute, status: 'resolved', decision: event.data.decision },
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    const at = command.now;
    switch (command.type) {
      case 'MakeOffer': {
        const { type: _t, now: _n, ...data } = command;
        if (state.phase !== 'none') return [];
        notOwnWork(data.buyerId, data.sellerIds);
        ensure([amountProblem(data.amountHalalas, data.floorHalalas), expiryProblem(data.expiresAt, at)]);
        return [{ type: 'OfferMade', data: { ...data, at } }];
      }
      case 'CounterOffer': {
        const by = yourTurn(state, command.actorId, at);
        ensure([amountProblem(command.amountHalalas, state.floorHalalas), expiryProblem(command.expiresAt, at)]);
        if (command.amountHalalas === state.amountHalalas)
          throw validationError([
            fieldProblem(
              'amount',
              'same_amount',
              'Counter with a different amount, or accept.',
              'اعرض مبلغًا مختلفًا أو اقبل.',
            ),
          ]);
        const { orderId } = state;
        return [
          {
            type: 'OfferCountered',
            data: {
              orderId,
              by,
              actorId: command.actorId,
              amountHalalas: command.amountHalalas,
              expiresAt: command.expiresAt,
              at,
            },
          },
        ];
      }
      case 'AcceptOffer': {
        const by = yourTurn(state, command.actorId, at);
        const { orderId } = state;
        const { artworkId, buyerId, sellerId, sellerIds, amountHalalas } = state;
        return [
          { type: 'OfferAccepted', data: { orderId, by, actorId: command.actorId, amountHalalas, at } },
          {
            type: 'OrderPlaced',
            data: {
              orderId,
              artworkId,
              buyerId,
              sellerId,
              sellerIds,
              source: 'offer',
              amountHalalas,
              paymentDueAt: command.paymentDueAt,
              at,
            },
          },
        ];
      }
      case 'DeclineOffer': {
        const by = yourTurn(state, command.actorId, at);
        return [{ type: 'OfferDeclined', data: { orderId: state.orderId, by, actorId: command.actorId, at } }];
      }
      case 'WithdrawOffer': {
        if (state.phase === 'withdrawn') return [];
        if (partyOf(state, command.actorId) !== 'buyer')
          throw forbidden('Only the buyer may withdraw an offer.', 'لا يسحب العرض إلا المشتري.', 'not_buyer');
        if (!OPEN.includes(state.phase))
          throw illegalState('offer_closed', `This offer is ${state.phase}.`, 'هذا العرض لم يعد مفتوحًا.');
        return [{ type: 'OfferWithdrawn', data: { orderId: state.orderId, actorId: command.actorId, at } }];
      }
      case 'ExpireOffer': {
        if (!OPEN.includes(state.phase) || state.expiresAt === null || Date.parse(state.expiresAt) > Date.parse(at))
          return [];
        return [{ type: 'OfferExpired', data: { orderId: state.orderId, at } }];
      }
      case 'PlaceOrder': {
        const { type: _t, now: _n, ...data } = command;
        if (state.phase !== 'none') return [];
        notOwnWork(data.buyerId, data.sellerIds);
        return [{ type: 'OrderPlaced', data: { ...data, source: 'buy_now', at } }];
      }
      case 'PlaceCommissionOrder': {
        // The collector's commissioned work at the accepted bid's amount: no payment window, the work stays theirs.
        const { type: _t, now: _n, ...data } = command;
        if (state.phase !== 'none') return [];
        notOwnWork(data.buyerId, data.sellerIds);
        if (!Number.isInteger(data.amountHalalas) || data.amountHalalas <= 0)
          throw validationError([fieldProblem('amount', 'invalid', 'Enter an amount in SAR.', 'أدخل مبلغًا بالريال.')]);
        return [{ type: 'OrderPlaced', data: { ...data, source: 'commission', paymentDueAt: null, at } }];
      }
      case 'PlaceAuctionOrder': {
        // The lot's winner pays what the close fixed (no re-pricing, no offers), within the payment window.
        const { type: _t, now: _n, auction, ...data } = command;
        if (state.phase !== 'none') return [];
        notOwnWork(data.buyerId, data.sellerIds);
        const parts = [
          auction.hammerHalalas,
          auction.premiumHalalas,
          auction.hammerVatHalalas,
          auction.premiumVatHalalas,
        ];
        if (auction.hammerHalalas <= 0 || parts.some((p) => !Number.isInteger(p) || p < 0))
          throw validationError([
            fieldProblem(
              'auction',
              'invalid',
              'The lot’s price is not described correctly.',
              'سعر القطعة غير موصوف بشكل صحيح.',
            ),
          ]);
        if (Number.isNaN(Date.parse(data.paymentDueAt)) || Date.parse(data.paymentDueAt) <= Date.parse(at))
          throw validationError([
            fieldProblem(
              'paymentDueAt',
              'range',
              'The time to pay must be after the close.',
              'يجب أن تكون مهلة الدفع بعد الإغلاق.',
            ),
          ]);
        const amountHalalas = parts.reduce((sum, p) => sum + p, 0);
        return [{ type: 'OrderPlaced', data: { ...data, source: 'auction', amountHalalas, auction, at } }];
      }
      case 'StartCheckout': {
        const { type: _t, now: _n, actorId, ...data } = command;
        if (actorId !== state.buyerId)
          throw forbidden('Only the buyer checks out this order.', 'لا يدفع هذا الطلب إلا المشتري.', 'not_buyer');
        awaitingPayment(state, at);
        return [{ type: 'CheckoutStarted', data: { ...data, buyerId: state.buyerId, at } }];
      }
      case 'ConfirmPayment': {
        const { providerReference, amountHalalas } = command;
        if (state.phase === 'paid' || state.phase === 'refunded') return [];
        const checkout = state.checkout;
        if (state.phase === 'released')
          return [
            {
              type: 'LatePaymentReceived',
              data: { orderId: state.orderId, providerReference, amountHalalas, at },
            },
          ];
        if (state.phase !== 'awaiting_payment' || checkout === null)
          throw illegalState('no_checkout', 'This order has no payment under way.', 'لا توجد دفعة جارية لهذا الطلب.');
        if (amountHalalas !== checkout.totalHalalas)
          throw illegalState(
            'amount_mismatch',
            'The amount paid is not the amount due.',
            'المبلغ المدفوع لا يطابق المستحق.',
          );
        const { commissionHalalas, payoutHalalas } = commissionAndPayout(
          state.amountHalalas,
          checkout.shippingHalalas,
          state.auction,
        );
        return [
          {
            type: 'OrderPaid',
            data: {
              orderId: state.orderId,
              artworkId: state.artworkId,
              buyerId: state.buyerId,
              sellerId: state.sellerId,
              sellerIds: state.sellerIds,
              providerReference,
              paymentMethod: checkout.paymentMethod,
              amountHalalas: state.amountHalalas,
              shippingHalalas: checkout.shippingHalalas,
              feeHalalas: checkout.feeHalalas,
              totalHalalas: checkout.totalHalalas,
              commissionHalalas,
              payoutHalalas,
              payoutBusinessDaysAfterDelivery: PAYOUT_BUSINESS_DAYS,
              at,
            },
          },
        ];
      }
      case 'FailPayment': {
        // A failure after a success (out of order) or after the release changes nothing.
        if (state.phase !== 'awaiting_payment' || state.checkout === null) return [];
        const { orderId } = state;
        return [
          {
            type: 'PaymentFailed',
            data: {
              orderId,
              providerReference: command.providerReference,
              reason: command.reason,
              ...(command.decline ? { decline: command.decline } : {}),
              at,
            },
          },
          { type: 'OrderReleased', data: { orderId, artworkId: state.artworkId, reason: 'payment_failed', at } },
        ];
      }
      case 'ReleaseUnpaid': {
        if (state.phase !== 'awaiting_payment' || state.paymentDueAt === null) return [];
        if (Date.parse(state.paymentDueAt) > Date.parse(at)) return [];
        return [
          {
            type: 'OrderReleased',
            data: { orderId: state.orderId, artworkId: state.artworkId, reason: 'payment_timeout', at },
          },
        ];
      }
      case 'RefundOrder': {
        if (state.phase !== 'paid')
          throw illegalState('not_paid', 'Only a paid order can be refunded.', 'لا يُسترد إلا طلب مدفوع.');
        const left = state.paidHalalas - state.refundedHalalas;
        const { amountHalalas, reason } = command;
        ensure([
          !Number.isInteger(amountHalalas) || amountHalalas <= 0 || amountHalalas > left
            ? fieldProblem(
                'amount',
                'range',
                `Refund between 0.01 and ${(left / 100).toFixed(2)} SAR.`,
                `استرد مبلغًا بين 0.01 و${(left / 100).toFixed(2)} ريال.`,
              )
            : null,
          reason.trim() === '' ? fieldProblem('reason', 'isNotEmpty', 'Give the reason.', 'اذكر السبب.') : null,
        ]);
        const full = amountHalalas === left;
        const refunded: OrderEvent = {
          type: 'OrderRefunded',
          data: { orderId: state.orderId, actorId: command.actorId, amountHalalas, full, reason: reason.trim(), at },
        };
        return full || state.payoutReference !== null
          ? withRecovery(state, [refunded])
          : [refunded, ...payoutLowered(state, amountHalalas, left, at)];
      }
      case 'SchedulePayout': {
        // Delivery reported again, or an order refunded in full before it arrived: nothing (more) to pay out.
        if (state.payoutDueOn !== null || state.phase === 'refunded') return [];
        if (state.phase !== 'paid')
          throw illegalState('not_paid', 'Only a paid order has a payout.', 'لا مستحقات إلا لطلب مدفوع.');
        if (Number.isNaN(Date.parse(command.deliveredAt)))
          throw validationError([fieldProblem('deliveredAt', 'isIso8601', 'A delivery time.', 'وقت التسليم.')]);
        return [
          {
            type: 'PayoutScheduled',
            data: {
              orderId: state.orderId,
              sellerId: state.sellerId,
              payoutHalalas: state.payoutHalalas,
              deliveredAt: command.deliveredAt,
              businessDays: state.payoutBusinessDays,
              dueOn: payoutDueDate(command.deliveredAt, state.payoutBusinessDays),
              at,
            },
          },
        ];
      }
      case 'SettlePayout': {
        if (state.payoutReference !== null) return [];
        payoutDue(state, at);
        const recoveredHalalas = command.recoveredHalalas ?? 0;
        if (!Number.isInteger(recoveredHalalas) || recoveredHalalas < 0 || recoveredHalalas > state.payoutHalalas)
          throw validationError([
            fieldProblem(
              'recoveredHalalas',
              'range',
              'What is kept back lies between nothing and the whole payout.',
              'المبلغ المستقطع بين الصفر وكامل المستحقات.',
            ),
          ]);
        return [
          {
            type: 'PayoutSettled',
            data: {
              orderId: state.orderId,
              sellerId: state.sellerId,
              payoutHalalas: state.payoutHalalas,
              reference: command.reference,
              ibanLast4: command.ibanLast4,
              ...(recoveredHalalas > 0 ? { recoveredHalalas } : {}),
              at,
            },
          },
        ];
      }
      case 'FailPayout': {
        if (state.payoutReference !== null) return [];
        payoutDue(state, at);
        return [
          {
            type: 'PayoutFailed',
            data: {
              orderId: state.orderId,
              sellerId: state.sellerId,
              reason: command.reason,
              ibanLast4: command.ibanLast4,
              at,
            },
          },
        ];
      }
      case 'RecordOtpSent':
      case 'RejectOtp':
        return decideOrderOtp(command, state, () => awaitingPayment(state, at));
      case 'OpenDispute':
      case 'AnswerDispute':
      case 'ResolveDispute':
        return withRecovery(state, decideDispute(command, state));
    }
  },
};

/**
 * Every refund after the payout settled, whichever path made it (staff's refund, a dispute decided with a full or
 * partial refund), is followed in the same append by what the seller owes back for it: once per `OrderRefunded`,
 * never more in all than the payout they were sent. Before settlement nothing is owed: the payout is cancelled or
 * lowered instead.
 */
function withRecovery(state: OrderState, events: OrderEvent[]): OrderEvent[] {
  if (state.payoutReference === null) return events;
  const resolved = events.find((e) => e.type === 'DisputeResolved');
  let owedSoFar = state.recoveryOwedHalalas;
  return events.flatMap<OrderEvent>((event) => {
    if (event.type !== 'OrderRefunded') return [event];
    const { amountHalalas: refundHalalas, full } = event.data;
    const decided = resolved?.type === 'DisputeResolved' ? resolved.data.payoutHalalas : null;
    const owed = recoveryOf(state, owedSoFar, refundHalalas, full, decided);
    if (owed === 0) return [event];
    owedSoFar += owed;
    const { orderId, sellerId } = state;
    const recovery: OrderEvent = {
      type: 'PayoutRecoveryOwed',
      data: { orderId, sellerId, amountHalalas: owed, refundHalalas, at: event.data.at },
    };
    return [event, recovery];
  });
}

/** A partial refund before the payout settled lowers it in proportion: the payout keeps the share of the payment
 * that the buyer keeps paid (nothing when there is no payout to lower). */
function payoutLowered(state: OrderState, refundHalalas: number, leftHalalas: number, at: string): OrderEvent[] {
  if (state.payoutHalalas <= 0) return [];
  const payoutHalalas = Math.max(0, Math.round((state.payoutHalalas * (leftHalalas - refundHalalas)) / leftHalalas));
  const { orderId, sellerId } = state;
  return [{ type: 'PayoutLowered', data: { orderId, sellerId, payoutHalalas, refundHalalas, at } }];
}

/** The seller's share of a refund after their payout settled, never more than the settled payout not yet owed
 * back; a refund of the rest owes all of that. Staff's refund owes the refund times the payout's share of what was
 * paid; a dispute's decision names the seller's payout after it, and the seller owes what they were sent above it. */
function recoveryOf(
  state: OrderState,
  owedSoFar: number,
  refundHalalas: number,
  full: boolean,
  decidedPayoutHalalas: number | null,
): number {
  const left = state.settledPayoutHalalas - owedSoFar;
  if (full) return Math.max(0, left);
  const share =
    decidedPayoutHalalas !== null
      ? state.settledPayoutHalalas - decidedPayoutHalalas
      : state.paidHalalas > 0
        ? Math.round((refundHalalas * state.settledPayoutHalalas) / state.paidHalalas)
        : 0;
  return Math.max(0, Math.min(share, left));
}

/** A payout can be sent once scheduled, on or after its due date in Riyadh, unless the order was refunded in full. */
function payoutDue(state: OrderState, now: string) {
  if (state.phase === 'refunded')
    throw illegalState('refunded', 'A refunded order has no payout.', 'لا مستحقات لطلب مسترد.');
  if (payoutHeld(state)) throw illegalState(HELD_BY_DISPUTE.code, HELD_BY_DISPUTE.message, HELD_BY_DISPUTE.messageAr);
  if (state.payoutDueOn === null || saudiDateOf(now) < state.payoutDueOn)
    throw illegalState('payout_not_due', 'This payout is not due yet.', 'لم يحن موعد هذه المستحقات بعد.');
}

function awaitingPayment(state: OrderState, now: string) {
  if (state.phase !== 'awaiting_payment')
    throw illegalState('not_awaiting_payment', `This order is ${state.phase}.`, 'هذا الطلب لا ينتظر الدفع.');
  if (state.paymentDueAt !== null && Date.parse(state.paymentDueAt) <= Date.parse(now))
    throw illegalState('payment_window_closed', 'The time to pay has passed.', 'انتهت مهلة الدفع.');
}
