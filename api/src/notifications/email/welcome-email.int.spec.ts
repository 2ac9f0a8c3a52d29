import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { ROLES_KEY } from '../../platform/auth/guards/auth.decorators.js';
import { loadConfig } from '../../platform/config/app-config.js';
import { HttpErrorFilter } from '../../platform/errors/http-error.filter.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { deleteKeysWithPrefix, testJobsOptions } from '../../platform/jobs/testing/redis-test-env.js';
import { PostgresReadStore } from '../../platform/read-store/postgres-read-store.js';
import { PgliteSqlClient } from '../../platform/sql/pglite-sql-client.js';
import { openTestPglite } from '../../testing/test-pglite.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { CAPTURED_MAIL, type CapturedMail } from '../capture/captured-mail.js';
import { MailAdminController } from '../http/mail-admin.controller.js';
import { NotificationsModule } from '../notifications.module.js';
import { eventually } from '../../testing/eventually.js';

describe('welcome e-mail through the queue, SMTP and the capture server', () => {
  const jobs = testJobsOptions();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://gulfart.example' }),
    smtpUrl: null,
    runWorkers: true,
  };
  let sql: PgliteSqlClient;
  let store: PostgresReadStore;
  let app: INestApplication;

  beforeAll(async () => {
    sql = await openTestPglite();
    store = new PostgresReadStore(sql);
    await store.init();
    @Global()
    @Module({
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: READ_STORE, useValue: store },
      ],
      exports: [APP_CONFIG, READ_STORE],
    })
    class TestPlatform {}
    @Module({ imports: [TestPlatform, JobsModule.forRoot(jobs), NotificationsModule] })
    class TestApp {}
    app = await NestFactory.create(TestApp, { logger: false });
    app.useGlobalFilters(new HttpErrorFilter(() => undefined));
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await store?.close();
    await sql?.close();
    await deleteKeysWithPrefix(jobs.prefix);
  });

  it('captures one bilingual mail per causing event, readable through the admin API', async () => {
    const queues = app.get(JobQueues);
    const englishEvent = randomUUID();
    const english = await queues.enqueue(
      'email',
      'welcome',
      { to: 'collector@example.sa', lang: 'en', data: { firstName: 'Collector' } },
      { causedByEventId: englishEvent },
    );
    const arabic = await queues.enqueue(
      'email',
      'welcome',
      { to: 'artist@example.sa', lang: 'ar', data: { firstName: null } },
      { causedByEventId: randomUUID() },
    );
    // The same event delivered again (a replay) must not send a second mail.
    await queues.enqueue(
      'email',
      'welcome',
      { to: 'collector@example.sa', lang: 'en', data: { firstName: 'Collector' } },
      { causedByEventId: englishEvent },
    );

    const mail = store.collection<CapturedMail>(CAPTURED_MAIL);
    await eventually(async () => ((await mail.count()) >= 2 ? true : undefined), 15_000, 'two captured mails');
    for (const { id } of [english, arabic]) {
      await eventually(async () => ((await queues.queue('email').getJob(id))?.finishedOn ? true : undefined));
    }

    const list = await request(app.getHttpServer())
      .get('/api/admin/mail')
      .query({ range: '[0,24]', sort: '["receivedAt","DESC"]', filter: '{"q":"artist@example"}' })
      .expect(200);
    expect(list.headers['content-range']).toBe('mail 0-0/1');
    const [listed] = list.body as CapturedMail[];
    expect(listed).toMatchObject({
      to: 'artist@example.sa',
      from: config.mailFrom,
      subject: 'مرحبًا بك في سوق الفن الخليجي | Welcome to Gulf Art Marketplace',
    });

    const shown = (await request(app.getHttpServer()).get(`/api/admin/mail/${listed!.id}`).expect(200))
      .body as CapturedMail;
    expect(shown.html).toContain('<html lang="ar" dir="rtl">');
    expect(shown.text?.startsWith('مرحبًا،')).toBe(true);
    expect(shown.text).toContain('Explore the marketplace: https://gulfart.example/');
    expect(shown.messageId).toMatch(/^<.+@.+>$/);
    expect(shown.size).toBeGreaterThan(shown.html!.length / 2);
    expect(Date.parse(shown.receivedAt)).toBeGreaterThan(Date.now() - 60_000);

    const all = await request(app.getHttpServer()).get('/api/admin/mail').expect(200);
    expect(all.headers['content-range']).toBe('mail 0-1/2');
    const englishMail = (all.body as CapturedMail[]).find((m) => m.to === 'collector@example.sa');
    expect(englishMail?.subject).toBe('Welcome to Gulf Art Marketplace | مرحبًا بك في سوق الفن الخليجي');
    expect(englishMail?.text?.startsWith('Hello Collector,')).toBe(true);
    expect(englishMail?.html).toContain('<div lang="ar" dir="rtl"');

    // The completed job is the idempotency record; it keeps no address once the mail has gone.
    const done = await queues.queue('email').getJob(english.id);
    expect(done?.data).toEqual({ sent: true, lang: 'en' });
    expect(done?.returnvalue).toMatchObject({ status: 'success', detail: { mode: 'capture' } });
    await request(app.getHttpServer()).get('/api/admin/mail/no-such-mail').expect(404);
  });

  it('is marked for admins only', () => {
    expect(Reflect.getMetadata(ROLES_KEY, MailAdminController)).toEqual(['admin']);
  });
});
