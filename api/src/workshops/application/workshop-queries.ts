/** Reads of the workshops context's read models (never the event store). */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { Doc, Filter, ReadStore } from '../../platform/read-store/read-store.port.js';
import { forbidden, notFound } from '../../platform/errors/domain-errors.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { docsById } from '../../platform/batching/docs-by-id.js';
import { ART_EVENTS, EVENT_RSVPS, REGISTRATIONS, WORKSHOPS, rsvpKey } from '../projections/workshops.projections.js';
import type { ArtEventDoc, RegistrationDoc, RsvpDoc, WorkshopDoc } from '../projections/workshops.projections.js';
import { artEventView, eventRegistrationView, registrationView, workshopView } from './workshops-views.js';

export interface WorkshopFilters {
  q?: string;
  category?: string;
  level?: string;
  locationType?: string;
}

export interface EventFilters {
  q?: string;
  category?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const isStaff = (user: AccountAccess) => user.roles.includes('admin');

@Injectable()
export class WorkshopQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  /** By id, a turn's reads together: a crowd registering reads the workshop and its own registrations at once. */
  private readonly workshopById = docsById(() => this.workshops);
  private readonly registrationById = docsById(() => this.registrations);

  /** A read model of this context by name (the back-office lists). */
  collection(name: string) {
    return this.reads.collection<Doc>(name);
  }

  private get workshops() {
    return this.reads.collection<WorkshopDoc>(WORKSHOPS);
  }
  private get registrations() {
    return this.reads.collection<RegistrationDoc>(REGISTRATIONS);
  }

  /** The published workshops still to start (registration closes at the start, so a past one is no offer). */
  async list(filters: WorkshopFilters, featuredOnly = false, now = new Date()) {
    const filter: Filter = { status: 'published', startDate: { $gt: now.toISOString() } };
    if (featuredOnly) filter.featured = true;
    if (filters.category) filter.category = filters.category;
    if (filters.level) filter.skillLevel = filters.level;
    if (filters.locationType) filter.locationType = filters.locationType;
    const docs = await this.workshops.find({
      filter,
      text: filters.q
        ? { query: filters.q, fields: ['title', 'titleAr', 'description', 'descriptionAr', 'instructor'] }
        : undefined,
      sort: filters.q ? undefined : [{ field: 'startDate', direction: 'asc' }],
      limit: 200,
    });
    return docs.map(workshopView);
  }

  async organisedBy(user: AccountAccess) {
    const docs = await this.workshops.find({
      filter: isStaff(user) ? {} : { organiserId: user.userId },
      sort: [{ field: 'startDate', direction: 'asc' }],
      limit: 500,
    });
    return docs.map(workshopView);
  }

  /** A published workshop for anyone; a draft or cancelled one only for its organiser and admins. */
  async workshopDoc(id: string, user: AccountAccess | null = null): Promise<WorkshopDoc> {
    const doc = await this.workshopById.call(id);
    if (!doc || (doc.status === 'draft' && !(user && (isStaff(user) || user.userId === doc.organiserId))))
      throw notFound('Workshop', 'الورشة');
    return doc;
  }

  async ownedWorkshop(id: string, user: AccountAccess): Promise<WorkshopDoc> {
    const doc = await this.workshopDoc(id, user);
    if (!isStaff(user) && doc.organiserId !== user.userId)
      throw forbidden(
        'Only the workshop’s organiser can see its registrations.',
        'لا يطّلع على تسجيلات الورشة إلا منظّمها.',
        'not_workshop_organiser',
      );
    return doc;
  }

  registrationDoc(id: string) {
    return this.registrationById.call(id);
  }

  registrationByReference(reference: string) {
    return this.registrations.find({ filter: { paymentReference: reference }, limit: 1 }).then((d) => d[0] ?? null);
  }

  /** A workshop's registrations that were paid (cancelled since or not): what its cancellation refunds. */
  registrationsToRefund(workshopId: string) {
    return this.registrations.find({ filter: { workshopId, paidAt: { $ne: null } }, limit: 5000 });
  }

  /** Registrations with a refused refund whose retry is due by `at` (the refund retry job's sweep), the longest
   * waiting first: a run takes a batch of them, the next run the rest. */
  refundRetriesDue(at: string) {
    return this.registrations.find({
      filter: { refundRetryAt: { $ne: null, $lte: at } },
      sort: [{ field: 'refundRetryAt', direction: 'asc' }],
      limit: 500,
    });
  }

  /** Registrations waiting for a payment since before `before`, for workshops still to start (see expireHolds). */
  async pendingRegistrations(before: string, now: Date) {
    const pending = await this.registrations.find({
      filter: { status: 'pending_payment', registeredAt: { $lt: before } },
      limit: 1000,
    });
    const workshops = await this.workshopsById(pending.map((d) => d.workshopId));
    return pending.filter((d) => Date.parse(workshops.get(d.workshopId)?.startDate ?? '') > now.getTime());
  }

