/**
 * The waiting list of a sold-out ticket tier, kept on the workshop's own stream beside the seats: a seat offered
 * to the first person waiting is held like a taken one, so the same revision check that stops an oversell stops
 * anyone else from taking the offered seat while the offer runs. Whenever a seat frees (a release, a person
 * leaving with an offer, an offer lapsing), the people waiting are offered what is free, in joining order.
 */
import { DomainError, illegalState } from '../../platform/errors/domain-errors.js';
import type { WaitlistEvent, WaitlistSeatOffered, WorkshopDetails, WorkshopEvent } from './workshops.events.js';

export interface WaitingPlace {
  tierId: string;
  userId: string;
  joinedAt: string;
  offer: { offeredAt: string; expiresAt: string } | null;
}

/** When the command runs and how long an offered seat is held (the settings' `workshopSeatHoldMinutes`). */
export interface OfferTiming {
  now: Date;
  holdMs: number;
}

export type WaitlistCommand =
  | { type: 'JoinWaitlist'; tierId: string; userId: string; now: Date }
  | ({ type: 'LeaveWaitlist'; tierId: string; userId: string } & OfferTiming)
  | ({ type: 'LapseOffers' } & OfferTiming);

/** What the waiting list reads of a workshop's state (the workshop decider's, once the workshop exists). */
export interface Open {
  status: string;
  workshopId: string;
  details: WorkshopDetails;
  seats: Record<string, { tierId: string; userId: string; quantity: number }>;
  waitlist: WaitingPlace[];
}
type Evolve<S extends Open> = (state: S, event: WorkshopEvent) => S;

export const liveOffer = (place: WaitingPlace | undefined, now: Date) =>
  !!place?.offer && new Date(place.offer.expiresAt).getTime() > now.getTime();

/**
 * Why `wanted` seats of `tierId` cannot be had now (`workshop_full`, `tier_sold_out`), or null when they are free.
 * A registration holds its quantity of seats, an offer one; `holder` is the person whose own offer is left out
 * (they are the one it is held for).
 */
export function noRoom(
  state: Open,
  tierId: string,
  holder?: string,
  wanted = 1,
): 'workshop_full' | 'tier_sold_out' | null {
  const held = [
    ...Object.values(state.seats).map((s) => ({ tierId: s.tierId, seats: s.quantity })),
    ...state.waitlist.filter((p) => p.offer && p.userId !== holder).map((p) => ({ tierId: p.tierId, seats: 1 })),
  ];
  const count = (of: typeof held) => of.reduce((sum, h) => sum + h.seats, 0);
  if (count(held) + wanted > state.details.maxParticipants) return 'workshop_full';
  const tier = state.details.ticketTiers.find((t) => t.id === tierId);
  if (tier && tier.maxQuantity !== null && count(held.filter((h) => h.tierId === tierId)) + wanted > tier.maxQuantity)
    return 'tier_sold_out';
  return null;
}

export function evolveWaitlist<S extends Open>(state: S, event: WaitlistEvent): S {
  const { tierId, userId } = event.data;
  switch (event.type) {
    case 'WaitlistJoined':
      return {
        ...state,
        waitlist: [...state.waitlist, { tierId, userId, joinedAt: event.data.joinedAt, offer: null }],
      };
    case 'WaitlistSeatOffered': {
      const offer = { offeredAt: event.data.offeredAt, expiresAt: event.data.expiresAt };
      return { ...state, waitlist: state.waitlist.map((p) => (p.userId === userId ? { ...p, offer } : p)) };
    }
    case 'WaitlistLeft':
    case 'WaitlistOfferLapsed':
      return { ...state, waitlist: state.waitlist.filter((p) => p.userId !== userId) };
  }
}

