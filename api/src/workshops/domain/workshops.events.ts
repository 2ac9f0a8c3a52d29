/**
 * The workshops context's events: a workshop (`workshop-<id>`: its details, ticket tiers, registration fields,
 * payment methods, the seats taken, its tiers' waiting lists and its promo codes), a registration (`registration-<id>`, hash-chained: placed, paid,
 * checked in, cancelled) and an art event (`artEvent-<id>`: details and each person's RSVP).
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import type { RefundPolicy } from './refund-policy.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const WORKSHOP_CATEGORIES = ['painting', 'sculpture', 'drawing', 'digital_art', 'photography'] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const LOCATION_TYPES = ['online', 'in_person', 'hybrid'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const PAYMENT_PROVIDERS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const FIELD_TYPES = ['text', 'textarea', 'select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const EVENT_CATEGORIES = [
  'exhibition',
  'workshop',
  'talk',
  'networking',
  'technology',
  'traditional_arts',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const RSVP_STATUSES = ['attending', 'maybe', 'not_attending'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export interface TicketTier {
  id: string;
  tierName: string;
  tierNameAr: string;
  description: string;
  descriptionAr: string;
  /** Halalas are not used: amounts are decimal numbers with at most two decimals. */
  price: number;
  currency: string;
  maxQuantity: number | null;
  earlyBirdEndDate: string | null;
  discountPercentage: number;
  benefits: string[];
  benefitsAr: string[];
}

export interface RegistrationField {
  id: string;
  fieldName: string;
  fieldLabel: string;
  fieldLabelAr: string;
  fieldType: FieldType;
  placeholder: string;
  placeholderAr: string;
  fieldOptions: string[];
  fieldOptionsAr: string[];
  isRequired: boolean;
}

export interface WorkshopPaymentMethod {
  id: string;
  paymentProvider: PaymentProvider;
  transactionFeePercentage: number;
  fixedTransactionFee: number;
  isActive: boolean;
}

/** One sitting of a workshop, ISO times (entered and shown in Asia/Riyadh). */
export interface WorkshopSession {
  startsAt: string;
  endsAt: string;
}

/** The longest cancellation policy, in either language (the DTO and the decider both hold it). */
export const MAX_CANCELLATION_POLICY = 2000;

/** Everything an organiser writes about a workshop (both languages). */
export interface WorkshopDetails {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  category: WorkshopCategory;
  skillLevel: SkillLevel;
  startDate: string;
  /** Free text shown as written ("2 hours", "3 evenings"); the times are `sessions`. */
  duration: string;
  /** One or more, in order, not overlapping; the first starts at `startDate` (workshop-sessions.ts). Stored
   * events from before sessions existed are upcast with the sessions their duration gives. */
  sessions: WorkshopSession[];
  maxParticipants: number;
  locationType: LocationType;
  location: string;
  locationAr: string;
  price: number;
  currency: string;
  instructor: string;
  materials: string;
  prerequisites: string;
  certificate: boolean;
  cancellationPolicy: string;
  /** The policy in Arabic; "" when not given (workshops stored before it are upcast with ""). */
  cancellationPolicyAr: string;
  /** What a cancelling attendee gets back, by days before the start (absent in workshops made before it: the
   * default policy, refund-policy.ts). */
  refundPolicy?: RefundPolicy;
  featured: boolean;
  imageUrl: string | null;
  ticketTiers: TicketTier[];
  registrationFields: RegistrationField[];
  paymentMethods: WorkshopPaymentMethod[];
  /** Seats one person may take in one registration (absent in workshops made before it: 1). */
  maxSeatsPerPerson?: number;
}

/** A workshop's seats per person: one unless the organiser allows more. */
export const seatsPerPerson = (details: Pick<WorkshopDetails, 'maxSeatsPerPerson'>): number =>
  details.maxSeatsPerPerson ?? 1;

/** The amounts the server computed for one seat (SPEC section 9). */
export interface SeatAmounts {
  /** One seat's price. */
  price: number;
  /** Seats in the registration (absent before several could be taken: 1); the other amounts are for all of them. */
  quantity?: number;
  discountAmount: number;
  totalAmount: number;
  transactionFee: number;
  amountDue: number;
  currency: string;
}

export type WorkshopCreated = DomainEvent<
  'WorkshopCreated',
  { workshopId: string; organiserId: string } & WorkshopDetails
>;
export type WorkshopUpdated = DomainEvent<'WorkshopUpdated', { workshopId: string; actorId: string } & WorkshopDetails>;
export type WorkshopPublished = DomainEvent<'WorkshopPublished', { workshopId: string; actorId: string }>;
export type WorkshopCancelled = DomainEvent<'WorkshopCancelled', { workshopId: string; actorId: string }>;
export type WorkshopSeatTaken = DomainEvent<
  'WorkshopSeatTaken',
  {
    workshopId: string;
    registrationId: string;
    userId: string;
    tierId: string;
    paymentMethod: PaymentProvider;
  } & SeatAmounts
