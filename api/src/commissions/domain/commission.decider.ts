/**
 * A commission request (`commission-<id>`). Open: the collector edits it, artists bid, revise and withdraw.
 * The collector accepts one bid: the request is in progress and every other live bid is declined in the same
 * append, so two accepts at once leave exactly one accepted bid (the second finds the request in progress).
 * In progress: the artist submits each milestone in turn, the collector approves it; approving `completed`
 * completes the request. Cancelling: the collector any time while open; either party once in progress, with a
 * reason. Closed: the deadline passed without an accepted bid (the scheduled sweep). Moderators hide an abusive
 * request or bid with a reason (and restore it): nobody bids on a hidden request, nobody accepts a hidden bid.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { forbidden, illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { MILESTONES } from './commission.events.js';
import type { BidTerms, CommissionDetails, CommissionEvent, CommissionStatus, Lang } from './commission.events.js';
import type { Milestone } from './commission.events.js';
import { checkDetails, checkMaxLength, checkModerationReason, checkStatedReason } from './commission.rules.js';
import { checkTerms, commissionNotFound, ensure, LIMITS } from './commission.rules.js';

export type BidStatus = 'active' | 'withdrawn' | 'accepted' | 'declined';

export interface BidState {
  artistId: string | null;
  bidderId: string;
  status: BidStatus;
  amount: number;
  hidden?: boolean;
}

export interface CommissionState {
  status: CommissionStatus | 'none';
  commissionId: string;
  collectorId: string;
  deadline: string;
  visibility: 'public' | 'invited';
  invitedArtistIds: string[];
  bids: Record<string, BidState>;
  acceptedBidId: string | null;
  /** The milestone the artist submitted and the collector has not approved yet. */
  pending: Milestone | null;
  approved: Milestone[];
  hidden: boolean;
  /** The draft artwork the artist made of the delivered work, once it did. */
  artworkId: string | null;
  /** The order selling that artwork to the collector, once the artist offered it. */
  saleOrderId: string | null;
}

/** Who hides or restores: the acting account and whether it holds a moderator's role (admin or moderator). */
interface Moderation {
  moderatorId: string;
  moderator: boolean;
  reason: string;
}

export type CommissionCommand =
  | {
      type: 'PostCommission';
      commissionId: string;
      collectorId: string;
      collectorLang: Lang;
      details: CommissionDetails;
      categories: readonly string[];
      today: string;
      now: string;
    }
  | {
      type: 'EditCommission';
      actorId: string;
      details: CommissionDetails;
      categories: readonly string[];
      today: string;
    }
  | {
      type: 'PlaceBid';
      bidId: string;
      artistId: string | null;
      bidderId: string;
      bidderLang: Lang;
      terms: BidTerms;
      now: string;
    }
  | { type: 'ReviseBid'; bidId: string; actorId: string; terms: BidTerms }
  | { type: 'WithdrawBid'; bidId: string; actorId: string }
  | { type: 'AcceptBid'; bidId: string; actorId: string; today: string; now: string }
  | { type: 'SubmitMilestone'; actorId: string; milestone: Milestone; note: string }
  | { type: 'ApproveMilestone'; actorId: string; milestone: Milestone; now: string }
  | { type: 'CancelCommission'; actorId: string; reason: string | null }
  | { type: 'CloseExpired'; today: string; now: string }
  | ({ type: 'HideCommission'; now: string } & Moderation)
  | ({ type: 'RestoreCommission' } & Moderation)
  | ({ type: 'HideBid'; bidId: string; now: string } & Moderation)
  | ({ type: 'RestoreBid'; bidId: string } & Moderation)
  | { type: 'LinkArtwork'; actorId: string; artworkId: string; now: string }
  | { type: 'OfferWorkForSale'; actorId: string; orderId: string; now: string };

const notOpen = (status: string) =>
  illegalState('commission_not_open', `This request is no longer open (${status}).`, 'لم يعد هذا الطلب مفتوحًا.');
