/** Commission requests: every transition given/when/then, and each refusal by code in both languages. */
import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { commissionDecider, type CommissionCommand } from './commission.decider.js';
import type { BidTerms, CommissionDetails, CommissionEvent } from './commission.events.js';
import { PORTRAIT_REQUEST } from './testing/portrait-request.js';

const commissionId = 'c1';
const today = '2026-11-26';
const now = '2026-11-26T10:00:00.000Z';
const categories = ['painting', 'sculpture'];
const details: CommissionDetails = {
  ...PORTRAIT_REQUEST,
  titleAr: '',
  descriptionAr: '',
  deadline: '2027-01-31',
  referenceImages: [{ id: 'img1', url: '/media/images/img1.webp', thumbnailUrl: '/media/images/img1-thumb.webp' }],
  visibility: 'public',
  invitedArtistIds: [],
};
const terms: BidTerms = { amount: 400_000, timelineDays: 30, proposal: 'Two sittings from the photo.', sketches: [] };

const post = (d: Partial<CommissionDetails> = {}): CommissionCommand => ({
  type: 'PostCommission',
  commissionId,
  collectorId: 'collector',
  collectorLang: 'ar',
  details: { ...details, ...d },
  categories,
  today,
  now,
});
const posted: CommissionEvent = {
  type: 'CommissionPosted',
  data: { commissionId, collectorId: 'collector', collectorLang: 'ar', ...details, postedAt: now },
};
const bid = (bidId: string, bidderId: string, artistId: string | null = null): CommissionCommand => ({
  type: 'PlaceBid',
  bidId,
  artistId,
  bidderId,
  bidderLang: 'en',
  terms,
  now,
});
const placed = (bidId: string, bidderId: string, artistId: string | null = null): CommissionEvent => ({
  type: 'CommissionBidPlaced',
  data: { commissionId, bidId, artistId, bidderId, bidderLang: 'en', ...terms, placedAt: now },
});
const accepted: CommissionEvent = {
  type: 'CommissionBidAccepted',
  data: { commissionId, bidId: 'b1', bidderId: 'artist1', amount: terms.amount, acceptedAt: now },
};
const declinedB2: CommissionEvent = {
  type: 'CommissionBidDeclined',
  data: { commissionId, bidId: 'b2', bidderId: 'artist2' },
};
const twoBids = [posted, placed('b1', 'artist1'), placed('b2', 'artist2')];
const inProgress = [...twoBids, accepted, declinedB2];
const submitted = (milestone: 'sketch_approved' | 'work_in_progress' | 'completed'): CommissionEvent => ({
  type: 'CommissionMilestoneSubmitted',
  data: { commissionId, milestone, byId: 'artist1', note: '' },
});
const approved = (milestone: 'sketch_approved' | 'work_in_progress' | 'completed'): CommissionEvent => ({
  type: 'CommissionMilestoneApproved',
  data: { commissionId, milestone, collectorId: 'collector' },
});

const spec = specFor(commissionDecider);

describe('PostCommission', () => {
  it('records the request once', () => {
    spec([]).when(post()).then([posted]);
    spec([posted]).when(post()).then([]);
  });
  it('takes title and description in either language', () => {
    const arabic = { title: '', titleAr: 'صورة جدي', description: '', descriptionAr: 'لوحة زيتية' };
    spec([])
      .when(post(arabic))
      .then([{ ...posted, data: { ...posted.data, ...arabic } } as CommissionEvent]);
  });
  it('refuses missing fields by name with the spec message', () => {
    spec([])
      .when(post({ title: '', titleAr: '' }))
      .thenError('validation_failed', 'title');
    spec([])
      .when(post({ description: '', descriptionAr: '' }))
      .thenError('validation_failed', 'descriptionAr');
    spec([])
      .when(post({ category: 'jewellery' }))
      .thenError('validation_failed', 'category');
    spec([])
      .when(post({ medium: ' ' }))
      .thenError('validation_failed', 'medium');
    spec([])
      .when(post({ budgetMin: 0 }))
      .thenError('validation_failed', 'budgetMin');
    spec([])
      .when(post({ budgetMax: 100 }))
      .thenError('validation_failed', 'budgetMax');
    spec([])
      .when(post({ deadline: today }))
      .thenError('validation_failed', 'deadline');
    spec([])
      .when(post({ visibility: 'invited' }))
      .thenError('validation_failed', 'invitedArtistIds');
  });
});

