/**
 * The order decider's dispute commands (kept apart from the sale's transitions): the buyer opens a dispute on a
 * delivered order within DISPUTE_WINDOW_DAYS of delivery, once; a seller of the order answers it once; staff
 * decide it. A refund decision appends its `OrderRefunded` with it (full when it returns all that is left of
 * what was paid, which cancels the payout, and so does a "partial" one of all that is left); a partial refund reduces the seller's payout by the refunded amount
 * (never below zero), and a rejection leaves it as it was. An undecided dispute holds the payout.
 */
import { forbidden, illegalState, validationError } from '../../platform/errors/domain-errors.js';
import type { OrderEvent } from './orders.events.js';
import { DISPUTE_DECISIONS, DISPUTE_REASONS, DISPUTE_WINDOW_DAYS, MAX_DISPUTE_PHOTOS } from './disputes.events.js';
import type { DisputeDecision, DisputePhoto, DisputeReason } from './disputes.events.js';

export interface DisputeState {
  status: 'open' | 'resolved';
  answered: boolean;
  decision: DisputeDecision | null;
}

export type DisputeCommand =
  | {
      type: 'OpenDispute';
      actorId: string;
      reason: DisputeReason;
      description: string;
      photos?: DisputePhoto[];
      now: string;
    }
  | { type: 'AnswerDispute'; actorId: string; answer: string; photos?: DisputePhoto[]; now: string }
  | {
      type: 'ResolveDispute';
      actorId: string;
      decision: DisputeDecision;
      /** Only for a partial refund. */
      amountHalalas: number | null;
      reason: string;
      now: string;
    };

/** What the dispute commands read of the order's state. */
export interface DisputedOrder {
  phase: string;
  orderId: string;
  buyerId: string;
  sellerIds: string[];
  paidHalalas: number;
  refundedHalalas: number;
  payoutHalalas: number;
  deliveredAt: string | null;
  dispute: DisputeState | null;
}

const field = (name: string, code: string, message: string, messageAr: string) =>
  validationError([{ field: name, code, message, messageAr }]);

/** When the buyer may no longer open a dispute (null before delivery). */
export const disputeWindowClosesAt = (deliveredAt: string | null) =>
  deliveredAt === null ? null : new Date(Date.parse(deliveredAt) + DISPUTE_WINDOW_DAYS * 86_400_000).toISOString();

/** Why a payout waits while a dispute is open (the decider's refusal, the seller's and the back-office's note). */
export const HELD_BY_DISPUTE = {
  code: 'dispute_open',
  message: 'This payout is held while the buyer’s dispute is decided.',
  messageAr: 'هذه المستحقات معلّقة حتى يُبت في نزاع المشتري.',
};

const SHA256 = /^[0-9a-f]{64}$/;

/** The side's photos as they will be recorded: at most MAX_DISPUTE_PHOTOS, each id once, each with its hash. */
function checkPhotos(photos: DisputePhoto[] | undefined): DisputePhoto[] {
  const list = photos ?? [];
  if (list.length > MAX_DISPUTE_PHOTOS)
    throw field(
      'photos',
      'maxCount',
      `Attach at most ${MAX_DISPUTE_PHOTOS} photos.`,
      `أرفق ${MAX_DISPUTE_PHOTOS} صور على الأكثر.`,
    );
  const ids = new Set(list.map((p) => p.photoId));
  if (ids.size !== list.length || list.some((p) => p.photoId === '' || !SHA256.test(p.sha256)))
    throw field('photos', 'invalid', 'The photos could not be recorded.', 'تعذّر تسجيل الصور.');
  return list.map(({ photoId, sha256 }) => ({ photoId, sha256 }));
}

/** The photos' own event after the words they go with (none when there are no photos). */
const photosAttached = (
  orderId: string,
  side: 'buyer' | 'seller',
  attachedBy: string,
  photos: DisputePhoto[],
  at: string,
): OrderEvent[] =>
  photos.length === 0 ? [] : [{ type: 'DisputePhotosAttached', data: { orderId, side, attachedBy, photos, at } }];

export const payoutHeld = (state: Pick<DisputedOrder, 'dispute'>) => state.dispute?.status === 'open';