  async myWorkshops(userId: string) {
    const docs = await this.registrations.find({
      filter: { userId },
      sort: [{ field: 'registeredAt', direction: 'desc' }],
      limit: 500,
    });
    const workshops = await this.workshopsById(docs.map((d) => d.workshopId));
    return docs.map((d) => registrationView(d, workshops.get(d.workshopId)));
  }

  async registrationsOf(workshop: WorkshopDoc, q?: string) {
    const docs = await this.registrations.find({
      filter: { workshopId: workshop.id },
      text: q ? { query: q, fields: ['firstName', 'lastName', 'email'] } : undefined,
      sort: q ? undefined : [{ field: 'registeredAt', direction: 'asc' }],
      limit: 5000,
    });
    return docs.map((d) => registrationView(d, workshop));
  }

  /** One page of a workshop's registrations as the attendee list and its CSV show them. */
  async attendeeRows(workshop: WorkshopDoc, offset: number, limit: number) {
    const docs = await this.registrations.find({
      filter: { workshopId: workshop.id },
      sort: [{ field: 'registeredAt', direction: 'asc' }],
      offset,
      limit,
    });
    return docs.map((d) => ({
      id: d.id,
      registeredAt: d.registeredAt,
      firstName: d.firstName ?? '',
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      ticket: workshop.ticketTiers.find((t) => t.id === d.tierId)?.tierName ?? d.tierId,
      quantity: d.quantity ?? 1,
      totalAmount: d.totalAmount.toFixed(2),
      currency: d.currency,
      paymentMethod: d.paymentMethod,
      paymentStatus: d.paymentStatus,
      attendanceStatus: d.attendanceStatus,
    }));
  }

  private async workshopsById(ids: string[]) {
    const docs = await this.workshops.getMany([...new Set(ids)]);
    return new Map(docs.map((d) => [d.id, d]));
  }

  async events(filters: EventFilters, userId: string | null) {
    const filter: Filter = {};
    if (filters.category) filter.category = filters.category;
    if (filters.from || filters.to)
      filter.startDate = {
        ...(filters.from ? { $gte: filters.from } : {}),
        ...(filters.to ? { $lte: filters.to } : {}),
      };
    const text = filters.q
      ? { query: filters.q, fields: ['title', 'titleAr', 'description', 'venue', 'venueAr'] }
      : undefined;
    const col = this.reads.collection<ArtEventDoc>(ART_EVENTS);
    const [docs, total, facets] = await Promise.all([
      col.find({
        filter,
        text,
        sort: text ? undefined : [{ field: 'startDate', direction: 'asc' }],
        offset: (filters.page - 1) * filters.pageSize,
        limit: filters.pageSize,
      }),
      col.count({ filter, text }),
      col.facets(['category'], { filter: {}, text }),
    ]);
    const mine = userId
      ? await this.reads.collection<RsvpDoc>(EVENT_RSVPS).getMany(docs.map((d) => rsvpKey(d.id, userId)))
      : [];
    const byEvent = new Map(mine.map((r) => [r.eventId, r]));
    return { items: docs.map((d) => artEventView(d, byEvent.get(d.id) ?? null)), total, facets };
  }

  /** The organiser's own events (every event for admins), cancelled ones included. */
  async eventsOrganisedBy(user: AccountAccess) {
    const docs = await this.reads.collection<ArtEventDoc>(ART_EVENTS).find({
      filter: isStaff(user) ? {} : { organiserId: user.userId },
      sort: [{ field: 'startDate', direction: 'asc' }],
      limit: 500,
    });
    return docs.map((d) => artEventView(d));
  }

  async eventDoc(id: string): Promise<ArtEventDoc> {
    const doc = await this.reads.collection<ArtEventDoc>(ART_EVENTS).get(id);
    if (!doc) throw notFound('Event', 'الفعالية');
    return doc;
  }

  async event(id: string, userId: string | null) {
    const doc = await this.eventDoc(id);
    const rsvp = userId ? await this.reads.collection<RsvpDoc>(EVENT_RSVPS).get(rsvpKey(id, userId)) : null;
    return artEventView(doc, rsvp);
  }

  async myEvents(userId: string) {
    const rsvps = await this.reads
      .collection<RsvpDoc>(EVENT_RSVPS)
      .find({ filter: { userId }, sort: [{ field: 'rsvpedAt', direction: 'desc' }], limit: 500 });
    const events = await this.reads.collection<ArtEventDoc>(ART_EVENTS).getMany(rsvps.map((r) => r.eventId));
    const byId = new Map(events.map((e) => [e.id, e]));
    return rsvps.map((r) => eventRegistrationView(r, byId.get(r.eventId)));
  }

  async attendees(event: ArtEventDoc) {
    const rsvps = await this.reads
      .collection<RsvpDoc>(EVENT_RSVPS)
      .find({ filter: { eventId: event.id }, sort: [{ field: 'rsvpedAt', direction: 'asc' }], limit: 5000 });
    return rsvps.map((r) => ({ userId: r.userId, status: r.status, rsvpedAt: r.rsvpedAt }));
  }
}