describe('EditCommission', () => {
  const edit = (actorId: string): CommissionCommand => ({
    type: 'EditCommission',
    actorId,
    details: { ...details, style: 'Impressionism' },
    categories,
    today,
  });
  it('the collector edits an open request', () => {
    spec([posted])
      .when(edit('collector'))
      .then([{ type: 'CommissionEdited', data: { commissionId, ...details, style: 'Impressionism' } }]);
  });
  it('nobody else, and not once work started', () => {
    spec([posted]).when(edit('artist1')).thenError('not_collector');
    spec(inProgress).when(edit('collector')).thenError('commission_not_open');
    spec([]).when(edit('collector')).thenError('not_found');
  });
});

describe('PlaceBid, ReviseBid, WithdrawBid', () => {
  it('an artist bids once; a retry changes nothing', () => {
    spec([posted])
      .when(bid('b1', 'artist1'))
      .then([placed('b1', 'artist1')]);
    spec([posted, placed('b1', 'artist1')])
      .when(bid('b1', 'artist1'))
      .then([]);
  });
  it('a gallery bids for an artist it represents, once per artist', () => {
    spec([posted])
      .when(bid('b3', 'gallery', 'artistProfile'))
      .then([placed('b3', 'gallery', 'artistProfile')]);
    spec([posted, placed('b3', 'gallery', 'artistProfile')])
      .when(bid('b4', 'artistProfileOwner', 'artistProfile'))
      .thenError('already_bid');
  });
  it('refuses the collector, a closed request, bad terms and the uninvited', () => {
    spec([posted]).when(bid('b1', 'collector')).thenError('own_commission');
    spec(inProgress).when(bid('b9', 'artist9')).thenError('commission_not_open');
    spec([posted])
      .when({
        ...(bid('b1', 'artist1') as Extract<CommissionCommand, { type: 'PlaceBid' }>),
        terms: { ...terms, proposal: '' },
      })
      .thenError('validation_failed', 'proposal');
    const invitedOnly: CommissionEvent = {
      ...posted,
      data: { ...posted.data, visibility: 'invited', invitedArtistIds: ['artistProfile'] },
    } as CommissionEvent;
    spec([invitedOnly]).when(bid('b1', 'artist1')).thenError('not_invited');
    spec([invitedOnly])
      .when(bid('b1', 'gallery', 'artistProfile'))
      .then([placed('b1', 'gallery', 'artistProfile')]);
  });
  it('the bidder revises or withdraws while the request is open', () => {
    const revised = { ...terms, amount: 450_000 };
    spec(twoBids)
      .when({ type: 'ReviseBid', bidId: 'b1', actorId: 'artist1', terms: revised })
      .then([{ type: 'CommissionBidRevised', data: { commissionId, bidId: 'b1', ...revised } }]);
    spec(twoBids)
      .when({ type: 'WithdrawBid', bidId: 'b1', actorId: 'artist1' })
      .then([{ type: 'CommissionBidWithdrawn', data: { commissionId, bidId: 'b1' } }]);
    spec(twoBids).when({ type: 'WithdrawBid', bidId: 'b1', actorId: 'artist2' }).thenError('not_bidder');
    spec(inProgress).when({ type: 'WithdrawBid', bidId: 'b2', actorId: 'artist2' }).thenError('commission_not_open');
    spec(twoBids).when({ type: 'WithdrawBid', bidId: 'nope', actorId: 'artist2' }).thenError('not_found');
  });
});

describe('AcceptBid', () => {
  const accept = (bidId: string, actorId = 'collector', on = today): CommissionCommand => ({
    type: 'AcceptBid',
    bidId,
    actorId,
    today: on,
    now,
  });
  it('accepts one bid and declines every other live bid in the same append', () => {
    spec(twoBids).when(accept('b1')).then([accepted, declinedB2]);
    spec(inProgress).when(accept('b1')).then([]);
  });
  it('a second accept of another bid finds the request in progress', () => {
    spec(inProgress).when(accept('b2')).thenError('commission_not_open');
  });
  it('only the collector, only a live bid, not after the deadline', () => {
    spec(twoBids).when(accept('b1', 'artist2')).thenError('not_collector');
    spec([...twoBids, { type: 'CommissionBidWithdrawn', data: { commissionId, bidId: 'b1' } }])
      .when(accept('b1'))
      .thenError('bid_not_active');
    spec(twoBids)
      .when(accept('b1', 'collector', '2027-02-01'))
      .thenError('deadline_passed');
  });
});

