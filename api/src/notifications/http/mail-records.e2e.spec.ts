/**
 * The mail records over HTTP (PostgreSQL server): every mail of the `email` queue in the outbox with its
 * template, language, recipient hash (never the address), state and the provider's answer; the suppression list
 * consulted before each send (a bounce stops every mail); who may read and change them. (Unsubscribes in the list:
 * the newsletter's campaigns.e2e.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { eventually } from '../../testing/eventually.js';
import { recipientHash } from '../email/recipient-hash.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const hash = (email: string) => recipientHash(email, stack.runtime.config.piiMasterKey);
const outboxOf = async (email: string) =>
  (
    await stack.call(
      b.admin!,
      'GET',
      `/api/admin/mail/outbox?filter=${encodeURIComponent(JSON.stringify({ recipientHash: hash(email) }))}`,
    )
  ).body as Array<Record<string, unknown>>;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['admin', 'moderator', 'auditor']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('suppressions', () => {
  it('only admins change the list; bad input is refused by field', async () => {
    expect(
      (
        await stack.call(b.moderator!, 'POST', '/api/admin/mail/suppressions', {
          email: 'x@example.sa',
          reason: 'bounce',
        })
      ).status,
    ).toBe(403);
    expect((await stack.call(b.moderator!, 'GET', '/api/admin/mail/suppressions')).status).toBe(200);
    expect((await stack.call(b.moderator!, 'GET', '/api/admin/mail/outbox')).status).toBe(403);
    expect((await stack.call(b.auditor!, 'GET', '/api/admin/mail/outbox')).status).toBe(200);
    for (const [body, field] of [
      [{ email: 'nope', reason: 'bounce' }, 'email'],
      [{ email: 'x@example.sa', reason: 'spite' }, 'reason'],
    ] as const) {
      const res = await stack.call(b.admin!, 'POST', '/api/admin/mail/suppressions', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
  });

  it('a bounced address gets nothing: the mail is recorded as suppressed, never sent; lifting lets the next one through', async () => {
    const added = await stack.call(b.admin!, 'POST', '/api/admin/mail/suppressions', {
      email: 'Bounced@example.sa',
      reason: 'bounce',
      note: 'mailbox does not exist',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: hash('bounced@example.sa'), reason: 'bounce', scope: 'all' });
    expect(JSON.stringify(added.body)).not.toContain('Bounced@');
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'bounced@example.sa', language: 'en' });
    // The line is recorded as queued first and settles once the sender has looked at it: wait for it to settle.
    const [suppressed] = await eventually(async () => {
      const lines = await outboxOf('bounced@example.sa');
      return lines.length === 1 && lines[0]?.state !== 'queued' ? lines : null;
    }, 20_000);
    expect(suppressed).toMatchObject({ template: 'newsletterConfirmation', lang: 'en', state: 'suppressed' });
    const captured = await stack.runtime.storage.reads.collection<{ id: string; to: string }>('capturedMail').find();
    expect(captured.some((m) => m.to.includes('bounced@'))).toBe(false);

    expect(
      (await stack.call(b.admin!, 'DELETE', `/api/admin/mail/suppressions/${hash('bounced@example.sa')}`)).status,
    ).toBe(200);
    expect(
      (await stack.call(b.admin!, 'GET', `/api/admin/mail/suppressions/${hash('bounced@example.sa')}`)).status,
    ).toBe(404);
  });
});

describe('the outbox', () => {
  it('records a sent mail with its template, language, hash and the provider answer, and no address', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'recorded@example.sa', language: 'ar' });
    const [line] = await eventually(async () => {
      const lines = await outboxOf('recorded@example.sa');
      return lines[0]?.state === 'sent' ? lines : null;
    }, 20_000);
    expect(line).toMatchObject({ template: 'newsletterConfirmation', lang: 'ar', mode: 'capture', attempts: 1 });
    expect(String(line!.providerAnswer)).toMatch(/^<.+@.+>$/);
    expect(JSON.stringify(line)).not.toContain('recorded@');
  });
});
