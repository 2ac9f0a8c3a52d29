import type { JobWorkers } from '../../platform/jobs/job-workers.js';
import { JobResults, type JobContext, type JobResult } from '../../platform/jobs/job-result.js';
import type { EmailContext, EmailLanguage, EmailTemplate, RawEmailTemplate, RenderedEmail } from './email-template.js';
import { EMAIL_TEMPLATES, isSentEmailJob, MARKETING_TEMPLATES, type EmailJob } from './email-jobs.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { recordOutbox, type OutboxFields } from '../outbox/mail-outbox.js';
import { SUPPRESSIONS, type SuppressionDoc } from '../suppression/suppressions.projection.js';
import { recipientHash } from './recipient-hash.js';
import type { MailSender } from './mail-sender.js';
import { renderEmail } from './render-email.js';

export interface EmailProcessorOptions extends EmailContext {
  /** The From header (AppConfig.mailFrom). */
  mailFrom: string;
  /** Where the outbox is recorded and the suppression list read, and the recipients' hash key (the app's
   * personal-data secret); absent in tests of the transport alone. */
  records?: { store: ReadStore; secret: string };
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
  const line: OutboxFields = {
    id: context.jobId,
    template: name,
    lang: payload.lang,
    recipientHash: records ? recipientHash(payload.to, records.secret) : '',
    state: 'sent',
    attempts: context.attempt,
    mode: sender.mode,
    providerAnswer: null,
    tag: tagOf(payload.data),
  };
  const record = (change: Partial<OutboxFields>) =>
    records ? recordOutbox(records.store, { ...line, ...change }) : Promise.resolve();
  if (records) {
    const entry = await records.store.collection<SuppressionDoc>(SUPPRESSIONS).get(line.recipientHash);
    if (entry && (entry.scope === 'all' || MARKETING_TEMPLATES.has(name))) {
      await record({ state: 'suppressed', providerAnswer: `suppressed: ${entry.reason}` });
      await context.replacePayload({ sent: true, lang: payload.lang });
      return JobResults.skipped(`the recipient is suppressed (${entry.reason})`);
    }
  }
  const rendered = render(EMAIL_TEMPLATES[name], payload.data, payload.lang, options);
  try {
    const { messageId } = await sender.send({ ...rendered, from: options.mailFrom, to: payload.to });
    await record({ state: 'sent', providerAnswer: messageId });
    await context.replacePayload({ sent: true, lang: payload.lang });
    return JobResults.success({ messageId, mode: sender.mode });
  } catch (error) {
    const permanent = isPermanent(error);
    await record({ state: permanent ? 'failed' : 'retrying', providerAnswer: (error as Error).message.slice(0, 500) });
    if (permanent) return JobResults.permanentFailure(`Refused by the mail server: ${(error as Error).message}`);
    throw error;
  }
}

/** The campaign a mail belongs to, when it names one. */
function tagOf(data: unknown): string | null {
  const id = (data as { campaignId?: unknown } | null)?.campaignId;
  return typeof id === 'string' ? id : null;
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
