/**
 * Every job of the workshops context, declared once and loaded by the API and the standalone worker alike: the
 * confirmation mail when a registration is paid and the offer mail when a waiting list offers a seat (reactors: the
 * job id derives from the event, so a replay never mails twice), and the sweep that releases seats held for
 * payments that never came and lapses waiting-list offers not taken (every minute; the hold time is the settings'
 * `workshopSeatHoldMinutes`, REGISTRATION_HOLD_MINUTES until an admin changes it). A cancelled workshop refunds
 * every paid registration in full (a job per cancellation; each refund on its registration's stream, by an id the
 * registration fixes, so a rerun asks nothing twice) and tells each attendee in their language. A card refund the
 * provider refused is asked again when its backoff says (swept every five minutes), by the same refund id.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobResults } from '../platform/jobs/job-result.js';
import type { Reactor } from '../platform/projections/reactor.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { UserQueries, receivesMail, type UserContact } from '../identity/index.js';
import { PaymentOutcomes } from './application/payment-outcomes.service.js';
import type { AttendeesMailed, RegistrationPaid, RegistrationRefundRequested } from './domain/workshops.events.js';
import type { WaitlistSeatOffered, WorkshopCancelled } from './domain/workshops.events.js';
import { RegistrationRefunds } from './application/registration-refunds.service.js';
import { WaitlistCommands } from './application/waitlist-commands.js';
import { REGISTRATIONS, WORKSHOPS } from './projections/workshops.projections.js';
import type { RegistrationDoc, WorkshopDoc } from './projections/workshops.projections.js';

export const EXPIRE_HOLDS_SCHEDULER_ID = 'expire-registration-holds';

declare module '../platform/jobs/job-catalog.js' {
  interface WorkshopJobs {
    'expire-registration-holds': Record<string, never>;
    'send-workshop-reminders': Record<string, never>;
    'refund-cancelled-workshop': { workshopId: string; actorId: string };
    'retry-failed-refunds': Record<string, never>;
  }
}

/** What the workshop mails name: the workshop, its date and place, the ticket and what was paid. */
function emailData(workshop: WorkshopDoc, registration: RegistrationDoc) {
  const tier = workshop.ticketTiers.find((t) => t.id === registration.tierId);
  const online = workshop.locationType === 'online';
  return {
    title: workshop.title,
    titleAr: workshop.titleAr,
    startDate: workshop.startDate,
    location: online ? 'Online' : workshop.location,
    locationAr: online ? 'عبر الإنترنت' : workshop.locationAr,
    ticket: tier?.tierName ?? '',
    ticketAr: tier?.tierNameAr ?? '',
    amountPaid: registration.amountDue.toFixed(2),
    currency: registration.currency,
  };
}

/**
 * The day-before reminder: every paid registration of a published workshop starting within the next 24 hours,
 * mailed once (the job id is the registration's, so the sweep may run as often as it likes).
 */
export async function sendReminders(jobs: JobQueues, reads: ReadStore, now = new Date()): Promise<number> {
  const soon = await reads.collection<WorkshopDoc>(WORKSHOPS).find({
    filter: {
      status: 'published',
      startDate: { $gt: now.toISOString(), $lte: new Date(now.getTime() + 86_400_000).toISOString() },
    },
    limit: 1000,
  });
  let sent = 0;
  for (const workshop of soon) {
    const paid = await reads
      .collection<RegistrationDoc>(REGISTRATIONS)
      .find({ filter: { workshopId: workshop.id, paymentStatus: 'paid' }, limit: 5000 });
    // Identity's contact query (its public surface), not its read model: address and language in one read.
    const contacts = await new UserQueries(reads).contacts(paid.map((r) => r.userId));
    for (const registration of paid) {
      const contact = contacts.get(registration.userId);
      if (!contact || !receivesMail(contact, 'workshopReminders')) continue;
      await jobs.enqueue(
        'email',
        'workshopReminder',
        { to: contact.email, lang: contact.language, data: emailData(workshop, registration) },
        { once: `workshop-reminder:${registration.id}` },
      );
      sent++;
    }
  }
  return sent;
}

