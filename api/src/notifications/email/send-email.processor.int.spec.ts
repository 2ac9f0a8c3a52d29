import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobWorkers } from '../../platform/jobs/job-workers.js';
import { InMemoryReadStore } from '../../platform/jobs/testing/in-memory-read-store.js';
import { deleteKeysWithPrefix, testJobsOptions } from '../../platform/jobs/testing/redis-test-env.js';
import { CAPTURED_MAIL, type CapturedMail } from '../capture/captured-mail.js';
import { startMailCaptureServer } from '../capture/mail-capture-server.js';
import { openMailSender, type MailSender } from './mail-sender.js';
import { registerEmailProcessors } from './send-email.processor.js';
import { eventually } from '../../testing/eventually.js';
import { SUPPRESSIONS } from '../suppression/suppressions.projection.js';
import { MAIL_TEMPLATES, type MailTemplateDoc } from '../templates/mail-templates.projection.js';
import type { OutgoingMail } from './mail-sender.js';
import type { EmailJob } from './email-template.js';
import type { WelcomeEmailData } from './templates/welcome.template.js';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const context = { mailFrom: 'Gulf Art <no-reply@gulfart.example>', publicUrl: 'https://gulfart.example' };
const welcome = { to: 'collector@example.sa', lang: 'en' as const, data: { firstName: null } };

describe('email processor', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function runWith(sender: MailSender, mail: EmailJob<WelcomeEmailData> = welcome, store?: InMemoryReadStore) {
    const options = testJobsOptions({ attempts: 3, backoffDelayMs: 20 });
    const queues = JobQueues.open(options, quiet);
    const workers = new JobWorkers(queues, quiet);
    registerEmailProcessors(workers, sender, { ...context, records: store && { store, secret: 'key' } });
    await workers.start();
    cleanups.push(async () => {
      await workers.close();
      await queues.close();
      await deleteKeysWithPrefix(options.prefix);
    });
    const { id } = await queues.enqueue('email', 'welcome', mail, { causedByEventId: randomUUID() });
    const job = await eventually(async () => {
      const found = await queues.queue('email').getJob(id);
      return found?.finishedOn ? found : undefined;
    });
    return { job, state: await job.getState() };
  }

  function failingSender(errors: Error[]): MailSender & { calls: number } {
    const sender = {
      mode: 'smtp' as const,
      calls: 0,
      async send() {
        const error = errors[sender.calls++];
        if (error) throw error;
        return { messageId: '<ok@example>' };
      },
      async close() {},
    };
    return sender;
  }

  const smtpError = (responseCode: number) => Object.assign(new Error(`${responseCode} from server`), { responseCode });

  it('gives up at once when the server refuses the recipient (5xx)', async () => {
    const sender = failingSender([smtpError(550)]);
    const { job, state } = await runWith(sender);
    expect(state).toBe('failed');
    expect(sender.calls).toBe(1);
    expect(job.failedReason).toMatch(/^Refused by the mail server: 550/);
    expect(job.data).toEqual(welcome);
  });

  it('retries a temporary refusal (4xx) and a lost connection', async () => {
    const sender = failingSender([
      smtpError(421),
      Object.assign(new Error('connection reset'), { code: 'ECONNECTION' }),
    ]);
    const { job, state } = await runWith(sender);
    expect(state).toBe('completed');
    expect(sender.calls).toBe(3);
    expect(job.returnvalue).toEqual({ status: 'success', detail: { messageId: '<ok@example>', mode: 'smtp' } });
  });

  it('sends to SMTP_URL when it is set', async () => {
    const store = new InMemoryReadStore();
    const server = await startMailCaptureServer(store);
    const sender = await openMailSender({
      smtpUrl: `smtp://${server.host}:${server.port}`,
      readStore: () => {
        throw new Error('not needed');
      },
    });
    cleanups.push(async () => {
      await sender.close();
      await server.close();
    });
    expect(sender.mode).toBe('smtp');
    const { state } = await runWith(sender);
    expect(state).toBe('completed');
    const [mail] = await store.collection<CapturedMail>(CAPTURED_MAIL).find();
    expect(mail).toMatchObject({ to: 'collector@example.sa', from: context.mailFrom });
  });

  it("sends a mail's text as an admin last revised it, the data filled in and escaped", async () => {
    const store = new InMemoryReadStore();
    await store.ensureCollection(MAIL_TEMPLATES);
    await store.ensureCollection(SUPPRESSIONS);
    const text = (subject: string) => ({ subject, greeting: '{{firstName}}', paragraphs: ['{{platformName}}'] });
    const revised: MailTemplateDoc = {
      id: 'welcome',
      current: { en: text('Welcome aboard'), ar: text('أهلًا بك يا {{firstName}}') },
      revision: 0,
      revisions: [],
      updatedAt: '2026-11-29T09:00:00.000Z',
    };
    await store.collection<MailTemplateDoc>(MAIL_TEMPLATES).upsert(revised);
    const sent: OutgoingMail[] = [];
    const sender: MailSender = {
      mode: 'capture',
      async send(mail) {
        sent.push(mail);
        return { messageId: '<ok@example>' };
      },
      async close() {},
    };
    const arabic = { to: 'collector@example.sa', lang: 'ar' as const, data: { firstName: 'نورة <b>' } };
    const { state } = await runWith(sender, arabic, store);
    expect(state).toBe('completed');
    expect(sent[0]!.subject).toBe('أهلًا بك يا نورة <b> | Welcome aboard');
    expect(sent[0]!.html).toContain('<p>نورة &lt;b&gt;</p>');
    expect(sent[0]!.html).not.toContain('<b>');
    expect(sent[0]!.text).toContain('سوق الفن الخليجي');
    expect(sent[0]!.html).toContain('Explore the marketplace');
  });
});
