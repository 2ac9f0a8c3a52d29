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

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const context = { mailFrom: 'Gulf Art <no-reply@gulfart.example>', publicUrl: 'https://gulfart.example' };
const welcome = { to: 'collector@example.sa', lang: 'en' as const, data: { firstName: null } };

describe('email processor', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function runWith(sender: MailSender) {
    const options = testJobsOptions({ attempts: 3, backoffDelayMs: 20 });
    const queues = JobQueues.open(options, quiet);
    const workers = new JobWorkers(queues, quiet);
    registerEmailProcessors(workers, sender, context);
    await workers.start();
    cleanups.push(async () => {
      await workers.close();
      await queues.close();
      await deleteKeysWithPrefix(options.prefix);
    });
    const { id } = await queues.enqueue('email', 'welcome', welcome, { causedByEventId: randomUUID() });
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
});
