/** What a new workshop or event holds where the organiser left a field out. */
import type { ArtEventDetails, WorkshopDetails } from '../domain/workshops.events.js';
import { sessionsFromDuration } from '../domain/workshop-sessions.js';
import { artEventDefaults, ticketTierDefaults } from '../domain/detail-defaults.js';
import type { ArtEventDto, CreateWorkshopDto } from './workshops.dto.js';

export function workshopDetails(body: CreateWorkshopDto): WorkshopDetails {
  return {
    description: '',
    descriptionAr: '',
    duration: '',
    location: '',
    locationAr: '',
    price: 0,
    currency: 'SAR',
    instructor: '',
    materials: '',
    prerequisites: '',
    certificate: false,
    cancellationPolicy: '',
    cancellationPolicyAr: '',
    featured: false,
    imageUrl: null,
    ...stripUndefined(body),
    // The list routes build one item through here, without a start date.
    sessions: sessionsOf(body) ?? (body.startDate ? sessionsFromDuration(body.startDate, body.duration ?? '') : []),
    ticketTiers: (body.ticketTiers ?? []).map((t) => ({ ...ticketTierDefaults(), ...stripUndefined(t) })),
    registrationFields: (body.registrationFields ?? []).map((f) => ({
      placeholder: '',
      placeholderAr: '',
      fieldOptions: [],
      fieldOptionsAr: [],
      isRequired: false,
      ...stripUndefined(f),
    })),
    paymentMethods: (body.paymentMethods ?? []).map((m) => ({
      transactionFeePercentage: 0,
      fixedTransactionFee: 0,
      isActive: true,
      ...stripUndefined(m),
    })),
  } as WorkshopDetails;
}

/** The sessions as given, each time written the one way (UTC ISO), so equal times compare equal as text too. */
const sessionsOf = (body: Partial<CreateWorkshopDto>) =>
  body.sessions?.map((s) => ({ startsAt: utc(s.startsAt), endsAt: utc(s.endsAt) }));
const utc = (iso: string) => new Date(iso).toISOString();

/** The fields a PATCH gave, with its lists completed as a new workshop's are. */
export function workshopChanges(body: Partial<CreateWorkshopDto>): Partial<WorkshopDetails> {
  const changes = stripUndefined(body) as Partial<WorkshopDetails>;
  if (body.sessions) changes.sessions = sessionsOf(body);
  const lists = workshopDetails({
    ticketTiers: body.ticketTiers,
    registrationFields: body.registrationFields,
    paymentMethods: body.paymentMethods,
  } as CreateWorkshopDto);
  if (body.ticketTiers) changes.ticketTiers = lists.ticketTiers;
  if (body.registrationFields) changes.registrationFields = lists.registrationFields;
  if (body.paymentMethods) changes.paymentMethods = lists.paymentMethods;
  return changes;
}

export function eventDetails(body: ArtEventDto): ArtEventDetails {
  return { ...artEventDefaults(), ...stripUndefined(body) } as ArtEventDetails;
}

export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