>;
export type WorkshopSeatReleased = DomainEvent<
  'WorkshopSeatReleased',
  { workshopId: string; registrationId: string; tierId: string; reason: 'payment_failed' | 'expired' | 'cancelled' }
>;
/** A person waits for a sold-out tier; joining order is the order of these events on the workshop's stream. */
export type WaitlistJoined = DomainEvent<
  'WaitlistJoined',
  { workshopId: string; tierId: string; userId: string; joinedAt: string }
>;
export type WaitlistLeft = DomainEvent<'WaitlistLeft', { workshopId: string; tierId: string; userId: string }>;
/** A freed seat held for the first person waiting until `expiresAt`: only they may take it meanwhile. */
export type WaitlistSeatOffered = DomainEvent<
  'WaitlistSeatOffered',
  { workshopId: string; tierId: string; userId: string; offeredAt: string; expiresAt: string }
>;
/** The offer ran out untaken: the person leaves the list and the seat goes to the next one waiting. */
export type WaitlistOfferLapsed = DomainEvent<
  'WaitlistOfferLapsed',
  { workshopId: string; tierId: string; userId: string }
>;
export type WaitlistEvent = WaitlistJoined | WaitlistLeft | WaitlistSeatOffered | WaitlistOfferLapsed;
export const WAITLIST_EVENT_TYPES = eventTypesOf<WaitlistEvent>()([
  'WaitlistJoined',
  'WaitlistLeft',
  'WaitlistSeatOffered',
  'WaitlistOfferLapsed',
]);
/** How a promo code takes money off: a percentage of the price, or a fixed amount in the tier's currency. */
export const PROMO_KINDS = ['percentage', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export interface PromoTerms {
  /** Upper case: codes are matched case-insensitively. */
  code: string;
  kind: PromoKind;
  amount: number;
  /** The tiers it applies to; empty is every tier. */
  tierIds: string[];
  maxUses: number | null;
  validUntil: string | null;
}
export type PromoCodeCreated = DomainEvent<
  'PromoCodeCreated',
  { workshopId: string; actorId: string; createdAt: string } & PromoTerms
>;
export type PromoCodeDeactivated = DomainEvent<
  'PromoCodeDeactivated',
  { workshopId: string; code: string; actorId: string }
>;
/** A seat taken with a code: appended with its `WorkshopSeatTaken`, in the same revision-checked append. */
export type PromoCodeRedeemed = DomainEvent<
  'PromoCodeRedeemed',
  { workshopId: string; code: string; registrationId: string; tierId: string; promoDiscount: number }
>;
export type PromoCodeEvent = PromoCodeCreated | PromoCodeDeactivated | PromoCodeRedeemed;
export const PROMO_CODE_EVENT_TYPES = eventTypesOf<PromoCodeEvent>()([
  'PromoCodeCreated',
  'PromoCodeDeactivated',
  'PromoCodeRedeemed',
]);
/** The organiser wrote to the attendees selected (attendee-mail.ts). */
export type AttendeesMailed = DomainEvent<
  'AttendeesMailed',
  { workshopId: string; actorId: string; mailId: string; registrationIds: string[]; subject: string; body: string }
>;
export type WorkshopEvent =
  | WorkshopCreated
  | AttendeesMailed
  | WorkshopUpdated
  | WorkshopPublished
  | WorkshopCancelled
  | WorkshopSeatTaken
  | WorkshopSeatReleased
  | WaitlistEvent
  | PromoCodeEvent;
export const WORKSHOP_EVENT_TYPES = eventTypesOf<WorkshopEvent>()([
  'WorkshopCreated',
  'WorkshopUpdated',
  'WorkshopPublished',
  'WorkshopCancelled',
  'WorkshopSeatTaken',
  'WorkshopSeatReleased',
  ...WAITLIST_EVENT_TYPES,
  ...PROMO_CODE_EVENT_TYPES,
  'AttendeesMailed',
]);

export interface RegistrationPlacedData extends SeatAmounts {
  registrationId: string;
  workshopId: string;
  userId: string;
  tierId: string;
  paymentMethod: PaymentProvider;
  paymentReference: string;
  placedAt: string;
  /** Personal data (encrypted with the attendee's key in the log). */
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The answers to the workshop's registration fields, as JSON (encrypted too). */
  customResponses: string;
}
export type RegistrationPlaced = DomainEvent<'RegistrationPlaced', RegistrationPlacedData>;
export type RegistrationPaid = DomainEvent<
  'RegistrationPaid',
  { registrationId: string; workshopId: string; providerReference: string; amount: number }
>;
export type RegistrationPaymentFailed = DomainEvent<
  'RegistrationPaymentFailed',
  { registrationId: string; workshopId: string; providerReference: string; reason: string }
>;
export type RegistrationCheckedIn = DomainEvent<
  'RegistrationCheckedIn',
  { registrationId: string; workshopId: string; actorId: string }
>;
export type RegistrationCancelled = DomainEvent<
  'RegistrationCancelled',
  { registrationId: string; workshopId: string; actorId: string | null; reason: string }
>;
/** Money owed back: asked of the provider (or, for a bank transfer, owed until the organiser sends it back).
 * `percent` is the policy's when the attendee cancelled, null for an amount an organiser or admin chose. */
export type RegistrationRefundRequested = DomainEvent<
  'RegistrationRefundRequested',
  {
    registrationId: string;
    workshopId: string;
    refundId: string;
    amount: number;
    currency: string;
    percent: number | null;
    reason: string;
    actorId: string | null;
    provider: PaymentProvider;
    paymentReference: string;
    requestedAt: string;
  }
>;
/** The refund went through: the provider's webhook, or the organiser's bank transfer back, with its reference. */
export type RegistrationRefunded = DomainEvent<
  'RegistrationRefunded',
  { registrationId: string; workshopId: string; refundId: string; amount: number; refundReference: string }
>;
/** The provider refused the refund or answered that it failed: it stays owed. `retryAt` is when it is asked again
 * (same refund id, so never paid twice); null after the last attempt, when it is left to the organiser or an admin. */
export type RegistrationRefundFailed = DomainEvent<
  'RegistrationRefundFailed',
  {
    registrationId: string;
    workshopId: string;
    refundId: string;
    attempt: number;
    reason: string;
    failedAt: string;
    retryAt: string | null;
  }
>;
/** A refused refund asked of the provider again (its `attempt`), by the same refund id: the next failure or the
 * provider's webhook settles it. */
export type RegistrationRefundRetried = DomainEvent<
  'RegistrationRefundRetried',
  { registrationId: string; workshopId: string; refundId: string; attempt: number; retriedAt: string }
>;
/** STC Pay sent the payer a one-time code (our page asked with their mobile, kept only as its last four digits). */
export type RegistrationOtpSent = DomainEvent<
  'RegistrationOtpSent',
  {
    registrationId: string;
    workshopId: string;
    otpReference: string;
    paymentReference: string;
    mobileEnding: string;
    expiresAt: string;
    sentAt: string;
  }
>;
/** A wrong code typed: `voided` after the last attempt allowed (a new code must be sent). */
export type RegistrationOtpRejected = DomainEvent<
  'RegistrationOtpRejected',
  { registrationId: string; workshopId: string; otpReference: string; attempt: number; voided: boolean }
>;
export type RegistrationEvent =
  | RegistrationPlaced
  | RegistrationPaid
  | RegistrationPaymentFailed
  | RegistrationCheckedIn
  | RegistrationCancelled
  | RegistrationRefundRequested
  | RegistrationRefunded
  | RegistrationRefundFailed
  | RegistrationRefundRetried
  | RegistrationOtpSent
  | RegistrationOtpRejected;
export const REGISTRATION_EVENT_TYPES = eventTypesOf<RegistrationEvent>()([
  'RegistrationPlaced',
  'RegistrationPaid',
  'RegistrationPaymentFailed',
  'RegistrationCheckedIn',
  'RegistrationCancelled',
  'RegistrationRefundRequested',
  'RegistrationRefunded',
  'RegistrationRefundFailed',
  'RegistrationRefundRetried',
  'RegistrationOtpSent',
  'RegistrationOtpRejected',
]);

export interface ArtEventDetails {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  category: EventCategory;
  startDate: string;
  endDate: string | null;
  isOnline: boolean;
  venue: string;
  venueAr: string;
  capacity: number | null;
  imageUrl: string | null;
}
export type ArtEventCreated = DomainEvent<
  'ArtEventCreated',
  { eventId: string; organiserId: string } & ArtEventDetails
>;
export type ArtEventUpdated = DomainEvent<'ArtEventUpdated', { eventId: string; actorId: string } & ArtEventDetails>;
export type ArtEventCancelled = DomainEvent<'ArtEventCancelled', { eventId: string; actorId: string }>;
export type EventRsvpChanged = DomainEvent<
  'EventRsvpChanged',
  { eventId: string; userId: string; status: RsvpStatus; previous: RsvpStatus | null }
>;
export type ArtEventEvent = ArtEventCreated | ArtEventUpdated | ArtEventCancelled | EventRsvpChanged;
export const ART_EVENT_EVENT_TYPES = eventTypesOf<ArtEventEvent>()([
  'ArtEventCreated',
  'ArtEventUpdated',
  'ArtEventCancelled',
  'EventRsvpChanged',
]);
