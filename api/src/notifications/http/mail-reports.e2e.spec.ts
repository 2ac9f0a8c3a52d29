/**
 * What comes back about a mail, over HTTP (PostgreSQL server): the provider's signed bounce webhook (a bad
 * signature is refused, a repeated report changes nothing, a hard bounce suppresses the next send) and the
 * open-tracking pixel (counted once, only on a mail whose subscriber allowed it). Each mail's life is events on
 * `mail-<job id>`, from its enqueue; the outbox read model rebuilt from them gives the same lines. Mails are signed
 * with the platform name in force.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { eventually } from '../../testing/eventually.js';
import { readModelSnapshot, rebuildFromLog } from '../../testing/read-model-rebuild.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { recipientHash } from '../email/recipient-hash.js';
import { MailReports } from '../application/mail-reports.js';
import { openToken } from '../tracking/open-tracking.js';
import { mailOutboxProjection, outboxCounts, type OutboxEntry } from '../outbox/mail-outbox.js';
import type { Projection } from '../../platform/projections/projection.js';
import { markEventLog } from '../../testing/appended-events.js';
import type { MailProvider } from '../application/provider-reports.js';
import { sendgridPost, sesBounce, sesComplaint, snsEnvelope } from '../testing/provider-samples.js';

let stack: TestStack;
let admin: TestBrowser;
const hash = (email: string) => recipientHash(email, stack.runtime.config.piiMasterKey);
const outbox = () => stack.runtime.storage.reads.collection<OutboxEntry>('mailOutbox');
const linesOf = (email: string) => outbox().find({ filter: { recipientHash: hash(email) } });
const eventsOf = async (mailId: string) =>
  (await stack.runtime.storage.events.readStream(`mail-${mailId}`)).map((e) => e.type);

/** The first line of this address in the given state, once the outbox shows it. */
const lineOf = (email: string, state: OutboxEntry['state'], template = 'newsletterConfirmation') =>
  eventually(async () => (await linesOf(email)).find((l) => l.state === state && l.template === template), 20_000);

async function report(body: object, signature?: string) {
  const text = JSON.stringify(body);
  const res = await fetch(`${stack.baseUrl}/api/webhooks/mail/bounces`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-mail-signature': signature ?? stack.http.app.get(MailReports).sign(text),
    },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  admin = await stack.signIn('admin@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('the bounce webhook', () => {
  it('refuses a bad signature, records a hard bounce once, and the next mail to the address is not sent', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'gone@example.sa', language: 'en' });
    const sent = await lineOf('gone@example.sa', 'sent');
    expect(sent.messageId).toMatch(/^[^<>]+@[^<>]+$/);
    const bounce = { type: 'bounce', messageId: sent.providerAnswer, bounceType: 'hard', detail: '550 5.1.1 unknown' };

    for (const signature of ['', 'nope', stack.http.app.get(MailReports).sign('{"type":"complaint"}')]) {
      const refused = await report(bounce, signature);
      expect(refused.status).toBe(401);
      expect(refused.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await eventsOf(sent.id)).toEqual(['MailQueued', 'MailSent']);

    expect(await report(bounce)).toEqual({
      status: 200,
      body: { mailId: sent.id, recorded: true, suppressed: true },
    });
    // The provider's retry of the same report (here without the angle brackets) changes nothing.
    expect(await report({ ...bounce, messageId: sent.messageId })).toEqual({
      status: 200,
      body: { mailId: sent.id, recorded: false, suppressed: true },
    });
    expect(await eventsOf(sent.id)).toEqual(['MailQueued', 'MailSent', 'MailBounced']);
    const suppressions = await stack.runtime.storage.events.readStream(`mailSuppression-${hash('gone@example.sa')}`);
    expect(suppressions.map((e) => e.type)).toEqual(['MailSuppressed']);
    expect(suppressions[0]!.data).toMatchObject({ reason: 'bounce', scope: 'all' });
    await eventually(async () => (await outbox().get(sent.id))?.bounce === 'hard', 20_000);

    // The next mail to the address is withheld: recorded as suppressed, never sent.
    const entry = await stack.call(admin, 'GET', `/api/admin/mail/suppressions/${hash('gone@example.sa')}`);
    expect(entry.body).toMatchObject({ reason: 'bounce', scope: 'all' });
    await stack.http.app.get(JobQueues).enqueue(
      'email',
      'welcome',
      { to: 'gone@example.sa', lang: 'en', data: { firstName: null } },
      {
        causedByEventId: randomUUID(),
      },
    );
    const withheld = await lineOf('gone@example.sa', 'suppressed', 'welcome');
    expect(await eventsOf(withheld.id)).toEqual(['MailQueued', 'MailWithheld']);
    const captured = await stack.runtime.storage.reads.collection<{ id: string; to: string }>('capturedMail').find();
    expect(captured.filter((m) => m.to.includes('gone@')).length).toBe(1);
  });

  it('a complaint suppresses, a soft bounce does not; an unknown message id is answered and changes nothing', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'annoyed@example.sa', language: 'ar' });
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'full@example.sa', language: 'ar' });
    const annoyed = await lineOf('annoyed@example.sa', 'sent');
    const full = await lineOf('full@example.sa', 'sent');
    expect((await report({ type: 'complaint', messageId: annoyed.providerAnswer })).body).toEqual({
      mailId: annoyed.id,
      recorded: true,
      suppressed: true,
    });
    expect((await report({ type: 'bounce', bounceType: 'soft', messageId: full.providerAnswer })).body).toEqual({
      mailId: full.id,
      recorded: true,
      suppressed: false,
    });
    expect(await eventsOf(annoyed.id)).toEqual(['MailQueued', 'MailSent', 'MailComplained']);
    expect(await stack.runtime.storage.events.readStream(`mailSuppression-${hash('full@example.sa')}`)).toEqual([]);
    expect((await report({ type: 'bounce', messageId: '<nobody@nowhere>' })).body).toEqual({
      mailId: null,
      recorded: false,
      suppressed: false,
    });
    const refused = await report({ type: 'spam', messageId: 'x' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('type');
  });
});