const notCollector = () =>
  forbidden('Only the collector who posted this request may do this.', 'لا يقوم بهذا إلا صاحب الطلب.', 'not_collector');
const notBidder = () =>
  forbidden('Only the artist who placed this bid may change it.', 'لا يعدّل العرض إلا من قدّمه.', 'not_bidder');

function bidOf(state: CommissionState, bidId: string): BidState {
  const bid = state.bids[bidId];
  if (!bid) throw notFound('Bid', 'العرض');
  return bid;
}

function existing(state: CommissionState): void {
  if (state.status === 'none') throw commissionNotFound();
}

function liveBid(bid: BidState): void {
  if (bid.status !== 'active')
    throw illegalState('bid_not_active', `This bid is ${bid.status}.`, 'هذا العرض لم يعد قائمًا.');
}

/** Only moderators hide or restore, and always with a reason. */
function moderation(state: CommissionState, command: Moderation): string {
  existing(state);
  if (!command.moderator)
    throw forbidden('Only moderators hide or restore.', 'لا يخفي أو يعيد إلا المشرفون.', 'not_moderator');
  ensure(checkModerationReason(command.reason));
  return command.reason.trim();
}

/**
 * The delivered work's next steps (an artwork, its sale to the collector) are the commissioned artist's, once the
 * request is completed. Also asked by the commands before they reach into other contexts. Answers the accepted bid.
 */
export function deliveredWorkOf(
  state: Pick<CommissionState, 'status'>,
  accepted: Pick<BidState, 'bidderId' | 'amount'> | undefined,
  actorId: string,
) {
  if (!accepted || actorId !== accepted.bidderId)
    throw forbidden(
      'Only the commissioned artist turns the work into an artwork and offers it.',
      'لا يحوّل العمل إلى عمل فني ولا يعرضه إلا الفنان المكلّف.',
      'not_artist',
    );
  if (state.status !== 'completed')
    throw illegalState(
      'commission_not_completed',
      'The work can become an artwork once the commission is completed.',
      'يصبح العمل عملًا فنيًا بعد اكتمال الطلب.',
    );
  return accepted;
}

/** Before offering the work: it must be an artwork already, and not offered under another order. */
export function offerableArtwork(state: Pick<CommissionState, 'artworkId' | 'saleOrderId'>, orderId: string) {
  if (!state.artworkId)
    throw illegalState(
      'artwork_required',
      'Turn the work into an artwork first, then offer it to the collector.',
      'حوّل العمل إلى عمل فني أولًا ثم اعرضه على صاحب الطلب.',
    );
  if (state.saleOrderId && state.saleOrderId !== orderId)
    throw illegalState('already_offered', 'This work is already offered.', 'هذا العمل معروض بالفعل.');
  return state.artworkId;
}

const nextMilestone = (state: CommissionState): Milestone | null =>
  MILESTONES.find((m) => !state.approved.includes(m)) ?? null;

