import { Inject, Injectable, Module, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../platform/config/app-config.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../platform/tokens.js';
import { CAPTURED_MAIL, CAPTURED_MAIL_SPEC, forgetCapturedMail } from './capture/captured-mail.js';
import { ErasureHooks } from '../platform/commands/erasure-hooks.js';
import { reactorProjection } from '../platform/projections/reactor.js';
import { openMailSender, type MailSender } from './email/mail-sender.js';
import { recordQueuedMails, registerEmailProcessors } from './email/send-email.processor.js';
import { MailAdminController } from './http/mail-admin.controller.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { JobQueues } from '../platform/jobs/job-queues.js';
import { welcomeEmailReactor } from './reactors/welcome-email.reactor.js';
import { CommandRunner } from '../platform/commands/command-runner.js';
import { SuppressionsController } from './http/suppressions.controller.js';
import { MailReportsController } from './http/mail-reports.controller.js';
import { MailReports } from './application/mail-reports.js';
import { SUPPRESSIONS, SUPPRESSIONS_SPEC } from './suppression/suppressions.projection.js';
import { MAIL_TEMPLATES, MAIL_TEMPLATES_SPEC } from './templates/mail-templates.projection.js';
import { SettingsQueries } from '../settings/index.js';
import { MailTemplates, settingsPlatformName } from './templates/mail-templates.js';
import { MailTemplatesController } from './http/mail-templates.controller.js';
import { IdentityModule } from '../identity/index.js';

/**
 * Registers the `email` processor in every process; where workers run, the mail sender opens before they
 * start (JobWorkers.whenRunning). The sender closes in onApplicationShutdown, after JobsModule has let
 * in-flight jobs finish (beforeApplicationShutdown).
 */
@Injectable()
class EmailProcessing implements OnModuleInit, OnApplicationShutdown {
  private sender: MailSender | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly workers: JobWorkers,
    private readonly jobs: JobQueues,
    /** Absent in slices of the app that do not erase anyone (tests of the mail pipeline). */
    @Optional() private readonly erasure?: ErasureHooks,
    /** Absent there too: without it no mail's life is recorded. */
    @Optional() private readonly runner?: CommandRunner,
    /** Absent there too: the mails are then signed with the shipped name. */
    @Optional() private readonly settings?: SettingsQueries,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.store.ensureCollection(CAPTURED_MAIL, CAPTURED_MAIL_SPEC);
    // The processor reads the list and the revised texts even where the event platform is not assembled (tests of the mail pipeline).
    await this.store.ensureCollection(SUPPRESSIONS, SUPPRESSIONS_SPEC);
    await this.store.ensureCollection(MAIL_TEMPLATES, MAIL_TEMPLATES_SPEC);
    // Without SMTP_URL every mail is captured in the read store: an erasure removes the person's (in whichever
    // process erases, workers or not).
    if (!this.config.smtpUrl)
      this.erasure?.register('capturedMail', (person) => forgetCapturedMail(this.store, person));
    registerEmailProcessors(this.workers, () => this.sender ?? raise('the mail sender is not open in this process'), {
      mailFrom: this.config.mailFrom,
      publicUrl: this.config.publicUrl,
      currentPlatformName: this.settings ? () => settingsPlatformName(this.settings!) : undefined,
      records: { store: this.store, secret: this.config.piiMasterKey, runner: this.runner },
    });
    if (this.runner) recordQueuedMails(this.jobs, this.runner, this.config.piiMasterKey);
    this.workers.whenRunning(async () => {
      this.sender = await openMailSender({ smtpUrl: this.config.smtpUrl, readStore: () => this.store });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sender?.close();
    this.sender = null;
  }
}

function raise(message: string): never {
  throw new Error(message);
}

/** E-mail: the `email` job processor, the local capture server (no SMTP_URL) and the captured-mail admin
 * API. Uses APP_CONFIG and READ_STORE (PlatformModule) and JobWorkers (JobsModule), all global. */
@Module({
  controllers: [MailAdminController],
  providers: [EmailProcessing],
})
export class NotificationsModule {}

/** The reactors that turn events into notification jobs (they run on the projection engine). Apart from
 * NotificationsModule so that the mail machinery can be assembled without the event platform. */
@Module({
  imports: [IdentityModule],
  controllers: [MailTemplatesController, SuppressionsController, MailReportsController],
  providers: [MailReports, MailTemplates],
})
export class NotificationReactorsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobQueues,
  ) {}

  onModuleInit(): void {
    this.projections.register([reactorProjection(welcomeEmailReactor(this.jobs))]);
  }
}
