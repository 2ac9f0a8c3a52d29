/** The workshop and event calls of SPEC section 7, with the spec's field names (section 3). */
import type { WorkshopDetails } from '@gulf-art/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';

/** What workshops and events share: an id and their texts in both languages. */
interface Bilingual {
  id: string;
  title: string;
  titleAr?: string | null;
  description?: string | null;
  descriptionAr?: string | null;
}

/** One sitting: ISO times, shown and entered in Asia/Riyadh. */
export interface WorkshopSession {
  startsAt: string;
  endsAt: string;
}

export interface Workshop extends Bilingual {
  category: string;
  skillLevel: string;
  startDate: string;
  duration?: string | null;
  /** In order; the first starts at `startDate`. */
  sessions: WorkshopSession[];
  currentParticipants: number;
  maxParticipants: number;
  /** Seats one person may take in one registration (1 when the organiser set none). */
  maxSeatsPerPerson?: number;
  isOnline: boolean;
  location?: string | null;
  locationAr?: string | null;
  price?: number | null;
  currency?: string | null;
  featured?: boolean;
  status?: string;
  locationType?: string;
  instructor?: string | null;
  materials?: string | null;
  prerequisites?: string | null;
  certificate?: boolean;
  cancellationPolicy?: string | null;
  cancellationPolicyAr?: string | null;
  /** When the last session ends (the API derives it from the sessions). */
  endDate?: string;
  imageUrl?: string | null;
  /** What cancelling gives back: steps of at least `daysBefore` days before the start, most days first. */
  refundPolicy?: { steps: Array<{ daysBefore: number; percent: number }> };
}

export interface TicketTier {
  id: string;
  tierName: string;
  tierNameAr?: string | null;
  description?: string | null;
  descriptionAr?: string | null;
  price: string;
  currency: string;
  maxQuantity?: number | null;
  currentSold?: number | null;
  earlyBirdEndDate?: string | null;
  discountPercentage?: number | null;
  benefits?: string[] | null;
  benefitsAr?: string[] | null;
  /** The reader's place on this tier's waiting list: their number, and the deadline of a seat held for them. */
  waitlisted?: boolean;
  position?: number | null;
  offerExpiresAt?: string | null;
}

/** A place on a sold-out tier's waiting list (GET /api/my-waitlist). */
export interface WaitlistPlace {
  workshopId: string;
  tierId: string;
  waitlisted: boolean;
  position: number | null;
  status?: 'waiting' | 'offered';
  offerExpiresAt?: string | null;
  tierName?: string;
  tierNameAr?: string;
  workshop?: { id: string; title: string; titleAr?: string | null; startDate: string } | null;
}

export interface PaymentMethod {
  id: string;
  paymentProvider: 'stcpay' | 'stripe' | 'paypal' | 'bank_transfer';
  transactionFeePercentage: number;
  fixedTransactionFee: number;
}

export interface RegistrationField {
  id: string;
  fieldName: string;
  fieldLabel: string;
  fieldLabelAr?: string | null;
  fieldType: 'text' | 'textarea' | 'select';
  placeholder?: string | null;
  placeholderAr?: string | null;
  fieldOptions?: string[] | null;
  fieldOptionsAr?: string[] | null;
  isRequired: boolean;
}

export interface RegistrationBody {
  ticketTierId: string;
  paymentMethod: string;
  totalAmount: number;
  currency: string;
  discountAmount: number;
  personalInfo: { firstName: string; lastName: string; email: string; phone: string };
  customResponses: Record<string, string>;
  promoCode?: string;
  /** Seats, all on the buyer's personal info. */
  quantity?: number;
}

export interface RegistrationAnswer {
  id: string;
  status: string;
  payment?: {
    provider: string;
    amountDue: number;
    reference: string;
    nextAction: { type: 'redirect'; url: string } | { type: 'instructions'; text: string; textAr: string } | null;
  };
}

export interface ArtEvent extends Bilingual {
  category: string;
  startDate: string;
  isOnline: boolean;
  venue?: string | null;
  venueAr?: string | null;
  attendees?: number;
  status?: string;
  myRsvp?: RsvpStatus | null;
}

export type RsvpStatus = 'attending' | 'maybe' | 'not_attending';

export interface EventRegistration {
  id: string;
  status: RsvpStatus;
  rsvpedAt: string;
  event: {
    id: string;
    title: string;
    titleAr?: string | null;
    venue?: string | null;
    venueAr?: string | null;
    startDate: string;
    isOnline: boolean;
  } | null;
}

