/** The waiting list of a sold-out tier: joining and leaving, the freed seat offered in order and held for its
 * person alone, and the offer lapsing to the next one waiting. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { fold } from '../../platform/commands/decider.js';
import { workshopDecider } from './workshop.decider.js';
import { created, details, now, published, seatTaken, take } from './testing/workshop-fixtures.js';
import type { WorkshopEvent } from './workshops.events.js';

const holdMs = 30 * 60_000;
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
/** The early-bird tier has one seat: taken by x. */
const soldOut = [created, published, seatTaken('rx', 'x', 'early')];
const joined = (userId: string, tierId = 'early'): WorkshopEvent => ({
  type: 'WaitlistJoined',
  data: { workshopId: 'w', tierId, userId, joinedAt: now.toISOString() },
});
const offered = (userId: string, at = now, tierId = 'early'): WorkshopEvent => ({
  type: 'WaitlistSeatOffered',
  data: {
    workshopId: 'w',
    tierId,
    userId,
    offeredAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + holdMs).toISOString(),
  },
});
const released = (registrationId = 'rx', tierId = 'early'): WorkshopEvent => ({
  type: 'WorkshopSeatReleased',
  data: { workshopId: 'w', registrationId, tierId, reason: 'cancelled' },
});
const lapsed = (userId: string): WorkshopEvent => ({
  type: 'WaitlistOfferLapsed',
  data: { workshopId: 'w', tierId: 'early', userId },
});

const spec = specFor(workshopDecider);

describe('joining and leaving the waiting list', () => {
  it('joins a sold-out tier once; joining again changes nothing', () => {
    spec(soldOut)
      .when({ type: 'JoinWaitlist', tierId: 'early', userId: 'u1', now })
      .then([joined('u1')]);
    spec([...soldOut, joined('u1')])
      .when({ type: 'JoinWaitlist', tierId: 'early', userId: 'u1', now })
      .then([]);
  });
  it('refuses a tier still on sale, an unknown tier (naming it), a person registered or waiting for another', () => {
    spec([created, published])
      .when({ type: 'JoinWaitlist', tierId: 'early', userId: 'u1', now })
      .thenError('tickets_available');
    spec(soldOut).when({ type: 'JoinWaitlist', tierId: 'vip', userId: 'u1', now }).thenError('unknown_tier', 'tierId');
    spec(soldOut).when({ type: 'JoinWaitlist', tierId: 'early', userId: 'x', now }).thenError('already_registered');
    const fullWorkshop = [...soldOut, seatTaken('ry', 'y'), seatTaken('rz', 'z'), joined('u1')];
    spec(fullWorkshop)
      .when({ type: 'JoinWaitlist', tierId: 'standard', userId: 'u1', now })
      .thenError('already_waiting');
    spec([created]).when({ type: 'JoinWaitlist', tierId: 'early', userId: 'u1', now }).thenError('registration_closed');
  });
  it('leaves once; leaving when not waiting changes nothing', () => {
    spec([...soldOut, joined('u1')])
      .when({ type: 'LeaveWaitlist', tierId: 'early', userId: 'u1', now, holdMs })
      .then([{ type: 'WaitlistLeft', data: { workshopId: 'w', tierId: 'early', userId: 'u1' } }]);
    spec(soldOut).when({ type: 'LeaveWaitlist', tierId: 'early', userId: 'u1', now, holdMs }).then([]);
  });
});