export const commissionDecider: Decider<CommissionState, CommissionCommand, CommissionEvent> = {
  category: 'commission',
  initialState: () => ({
    status: 'none',
    commissionId: '',
    collectorId: '',
    deadline: '',
    visibility: 'public',
    invitedArtistIds: [],
    bids: {},
    acceptedBidId: null,
    pending: null,
    approved: [],
    hidden: false,
    artworkId: null,
    saleOrderId: null,
  }),
  evolve(state, event) {
    const setBid = (bidId: string, change: Partial<BidState>) => {
      const bid = state.bids[bidId];
      return bid ? { ...state.bids, [bidId]: { ...bid, ...change } } : state.bids;
    };
    switch (event.type) {
      case 'CommissionPosted':
      case 'CommissionEdited': {
        const { deadline, visibility, invitedArtistIds } = event.data;
        const collectorId = event.type === 'CommissionPosted' ? event.data.collectorId : state.collectorId;
        const { commissionId } = event.data;
        return { ...state, status: 'open', commissionId, collectorId, deadline, visibility, invitedArtistIds };
      }
      case 'CommissionBidPlaced': {
        const { bidId, artistId, bidderId, amount } = event.data;
        return { ...state, bids: { ...state.bids, [bidId]: { artistId, bidderId, amount, status: 'active' } } };
      }
      case 'CommissionBidRevised':
        return { ...state, bids: setBid(event.data.bidId, { amount: event.data.amount }) };
      case 'CommissionBidWithdrawn':
        return { ...state, bids: setBid(event.data.bidId, { status: 'withdrawn' }) };
      case 'CommissionBidDeclined':
        return { ...state, bids: setBid(event.data.bidId, { status: 'declined' }) };
      case 'CommissionBidAccepted':
        return {
          ...state,
          status: 'in_progress',
          acceptedBidId: event.data.bidId,
          bids: setBid(event.data.bidId, { status: 'accepted' }),
        };
      case 'CommissionMilestoneSubmitted':
        return { ...state, pending: event.data.milestone };
      case 'CommissionMilestoneApproved':
        return { ...state, pending: null, approved: [...state.approved, event.data.milestone] };
      case 'CommissionCompleted':
        return { ...state, status: 'completed' };
      case 'CommissionCancelled':
        return { ...state, status: 'cancelled' };
      case 'CommissionClosed':
        return { ...state, status: 'closed' };
      case 'CommissionHidden':
        return { ...state, hidden: true };
      case 'CommissionRestored':
        return { ...state, hidden: false };
      case 'CommissionBidHidden':
        return { ...state, bids: setBid(event.data.bidId, { hidden: true }) };
      case 'CommissionBidRestored':
        return { ...state, bids: setBid(event.data.bidId, { hidden: false }) };
      case 'CommissionArtworkCreated':
        return { ...state, artworkId: event.data.artworkId };
      case 'CommissionWorkOfferedForSale':
        return { ...state, saleOrderId: event.data.orderId };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostCommission': {
        if (state.status !== 'none') return []; // a retried post
        const { commissionId, collectorId, collectorLang, details, categories, today, now } = command;
        ensure(checkDetails(details, today, categories));
        return [
          { type: 'CommissionPosted', data: { commissionId, collectorId, collectorLang, ...details, postedAt: now } },
        ];
      }
      case 'EditCommission': {
        existing(state);
        if (command.actorId !== state.collectorId) throw notCollector();
        if (state.status !== 'open') throw notOpen(state.status);
        ensure(checkDetails(command.details, command.today, command.categories));
        return [{ type: 'CommissionEdited', data: { commissionId: state.commissionId, ...command.details } }];
      }
      case 'PlaceBid': {
        existing(state);
        const { bidId, artistId, bidderId, bidderLang, terms, now } = command;
        if (state.bids[bidId]) return [];
        if (bidderId === state.collectorId)
          throw forbidden('You cannot bid on your own request.', 'لا يمكنك تقديم عرض على طلبك.', 'own_commission');
        if (state.status !== 'open') throw notOpen(state.status);
        if (state.hidden) throw commissionNotFound();
        const invited =
          state.invitedArtistIds.includes(bidderId) || (artistId && state.invitedArtistIds.includes(artistId));
        if (state.visibility === 'invited' && !invited)
          throw forbidden(
            'This request is open to invited artists only.',
            'هذا الطلب للفنانين المدعوين فقط.',
            'not_invited',
          );
        const same = Object.values(state.bids).find(
          (b) => b.status === 'active' && (b.artistId ?? b.bidderId) === (artistId ?? bidderId),
        );
        if (same)
          throw illegalState(
            'already_bid',
            'This artist already has a bid here: revise it.',
            'لهذا الفنان عرض قائم: عدّله.',
          );
        ensure(checkTerms(terms));
        const commissionId = state.commissionId;
        return [
          {
            type: 'CommissionBidPlaced',
            data: { commissionId, bidId, artistId, bidderId, bidderLang, ...terms, placedAt: now },
          },
        ];
      }
      case 'ReviseBid':
      case 'WithdrawBid': {
        existing(state);
        const bid = bidOf(state, command.bidId);
        if (command.actorId !== bid.bidderId) throw notBidder();
        if (state.status !== 'open') throw notOpen(state.status);
        if (command.type === 'WithdrawBid') {
          if (bid.status === 'withdrawn') return [];
          liveBid(bid);
          return [{ type: 'CommissionBidWithdrawn', data: { commissionId: state.commissionId, bidId: command.bidId } }];
        }
        liveBid(bid);
        ensure(checkTerms(command.terms));
        return [
          {
            type: 'CommissionBidRevised',
            data: { commissionId: state.commissionId, bidId: command.bidId, ...command.terms },
          },
        ];
      }
      case 'AcceptBid': {
        existing(state);
        if (command.actorId !== state.collectorId) throw notCollector();
        const bid = bidOf(state, command.bidId);
        if (state.acceptedBidId === command.bidId) return [];
        if (state.status !== 'open') throw notOpen(state.status);
        liveBid(bid);
        if (bid.hidden) throw illegalState('bid_hidden', 'A moderator hid this bid.', 'أخفى أحد المشرفين هذا العرض.');
        if (command.today > state.deadline)
          throw illegalState('deadline_passed', 'The deadline of this request has passed.', 'انقضى موعد هذا الطلب.');
        const commissionId = state.commissionId;
        const declined: CommissionEvent[] = Object.entries(state.bids)
          .filter(([id, b]) => id !== command.bidId && b.status === 'active')
          .map(([id, b]) => ({
            type: 'CommissionBidDeclined',
            data: { commissionId, bidId: id, bidderId: b.bidderId },
          }));
        return [
          {
            type: 'CommissionBidAccepted',
            data: {
              commissionId,
              bidId: command.bidId,
              bidderId: bid.bidderId,
              amount: bid.amount,
              acceptedAt: command.now,
            },
          },
          ...declined,
        ];
      }
      case 'SubmitMilestone': {
        existing(state);
        if (state.status !== 'in_progress')
          throw illegalState(
            'commission_not_in_progress',
            'No work is in progress here.',
            'لا يوجد عمل قيد التنفيذ هنا.',
          );
        const accepted = state.bids[state.acceptedBidId ?? ''];
        if (command.actorId !== accepted?.bidderId)
          throw forbidden(
            'Only the commissioned artist submits milestones.',
            'لا يقدّم المراحل إلا الفنان المكلّف.',
            'not_artist',
          );
        if (state.pending === command.milestone) return [];
        if (state.pending !== null || nextMilestone(state) !== command.milestone)
          throw illegalState('milestone_out_of_order', 'That is not the next milestone.', 'هذه ليست المرحلة التالية.');
        ensure(checkMaxLength('note', command.note, LIMITS.message));
        return [
          {
            type: 'CommissionMilestoneSubmitted',
            data: {
              commissionId: state.commissionId,
              milestone: command.milestone,
              byId: command.actorId,
              note: command.note.trim(),
            },
          },
        ];
      }
      case 'ApproveMilestone': {
        existing(state);
        if (command.actorId !== state.collectorId) throw notCollector();
        if (state.approved.includes(command.milestone)) return [];
        if (state.status !== 'in_progress' || state.pending !== command.milestone)
          throw illegalState(
            'milestone_not_submitted',
            'The artist has not submitted this milestone yet.',
            'لم يقدّم الفنان هذه المرحلة بعد.',
          );
        const approved: CommissionEvent = {
          type: 'CommissionMilestoneApproved',
          data: { commissionId: state.commissionId, milestone: command.milestone, collectorId: command.actorId },
        };
        return command.milestone === 'completed'
          ? [
              approved,
              { type: 'CommissionCompleted', data: { commissionId: state.commissionId, completedAt: command.now } },
            ]
          : [approved];
      }
      case 'CancelCommission': {
        existing(state);
        if (state.status === 'cancelled') return [];
        const reason = command.reason?.trim() ?? '';
        if (state.status === 'open') {
          if (command.actorId !== state.collectorId) throw notCollector();
          return [
            {
              type: 'CommissionCancelled',
              data: { commissionId: state.commissionId, byId: command.actorId, reason: reason || null, stage: 'open' },
            },
          ];
        }
        if (state.status !== 'in_progress') throw notOpen(state.status);
        const artistId = state.bids[state.acceptedBidId ?? '']?.bidderId;
        if (command.actorId !== state.collectorId && command.actorId !== artistId)
          throw forbidden(
            'Only the collector or the commissioned artist may cancel work in progress.',
            'لا يلغي العمل الجاري إلا صاحب الطلب أو الفنان المكلّف.',
            'not_party',
          );
        ensure(checkStatedReason(reason));
        return [
          {
            type: 'CommissionCancelled',
            data: { commissionId: state.commissionId, byId: command.actorId, reason, stage: 'in_progress' },
          },
        ];
      }
      case 'HideCommission': {
        const reason = moderation(state, command);
        if (state.hidden) return [];
        const { commissionId } = state;
        const { moderatorId, now } = command;
        return [{ type: 'CommissionHidden', data: { commissionId, moderatorId, reason, hiddenAt: now } }];
      }
      case 'RestoreCommission': {
        const reason = moderation(state, command);
        if (!state.hidden) return [];
        const { commissionId } = state;
        return [{ type: 'CommissionRestored', data: { commissionId, moderatorId: command.moderatorId, reason } }];
      }
      case 'HideBid':
      case 'RestoreBid': {
        const reason = moderation(state, command);
        const bid = bidOf(state, command.bidId);
        const { commissionId } = state;
        const { bidId, moderatorId } = command;
        if (command.type === 'HideBid')
          return bid.hidden
            ? []
            : [
                {
                  type: 'CommissionBidHidden',
                  data: { commissionId, bidId, moderatorId, reason, hiddenAt: command.now },
                },
              ];
        return bid.hidden
          ? [{ type: 'CommissionBidRestored', data: { commissionId, bidId, moderatorId, reason } }]
          : [];
      }
      case 'LinkArtwork': {
        existing(state);
        deliveredWorkOf(state, state.bids[state.acceptedBidId ?? ''], command.actorId);
        if (state.artworkId === command.artworkId) return [];
        if (state.artworkId)
          throw illegalState(
            'artwork_already_created',
            'This work is already an artwork.',
            'هذا العمل أصبح عملًا فنيًا بالفعل.',
          );
        const { commissionId } = state;
        const { actorId: byId, artworkId, now: createdAt } = command;
        return [{ type: 'CommissionArtworkCreated', data: { commissionId, artworkId, byId, createdAt } }];
      }
      case 'OfferWorkForSale': {
        existing(state);
        const accepted = deliveredWorkOf(state, state.bids[state.acceptedBidId ?? ''], command.actorId);
        const artworkId = offerableArtwork(state, command.orderId);
        if (state.saleOrderId === command.orderId) return [];
        const { commissionId, collectorId } = state;
        const { actorId: byId, orderId, now: offeredAt } = command;
        const amount = accepted.amount;
        return [
          {
            type: 'CommissionWorkOfferedForSale',
            data: { commissionId, artworkId, orderId, collectorId, amount, byId, offeredAt },
          },
        ];
      }
      case 'CloseExpired': {
        if (state.status !== 'open' || command.today <= state.deadline) return [];
        return [
          {
            type: 'CommissionClosed',
            data: { commissionId: state.commissionId, reason: 'deadline_passed', closedAt: command.now },
          },
        ];
      }
    }
  },
};
