/** What the API answers, in the spec's field names (SPEC section 3): built from the read models only. */
import type { CreatedPayment } from '../../payments/index.js';
import type { ArtEventDoc, RegistrationDoc, RsvpDoc, WorkshopDoc } from '../projections/workshops.projections.js';
import { earlyBirdRunning } from '../domain/pricing.js';
import { seatsPerPerson } from '../domain/workshops.events.js';
import { orderedSteps } from '../domain/refund-policy.js';
import { workshopEndDate } from '../domain/workshop-sessions.js';
import type { WaitlistPlaceView } from './waitlist-queries.js';

export function workshopView(doc: WorkshopDoc) {
  const { _stream, _revision, seats: _s, sold: _sold, ticketTiers, registrationFields, paymentMethods, ...rest } = doc;
  return {
    ...rest,
    isOnline: doc.locationType === 'online',
    endDate: workshopEndDate(doc),
    price: doc.price,
    isFull: doc.currentParticipants >= doc.maxParticipants,
    maxSeatsPerPerson: seatsPerPerson(doc),
    refundPolicy: { steps: orderedSteps(doc.refundPolicy) },
    ticketTierCount: ticketTiers.length,
  };
}

/** Each tier as the dialog reads it; with the reader's waiting-list place, their number on the tier they wait for. */
export function tierViews(doc: WorkshopDoc, now = new Date(), place: WaitlistPlaceView | null = null) {
  return doc.ticketTiers.map((tier) => ({
    ...tier,
    workshopId: doc.id,
    price: tier.price.toFixed(2),
    currentSold: doc.sold[tier.id] ?? 0,
    earlyBirdActive: earlyBirdRunning(tier, now),
    soldOut: tier.maxQuantity !== null && (doc.sold[tier.id] ?? 0) >= tier.maxQuantity,
    waitlisted: place?.tierId === tier.id,
    position: place?.tierId === tier.id ? place.position : null,
    offerExpiresAt: place?.tierId === tier.id ? place.offerExpiresAt : null,
  }));
}

export const paymentMethodViews = (doc: WorkshopDoc) =>
  doc.paymentMethods.filter((m) => m.isActive).map((m) => ({ ...m, workshopId: doc.id }));

export const registrationFieldViews = (doc: WorkshopDoc) =>
  doc.registrationFields.map((f) => ({ ...f, workshopId: doc.id }));

const workshopSummary = (w: WorkshopDoc | undefined) =>
  w
    ? {
        id: w.id,
        title: w.title,
        titleAr: w.titleAr,
        location: w.location,
        locationAr: w.locationAr,
        startDate: w.startDate,
        endDate: workshopEndDate(w),
        isOnline: w.locationType === 'online',
        price: w.price,
        currency: w.currency,
      }
    : null;

export function registrationView(doc: RegistrationDoc, workshop: WorkshopDoc | undefined, payment?: CreatedPayment) {
  return {
    id: doc.id,
    workshopId: doc.workshopId,
    ticketTierId: doc.tierId,
    status: doc.status,
    paymentStatus: doc.paymentStatus === 'paid' ? 'paid' : doc.paymentStatus,
    attendanceStatus: doc.attendanceStatus,
    registeredAt: doc.registeredAt,
    price: doc.price,
    quantity: doc.quantity ?? 1,
    discountAmount: doc.discountAmount,
    totalAmount: doc.totalAmount,
    currency: doc.currency,
    personalInfo: { firstName: doc.firstName, lastName: doc.lastName, email: doc.email, phone: doc.phone },
    customResponses: doc.customResponses,
    payment: {
      provider: doc.paymentMethod,
      reference: doc.paymentReference,
      transactionFee: doc.transactionFee,
      amountDue: doc.amountDue,
      currency: doc.currency,
      status: doc.paymentStatus,
      nextAction: doc.paymentStatus === 'pending' ? (payment?.nextAction ?? null) : null,
      /** When the payment was confirmed: a cancelled registration that was paid keeps it (and stays refundable). */
      paidAt: doc.paidAt,
      refundedAmount: doc.refundedAmount ?? 0,
      refundOwed: doc.refundOwed ?? 0,
      refunds: doc.refunds ?? [],
    },
    workshop: workshopSummary(workshop),
  };
}

export function artEventView(doc: ArtEventDoc, rsvp: RsvpDoc | null = null) {
  const { _stream, _revision, ...rest } = doc;
  return { ...rest, myRsvp: rsvp?.status ?? null };
}

export function eventRegistrationView(rsvp: RsvpDoc, event: ArtEventDoc | undefined) {
  return {
    id: rsvp.id,
    eventId: rsvp.eventId,
    status: rsvp.status,
    rsvpedAt: rsvp.rsvpedAt,
    event: event
      ? {
          id: event.id,
          title: event.title,
          titleAr: event.titleAr,
          venue: event.venue,
          venueAr: event.venueAr,
          startDate: event.startDate,
          isOnline: event.isOnline,
          category: event.category,
          status: event.status,
        }
      : null,
  };
}
