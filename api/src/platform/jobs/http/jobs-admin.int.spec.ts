import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { ROLES_KEY } from '../../auth/guards/auth.decorators.js';
import { HttpErrorFilter } from '../../errors/http-error.filter.js';
import { QUEUE_COUNTS, type QueueCounts } from '../../health/health.controller.js';
import { JobQueues } from '../job-queues.js';
import { JobResults } from '../job-result.js';
import { JobWorkers } from '../job-workers.js';
import { JobsModule } from '../jobs.module.js';
import { deleteKeysWithPrefix, testJobsOptions } from '../testing/redis-test-env.js';
import { enqueueProbe, registerProbe } from '../testing/untyped-jobs.js';
import { JobsAdminController } from './jobs-admin.controller.js';
import { eventually } from '../../../testing/eventually.js';

describe('failed jobs admin API', () => {
  const options = testJobsOptions({ attempts: 2, backoffDelayMs: 20 });
  let app: INestApplication;
  let queues: JobQueues;
  let broken = true;

  beforeAll(async () => {
    @Module({ imports: [JobsModule.forRoot(options)] })
    class TestApp {}
    app = await NestFactory.create(TestApp, { logger: false });
    app.useGlobalFilters(new HttpErrorFilter(() => undefined));
    registerProbe<{ to: string }>(app.get(JobWorkers), 'notify', async () =>
      broken ? JobResults.permanentFailure('mail server refused the recipient') : JobResults.success(),
    );
    await app.init();
    queues = app.get(JobQueues);
  });

  afterAll(async () => {
    await app.close();
    await deleteKeysWithPrefix(options.prefix);
  });

  const state = async (id: string) => (await queues.queue('email').getJob(id))?.getState();

  it('lists a failed job, retries it on request, and refuses a second retry', async () => {
    const { id } = await enqueueProbe(
      queues,
      'notify',
      { to: 'collector@example.sa' },
      { causedByEventId: randomUUID() },
    );
    await eventually(async () => ((await state(id)) === 'failed' ? true : undefined));

    const list = await request(app.getHttpServer())
      .get('/api/admin/jobs')
      .query({ range: '[0,9]', sort: '["timestamp","DESC"]', filter: '{"q":"refused"}' })
      .expect(200);
    expect(list.headers['content-range']).toBe('jobs 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: `email:${id}`,
        queue: 'email',
        name: 'notify',
        failedReason: 'mail server refused the recipient',
        attemptsMade: 1,
        timestamp: expect.any(Number),
        data: { to: 'collector@example.sa' },
      }),
    ]);
    const elsewhere = await request(app.getHttpServer())
      .get('/api/admin/jobs')
      .query({ filter: '{"queue":"pdf"}' })
      .expect(200);
    expect(elsewhere.body).toEqual([]);
    expect(elsewhere.headers['content-range']).toBe('jobs 0-0/0');
    expect((await app.get<QueueCounts>(QUEUE_COUNTS)()).email).toMatchObject({ failed: 1, completed: 0 });

    broken = false;
    const retried = await request(app.getHttpServer()).post(`/api/admin/jobs/email:${id}/retry`).expect(200);
    expect(retried.body).toMatchObject({ id: `email:${id}`, attemptsMade: 0 });
    await eventually(async () => ((await state(id)) === 'completed' ? true : undefined));

    const after = await request(app.getHttpServer()).get('/api/admin/jobs').expect(200);
    expect(after.headers['content-range']).toBe('jobs 0-0/0');
    const again = await request(app.getHttpServer()).post(`/api/admin/jobs/email:${id}/retry`).expect(422);
    expect(again.body).toMatchObject({ code: 'job_not_failed', messageAr: expect.stringContaining('مهمة') });
    const shown = await request(app.getHttpServer()).get(`/api/admin/jobs/email:${id}`).expect(200);
    expect(shown.body).toMatchObject({ state: 'completed' });
  });

  it('answers 404 for an unknown job and 400 for a sort field it does not offer', async () => {
    await request(app.getHttpServer()).get('/api/admin/jobs/email:no-such-job').expect(404);
    await request(app.getHttpServer()).post('/api/admin/jobs/nowhere:1/retry').expect(404);
    const bad = await request(app.getHttpServer()).get('/api/admin/jobs').query({ sort: '["data","ASC"]' }).expect(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'sort' })]);
  });

  it('is marked for admins only', () => {
    expect(Reflect.getMetadata(ROLES_KEY, JobsAdminController)).toEqual(['admin']);
  });
});
