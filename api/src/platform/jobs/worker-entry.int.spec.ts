import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startWorker } from '../../worker.js';
import { CAPTURED_MAIL, type CapturedMail } from '../../notifications/capture/captured-mail.js';
import { loadConfig } from '../config/app-config.js';
import { JobQueues } from './job-queues.js';
import { InMemoryReadStore } from './testing/in-memory-read-store.js';
import { TEST_REDIS_URL, deleteKeysWithPrefix, eventually, testJobsOptions } from './testing/redis-test-env.js';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('worker entry point', () => {
  const jobs = testJobsOptions();
  afterAll(() => deleteKeysWithPrefix(jobs.prefix));

  it('processes e-mail jobs enqueued elsewhere, opening storage only for the capture, and closes it', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', REDIS_URL: TEST_REDIS_URL }), smtpUrl: null };
    const store = new InMemoryReadStore();
    let storageClosed = false;
    const worker = await startWorker(config, {
      jobs: { prefix: jobs.prefix },
      logger: quiet,
      openStorage: async () => ({ reads: store, close: async () => void (storageClosed = true) }),
    });
    const producer = JobQueues.open(jobs, quiet);
    try {
      await producer.enqueue(
        'email',
        'welcome',
        { to: 'newcomer@example.sa', lang: 'ar', data: { firstName: null } },
        { causedByEventId: randomUUID() },
      );
      const [mail] = await eventually(async () => {
        const found = await store.collection<CapturedMail>(CAPTURED_MAIL).find();
        return found.length > 0 ? found : undefined;
      });
      expect(mail).toMatchObject({ to: 'newcomer@example.sa', subject: expect.stringMatching(/^مرحبًا بك/) });
    } finally {
      await producer.close();
      await worker.close();
    }
    expect(storageClosed).toBe(true);
  });

  it('says how to give it Redis when REDIS_URL is missing', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    await expect(startWorker(config, { logger: quiet })).rejects.toThrow(/REDIS_URL is not set/);
  });
});
