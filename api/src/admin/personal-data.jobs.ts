/**
 * The personal-data export's jobs, declared once and loaded by the API and the standalone worker alike: a
 * request (`PersonalDataExportRequested`) builds the archive and stores it sealed with the person's key; a ready
 * archive (`PersonalDataExportReady`) is mailed to the person in their language and deleted at its expiry. Job ids
 * derive from the events, so a replay never builds or mails twice.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobDeclarations, processor } from '../platform/jobs/context-jobs.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { JobResults } from '../platform/jobs/job-result.js';
import type { Reactor } from '../platform/projections/reactor.js';
import { AccountCommands, UserQueries } from '../identity/index.js';
import type { PersonalDataExportReady, PersonalDataExportRequested } from '../identity/index.js';
import { PersonalDataArchive } from './application/personal-data-archive.js';
import { archiveKey, EXPORT_TTL_MS, PersonalDataExports } from './application/personal-data-exports.js';

interface ExportJob {
  userId: string;
  exportId: string;
}

declare module '../platform/jobs/job-catalog.js' {
  interface PersonalDataJobs {
    'build-export': ExportJob;
    'delete-export': ExportJob;
  }
}

@Injectable()
export class PersonalDataJobs implements OnModuleInit {
  constructor(
    private readonly declarations: JobDeclarations,
    private readonly jobs: JobQueues,
    private readonly users: UserQueries,
    private readonly accounts: AccountCommands,
    private readonly archive: PersonalDataArchive,
    private readonly exports: PersonalDataExports,
  ) {}

  onModuleInit(): void {
    this.declarations.declare({
      reactors: [this.exportJobs(), this.exportEmails()],
      processors: [
        processor('personalData', 'build-export', (job) => this.build(job)),
        processor('personalData', 'delete-export', async ({ exportId }) =>
          JobResults.success({ deleted: await this.exports.archives.delete(archiveKey(exportId)) }),
        ),
      ],
    });
  }

  /** Builds and stores the archive, then records it ready; nothing for a forgotten person or a built archive. */
  private async build({ userId, exportId }: ExportJob) {
    const now = new Date();
    const view = await this.exports.find(userId, exportId, now);
    if (!view || view.status !== 'requested') return JobResults.skipped('not waiting to be built');
    if (!(await this.users.contact(userId))) return JobResults.skipped('the person was forgotten');
    const { zip, sections } = await this.archive.build(userId, now);
    await this.exports.archives.put(userId, archiveKey(exportId), zip);
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS).toISOString();
    await this.accounts.recordDataExport({
      type: 'RecordDataExportReady',
      userId,
      exportId,
      expiresAt,
      bytes: zip.length,
      sections,
    });
    return JobResults.success({ bytes: zip.length });
  }

  /** Work that finishes the export (checkpointed from the log's start: a request is never left unbuilt). */
  private exportJobs(): Reactor<PersonalDataExportRequested | PersonalDataExportReady> {
    const jobs = this.jobs;
    return {
      name: 'personalDataExportJobs',
      eventTypes: ['PersonalDataExportRequested', 'PersonalDataExportReady'],
      async react(event) {
        const { userId, exportId } = event.data;
        const caused = { causedByEventId: event.metadata.eventId };
        if (event.type === 'PersonalDataExportRequested')
          return void (await jobs.enqueue('personalData', 'build-export', { userId, exportId }, caused));
        const delayMs = Math.max(0, Date.parse(event.data.expiresAt) - Date.now());
        await jobs.enqueue('personalData', 'delete-export', { userId, exportId }, { ...caused, delayMs });
      },
    };
  }

  /** Tells the person their archive is ready, in their language (new facts only: starts at the log's head). */
  private exportEmails(): Reactor<PersonalDataExportReady> {
    const { jobs, users } = this;
    return {
      name: 'personalDataExportEmails',
      eventTypes: ['PersonalDataExportReady'],
      startAt: 'head',
      async react(event) {
        const person = await users.contact(event.data.userId);
        if (!person) return; // forgotten: nobody to write to
        const data = { exportId: event.data.exportId, expiresAt: event.data.expiresAt };
        await jobs.enqueue(
          'email',
          'dataExportReady',
          { to: person.email, lang: person.language, data },
          { causedByEventId: event.metadata.eventId },
        );
      },
    };
  }
}