describe('offering a freed seat', () => {
  it('offers the released seat to the first person waiting, held for the hold time', () => {
    spec([...soldOut, joined('u1'), joined('u2')])
      .when({ type: 'ReleaseSeat', registrationId: 'rx', reason: 'cancelled', now, holdMs })
      .then([released(), offered('u1')]);
  });
  it('puts a released seat back on sale when nobody waits', () => {
    spec(soldOut)
      .when({ type: 'ReleaseSeat', registrationId: 'rx', reason: 'cancelled', now, holdMs })
      .then([released()]);
  });
  it('holds the offered seat for its person alone while the offer runs', () => {
    const offer = [...soldOut, joined('u1'), joined('u2'), released(), offered('u1')];
    spec(offer)
      .when(take({ userId: 'u2', registrationId: 'r2' }))
      .thenError('tier_sold_out');
    const [seat] = workshopDecider.decide(take({ userId: 'u1', registrationId: 'r1' }), fold(workshopDecider, offer));
    expect(seat).toMatchObject({ type: 'WorkshopSeatTaken', data: { userId: 'u1', tierId: 'early' } });
    // Taken, the offer is used up: the tier is sold out again and u2 still waits.
    spec([...offer, seat!])
      .when({ type: 'LapseOffers', now: later(60), holdMs })
      .then([]);
  });
  it('does not honour an offer past its time, even before the sweep lapses it', () => {
    spec([...soldOut, joined('u1'), released(), offered('u1')])
      .when(take({ userId: 'u1', registrationId: 'r1', now: later(31) }))
      .thenError('tier_sold_out');
  });
  it('lapses an offer past its time and offers the seat to the next person', () => {
    const offer = [...soldOut, joined('u1'), joined('u2'), released(), offered('u1')];
    spec(offer)
      .when({ type: 'LapseOffers', now: later(10), holdMs })
      .then([]);
    spec(offer)
      .when({ type: 'LapseOffers', now: later(31), holdMs })
      .then([lapsed('u1'), offered('u2', later(31))]);
  });
  it('passes the seat on when the person offered leaves the list', () => {
    spec([...soldOut, joined('u1'), joined('u2'), released(), offered('u1')])
      .when({ type: 'LeaveWaitlist', tierId: 'early', userId: 'u1', now: later(5), holdMs })
      .then([
        { type: 'WaitlistLeft', data: { workshopId: 'w', tierId: 'early', userId: 'u1' } },
        offered('u2', later(5)),
      ]);
  });
  it('skips a person waiting for a tier the organiser has since removed', () => {
    const removed: WorkshopEvent = {
      type: 'WorkshopUpdated',
      data: { workshopId: 'w', actorId: 'org', ...details, ticketTiers: [details.ticketTiers[1]!] },
    };
    spec([...soldOut, joined('u1'), removed, joined('u2', 'standard')])
      .when({ type: 'ReleaseSeat', registrationId: 'rx', reason: 'cancelled', now, holdMs })
      .then([released(), offered('u2', now, 'standard')]);
  });
  it('offers nothing for a cancelled workshop', () => {
    const cancelled: WorkshopEvent = { type: 'WorkshopCancelled', data: { workshopId: 'w', actorId: 'org' } };
    spec([...soldOut, joined('u1'), cancelled])
      .when({ type: 'ReleaseSeat', registrationId: 'rx', reason: 'cancelled', now, holdMs })
      .then([released()]);
  });
});

describe('raising capacity', () => {
  const raise = (over: Partial<typeof details>, at = now) => ({
    type: 'UpdateWorkshop' as const,
    actorId: 'org',
    isAdmin: false,
    details: { ...details, ...over },
    now: at,
    holdMs,
  });
  const updated = (over: Partial<typeof details>): WorkshopEvent => ({
    type: 'WorkshopUpdated',
    data: { workshopId: 'w', actorId: 'org', ...details, ...over },
  });
  const tiers = (maxQuantity: number | null) => [{ ...details.ticketTiers[0]!, maxQuantity }, details.ticketTiers[1]!];

  it('offers the seats a raised tier frees to the people waiting, in order, at once', () => {
    const more = { ticketTiers: tiers(3) };
    spec([...soldOut, joined('u1'), joined('u2'), joined('u3')])
      .when(raise(more, later(5)))
      .then([updated(more), offered('u1', later(5)), offered('u2', later(5))]);
  });
  it('offers the seats a raised workshop frees, within each tier’s own limit', () => {
    // Three seats: x (early), y and z (standard). The workshop is full; u1 waits for standard, u2 for early.
    const full = [...soldOut, seatTaken('ry', 'y'), seatTaken('rz', 'z'), joined('u1', 'standard')];
    const bigger = { maxParticipants: 5, ticketTiers: tiers(2) };
    spec([...full, joined('u2')])
      .when(raise(bigger))
      .then([updated(bigger), offered('u1', now, 'standard'), offered('u2')]);
    // Only the workshop raised: the early tier's one seat is still x's, so u2 is not offered one.
    const room = { maxParticipants: 5 };
    spec([...full, joined('u2')])
      .when(raise(room))
      .then([updated(room), offered('u1', now, 'standard')]);
  });
  it('offers nothing when the edit frees no seat, or the workshop is not on sale', () => {
    spec([...soldOut, joined('u1')])
      .when(raise({ title: 'Renamed' }))
      .then([updated({ title: 'Renamed' })]);
    const draft = [created, seatTaken('rx', 'x', 'early'), joined('u1')];
    spec(draft)
      .when(raise({ ticketTiers: tiers(2) }))
      .then([updated({ ticketTiers: tiers(2) })]);
  });
});
