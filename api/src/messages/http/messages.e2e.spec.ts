/**
 * Messages from staff over HTTP (PGlite): admins write to anyone, moderators to non-staff accounts only, members are
 * refused, bad input is refused by field in both languages; each refusal appends nothing. The recipient lists their
 * messages, reads only their own, gets a mail in their language; staff list what was sent; erasure drops them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import { streamTypesIn } from '../../testing/appended-events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const idOf = (name: string) =>
  userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === `${name}@example.sa`)!.subject);
const arabic = /[\u0600-\u06FF]/;
const message = {
  subject: 'About your listing',
  body: 'Please add the dimensions.\nThank you.',
  subjectAr: 'بخصوص إدراجك',
  bodyAr: 'يرجى إضافة الأبعاد.\nشكرًا لك.',
};

async function mailsTo(name: string, count: number) {
  return eventually(async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: `${name}@example.sa` }));
    const list = await stack.call(b.admin!, 'GET', `/api/admin/mail?filter=${filter}`);
    const found = (list.body as Array<{ subject: string; text: string; html: string }>).filter((m) =>
      /Gulf Art Marketplace:|من سوق الفن الخليجي:/.test(m.subject),
    );
    return found.length >= count ? found : null;
  }, 20_000);
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  for (const name of ['admin', 'moderator', 'auditor', 'collector', 'artist', 'newcomer'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('sending', () => {
  it('admins write to anyone, moderators to non-staff only; others are refused and nothing is appended', async () => {
    const toAuditor = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('auditor')}/messages`, message);
    expect(toAuditor.status).toBe(201);
    expect(toAuditor.body).toMatchObject({ ...message, userId: idOf('auditor'), sentBy: idOf('admin'), read: false });

    const refused = await stack.call(b.moderator!, 'POST', `/api/admin/users/${idOf('admin')}/messages`, message);
    expect(refused.status).toBe(403);
    expect(refused.body.messageAr).toMatch(arabic);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('admin')}`)).toEqual([]);

    for (const name of ['collector', 'auditor'])
      expect((await stack.call(b[name]!, 'POST', `/api/admin/users/${idOf('artist')}/messages`, message)).status).toBe(
        403,
      );
    expect((await stack.call(null, 'POST', `/api/admin/users/${idOf('artist')}/messages`, message)).status).toBe(401);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('artist')}`)).toEqual([]);

    const toCollector = await stack.call(b.moderator!, 'POST', `/api/admin/users/${idOf('collector')}/messages`, {
      subjectAr: message.subjectAr,
      bodyAr: message.bodyAr,
    });
    expect(toCollector.status).toBe(201);
    expect(toCollector.body).toMatchObject({ subject: null, body: null, subjectAr: message.subjectAr });
    expect(await streamTypesIn(stack, `staffMessages-${idOf('collector')}`)).toEqual(['StaffMessageSent']);
  });

  it('refuses bad input by field, in both languages, appending nothing; an unknown person is not found', async () => {
    const refusals: Array<[unknown, string]> = [
      [{}, 'subject'],
      [{ subject: 'Hello' }, 'body'],
      [{ subject: 'Hello', body: 'Hi', subjectAr: 'مرحبا' }, 'bodyAr'],
      [{ ...message, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...message, body: 'x'.repeat(5001) }, 'body'],
      [{ ...message, subject: 'two\nlines' }, 'subject'],
      [{ ...message, bodyAr: 'bell\u0007' }, 'bodyAr'],
      [{ ...message, subject: 7 }, 'subject'],
      [{ ...message, extra: 'x' }, 'extra'],
    ];
    for (const [body, field] of refusals) {
      const res = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('artist')}/messages`, body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await streamTypesIn(stack, `staffMessages-${idOf('artist')}`)).toEqual([]);
    const unknown = await stack.call(b.admin!, 'POST', '/api/admin/users/no-such-user/messages', message);
    expect(unknown.status).toBe(404);
  });
});

describe('reading', () => {
  it('the recipient lists theirs newest first, counts the unread, and alone marks one read', async () => {
    const second = { ...message, subject: 'Second', subjectAr: 'الثانية' };
    const sent = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('artist')}/messages`, message);
    await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('artist')}/messages`, second);
    const mine = await stack.call(b.artist!, 'GET', '/api/messages');
    expect(mine.status).toBe(200);
    expect(mine.body.map((m: { subject: string }) => m.subject)).toEqual(['Second', message.subject]);
    expect((await stack.call(b.artist!, 'GET', '/api/messages/unread-count')).body).toEqual({ unread: 2 });
    expect((await stack.call(b.collector!, 'GET', '/api/messages')).body).toHaveLength(1);

    const others = await stack.call(b.collector!, 'POST', `/api/messages/${sent.body.id}/read`);
    expect(others.status).toBe(404);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('collector')}`)).toEqual(['StaffMessageSent']);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('artist')}`)).toEqual([
      'StaffMessageSent',
      'StaffMessageSent',
    ]);

    const read = await stack.call(b.artist!, 'POST', `/api/messages/${sent.body.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: sent.body.id, read: true });
    await stack.call(b.artist!, 'POST', `/api/messages/${sent.body.id}/read`);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('artist')}`)).toEqual([
      'StaffMessageSent',
      'StaffMessageSent',
      'StaffMessageRead',
    ]);
    expect((await stack.call(b.artist!, 'GET', '/api/messages/unread-count')).body).toEqual({ unread: 1 });
    expect((await stack.call(null, 'GET', '/api/messages')).status).toBe(401);
  });

  it('staff list what was sent to a person, with who sent it, page by page', async () => {
    const list = await stack.call(b.auditor!, 'GET', `/api/admin/users/${idOf('artist')}/messages?range=[0,0]`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('messages 0-0/2');
    expect(list.body[0]).toMatchObject({ subject: 'Second', sentBy: idOf('admin') });
    expect((await stack.call(b.collector!, 'GET', `/api/admin/users/${idOf('artist')}/messages`)).status).toBe(403);
  });
});

describe('mail and erasure', () => {
  it('mails the recipient in their language first, once per message', async () => {
    const chosen = await stack.call(b.newcomer!, 'PUT', '/api/profile/language', { language: 'ar' });
    expect(chosen.status).toBe(200);
    await eventually(async () => {
      const profile = await stack.call(b.newcomer!, 'GET', '/api/profile');
      return profile.body.language === 'ar' ? true : null;
    });
    const sent = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('newcomer')}/messages`, message);
    expect(sent.status).toBe(201);
    const [toNewcomer] = await mailsTo('newcomer', 1);
    expect(toNewcomer!.subject).toBe(
      `رسالة من سوق الفن الخليجي: ${message.subjectAr} | Message from Gulf Art Marketplace: ${message.subject}`,
    );
    expect(toNewcomer!.html).toContain('<html lang="ar" dir="rtl">');
    expect(toNewcomer!.text).toContain('Please add the dimensions.');
    const toArtist = await mailsTo('artist', 2);
    expect(toArtist.every((m) => m.subject.startsWith('Message from Gulf Art Marketplace: '))).toBe(true);
    const toCollector = await mailsTo('collector', 1);
    // Written in Arabic only: the English block shows the Arabic words.
    expect(toCollector[0]!.subject).toBe(
      `Message from Gulf Art Marketplace: ${message.subjectAr} | رسالة من سوق الفن الخليجي: ${message.subjectAr}`,
    );
  });

  it('an erased person’s messages leave the read model, and nobody can write to them', async () => {
    const erased = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('newcomer')}/forget`);
    expect(erased.status).toBe(200);
    await eventually(async () => {
      const list = await stack.call(b.admin!, 'GET', `/api/admin/users/${idOf('newcomer')}/messages`);
      return list.body.length === 0 ? true : null;
    });
    const again = await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('newcomer')}/messages`, message);
    expect(again.status).toBe(404);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('newcomer')}`)).toEqual(['StaffMessageSent']);
  });
});