describe('the providers’ own formats (Amazon SES through SNS, SendGrid)', () => {
  const provider = async (name: MailProvider, body: unknown, key?: string, contentType = 'application/json') => {
    const res = await fetch(
      `${stack.baseUrl}/api/webhooks/mail/${name}?key=${key ?? stack.http.app.get(MailReports).providerKey(name)}`,
      { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) },
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('SES: a wrong key is refused; a permanent bounce by our Message-ID, or by the address alone, suppresses once', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'ses-gone@example.sa', language: 'en' });
    const sent = await lineOf('ses-gone@example.sa', 'sent');
    // SNS posts its JSON as text/plain.
    const bounce = snsEnvelope(sesBounce('ses-gone@example.sa', `<${sent.messageId}>`));
    const mark = await markEventLog(stack.runtime.storage.events);
    for (const key of ['', 'nope', stack.http.app.get(MailReports).providerKey('sendgrid')]) {
      const refused = await provider('ses', bounce, key, 'text/plain; charset=UTF-8');
      expect(refused.status).toBe(401);
      expect(refused.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
    const malformed = await provider('ses', { Type: 'Notification', Message: '{' });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('"Message"');
    expect(await mark.appended('mail')).toEqual([]);

    const answer = { results: [{ mailId: sent.id, recorded: true, suppressed: true }], subscribeUrl: null };
    expect(await provider('ses', bounce, undefined, 'text/plain; charset=UTF-8')).toEqual({
      status: 200,
      body: answer,
    });
    expect((await provider('ses', bounce)).body).toEqual({
      ...answer,
      results: [{ mailId: sent.id, recorded: false, suppressed: true }],
    });
    expect(await eventsOf(sent.id)).toEqual(['MailQueued', 'MailSent', 'MailBounced']);
    const suppressed = async (email: string) =>
      (await stack.runtime.storage.events.readStream(`mailSuppression-${hash(email)}`)).map((e) => e.data);
    expect(await suppressed('ses-gone@example.sa')).toEqual([
      expect.objectContaining({ reason: 'bounce', scope: 'all' }),
    ]);

    // Without the original headers SES names the mail by its own id only: the address is what it reports on.
    const unmatched = snsEnvelope(sesBounce('never-mailed@example.sa', null));
    expect((await provider('ses', unmatched)).body).toEqual({
      results: [{ mailId: null, recorded: true, suppressed: true }],
      subscribeUrl: null,
    });
    expect((await provider('ses', unmatched)).body).toMatchObject({ results: [{ recorded: false, suppressed: true }] });
    expect(await suppressed('never-mailed@example.sa')).toEqual([expect.objectContaining({ reason: 'bounce' })]);
    const complaint = await provider('ses', snsEnvelope(sesComplaint('complainer@example.sa')));
    expect(complaint.body).toMatchObject({ results: [{ recorded: true, suppressed: true }] });
    expect(await suppressed('complainer@example.sa')).toEqual([expect.objectContaining({ reason: 'complaint' })]);
  });

  it('SendGrid: a bounce, a soft block and a spam report of one mail, each recorded on it once', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'sg@example.sa', language: 'ar' });
    const sent = await lineOf('sg@example.sa', 'sent');
    expect((await provider('sendgrid', { event: 'bounce' })).status).toBe(400);
    expect((await provider('sendgrid', [], 'nope')).status).toBe(401);
    const answer = await provider('sendgrid', sendgridPost('sg@example.sa', `<${sent.messageId}>`));
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [
          { mailId: sent.id, recorded: true, suppressed: true },
          { mailId: sent.id, recorded: false, suppressed: false },
          { mailId: sent.id, recorded: false, suppressed: true },
          { mailId: sent.id, recorded: true, suppressed: true },
        ],
        subscribeUrl: null,
      },
    });
    expect(await eventsOf(sent.id)).toEqual(['MailQueued', 'MailSent', 'MailBounced', 'MailComplained']);
  });
});

