/**
 * Every job of the workshops context, declared once and loaded by the API and the standalone worker alike: the
 * confirmation mail when a registration is paid (a reactor: the job id derives from the event, so a replay never
 * mails twice), and the sweep that releases seats held for payments that never came (every minute; the hold
 * time is REGISTRATION_HOLD_MINUTES, default 15).
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { declareJobs, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { JobResults } from '../platform/jobs/job-result.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import type { Projection } from '../platform/projections/projection.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { USERS, type UserDoc } from '../identity/index.js';
import { WorkshopCommands } from './application/workshop-commands.js';
import type { RegistrationPaid } from './domain/workshops.events.js';
import {
  REGISTRATIONS,
  WORKSHOPS,
  type RegistrationDoc,
  type WorkshopDoc,
} from './projections/workshops.projections.js';

export const EXPIRE_HOLDS_SCHEDULER_ID = 'expire-registration-holds';

declare module '../platform/jobs/job-catalog.js' {
  interface WorkshopJobs {
    'expire-registration-holds': Record<string, never>;
  }
}

/** RegistrationPaid → the confirmation mail to the attendee's account address (never the typed one). */
export function registrationEmailsReactor(jobs: JobQueues, reads: ReadStore): Projection<RegistrationPaid> {
  return {
    name: 'workshopRegistrationEmails',
    version: 1,
    eventTypes: ['RegistrationPaid'],
    collections: {},
    async apply(event) {
      const registration = await reads.collection<RegistrationDoc>(REGISTRATIONS).get(event.data.registrationId);
      const workshop = await reads.collection<WorkshopDoc>(WORKSHOPS).get(event.data.workshopId);
      if (!registration || !workshop) return;
      const user = await reads.collection<UserDoc>(USERS).get(registration.userId);
      if (!user?.email) return; // forgotten: nobody to write to
      const tier = workshop.ticketTiers.find((t) => t.id === registration.tierId);
      await jobs.enqueue(
        'email',
        'workshopRegistrationConfirmed',
        {
          to: user.email,
          lang: 'en',
          data: {
            title: workshop.title,
            titleAr: workshop.titleAr,
            startDate: workshop.startDate,
            location: workshop.locationType === 'online' ? 'Online' : workshop.location,
            locationAr: workshop.locationType === 'online' ? 'عبر الإنترنت' : workshop.locationAr,
            ticket: tier?.tierName ?? '',
            ticketAr: tier?.tierNameAr ?? '',
            amountPaid: registration.amountDue.toFixed(2),
            currency: registration.currency,
          },
        },
        { causedByEventId: event.metadata.eventId },
      );
    },
  };
}

@Injectable()
export class WorkshopsJobs implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
    private readonly workers: JobWorkers,
    private readonly commands: WorkshopCommands,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    declareJobs(this.projections, this.workers, {
      reactors: [registrationEmailsReactor(this.jobs, this.reads)],
      processors: [
        processor('workshops', 'expire-registration-holds', async () =>
          JobResults.success(await this.commands.expireHolds()),
        ),
      ],
      schedules: [
        { queue: 'workshops', id: EXPIRE_HOLDS_SCHEDULER_ID, name: 'expire-registration-holds', everyMs: 60_000 },
      ],
    });
  }
}