/** RegistrationPaid → the confirmation mail to the attendee's account address (never the typed one). */
export function registrationEmailsReactor(jobs: JobQueues, reads: ReadStore): Reactor<RegistrationPaid> {
  const registrations = () => reads.collection<RegistrationDoc>(REGISTRATIONS);
  const workshops = () => reads.collection<WorkshopDoc>(WORKSHOPS);
  // What the page's prefetch found (three reads per paid registration before: a crowd's page now takes three).
  // Only what was found is taken from it; anything missing is read again when its event comes.
  let found = {
    registrations: new Map<string, RegistrationDoc>(),
    workshops: new Map<string, WorkshopDoc>(),
    contacts: new Map<string, UserContact>(),
  };
  const byId = <T extends { id: string }>(docs: T[]) => new Map(docs.map((d) => [d.id, d]));
  return {
    name: 'workshopRegistrationEmails',
    eventTypes: ['RegistrationPaid'],
    startAt: 'head',
    async prefetch(events) {
      const ids = (field: string) => [...new Set(events.map((e) => String(e.data[field])))];
      const [paid, held] = await Promise.all([
        registrations().getMany(ids('registrationId')),
        workshops().getMany(ids('workshopId')),
      ]);
      const contacts = await new UserQueries(reads).contacts(paid.map((r) => r.userId));
      found = { registrations: byId(paid), workshops: byId(held), contacts };
    },
    async react(event) {
      const { registrationId, workshopId } = event.data;
      const registration = found.registrations.get(registrationId) ?? (await registrations().get(registrationId));
      const workshop = found.workshops.get(workshopId) ?? (await workshops().get(workshopId));
      if (!registration || !workshop) return;
      const contact =
        found.contacts.get(registration.userId) ?? (await new UserQueries(reads).contact(registration.userId));
      if (!contact) return; // forgotten: nobody to write to
      await jobs.enqueue(
        'email',
        'workshopRegistrationConfirmed',
        { to: contact.email, lang: contact.language, data: emailData(workshop, registration) },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

/** WaitlistSeatOffered → the offer mail, in the person's language, with the deadline the seat is held until. */
export function waitlistOfferEmailsReactor(jobs: JobQueues, reads: ReadStore): Reactor<WaitlistSeatOffered> {
  return {
    name: 'workshopWaitlistOfferEmails',
    eventTypes: ['WaitlistSeatOffered'],
    async react(event) {
      const workshop = await reads.collection<WorkshopDoc>(WORKSHOPS).get(event.data.workshopId);
      const contact = await new UserQueries(reads).contact(event.data.userId);
      if (!workshop || !contact) return;
      const tier = workshop.ticketTiers.find((t) => t.id === event.data.tierId);
      await jobs.enqueue(
        'email',
        'workshopWaitlistOffer',
        {
          to: contact.email,
          lang: contact.language,
          data: {
            workshopId: workshop.id,
            title: workshop.title,
            titleAr: workshop.titleAr,
            startDate: workshop.startDate,
            ticket: tier?.tierName ?? '',
            ticketAr: tier?.tierNameAr ?? '',
            expiresAt: event.data.expiresAt,
          },
        },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

/** AttendeesMailed → the organiser's message to each selected attendee's account address, in their language. */
export function attendeeMessageReactor(jobs: JobQueues, reads: ReadStore): Reactor<AttendeesMailed> {
  return {
    name: 'workshopAttendeeMessages',
    eventTypes: ['AttendeesMailed'],
    startAt: 'head',
    async react(event) {
      const workshop = await reads.collection<WorkshopDoc>(WORKSHOPS).get(event.data.workshopId);
      if (!workshop) return;
      const registrations = await reads.collection<RegistrationDoc>(REGISTRATIONS).getMany(event.data.registrationIds);
      const contacts = await new UserQueries(reads).contacts(registrations.map((r) => r.userId));
      const { subject, body } = event.data;
      for (const registration of registrations) {
        const contact = contacts.get(registration.userId);
        if (!contact) continue; // forgotten: nobody to write to
        await jobs.enqueue(
          'email',
          'workshopAttendeeMessage',
          {
            to: contact.email,
            lang: contact.language,
            data: { title: workshop.title, titleAr: workshop.titleAr, subject, body },
          },
          { causedByEventId: event.metadata.eventId, key: registration.id },
        );
      }
    },
  };
}

/** WorkshopCancelled → the job that refunds its paid registrations (from the beginning: a cancellation whose
 * refunds were never asked is work not done). */
export function cancelledWorkshopRefundsReactor(jobs: JobQueues): Reactor<WorkshopCancelled> {
  return {
    name: 'workshopCancellationRefunds',
    eventTypes: ['WorkshopCancelled'],
    async react(event) {
      const { workshopId, actorId } = event.data;
      await jobs.enqueue(
        'workshops',
        'refund-cancelled-workshop',
        { workshopId, actorId },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

/** A cancelled workshop's refund requested → the attendee is told, in their language, what comes back. */
export function cancelledWorkshopMailsReactor(jobs: JobQueues, reads: ReadStore): Reactor<RegistrationRefundRequested> {
  return {
    name: 'workshopCancelledRefundEmails',
    eventTypes: ['RegistrationRefundRequested'],
    startAt: 'head',
    async react(event) {
      if (event.data.reason !== 'workshop_cancelled') return;
      const registration = await reads.collection<RegistrationDoc>(REGISTRATIONS).get(event.data.registrationId);
      const workshop = await reads.collection<WorkshopDoc>(WORKSHOPS).get(event.data.workshopId);
      if (!registration || !workshop) return;
      const contact = await new UserQueries(reads).contact(registration.userId);
      if (!contact) return; // forgotten: nobody to write to
      const { title, titleAr, startDate } = workshop;
      await jobs.enqueue(
        'email',
        'workshopCancelledRefund',
        {
          to: contact.email,
          lang: contact.language,
          data: { title, titleAr, startDate, amount: event.data.amount.toFixed(2), currency: event.data.currency },
        },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

@Injectable()
export class WorkshopsJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly payments: PaymentOutcomes,
    private readonly waitlist: WaitlistCommands,
    private readonly refunds: RegistrationRefunds,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [
        registrationEmailsReactor(this.jobs, this.reads),
        waitlistOfferEmailsReactor(this.jobs, this.reads),
        attendeeMessageReactor(this.jobs, this.reads),
        cancelledWorkshopRefundsReactor(this.jobs),
        cancelledWorkshopMailsReactor(this.jobs, this.reads),
      ],
      processors: [
        // Lapsed waiting-list offers are holds too: the same sweep passes them to the next person waiting.
        processor('workshops', 'expire-registration-holds', async () =>
          JobResults.success({ ...(await this.payments.expireHolds()), ...(await this.waitlist.lapseOffers()) }),
        ),
        processor('workshops', 'refund-cancelled-workshop', async ({ workshopId, actorId }) =>
          JobResults.success(await this.refunds.refundCancelledWorkshop(workshopId, actorId)),
        ),
        processor('workshops', 'retry-failed-refunds', async () => JobResults.success(await this.refunds.retryDue())),
        processor('workshops', 'send-workshop-reminders', async () =>
          JobResults.success({ sent: await sendReminders(this.jobs, this.reads) }),
        ),
      ],
      schedules: [
        { queue: 'workshops', id: 'send-workshop-reminders', name: 'send-workshop-reminders', everyMs: 15 * 60_000 },
        { queue: 'workshops', id: 'retry-failed-refunds', name: 'retry-failed-refunds', everyMs: 5 * 60_000 },
        { queue: 'workshops', id: EXPIRE_HOLDS_SCHEDULER_ID, name: 'expire-registration-holds', everyMs: 60_000 },
      ],
    });
  }
}
