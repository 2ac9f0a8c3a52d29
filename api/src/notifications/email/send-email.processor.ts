import type { JobWorkers } from '../../platform/jobs/job-workers.js';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobResults, type JobContext, type JobResult } from '../../platform/jobs/job-result.js';
import type { EmailContext, EmailLanguage, EmailTemplate, PlatformName, RawEmailTemplate } from './email-template.js';
import type { RenderedEmail } from './email-template.js';
import { EMAIL_TEMPLATES, isSentEmailJob, MARKETING_TEMPLATES, type EmailJob } from './email-jobs.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { mailDecider, type MailOutcome, type MailQueuedData } from '../domain/mail.decider.js';
import { openPixelUrl } from '../tracking/open-tracking.js';
import { SUPPRESSIONS, type SuppressionDoc } from '../suppression/suppressions.projection.js';
import { recipientHash } from './recipient-hash.js';
import type { MailSender } from './mail-sender.js';
import { renderEmail } from './render-email.js';
import { revisedTemplate } from './revised-template.js';
import { MAIL_TEMPLATES, type MailTemplateDoc } from '../templates/mail-templates.projection.js';

export interface EmailProcessorOptions extends EmailContext {
  /** The From header (AppConfig.mailFrom). */
  mailFrom: string;
  /** The platform's name in force when the mail is rendered (the settings, changed without a restart); the
   * shipped name where the settings are not assembled. */
  currentPlatformName?: () => Promise<PlatformName>;
  /** Where the suppression list is read, the recipients' hash key (the app's personal-data secret), and the
   * runner that records each mail's life on its `mail-<job id>` stream (absent where the event platform is not
   * assembled); absent altogether in tests of the transport alone. */
  records?: { store: ReadStore; secret: string; runner?: CommandRunner };
}

/**
 * Registers the `email` processor for every template (one job name per template). The sender may be given
 * as a function: in the app it opens only where workers start, after the processors are registered.
 */
export function registerEmailProcessors(
  workers: JobWorkers,
  sender: MailSender | (() => MailSender),
  options: EmailProcessorOptions,
): void {
  const current = typeof sender === 'function' ? sender : () => sender;
  for (const name of Object.keys(EMAIL_TEMPLATES) as (keyof typeof EMAIL_TEMPLATES)[]) {
    workers.register('email', name, (payload, context) => sendEmail(name, payload, context, current(), options));
  }
}

async function sendEmail(
  name: keyof typeof EMAIL_TEMPLATES,
  payload: EmailJob<unknown>,
  context: JobContext,
  sender: MailSender,
  options: EmailProcessorOptions,
): Promise<JobResult> {
  // A job that ran to the send before stalling comes back with its payload already replaced.
  if (isSentEmailJob(payload)) return JobResults.skipped('already sent');
  // Each job name's payload matches its template (the catalog types both); the union loses that link here.
  const records = options.records;
  const mail = queuedMail(name, context.jobId, payload, records?.secret ?? null);
  // One append per change of the mail's state (the first one also records it queued where the enqueue did not).
  const record = async (outcome: MailOutcome) => {
    if (!records?.runner) return;
    const command = { type: 'RecordAttempt' as const, mail, attempt: context.attempt, mode: sender.mode, outcome };
    await records.runner.run(mailDecider, mail.mailId, command, commandContext(null));
  };
  if (records) {
    const entry = await records.store.collection<SuppressionDoc>(SUPPRESSIONS).get(mail.recipientHash);
    if (entry && (entry.scope === 'all' || MARKETING_TEMPLATES.has(name))) {
      await record({ kind: 'withheld', reason: entry.reason });
      await context.replacePayload({ sent: true, lang: payload.lang });
      return JobResults.skipped(`the recipient is suppressed (${entry.reason})`);
    }
  }
  const data = mail.openTracking
    ? { ...(payload.data as object), openPixelUrl: openPixelUrl(options.publicUrl, records!.secret, mail.mailId) }
    : payload.data;
  const platformName = await options.currentPlatformName?.();
  const template = await currentTemplate(name, records?.store);
  const rendered = render(template, data, payload.lang, { ...options, platformName });
  try {
    const { messageId } = await sender.send({ ...rendered, from: options.mailFrom, to: payload.to });
    await record({ kind: 'sent', messageId });
    await context.replacePayload({ sent: true, lang: payload.lang });
    return JobResults.success({ messageId, mode: sender.mode });
  } catch (error) {
    const permanent = isPermanent(error);
    await record({ kind: 'failed', providerAnswer: (error as Error).message.slice(0, 500), permanent });
    if (permanent) return JobResults.permanentFailure(`Refused by the mail server: ${(error as Error).message}`);
    throw error;
  }
}

