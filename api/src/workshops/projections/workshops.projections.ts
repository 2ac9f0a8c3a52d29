/**
 * The workshops context's read models: `workshops` (details, seats taken per tier), `workshopRegistrations`
 * (each registration with its attendee, amounts, payment and attendance; blanked when the person is forgotten),
 * `artEvents` (with attending counts) and `eventRsvps` (one per person and event). All rebuildable from the log.
 */
import { evolveOtp, type OtpState } from '../domain/registration-otp.js';
import type { Projection, ProjectionContext, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, creationStamp, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { UserForgotten } from '../../identity/index.js';
import type { GalleryEventAdded, GalleryEventEdited } from '../../profiles/index.js';
import { ART_EVENT_EVENT_TYPES, REGISTRATION_EVENT_TYPES, WORKSHOP_EVENT_TYPES } from '../domain/workshops.events.js';
import type { ArtEventDetails, ArtEventEvent, RegistrationEvent } from '../domain/workshops.events.js';
import type { RegistrationPlacedData, RsvpStatus, WorkshopDetails, WorkshopEvent } from '../domain/workshops.events.js';
import type { WorkshopStatus } from '../domain/workshop.decider.js';
import type { RegistrationStatus } from '../domain/registration.decider.js';
import { artEventDefaults } from '../domain/detail-defaults.js';
import { waitlistProjection } from './waitlist.projection.js';
import { promoCodesProjection } from './promo-codes.projection.js';

export const WORKSHOPS = 'workshops';
export const REGISTRATIONS = 'workshopRegistrations';
export const ART_EVENTS = 'artEvents';
export const EVENT_RSVPS = 'eventRsvps';

export interface WorkshopDoc extends Doc, StreamTracked, WorkshopDetails {
  organiserId: string;
  status: WorkshopStatus;
  currentParticipants: number;
  /** Seats held per tier id. */
  sold: Record<string, number>;
  /** Seats held, by registration (or `offer:<userId>` for a waiting-list offer): tier and number of seats. */
  seats: Record<string, HeldSeats>;
  createdAt: string;
  updatedAt: string;
}

export interface RegistrationDoc
  extends Doc, StreamTracked, Omit<RegistrationPlacedData, 'registrationId' | 'customResponses' | 'firstName'> {
  firstName: string | null;
  email: string;
  customResponses: Record<string, string>;
  status: RegistrationStatus;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cancelled';
  attendanceStatus: 'attended' | 'not_attended';
  registeredAt: string;
  paidAt: string | null;
  checkedInAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** Refunds (absent on registrations never refunded): issued so far, requested but not issued yet, and each. */
  refundedAmount?: number;
  /** Every halala paid has been given back (the ledger's `refund=full` filter reads it). */
  refundedInFull?: boolean;
  refundOwed?: number;
  refunds?: RegistrationRefundDoc[];
  /** The STC Pay code last sent to the payer and its wrong attempts (absent before any). */
  otp?: OtpState | null;
  /** The earliest retry of a refund the provider refused (the retry job's query), null when none is due. */
  refundRetryAt?: string | null;
}

export interface RegistrationRefundDoc {
  refundId: string;
  amount: number;
  percent: number | null;
  reason: string;
  actorId: string | null;
  status: 'requested' | 'issued';
  requestedAt: string;
  issuedAt: string | null;
  refundReference: string | null;
  /** The provider's refusals so far: the last one's reason and attempt, and the next retry (null: flagged). */
  failure?: { attempt: number; reason: string; at: string; retryAt: string | null };
}

export interface ArtEventDoc extends Doc, StreamTracked, ArtEventDetails {
  organiserId: string;
  /** The gallery hosting it, for an event a gallery added on its profile (the same event in /events). */
  galleryId?: string | null;
  status: 'scheduled' | 'cancelled';
  attendees: number;
  maybe: number;
  createdAt: string;
  updatedAt: string;
}

export interface RsvpDoc extends Doc {
  eventId: string;
  userId: string;
  status: RsvpStatus;
  rsvpedAt: string;
}

export const rsvpKey = (eventId: string, userId: string) => `${eventId}:${userId}`;

interface HeldSeats {
  tierId: string;
  quantity: number;
}

const countSold = (seats: Record<string, HeldSeats>) => {
  const sold: Record<string, number> = {};
  for (const { tierId, quantity } of Object.values(seats)) sold[tierId] = (sold[tierId] ?? 0) + quantity;
  return sold;
};

/** The seats held after a seat or waiting-list event: a seat offered from the waiting list is held like a taken
 * one (under `offer:<userId>`), so the tier shows sold out to everyone else while the offer runs. */
function heldSeats(before: Record<string, HeldSeats>, event: WorkshopEvent): Record<string, HeldSeats> {
  const seats = { ...before };
  switch (event.type) {
    case 'WorkshopSeatTaken':
      seats[event.data.registrationId] = { tierId: event.data.tierId, quantity: event.data.quantity ?? 1 };
      delete seats[offerKey(event.data.userId)];
      break;
    case 'WorkshopSeatReleased':
      delete seats[event.data.registrationId];
      break;
    case 'WaitlistSeatOffered':
      seats[offerKey(event.data.userId)] = { tierId: event.data.tierId, quantity: 1 };
      break;
    case 'WaitlistLeft':
    case 'WaitlistOfferLapsed':
      delete seats[offerKey(event.data.userId)];
      break;
  }
  return seats;
}
const offerKey = (userId: string) => `offer:${userId}`;

export const workshopsProjection: Projection<WorkshopEvent> = {
  name: 'workshops',
  // 2: a registration holds its quantity of seats (`seats` values are { tierId, quantity }).
  // 3: a workshop holds its sessions (upcast from the duration text for older workshops).
  // 4: and its Arabic cancellation policy (upcast as "" for older workshops).
  version: 4,
  eventTypes: WORKSHOP_EVENT_TYPES,
  collections: {
    [WORKSHOPS]: {
      textFields: ['title', 'titleAr', 'description', 'descriptionAr', 'instructor'],
      indexes: [
        { fields: ['status', 'startDate'] },
        { fields: ['organiserId'] },
        { fields: ['category'] },
        { fields: ['skillLevel'] },
      ],
    },
  },
  async apply(event, ctx) {
    const workshops = ctx.collection<WorkshopDoc>(WORKSHOPS);
    const at = event.metadata.occurredAt;
    const doc = await workshops.get(event.data.workshopId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'WorkshopCreated') {
      const { workshopId, organiserId, ...details } = event.data;
      await workshops.upsert({
        id: workshopId,
        organiserId,
        ...details,
        status: 'draft',
        currentParticipants: 0,
        sold: {},
        seats: {},
        ...creationStamp(event),
      });
      return;
    }
    if (!doc) return;
    let next: WorkshopDoc;
    switch (event.type) {
      case 'WorkshopUpdated': {
        const { workshopId: _w, actorId: _a, ...details } = event.data;
        next = { ...doc, ...details };
        break;
      }
      case 'WorkshopPublished':
        next = { ...doc, status: 'published' };
        break;
      case 'WorkshopCancelled':
        next = { ...doc, status: 'cancelled' };
        break;
      default: {
        const seats = heldSeats(doc.seats, event);
        const sold = countSold(seats);
        const currentParticipants = Object.values(sold).reduce((n, count) => n + count, 0);
        next = { ...doc, seats, sold, currentParticipants };
      }
    }
    await workshops.upsert({ ...next, updatedAt: at, ...tracked(event) });
  },
};

function parseAnswers(json: string | null): Record<string, string> {
  try {
    return json ? (JSON.parse(json) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const paymentStatusOf = (status: RegistrationStatus, failed: boolean): RegistrationDoc['paymentStatus'] =>
  status === 'paid' || status === 'checked_in'
    ? 'paid'
    : status === 'cancelled'
      ? failed
        ? 'failed'
        : 'cancelled'
      : 'pending';

export const registrationsProjection: Projection<RegistrationEvent | UserForgotten> = {
  name: 'workshopRegistrations',
  version: 2,
  eventTypes: [...REGISTRATION_EVENT_TYPES, 'UserForgotten'],
  collections: {
    [REGISTRATIONS]: {
      textFields: ['firstName', 'lastName', 'email'],
      indexes: [
        { fields: ['userId', 'registeredAt'] },
        { fields: ['workshopId', 'registeredAt'] },
        { fields: ['paymentReference'] },
        { fields: ['status'] },
        // The refund retry job's sweep: the few registrations with a refused refund, found without a scan.
        { fields: ['refundRetryAt'] },
      ],
    },
  },
  /** The page's registrations read at once (a crowd's new ones are found absent in one round trip). */
  async prefetch(events, ctx) {
    const ids = events.flatMap(({ data }) => (typeof data.registrationId === 'string' ? [data.registrationId] : []));
    await ctx.collection<RegistrationDoc>(REGISTRATIONS).getMany(ids);
  },
  async apply(event, ctx) {
    const registrations = ctx.collection<RegistrationDoc>(REGISTRATIONS);
    if (event.type === 'UserForgotten') {
      for (const doc of await registrations.find({ filter: { userId: event.data.userId } }))
        await registrations.upsert({
          ...doc,
          firstName: null,
          lastName: '',
          email: '',
          phone: '',
          customResponses: {},
        });
      return;
    }
    const doc = await registrations.get(event.data.registrationId);
    if (alreadyApplied(doc, event)) return;
    const next = registrationAfter(doc, event);
    if (next) await registrations.upsert(next);
  },
};

/**
 * A registration's document after one of its events (none before it is placed): the projection's fold, and the
 * registration's own answer, built from the events it just appended without reading the read model back.
 */
export function registrationAfter(
  doc: RegistrationDoc | null,
  event: StoredEvent<RegistrationEvent>,
): RegistrationDoc | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'RegistrationPlaced') {
    const { registrationId, customResponses, ...data } = event.data;
    return {
      id: registrationId,
      ...data,
      email: data.email ?? '',
      customResponses: parseAnswers(customResponses),
      status: 'pending_payment',
      paymentStatus: 'pending',
      attendanceStatus: 'not_attended',
      registeredAt: at,
      paidAt: null,
      checkedInAt: null,
      cancelledAt: null,
      cancelReason: null,
      ...tracked(event),
    };
  }
  if (!doc) return null;
  let next: RegistrationDoc = doc;
  if (event.type === 'RegistrationPaid') next = { ...doc, status: 'paid', paidAt: at };
  else if (event.type === 'RegistrationCheckedIn')
    next = { ...doc, status: 'checked_in', attendanceStatus: 'attended', checkedInAt: at };
  else if (event.type === 'RegistrationCancelled')
    next = { ...doc, status: 'cancelled', cancelledAt: at, cancelReason: event.data.reason };
  else if (event.type === 'RegistrationOtpSent' || event.type === 'RegistrationOtpRejected')
    next = { ...doc, otp: evolveOtp(doc.otp ?? null, event) };
  else if (
    event.type === 'RegistrationRefundRequested' ||
    event.type === 'RegistrationRefunded' ||
    event.type === 'RegistrationRefundFailed' ||
    event.type === 'RegistrationRefundRetried'
  )
    next = withRetry(withRefund(doc, event, at));
  const failed = event.type === 'RegistrationCancelled' && event.data.reason === 'payment_failed';
  return { ...next, paymentStatus: paymentStatusOf(next.status, failed), ...tracked(event) };
}

const sum = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** The next retry among the refunds still owed. */
function withRetry(doc: RegistrationDoc): RegistrationDoc {
  const due = (doc.refunds ?? [])
    .filter((r) => r.status === 'requested' && r.failure?.retryAt)
    .map((r) => r.failure!.retryAt!)
    .sort();
  return { ...doc, refundRetryAt: due[0] ?? null };
}

/** A refund requested, refused, or issued: the registration's refund list and totals. */
function withRefund(
  doc: RegistrationDoc,
  event: Extract<
    RegistrationEvent,
    {
      type:
        | 'RegistrationRefundRequested'
        | 'RegistrationRefunded'
        | 'RegistrationRefundFailed'
        | 'RegistrationRefundRetried';
    }
  >,
  at: string,
): RegistrationDoc {
  const refunds = doc.refunds ?? [];
  if (event.type === 'RegistrationRefundRetried') {
    // Asked again: no retry is due until the provider refuses once more.
    const retried = (r: RegistrationRefundDoc) =>
      r.refundId === event.data.refundId && r.failure ? { ...r, failure: { ...r.failure, retryAt: null } } : r;
    return { ...doc, refunds: refunds.map(retried) };
  }
  if (event.type === 'RegistrationRefundFailed') {
    const { refundId, attempt, reason, failedAt, retryAt } = event.data;
    const failure = { attempt, reason, at: failedAt, retryAt };
    return { ...doc, refunds: refunds.map((r) => (r.refundId === refundId ? { ...r, failure } : r)) };
  }
  const { refundId, amount } = event.data;
  if (event.type === 'RegistrationRefundRequested') {
    const { percent, reason, actorId } = event.data;
    const requested: RegistrationRefundDoc = {
      refundId,
      amount,
      percent,
      reason,
      actorId,
      status: 'requested',
      requestedAt: at,
      issuedAt: null,
      refundReference: null,
    };
    return { ...doc, refunds: [...refunds, requested], refundOwed: sum(doc.refundOwed ?? 0, amount) };
  }
  const issue = (r: RegistrationRefundDoc): RegistrationRefundDoc =>
    r.refundId === refundId ? { ...r, status: 'issued', issuedAt: at, refundReference: event.data.refundReference } : r;
  const refundedAmount = sum(doc.refundedAmount ?? 0, amount);
  return {
    ...doc,
    refunds: refunds.map(issue),
    refundOwed: sum(doc.refundOwed ?? 0, -amount),
    refundedAmount,
    refundedInFull: refundedAmount >= doc.amountDue,
  };
}

/** A gallery's event (on its `gallery-<id>` stream) is an event of /events: its id joins the two. */
export const galleryEventId = (galleryId: string, eventId: string) => `g${galleryId}_${eventId}`;

async function applyGalleryEvent(
  event: GalleryEventAdded | GalleryEventEdited,
  at: string,
  events: ReturnType<ProjectionContext['collection']>,
): Promise<void> {
  const { galleryId } = event.data;
  const id = galleryEventId(galleryId, event.type === 'GalleryEventAdded' ? event.data.event.id : event.data.eventId);
  const doc = (await events.get(id)) as ArtEventDoc | null;
  const entry = event.type === 'GalleryEventAdded' ? event.data.event : event.data.changes;
  if (!doc && event.type !== 'GalleryEventAdded') return;
  const base: ArtEventDoc = doc ?? {
    id,
    organiserId: galleryId,
    galleryId,
    title: '',
    titleAr: '',
    category: 'exhibition',
    startDate: at,
    ...artEventDefaults(),
    status: 'scheduled',
    attendees: 0,
    maybe: 0,
    createdAt: at,
    updatedAt: at,
  };
  const { status, id: _id, ...fields } = entry as Partial<GalleryEventAdded['data']['event']>;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await events.upsert({
    ...base,
    ...defined,
    ...(status ? { status: status === 'cancelled' ? 'cancelled' : 'scheduled' } : {}),
    galleryId,
    updatedAt: at,
  });
}

export const artEventsProjection: Projection<ArtEventEvent | GalleryEventAdded | GalleryEventEdited> = {
  name: 'artEvents',
  version: 2,
  eventTypes: [...ART_EVENT_EVENT_TYPES, 'GalleryEventAdded', 'GalleryEventEdited'],
  collections: {
    [ART_EVENTS]: {
      textFields: ['title', 'titleAr', 'description', 'descriptionAr', 'venue', 'venueAr'],
      indexes: [{ fields: ['category'] }, { fields: ['startDate'] }, { fields: ['organiserId'] }],
    },
    [EVENT_RSVPS]: { indexes: [{ fields: ['userId', 'rsvpedAt'] }, { fields: ['eventId'] }] },
  },
  async apply(event, ctx) {
    const events = ctx.collection<ArtEventDoc>(ART_EVENTS);
    const rsvps = ctx.collection<RsvpDoc>(EVENT_RSVPS);
    const at = event.metadata.occurredAt;
    if (event.type === 'GalleryEventAdded' || event.type === 'GalleryEventEdited') {
      await applyGalleryEvent(event, at, events);
      return;
    }
    const doc = await events.get(event.data.eventId);
    if (alreadyApplied(doc, event)) return;
    if (event.type === 'ArtEventCreated') {
      const { eventId, organiserId, ...details } = event.data;
      await events.upsert({
        id: eventId,
        organiserId,
        galleryId: doc?.galleryId ?? null,
        ...details,
        status: 'scheduled',
        attendees: 0,
        maybe: 0,
        ...creationStamp(event),
      });
      return;
    }
    if (!doc) return;
    if (event.type === 'ArtEventUpdated') {
      const { eventId: _e, actorId: _a, ...details } = event.data;
      await events.upsert({ ...doc, ...details, updatedAt: at, ...tracked(event) });
    } else if (event.type === 'ArtEventCancelled') {
      await events.upsert({ ...doc, status: 'cancelled', updatedAt: at, ...tracked(event) });
    } else {
      const { eventId, userId, status, previous } = event.data;
      const delta = (s: RsvpStatus) => (status === s ? 1 : 0) - (previous === s ? 1 : 0);
      await rsvps.upsert({ id: rsvpKey(eventId, userId), eventId, userId, status, rsvpedAt: at });
      await events.upsert({
        ...doc,
        attendees: doc.attendees + delta('attending'),
        maybe: doc.maybe + delta('maybe'),
        updatedAt: at,
        ...tracked(event),
      });
    }
  },
};

export const WORKSHOPS_PROJECTIONS = [
  workshopsProjection,
  waitlistProjection,
  promoCodesProjection,
  registrationsProjection,
  artEventsProjection,
] as Projection[];