describe('the open-tracking pixel', () => {
  const campaignMail = (to: string, campaignId: string, openTracking: boolean) =>
    stack.http.app.get(JobQueues).enqueue(
      'email',
      'newsletterCampaign',
      {
        to,
        lang: 'en',
        data: {
          campaignId,
          subject: 'News',
          html: '<p>News</p>',
          text: 'News',
          unsubscribeUrl: 'https://example.sa/u',
          oneClickUrl: 'https://example.sa/o',
          openTracking,
        },
      },
      { causedByEventId: randomUUID() },
    );
  const pixel = async (path: string) => {
    const res = await fetch(`${stack.baseUrl}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
  };

  it('is in a campaign mail only where allowed, and counts its first opening once', async () => {
    const campaignId = randomUUID();
    const allowed = await campaignMail('reader@example.sa', campaignId, true);
    const declined = await campaignMail('private@example.sa', campaignId, false);
    const reader = await lineOf('reader@example.sa', 'sent', 'newsletterCampaign');
    const privately = await lineOf('private@example.sa', 'sent', 'newsletterCampaign');
    expect([reader.id, privately.id]).toEqual([allowed.id, declined.id]);
    expect(reader).toMatchObject({ openTracking: true, tag: campaignId });

    const captured = await stack.runtime.storage.reads
      .collection<{ id: string; to: string; html: string }>('capturedMail')
      .find();
    const html = (to: string) => captured.find((m) => m.to.includes(to))?.html ?? '';
    const src = /<img src="[^"]*(\/api\/mail\/open\/[^"]+\.gif)"/.exec(html('reader@'))?.[1];
    expect(src).toBeDefined();
    expect(html('private@')).not.toContain('/api/mail/open/');

    for (let i = 0; i < 2; i++)
      expect(await pixel(src!)).toEqual({ status: 200, type: 'image/gif', bytes: expect.any(Number) });
    expect(await eventsOf(reader.id)).toEqual(['MailQueued', 'MailSent', 'MailOpened']);
    // A validly signed pixel of a mail that did not allow it, and a forged one, count nothing.
    const secret = stack.runtime.config.piiMasterKey;
    expect((await pixel(`/api/mail/open/${openToken(secret, privately.id)}.gif`)).status).toBe(200);
    expect((await pixel(`/api/mail/open/${openToken('guess', reader.id)}.gif`)).status).toBe(200);
    expect(await eventsOf(privately.id)).toEqual(['MailQueued', 'MailSent']);

    const counts = await eventually(async () => {
      const found = await outboxCounts(stack.runtime.storage.reads, campaignId);
      return found.opened === 1 ? found : undefined;
    }, 20_000);
    expect(counts).toEqual({ delivered: 2, failed: 0, suppressed: 0, bounced: 0, opened: 1 });
  });
});

describe('the outbox read model', () => {
  it('shows a mail queued as soon as it is enqueued, before any worker takes it, and once only', async () => {
    const queues = stack.http.app.get(JobQueues);
    const job = { to: 'later@example.sa', lang: 'ar' as const, data: { firstName: null } };
    const causedByEventId = randomUUID();
    const { id } = await queues.enqueue('email', 'welcome', job, { causedByEventId, delayMs: 3_600_000 });
    expect(await eventsOf(id)).toEqual(['MailQueued']);
    // The same event delivered again: the queue ignores the add, and the mail is not queued twice.
    await queues.enqueue('email', 'welcome', job, { causedByEventId, delayMs: 3_600_000 });
    expect(await eventsOf(id)).toEqual(['MailQueued']);
    const line = await eventually(async () => outbox().get(id), 20_000);
    expect(line).toMatchObject({ state: 'queued', template: 'welcome', lang: 'ar', recipientHash: hash(job.to) });
    await queues.queue('email').remove(id);
  });

  it('rebuilds from the mails’ events to the same lines', async () => {
    const projections = [mailOutboxProjection] as Projection[];
    const before = await readModelSnapshot(stack.runtime, projections);
    expect(before.mailOutbox!.length).toBeGreaterThan(4);
    await rebuildFromLog(stack.runtime, projections);
    expect(await readModelSnapshot(stack.runtime, projections)).toEqual(before);
  });
});

describe('the sign-off', () => {
  it('names the platform as the settings name it now, in both languages, without a restart', async () => {
    const changed = await stack.call(admin, 'PUT', '/api/admin/settings', {
      values: { platformName: 'Najd Art House', platformNameAr: 'دار نجد للفن' },
      reason: 'New trade name',
      expectedRevision: -1,
    });
    expect(changed.status).toBe(200);
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'renamed@example.sa', language: 'ar' });
    await lineOf('renamed@example.sa', 'sent');
    const captured = await stack.runtime.storage.reads
      .collection<{ id: string; to: string; text: string }>('capturedMail')
      .find();
    const text = captured.find((m) => m.to.includes('renamed@'))?.text ?? '';
    expect(text).toContain('فريق دار نجد للفن');
    expect(text).toContain('The Najd Art House team');
    expect(text).not.toContain('Gulf Art Marketplace team');
  });
});