export interface OrganisedRegistration {
  id: string;
  registeredAt: string;
  ticketTierId: string;
  /** Seats this registration holds. */
  quantity?: number;
  totalAmount: number;
  paymentStatus: string;
  attendanceStatus: 'attended' | 'not_attended';
  personalInfo: { firstName: string | null; lastName: string; email: string; phone: string };
  /** What was paid and what of it went, or is going, back. */
  payment?: RegistrationPayment;
}

/** One refund of a registration: requested (owed) until the provider, or the organiser's transfer back, issues it. */
export interface RegistrationRefund {
  refundId: string;
  amount: number;
  reason: string;
  status: 'requested' | 'issued';
  refundReference: string | null;
  /** The provider's last refusal of a refund still owed; `retryAt` null once the retries are spent. */
  failure?: { reason: string; attempt: number; at: string; retryAt: string | null } | null;
}

export interface RegistrationPayment {
  provider: string;
  amountDue: number;
  currency: string;
  status: string;
  /** When the payment was confirmed; kept when the registration is cancelled later. */
  paidAt?: string | null;
  refundedAmount: number;
  refundOwed: number;
  refunds: RegistrationRefund[];
}

export const workshopsQuery = (q = '') =>
  queryOptions({
    queryKey: ['/api/workshops', q],
    queryFn: ({ signal }) => getJson<Workshop[]>(`/api/workshops${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    retry: false,
  });

export const featuredWorkshopsQuery = queryOptions({
  queryKey: ['/api/workshops/featured'],
  queryFn: ({ signal }) => getJson<Workshop[]>('/api/workshops/featured', { signal }),
  retry: false,
});

/** The dialog's three lists, fetched only while it is open (SPEC section 7: no retry, 401 is an error). */
export const dialogQuery = <T>(
  workshopId: string,
  list: 'ticket-tiers' | 'payment-methods' | 'registration-fields',
  enabled: boolean,
) =>
  queryOptions({
    queryKey: [`/api/workshops/${workshopId}/${list}`],
    queryFn: ({ signal }) => getJson<T[]>(`/api/workshops/${workshopId}/${list}`, { signal }),
    retry: false,
    enabled,
  });

export const registerForWorkshop = (workshopId: string, body: RegistrationBody, idempotencyKey: string) =>
  sendJson<RegistrationAnswer>('POST', `/api/workshops/${workshopId}/register`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const eventsQuery = (q: string, category: string) =>
  queryOptions({
    queryKey: ['/api/events', q, category],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: '100' });
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      return getJson<{ items: ArtEvent[]; total: number }>(`/api/events?${params.toString()}`, { signal });
    },
  });

export const rsvp = (eventId: string, status: RsvpStatus) =>
  sendJson<ArtEvent>('POST', `/api/events/${eventId}/rsvp`, { status });

export const myEventsQuery = queryOptions({
  queryKey: ['/api/my-events'],
  queryFn: ({ signal }) => getJson<EventRegistration[]>('/api/my-events', { signal }),
});

export const organisedWorkshopsQuery = queryOptions({
  queryKey: ['/api/workshops/organised'],
  queryFn: ({ signal }) => getJson<Workshop[]>('/api/workshops/organised', { signal }),
});

export const organisedRegistrationsQuery = (workshopId: string, q: string) =>
  queryOptions({
    queryKey: ['/api/workshops/registrations', workshopId, q],
    queryFn: ({ signal }) =>
      getJson<OrganisedRegistration[]>(
        `/api/workshops/${workshopId}/registrations${q ? `?q=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
  });

export const checkIn = (workshopId: string, registrationId: string) =>
  sendJson<OrganisedRegistration>('POST', `/api/workshops/${workshopId}/registrations/${registrationId}/check-in`);

export const publishWorkshop = (workshopId: string) =>
  sendJson<Workshop>('POST', `/api/workshops/${workshopId}/publish`);

/** The details a person types (POST /api/workshops creates a draft; PATCH takes any of them). */
export type WorkshopDetailsBody = WorkshopDetails;
export const createWorkshop = (body: WorkshopDetailsBody) => sendJson<Workshop>('POST', '/api/workshops', body);
export const updateWorkshop = (workshopId: string, changes: Partial<WorkshopDetailsBody>) =>
  sendJson<Workshop>('PATCH', `/api/workshops/${workshopId}`, changes);

export const organisedEventsQuery = queryOptions({
  queryKey: ['/api/events/organised'],
  queryFn: ({ signal }) => getJson<ArtEvent[]>('/api/events/organised', { signal }),
});

export interface NewEvent {
  title: string;
  titleAr: string;
  category: string;
  startDate: string;
  isOnline: boolean;
  venue: string;
  venueAr: string;
}

export const createEvent = (body: NewEvent) => sendJson<ArtEvent>('POST', '/api/events', body);
export const cancelEvent = (id: string) => sendJson<ArtEvent>('POST', `/api/events/${id}/cancel`);

/** The "Add to calendar" file of a workshop or an event, its texts in the interface language. */
export const calendarUrl = (kind: 'workshops' | 'events', id: string, language: string) =>
  `/api/${kind}/${encodeURIComponent(id)}/calendar.ics?lang=${language}`;

const waitlistPath = (workshopId: string, tierId: string) =>
  `/api/workshops/${encodeURIComponent(workshopId)}/ticket-tiers/${encodeURIComponent(tierId)}/waitlist`;
export const joinWaitlist = (workshopId: string, tierId: string) =>
  sendJson<WaitlistPlace>('POST', waitlistPath(workshopId, tierId));
export const leaveWaitlist = (workshopId: string, tierId: string) =>
  sendJson<WaitlistPlace>('DELETE', waitlistPath(workshopId, tierId));

export const myWaitlistQuery = queryOptions({
  queryKey: ['/api/my-waitlist'],
  queryFn: ({ signal }) => getJson<WaitlistPlace[]>('/api/my-waitlist', { signal }),
});

/** A workshop's promo code as its organiser sees it (`uses`: seats holding one). */
export interface PromoCode {
  code: string;
  kind: 'percentage' | 'fixed';
  amount: number;
  tierIds: string[];
  maxUses: number | null;
  validUntil: string | null;
  active: boolean;
  uses: number;
}
export interface NewPromoCode {
  code: string;
  kind: 'percentage' | 'fixed';
  amount: number;
  tierIds?: string[];
  maxUses?: number | null;
  validUntil?: string | null;
}
/** What a ticket costs with a code (the server's amounts, the early bird included). */
export interface PromoPrice {
  code: string;
  ticketTierId: string;
  promoDiscount: number;
  /** The seats the price is for. */
  quantity?: number;
  discountAmount: number;
  totalAmount: number;
  currency: string;
}

const promoPath = (workshopId: string) => `/api/workshops/${encodeURIComponent(workshopId)}/promo-codes`;
export const promoCodesQuery = (workshopId: string) =>
  queryOptions({
    queryKey: ['/api/workshops/promo-codes', workshopId],
    queryFn: ({ signal }) => getJson<PromoCode[]>(promoPath(workshopId), { signal }),
    enabled: !!workshopId,
  });
export const createPromoCode = (workshopId: string, body: NewPromoCode) =>
  sendJson<PromoCode>('POST', promoPath(workshopId), body);
export const deactivatePromoCode = (workshopId: string, code: string) =>
  sendJson<PromoCode>('POST', `${promoPath(workshopId)}/${encodeURIComponent(code)}/deactivate`);
export const checkPromoCode = (
  workshopId: string,
  body: { promoCode: string; ticketTierId: string; paymentMethod?: string; quantity?: number },
) => sendJson<PromoPrice>('POST', `${promoPath(workshopId)}/check`, body);

/** My workshop registrations (GET /api/my-workshops), with the workshop each is for. */
export interface MyWorkshopRegistration {
  id: string;
  status?: string;
  attendanceStatus: 'attended' | 'not_attended';
  paymentStatus: string;
  /** `endDate`: the last session's end (derived by the API). */
  workshop: { title: string; titleAr?: string | null; startDate: string; endDate?: string } | null;
  payment?: { currency: string; refundedAmount?: number; refundOwed?: number; refunds?: RegistrationRefund[] };
}

/** What cancelling now gives back, by the workshop's refund policy (the server computes it). */
export interface RefundQuote {
  cancellable: boolean;
  paid: number;
  percent: number;
  amount: number;
  currency: string;
}

export const refundQuoteQuery = (registrationId: string) =>
  queryOptions({
    queryKey: ['/api/my-workshops', registrationId, 'refund-quote'],
    queryFn: ({ signal }) => getJson<RefundQuote>(`/api/my-workshops/${registrationId}/refund-quote`, { signal }),
  });

export const cancelMyRegistration = (registrationId: string) =>
  sendJson<MyWorkshopRegistration>('POST', `/api/my-workshops/${registrationId}/cancel`);

export const myWorkshopsQuery = queryOptions({
  queryKey: ['/api/my-workshops'],
  queryFn: ({ signal }) => getJson<MyWorkshopRegistration[]>('/api/my-workshops', { signal }),
});