export function decideDispute(command: DisputeCommand, state: DisputedOrder): OrderEvent[] {
  const at = command.now;
  const { orderId } = state;
  switch (command.type) {
    case 'OpenDispute': {
      if (command.actorId !== state.buyerId)
        throw forbidden('Only the buyer opens a dispute.', 'لا يفتح النزاع إلا المشتري.', 'not_buyer');
      if (state.dispute !== null)
        throw illegalState('dispute_exists', 'This order already has a dispute.', 'لهذا الطلب نزاع مفتوح من قبل.');
      if (state.phase !== 'paid' || state.deliveredAt === null)
        throw illegalState(
          'not_delivered',
          'A problem can be reported once the order is delivered.',
          'يمكن الإبلاغ عن مشكلة بعد تسليم الطلب.',
        );
      if (Date.parse(at) > Date.parse(disputeWindowClosesAt(state.deliveredAt)!))
        throw illegalState(
          'dispute_window_closed',
          `Problems can be reported within ${DISPUTE_WINDOW_DAYS} days of delivery; that time has passed.`,
          `يمكن الإبلاغ عن المشكلات خلال ${DISPUTE_WINDOW_DAYS} أيام من التسليم، وقد انقضت هذه المدة.`,
        );
      if (!(DISPUTE_REASONS as readonly string[]).includes(command.reason))
        throw field('reason', 'isIn', 'Choose a reason.', 'اختر سببًا.');
      const description = command.description.trim();
      if (description === '') throw field('description', 'isNotEmpty', 'Describe the problem.', 'صف المشكلة.');
      const photos = checkPhotos(command.photos);
      return [
        { type: 'DisputeOpened', data: { orderId, buyerId: state.buyerId, reason: command.reason, description, at } },
        ...photosAttached(orderId, 'buyer', state.buyerId, photos, at),
      ];
    }
    case 'AnswerDispute': {
      if (!state.sellerIds.includes(command.actorId))
        throw forbidden('Only the seller answers a dispute.', 'لا يرد على النزاع إلا البائع.', 'not_seller');
      if (state.dispute === null || state.dispute.status !== 'open')
        throw illegalState('no_open_dispute', 'This order has no open dispute.', 'لا نزاع مفتوحًا لهذا الطلب.');
      if (state.dispute.answered)
        throw illegalState('already_answered', 'This dispute has been answered.', 'تم الرد على هذا النزاع.');
      const answer = command.answer.trim();
      if (answer === '') throw field('answer', 'isNotEmpty', 'Write your answer.', 'اكتب ردك.');
      const photos = checkPhotos(command.photos);
      return [
        { type: 'DisputeAnswered', data: { orderId, sellerId: command.actorId, answer, at } },
        ...photosAttached(orderId, 'seller', command.actorId, photos, at),
      ];
    }
    case 'ResolveDispute': {
      if (state.dispute === null || state.dispute.status !== 'open')
        throw illegalState('no_open_dispute', 'This order has no open dispute.', 'لا نزاع مفتوحًا لهذا الطلب.');
      if (!(DISPUTE_DECISIONS as readonly string[]).includes(command.decision))
        throw field('decision', 'isIn', 'Choose a decision.', 'اختر قرارًا.');
      const reason = command.reason.trim();
      if (reason === '') throw field('reason', 'isNotEmpty', 'Give the reason.', 'اذكر السبب.');
      const left = state.paidHalalas - state.refundedHalalas;
      let refundHalalas = 0;
      if (command.decision === 'refund_full') refundHalalas = left;
      if (command.decision === 'refund_partial') {
        const amount = command.amountHalalas ?? Number.NaN;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left)
          throw field(
            'amount',
            'range',
            `Refund between 0.01 and ${(left / 100).toFixed(2)} SAR.`,
            `استرد مبلغًا بين 0.01 و${(left / 100).toFixed(2)} ريال.`,
          );
        refundHalalas = amount;
      }
      if (command.decision !== 'rejected' && refundHalalas <= 0)
        throw illegalState('nothing_to_refund', 'Nothing is left to refund.', 'لم يبق شيء للاسترداد.');
      const full = refundHalalas > 0 && refundHalalas === left;
      const payoutHalalas = full ? 0 : Math.max(0, state.payoutHalalas - refundHalalas);
      const resolved: OrderEvent = {
        type: 'DisputeResolved',
        data: {
          orderId,
          actorId: command.actorId,
          decision: command.decision,
          refundHalalas,
          payoutHalalas,
          reason,
          at,
        },
      };
      if (refundHalalas === 0) return [resolved];
      return [
        resolved,
        {
          type: 'OrderRefunded',
          data: {
            orderId,
            actorId: command.actorId,
            amountHalalas: refundHalalas,
            full,
            reason,
            at,
          },
        },
      ];
    }
  }
}