/**
 * Records each mail queued on its `mail-<job id>` stream as its job is enqueued in this process, so the outbox
 * shows it waiting before any worker takes it (a delayed reminder, a busy queue). The `email` queue's other jobs
 * (the newsletter's batches) are not mails.
 */
export function recordQueuedMails(jobs: JobQueues, runner: CommandRunner, secret: string): void {
  jobs.onEnqueued('email', async ({ name, id, payload }) => {
    if (!Object.hasOwn(EMAIL_TEMPLATES, name)) return;
    const mail = queuedMail(name as keyof typeof EMAIL_TEMPLATES, id, payload as EmailJob<unknown>, secret);
    // A job's stream is new when it is enqueued (not read first: a crowd's mails each saved a round trip); a
    // repeated enqueue or a worker faster than this hook makes the append fail on its revision, and the runner
    // reads the stream and records nothing.
    await runner.run(mailDecider, id, { type: 'RecordQueued', mail }, commandContext(null), { newStream: true });
  });
}

/** What the mail's stream records of it: never the address, only its keyed hash (none without the key). */
function queuedMail(
  name: keyof typeof EMAIL_TEMPLATES,
  jobId: string,
  payload: EmailJob<unknown>,
  secret: string | null,
): MailQueuedData {
  return {
    mailId: jobId,
    template: name,
    lang: payload.lang,
    recipientHash: secret === null ? '' : recipientHash(payload.to, secret),
    tag: tagOf(payload.data),
    openTracking: secret !== null && MARKETING_TEMPLATES.has(name) && allowsOpenTracking(payload.data),
  };
}

/** A campaign mail carries the pixel only when its subscriber allowed openings to be counted. */
function allowsOpenTracking(data: unknown): boolean {
  return (data as { openTracking?: unknown } | null)?.openTracking === true;
}

/** The campaign a mail belongs to, when it names one. */
function tagOf(data: unknown): string | null {
  const id = (data as { campaignId?: unknown } | null)?.campaignId;
  return typeof id === 'string' ? id : null;
}

/** The shipped template, or its text as last revised by an admin when there is one. */
async function currentTemplate(
  name: keyof typeof EMAIL_TEMPLATES,
  store: ReadStore | undefined,
): Promise<EmailTemplate<never> | RawEmailTemplate<never>> {
  const shipped = EMAIL_TEMPLATES[name] as EmailTemplate<never> | RawEmailTemplate<never>;
  if (!store || 'render' in shipped) return shipped;
  const revised = await store.collection<MailTemplateDoc>(MAIL_TEMPLATES).get(name);
  return revised?.current ? revisedTemplate(shipped, revised.current) : shipped;
}

function render(
  template: EmailTemplate<never> | RawEmailTemplate<never>,
  data: unknown,
  lang: EmailLanguage,
  context: EmailContext,
): RenderedEmail {
  return 'render' in template
    ? template.render(data as never, lang, context)
    : renderEmail(template, data as never, lang, context);
}

/** SMTP 5xx answers (unknown mailbox, refused sender) and malformed envelopes will not succeed on retry;
 * connection problems and 4xx answers may. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}
