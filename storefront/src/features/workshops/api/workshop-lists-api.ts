/** The organiser's edits of a workshop's tiers, registration fields and payment methods, one item at a time. */
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';
import type { PaymentMethod, RegistrationField, TicketTier } from './workshops-api';

export type WorkshopListPath = 'ticket-tiers' | 'registration-fields' | 'payment-methods';

export interface TierBody {
  tierName: string;
  tierNameAr: string;
  price: number;
  maxQuantity: number | null;
  earlyBirdEndDate: string | null;
  discountPercentage: number;
  benefits: string[];
  benefitsAr: string[];
}

export interface FieldBody {
  fieldName: string;
  fieldLabel: string;
  fieldLabelAr: string;
  fieldType: RegistrationField['fieldType'];
  fieldOptions: string[];
  fieldOptionsAr: string[];
  isRequired: boolean;
}

export type MethodBody = Omit<PaymentMethod, 'id'> & { isActive: boolean };
export type OrganiserPaymentMethod = PaymentMethod & { isActive: boolean };

const path = (workshopId: string, list: WorkshopListPath) => `/api/workshops/${workshopId}/${list}`;

/** Saves an item: PATCH when it has an id, POST otherwise. */
export const saveListItem = <T>(workshopId: string, list: WorkshopListPath, id: string | null, body: object) =>
  id
    ? sendJson<T>('PATCH', `${path(workshopId, list)}/${encodeURIComponent(id)}`, body)
    : sendJson<T>('POST', path(workshopId, list), body);

export const removeListItem = (workshopId: string, list: WorkshopListPath, id: string) =>
  sendJson<null>('DELETE', `${path(workshopId, list)}/${encodeURIComponent(id)}`);

export const organiserTiersQuery = (workshopId: string) =>
  queryOptions({
    queryKey: [path(workshopId, 'ticket-tiers')],
    queryFn: ({ signal }) => getJson<TicketTier[]>(path(workshopId, 'ticket-tiers'), { signal }),
    enabled: !!workshopId,
  });

export const organiserFieldsQuery = (workshopId: string) =>
  queryOptions({
    queryKey: [path(workshopId, 'registration-fields')],
    queryFn: ({ signal }) => getJson<RegistrationField[]>(path(workshopId, 'registration-fields'), { signal }),
    enabled: !!workshopId,
  });

/** Every method with its switch (the dialog's list has the active ones only). */
export const organiserMethodsQuery = (workshopId: string) =>
  queryOptions({
    queryKey: [path(workshopId, 'payment-methods'), 'all'],
    queryFn: ({ signal }) =>
      getJson<OrganiserPaymentMethod[]>(`${path(workshopId, 'payment-methods')}?all=true`, { signal }),
    enabled: !!workshopId,
  });

/** Seats one person may take: a field of the workshop itself. */
export const setSeatsPerPerson = (workshopId: string, maxSeatsPerPerson: number) =>
  sendJson<unknown>('PATCH', `/api/workshops/${workshopId}`, { maxSeatsPerPerson });

/** E-mails the registrations chosen (POST …/registrations/mail); answers how many people it went to. */
export const mailAttendees = (
  workshopId: string,
  message: { registrationIds: string[]; subject: string; body: string },
) =>
  sendJson<{ mailId: string; recipients: number }>('POST', `/api/workshops/${workshopId}/registrations/mail`, message);

/** Replaces the workshop's sessions (PATCH); the first session's start is the workshop's start date. */
export const saveSessions = (workshopId: string, sessions: Array<{ startsAt: string; endsAt: string }>) =>
  sendJson<unknown>('PATCH', `/api/workshops/${workshopId}`, { startDate: sessions[0]?.startsAt, sessions });
