import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startWorker } from './worker.js';
import { CAPTURED_MAIL, type CapturedMail } from './notifications/capture/captured-mail.js';
import { openTestStorage } from './testing/test-stack.js';
import { eventually } from './testing/eventually.js';
import { loadConfig } from './platform/config/app-config.js';
import { createLogger } from './platform/logging/logger.js';
import { JobQueues } from './platform/jobs/job-queues.js';
import { TEST_REDIS_URL, deleteKeysWithPrefix, testJobsOptions } from './platform/jobs/testing/redis-test-env.js';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('worker entry point', () => {
  const jobs = testJobsOptions();
  afterAll(() => deleteKeysWithPrefix(jobs.prefix));

  it('processes e-mail jobs enqueued elsewhere and closes its storage', async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: jobs.prefix }),
      smtpUrl: null,
    };
    const storage = await openTestStorage('pglite');
    let storageClosed = false;
    const close = storage.close.bind(storage);
    storage.close = async () => {
      storageClosed = true;
      await close();
    };
    const worker = await startWorker(config, { storage, jobs: { prefix: jobs.prefix }, logger: createLogger('warn') });
    const producer = JobQueues.open(jobs, quiet);
    try {
      await producer.enqueue(
        'email',
        'welcome',
        { to: 'newcomer@example.sa', lang: 'ar', data: { firstName: null } },
        { causedByEventId: randomUUID() },
      );
      const [mail] = await eventually(async () => {
        const found = await storage.reads.collection<CapturedMail>(CAPTURED_MAIL).find();
        return found.length > 0 ? found : undefined;
      }, 30_000);
      expect(mail).toMatchObject({ to: 'newcomer@example.sa', subject: expect.stringMatching(/^مرحبًا بك/) });
    } finally {
      await producer.close();
      await worker.close();
    }
    expect(storageClosed).toBe(true);
  }, 60_000);

  it('says how to give it Redis when REDIS_URL is missing', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    await expect(startWorker(config)).rejects.toThrow(/REDIS_URL is not set/);
  });
});