describe('milestones', () => {
  const submit = (milestone: 'sketch_approved' | 'work_in_progress' | 'completed', actorId = 'artist1') =>
    ({ type: 'SubmitMilestone', actorId, milestone, note: '' }) as CommissionCommand;
  const approve = (milestone: 'sketch_approved' | 'work_in_progress' | 'completed', actorId = 'collector') =>
    ({ type: 'ApproveMilestone', actorId, milestone, now }) as CommissionCommand;
  it('the artist submits each in turn, the collector approves it', () => {
    spec(inProgress)
      .when(submit('sketch_approved'))
      .then([submitted('sketch_approved')]);
    spec([...inProgress, submitted('sketch_approved')])
      .when(approve('sketch_approved'))
      .then([approved('sketch_approved')]);
    spec([...inProgress, submitted('sketch_approved'), approved('sketch_approved')])
      .when(submit('work_in_progress'))
      .then([submitted('work_in_progress')]);
  });
  it('approving the last milestone completes the request', () => {
    const before = [
      ...inProgress,
      submitted('sketch_approved'),
      approved('sketch_approved'),
      submitted('work_in_progress'),
      approved('work_in_progress'),
      submitted('completed'),
    ];
    spec(before)
      .when(approve('completed'))
      .then([approved('completed'), { type: 'CommissionCompleted', data: { commissionId, completedAt: now } }]);
  });
  it('refuses skipped milestones, other people and unsubmitted approvals', () => {
    spec(inProgress).when(submit('completed')).thenError('milestone_out_of_order');
    spec(inProgress).when(submit('sketch_approved', 'artist2')).thenError('not_artist');
    spec(inProgress).when(approve('sketch_approved')).thenError('milestone_not_submitted');
    spec([...inProgress, submitted('sketch_approved')])
      .when(approve('sketch_approved', 'artist1'))
      .thenError('not_collector');
    spec(twoBids).when(submit('sketch_approved')).thenError('commission_not_in_progress');
  });
});

describe('CancelCommission', () => {
  const cancel = (actorId: string, reason: string | null = null): CommissionCommand => ({
    type: 'CancelCommission',
    actorId,
    reason,
  });
  it('the collector cancels an open request without a reason', () => {
    spec(twoBids)
      .when(cancel('collector'))
      .then([{ type: 'CommissionCancelled', data: { commissionId, byId: 'collector', reason: null, stage: 'open' } }]);
    spec(twoBids).when(cancel('artist1')).thenError('not_collector');
  });
  it('in progress either party cancels, with a reason', () => {
    spec(inProgress)
      .when(cancel('artist1', 'Ill'))
      .then([
        { type: 'CommissionCancelled', data: { commissionId, byId: 'artist1', reason: 'Ill', stage: 'in_progress' } },
      ]);
    spec(inProgress).when(cancel('collector')).thenError('validation_failed', 'reason');
    spec(inProgress).when(cancel('artist2', 'why not')).thenError('not_party');
  });
  it('not once completed', () => {
    spec([...inProgress, { type: 'CommissionCompleted', data: { commissionId, completedAt: now } }])
      .when(cancel('collector', 'late'))
      .thenError('commission_not_open');
  });
});

describe('CloseExpired', () => {
  const close = (on: string): CommissionCommand => ({ type: 'CloseExpired', today: on, now });
  it('closes an open request whose deadline has passed', () => {
    spec(twoBids)
      .when(close('2027-02-01'))
      .then([{ type: 'CommissionClosed', data: { commissionId, reason: 'deadline_passed', closedAt: now } }]);
  });
  it('leaves a request before its deadline, or with an accepted bid', () => {
    spec(twoBids).when(close('2027-01-31')).then([]);
    spec(inProgress).when(close('2027-02-01')).then([]);
  });
});

