/**
 * Messages from artists and galleries over HTTP (PGlite): a seller lists their followers who allow messages (theirs
 * only) and writes to one; a non-follower, a follower who switched `allowArtistMessages` off, an unknown person and
 * bad input are refused in both languages with nothing appended; a collector cannot write; the recipient's page names
 * the profile; the mail follows the `messages` mail kind; writes are rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { putArtist, putGallery } from '../../community/testing/catalog-fixtures.js';
import { eventually } from '../../testing/eventually.js';
import { streamTypesIn } from '../../testing/appended-events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const idOf = (name: string) => demoUserId(`${name}@example.sa`);
const arabic = /[\u0600-\u06FF]/;
const message = {
  subject: 'New works this week',
  body: 'A new series opens on Thursday.\nYou are welcome.',
  subjectAr: 'أعمال جديدة هذا الأسبوع',
  bodyAr: 'تُفتتح سلسلة جديدة يوم الخميس.\nأهلًا بك.',
};

const send = (from: string, to: string, body: unknown = message) =>
  stack.call(b[from]!, 'POST', `/api/messages/followers/${to}`, body);

async function sellerMailsTo(name: string) {
  await stack.runtime.projections.waitUntilCaughtUp();
  const filter = encodeURIComponent(JSON.stringify({ q: `${name}@example.sa` }));
  const list = await stack.call(b.admin!, 'GET', `/api/admin/mail?filter=${filter}`);
  return (list.body as Array<{ subject: string; text: string }>).filter((m) => m.subject.includes('Sara Al-Harbi'));
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pglite' });
  await putArtist(stack.runtime.storage.reads, idOf('artist'));
  await putGallery(stack.runtime.storage.reads, idOf('gallery'));
  for (const name of ['admin', 'artist', 'gallery', 'collector', 'organiser', 'newcomer'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  for (const name of ['collector', 'organiser'])
    expect((await stack.call(b[name]!, 'POST', `/api/follows/artists/${idOf('artist')}`)).status).toBe(200);
  expect((await stack.call(b.collector!, 'POST', `/api/follows/galleries/${idOf('gallery')}`)).status).toBe(200);
  await stack.runtime.projections.waitUntilCaughtUp();
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('whom a seller may write to', () => {
  it('lists the seller’s own followers who allow messages, with ids; a collector cannot ask', async () => {
    const all = await stack.call(b.artist!, 'GET', '/api/messages/followers');
    expect(all.status).toBe(200);
    expect(all.body.map((f: { id: string }) => f.id).sort()).toEqual([idOf('collector'), idOf('organiser')].sort());
    expect(all.body[0]).toMatchObject({ follows: { type: 'artist', id: idOf('artist') } });
    expect(JSON.stringify(all.body)).not.toMatch(/@/);

    const off = await stack.call(b.organiser!, 'PUT', '/api/profile/privacy', { allowArtistMessages: false });
    expect(off.status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();
    const after = await stack.call(b.artist!, 'GET', '/api/messages/followers');
    expect(after.body.map((f: { id: string }) => f.id)).toEqual([idOf('collector')]);

    const gallery = await stack.call(b.gallery!, 'GET', '/api/messages/followers');
    expect(gallery.body).toEqual([expect.objectContaining({ id: idOf('collector'), follows: expect.anything() })]);
    expect((await stack.call(b.collector!, 'GET', '/api/messages/followers')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/messages/followers')).status).toBe(401);
  });
});

describe('writing', () => {
  it('reaches a follower who allows it; their page names the profile and links it', async () => {
    const sent = await send('artist', idOf('collector'));
    expect(sent.status).toBe(201);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('collector')}`)).toEqual(['SellerMessageSent']);
    const mine = await stack.call(b.collector!, 'GET', '/api/messages');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: sent.body.id,
      ...message,
      sentBy: idOf('artist'),
      read: false,
      sender: { type: 'artist', id: idOf('artist'), name: 'Sara Al-Harbi', nameAr: 'سارة الحربي' },
    });
    const read = await stack.call(b.collector!, 'POST', `/api/messages/${sent.body.id}/read`);
    expect(read.body).toMatchObject({ read: true, sender: { type: 'artist' } });
  });

  it('refuses a non-follower and a follower who switched it off in both languages, appending nothing', async () => {
    const stranger = await send('artist', idOf('newcomer'));
    expect(stranger.status).toBe(403);
    expect(stranger.body.messageAr).toMatch(arabic);
    expect(stranger.body.message).toMatch(/follow/);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('newcomer')}`)).toEqual([]);

    const switchedOff = await send('artist', idOf('organiser'));
    expect(switchedOff.status).toBe(403);
    expect(switchedOff.body.message).toMatch(/does not accept/);
    expect(switchedOff.body.messageAr).toMatch(arabic);
    expect(await streamTypesIn(stack, `staffMessages-${idOf('organiser')}`)).toEqual([]);
  });

  it('refuses collectors, strangers to the site, unknown people and bad input, appending nothing', async () => {
    expect((await send('collector', idOf('organiser'))).status).toBe(403);
    expect((await stack.call(null, 'POST', `/api/messages/followers/${idOf('collector')}`, message)).status).toBe(401);
    const unknown = await send('artist', 'no-such-person');
    expect(unknown.status).toBe(404);
    expect(unknown.body.messageAr).toMatch(arabic);
    const refusals: Array<[unknown, string]> = [
      [{}, 'subject'],
      [{ subject: 'Hello' }, 'body'],
      [{ ...message, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...message, subject: 'two\nlines' }, 'subject'],
      [{ ...message, extra: 'x' }, 'extra'],
    ];
    for (const [body, field] of refusals) {
      const res = await send('artist', idOf('collector'), body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await streamTypesIn(stack, `staffMessages-${idOf('collector')}`)).toEqual([
      'SellerMessageSent',
      'StaffMessageRead',
    ]);
  });
});

describe('mail', () => {
  it('mails the follower naming the artist, and not once they switched messages mail off', async () => {
    const [mail] = await eventually(async () => {
      const found = await sellerMailsTo('collector');
      return found.length >= 1 ? found : null;
    }, 20_000);
    expect(mail!.subject).toBe(
      `Message from Sara Al-Harbi: ${message.subject} | رسالة من سارة الحربي: ${message.subjectAr}`,
    );
    expect(mail!.text).toContain('whom you follow');
    const off = await stack.call(b.collector!, 'PUT', '/api/profile/notifications', { messages: false });
    expect(off.status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await send('artist', idOf('collector'))).status).toBe(201);
    expect((await stack.call(b.collector!, 'GET', '/api/messages')).body).toHaveLength(2);
    // A message from staff, mailed whatever the choice, after it: once its mail is out, the seller's would be too.
    const staff = { ...message, subject: 'From the team', subjectAr: 'من الفريق' };
    expect((await stack.call(b.admin!, 'POST', `/api/admin/users/${idOf('collector')}/messages`, staff)).status).toBe(
      201,
    );
    await eventually(async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: 'collector@example.sa' }));
      const list = await stack.call(b.admin!, 'GET', `/api/admin/mail?filter=${filter}`);
      return (list.body as Array<{ subject: string }>).some((m) => m.subject.includes('From the team')) ? true : null;
    }, 20_000);
    expect(await sellerMailsTo('collector')).toHaveLength(1);
  });
});

describe('abuse limits', () => {
  it('answers 429 in both languages after 30 messages in an hour from one seller', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send('gallery', idOf('collector'), {})).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await send('gallery', idOf('collector'));
    expect(limited.status).toBe(429);
    expect(limited.body.messageAr).toMatch(arabic);
  });
});