/** The offers that `events` make possible: each free seat to the first person waiting for its tier. */
export function withOffers<S extends Open>(
  state: S,
  events: WorkshopEvent[],
  timing: OfferTiming,
  evolve: Evolve<S>,
): WorkshopEvent[] {
  let current = events.reduce(evolve, state);
  if (current.status !== 'published' || new Date(current.details.startDate).getTime() <= timing.now.getTime())
    return events;
  const offers: WaitlistSeatOffered[] = [];
  const tiers = new Set(current.details.ticketTiers.map((t) => t.id));
  for (const place of current.waitlist) {
    // A tier the organiser has since removed has nothing to offer.
    if (place.offer || !tiers.has(place.tierId) || noRoom(current, place.tierId)) continue;
    const offer: WaitlistSeatOffered = {
      type: 'WaitlistSeatOffered',
      data: {
        workshopId: current.workshopId,
        tierId: place.tierId,
        userId: place.userId,
        offeredAt: timing.now.toISOString(),
        expiresAt: new Date(timing.now.getTime() + timing.holdMs).toISOString(),
      },
    };
    offers.push(offer);
    current = evolve(current, offer);
  }
  return [...events, ...offers];
}

const unknownTier = () =>
  new DomainError('not_found', 'unknown_tier', 'Ticket tier not found.', 'فئة التذاكر غير موجودة.', [
    {
      field: 'tierId',
      code: 'unknown_tier',
      message: 'Choose one of this workshop’s tickets.',
      messageAr: 'اختر إحدى تذاكر هذه الورشة.',
    },
  ]);

function join(command: Extract<WaitlistCommand, { type: 'JoinWaitlist' }>, state: Open): WorkshopEvent[] {
  if (!state.details.ticketTiers.some((t) => t.id === command.tierId)) throw unknownTier();
  const place = state.waitlist.find((p) => p.userId === command.userId);
  if (place?.tierId === command.tierId) return [];
  if (state.status !== 'published' || new Date(state.details.startDate).getTime() <= command.now.getTime())
    throw illegalState(
      'registration_closed',
      'Registration for this workshop is closed.',
      'التسجيل في هذه الورشة مغلق.',
    );
  if (Object.values(state.seats).some((s) => s.userId === command.userId))
    throw illegalState(
      'already_registered',
      'You are already registered for this workshop.',
      'أنت مسجّل في هذه الورشة بالفعل.',
    );
  if (place)
    throw illegalState(
      'already_waiting',
      'You are already on this workshop’s waiting list for another ticket; leave it first.',
      'أنت في قائمة انتظار تذكرة أخرى لهذه الورشة؛ غادرها أولًا.',
    );
  if (!noRoom(state, command.tierId))
    throw illegalState(
      'tickets_available',
      'This ticket is still on sale: register instead of waiting.',
      'ما زالت هذه التذكرة متاحة: سجّل بدل الانتظار.',
    );
  return [
    {
      type: 'WaitlistJoined',
      data: {
        workshopId: state.workshopId,
        tierId: command.tierId,
        userId: command.userId,
        joinedAt: command.now.toISOString(),
      },
    },
  ];
}

export function decideWaitlist<S extends Open>(command: WaitlistCommand, state: S, evolve: Evolve<S>): WorkshopEvent[] {
  switch (command.type) {
    case 'JoinWaitlist':
      return join(command, state);
    case 'LeaveWaitlist': {
      if (!state.details.ticketTiers.some((t) => t.id === command.tierId)) throw unknownTier();
      const place = state.waitlist.find((p) => p.userId === command.userId && p.tierId === command.tierId);
      if (!place) return [];
      const left: WorkshopEvent = {
        type: 'WaitlistLeft',
        data: { workshopId: state.workshopId, tierId: place.tierId, userId: place.userId },
      };
      return withOffers(state, [left], command, evolve);
    }
    case 'LapseOffers': {
      const lapsed: WorkshopEvent[] = state.waitlist
        .filter((p) => p.offer && !liveOffer(p, command.now))
        .map((p) => ({
          type: 'WaitlistOfferLapsed',
          data: { workshopId: state.workshopId, tierId: p.tierId, userId: p.userId },
        }));
      return withOffers(state, lapsed, command, evolve);
    }
  }
}
