/**
 * docker-compose's topology: API replicas with RUN_WORKERS=false and one standalone worker (worker.ts), sharing
 * the PostgreSQL server and Redis. Found in review: the standalone worker registered only the e-mail processors,
 * so in this topology invoices were never signed, cleared or rendered and the overdue sweep never existed.
 * Here the API runs no processor at all; everything below is done by the worker process's own runtime.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { startTestStack, openTestStorage, type TestStack } from './testing/test-stack.js';
import { startWorker, type RunningWorker } from './worker.js';
import { createLogger } from './platform/logging/logger.js';
import { JobQueues } from './platform/jobs/job-queues.js';
import { JobWorkers } from './platform/jobs/job-workers.js';
import { CAPTURED_MAIL, type CapturedMail } from './notifications/capture/captured-mail.js';
import { OVERDUE_SCHEDULER_ID } from './invoicing/invoicing.jobs.js';
import { CHROMIUM_PATH } from './invoicing/pdf/pdf-browser.js';
import { announceSkip } from './invoicing/zatca/testing/zatca-samples.js';
import { eventually } from './testing/eventually.js';
import { invoiceForm, sellerProfile } from './invoicing/testing/invoice-forms.js';
import { QUEUE_NAMES } from './platform/jobs/job-catalog.js';

const CHROMIUM = existsSync(CHROMIUM_PATH);
if (!CHROMIUM) announceSkip(`worker topology: PDF rendering not checked, Chromium not found at ${CHROMIUM_PATH}`);

let stack: TestStack;
let worker: RunningWorker;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { RUN_WORKERS: 'false' } });
  const storage = await openTestStorage('pg', stack.storage.databaseUrl!);
  const jobs = stack.http.app.get(JobQueues).options;
  worker = await startWorker(
    { ...stack.runtime.config, runWorkers: true },
    { storage, logger: createLogger('warn'), jobs: { prefix: jobs.prefix, backoffDelayMs: jobs.backoffDelayMs } },
  );
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await stack?.close();
});

describe('the API with RUN_WORKERS=false and a standalone worker', () => {
  it('signs, clears and renders an invoice, sends e-mail and schedules the overdue sweep, all in the worker', async () => {
    expect(stack.http.app.get(JobWorkers).running).toBe(false);
    expect(worker.app.get(JobWorkers).running).toBe(true);
    expect(worker.app.get(JobWorkers).registeredQueues.sort()).toEqual([...QUEUE_NAMES].sort());

    const gallery = await stack.signIn('gallery@example.sa');
    const profile = await stack.call(gallery, 'PUT', '/api/invoices/seller-profile', sellerProfile());
    expect(profile.status).toBe(200);
    const created = await stack.call(gallery, 'POST', '/api/invoices', invoiceForm());
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await stack.call(gallery, 'PATCH', `/api/invoices/${id}`, { status: 'sent' })).status).toBe(200);

    const cleared = await eventually(async () => {
      const invoice = (await stack.call(gallery, 'GET', `/api/invoices/${id}`)).body;
      return invoice.zatcaClearanceStatus === 'cleared' ? invoice : null;
    }, 90_000);
    expect(cleared.invoiceHash).toEqual(expect.any(String));
    const stream = await stack.runtime.storage.events.readStream(`invoice-${id}`);
    expect(stream.map((e) => e.type)).toEqual(expect.arrayContaining(['InvoiceSigned', 'InvoiceCleared']));

    const queues = stack.http.app.get(JobQueues);
    if (CHROMIUM) {
      const rendered = await eventually(
        async () =>
          (await queues.queue('pdf').getCompleted()).find(
            (job) => job.name === 'render-invoice-pdf' && job.data.invoiceId === id,
          ),
        90_000,
      );
      expect(rendered.returnvalue).toMatchObject({ status: 'success', detail: { invoiceId: id } });
    }

    // The seeded accounts' welcome e-mails, sent by the worker's mail processor into the capture.
    const welcome = await eventually(async () => {
      const found = await stack.runtime.storage.reads.collection<CapturedMail>(CAPTURED_MAIL).find();
      return found.find((m) => m.to === 'gallery@example.sa');
    }, 60_000);
    expect(welcome.subject).toMatch(/Welcome/i);

    expect(await queues.queue('zatca').getJobScheduler(OVERDUE_SCHEDULER_ID)).toMatchObject({
      name: 'mark-overdue-invoices',
    });
  }, 240_000);
});