describe('HideCommission, RestoreCommission, HideBid, RestoreBid', () => {
  const mod = { moderatorId: 'mod', moderator: true, reason: 'Abusive words in the brief' };
  const hide: CommissionCommand = { type: 'HideCommission', now, ...mod };
  const hidden: CommissionEvent = {
    type: 'CommissionHidden',
    data: { commissionId, moderatorId: 'mod', reason: mod.reason, hiddenAt: now },
  };
  const hideBid: CommissionCommand = { type: 'HideBid', bidId: 'b2', now, ...mod };
  const bidHidden: CommissionEvent = {
    type: 'CommissionBidHidden',
    data: { commissionId, bidId: 'b2', moderatorId: 'mod', reason: mod.reason, hiddenAt: now },
  };

  it('a moderator hides a request with the reason, once, and restores it', () => {
    spec([posted]).when(hide).then([hidden]);
    spec([posted, hidden]).when(hide).then([]);
    spec([posted, hidden])
      .when({ type: 'RestoreCommission', ...mod, reason: 'Reviewed again' })
      .then([{ type: 'CommissionRestored', data: { commissionId, moderatorId: 'mod', reason: 'Reviewed again' } }]);
    spec([posted])
      .when({ type: 'RestoreCommission', ...mod })
      .then([]);
  });

  it('a moderator hides one bid, which then cannot be accepted, and restores it', () => {
    spec(twoBids).when(hideBid).then([bidHidden]);
    spec([...twoBids, bidHidden])
      .when(hideBid)
      .then([]);
    spec([...twoBids, bidHidden])
      .when({ type: 'AcceptBid', bidId: 'b2', actorId: 'collector', today, now })
      .thenError('bid_hidden');
    spec([...twoBids, bidHidden])
      .when({ type: 'RestoreBid', bidId: 'b2', ...mod })
      .then([
        { type: 'CommissionBidRestored', data: { commissionId, bidId: 'b2', moderatorId: 'mod', reason: mod.reason } },
      ]);
  });

  it('nobody bids on a hidden request', () => {
    spec([posted, hidden]).when(bid('b1', 'artist1')).thenError('not_found');
  });

  it('refuses anyone but a moderator, a missing or short reason, an unknown request or bid', () => {
    spec([posted])
      .when({ ...hide, moderatorId: 'collector', moderator: false })
      .thenError('not_moderator');
    spec(twoBids)
      .when({ ...hideBid, moderatorId: 'artist1', moderator: false })
      .thenError('not_moderator');
    spec([posted])
      .when({ ...hide, reason: '  ' })
      .thenError('validation_failed', 'reason');
    spec([posted])
      .when({ ...hide, reason: 'no' })
      .thenError('validation_failed', 'reason');
    spec([posted])
      .when({ ...hide, reason: 'x'.repeat(501) })
      .thenError('validation_failed', 'reason');
    spec([]).when(hide).thenError('not_found');
    spec([posted]).when(hideBid).thenError('not_found');
  });
});

const completed: CommissionEvent[] = [
  ...inProgress,
  submitted('sketch_approved'),
  approved('sketch_approved'),
  submitted('work_in_progress'),
  approved('work_in_progress'),
  submitted('completed'),
  approved('completed'),
  { type: 'CommissionCompleted', data: { commissionId, completedAt: now } },
];
const link = (actorId = 'artist1', artworkId = 'art1'): CommissionCommand => ({
  type: 'LinkArtwork',
  actorId,
  artworkId,
  now,
});
const linked: CommissionEvent = {
  type: 'CommissionArtworkCreated',
  data: { commissionId, artworkId: 'art1', byId: 'artist1', createdAt: now },
};

describe('LinkArtwork', () => {
  it('the commissioned artist links the draft artwork it made of the completed work, once', () => {
    spec(completed).when(link()).then([linked]);
    spec([...completed, linked])
      .when(link())
      .then([]);
    spec([...completed, linked])
      .when(link('artist1', 'art2'))
      .thenError('artwork_already_created');
  });

  it('nobody else, and not before the commission is completed', () => {
    spec(completed).when(link('collector')).thenError('not_artist');
    spec(completed).when(link('artist2')).thenError('not_artist');
    spec(inProgress).when(link()).thenError('commission_not_completed');
    spec(twoBids).when(link()).thenError('not_artist');
  });
});

describe('OfferWorkForSale', () => {
  const offer = (actorId = 'artist1', orderId = 'o1'): CommissionCommand => ({
    type: 'OfferWorkForSale',
    actorId,
    orderId,
    now,
  });
  const offered: CommissionEvent = {
    type: 'CommissionWorkOfferedForSale',
    data: {
      commissionId,
      artworkId: 'art1',
      orderId: 'o1',
      collectorId: 'collector',
      amount: terms.amount,
      byId: 'artist1',
      offeredAt: now,
    },
  };

  it('the commissioned artist offers the artwork to the collector at the accepted bid’s amount, once', () => {
    spec([...completed, linked])
      .when(offer())
      .then([offered]);
    spec([...completed, linked, offered])
      .when(offer())
      .then([]);
    spec([...completed, linked, offered])
      .when(offer('artist1', 'o2'))
      .thenError('already_offered');
  });

  it('the amount is the accepted bid’s as last revised before acceptance', () => {
    const revised: CommissionEvent = {
      type: 'CommissionBidRevised',
      data: { commissionId, bidId: 'b1', ...terms, amount: 450_000 },
    };
    const history = [...twoBids, revised, ...completed.slice(twoBids.length), linked];
    const atRevised = { ...offered, data: { ...offered.data, amount: 450_000 } } as CommissionEvent;
    spec(history).when(offer()).then([atRevised]);
  });

  it('nobody else, not before completion, and not before the work is an artwork', () => {
    spec([...completed, linked])
      .when(offer('collector'))
      .thenError('not_artist');
    spec([...completed, linked])
      .when(offer('artist2'))
      .thenError('not_artist');
    spec(inProgress).when(offer()).thenError('commission_not_completed');
    spec(completed).when(offer()).thenError('artwork_required');
    spec([]).when(offer()).thenError('not_found');
  });
});
