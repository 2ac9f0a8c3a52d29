/**
 * The newsletter over HTTP (PostgreSQL server): bad input refused by field in both languages with nothing
 * recorded; the double opt-in end to end through the captured mail (nothing before the confirmation, the link
 * signed and expiring); the daily limit of confirmation mails per address; unsubscribing by link and by the
 * one-click POST; a member's preferences; the consent history on the subscriber's stream, address encrypted; a new
 * history for an address whose subscriber was erased; and subscribing refused while the newsletter is switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { eventually } from '../../testing/eventually.js';
import { CAPTURED_MAIL, recipientHash, type CapturedMail } from '../../notifications/index.js';
import { confirmToken, unsubscribeToken } from '../application/newsletter-tokens.js';

let stack: TestStack;
let collector: TestBrowser;
const arabic = /[\u0600-\u06FF]/;
const secret = () => stack.runtime.config.piiMasterKey;
const streamOf = (email: string) => `subscriber-${recipientHash(email, secret())}`;
const types = async (email: string) =>
  (await stack.runtime.storage.events.readStream(streamOf(email))).map((e) => e.type);

const mailsTo = async (to: string) =>
  (await stack.runtime.storage.reads.collection<CapturedMail>(CAPTURED_MAIL).find()).filter(
    (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.text?.includes('/newsletter/confirm'),
  );

async function confirmationLink(to: string): Promise<string> {
  const [mail] = await eventually(
    async () => ((await mailsTo(to)).length > 0 ? mailsTo(to) : null),
    20_000,
    `mail to ${to}`,
  );
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text ?? '');
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  collector = await stack.signIn('collector@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('subscribing', () => {
  it('refuses a bad address, language or topic by field in both languages, recording nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ language: 'en' }, 'email'],
      [{ email: 'not-an-address', language: 'en' }, 'email'],
      [{ email: 'bad-input@example.sa', language: 'fr' }, 'language'],
      [{ email: 'bad-input@example.sa', language: 'en', topics: ['gossip'] }, 'topics'],
      [{ email: 'bad-input@example.sa', language: 'en', admin: true }, 'admin'],
    ];
    for (const [body, field] of cases) {
      const res = await stack.call(null, 'POST', '/api/newsletter/subscribe', body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(JSON.stringify(res.body.details)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await types('bad-input@example.sa')).toEqual([]);
  });

  it('answers 202 alike for a new and a known address, mails the link in Arabic, sends nothing else before it is followed', async () => {
    const email = 'Reader.One@Example.sa';
    const first = await stack.call(null, 'POST', '/api/newsletter/subscribe', {
      email,
      language: 'ar',
      topics: ['auctions'],
    });
    expect(first.status).toBe(202);
    const token = await confirmationLink('Reader.One@Example.sa');
    const [mail] = await mailsTo('Reader.One@Example.sa');
    expect(mail!.subject.startsWith('أكّد اشتراكك')).toBe(true);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    // The address is the subscriber's own: encrypted in the log, the stream named by its keyed hash.
    const [requested] = await stack.runtime.storage.events.readStream(streamOf('reader.one@example.sa'));
    expect(JSON.stringify(requested!.data)).not.toContain('example.sa');
    expect(requested!.data).toMatchObject({ language: 'ar', topics: ['auctions'], source: 'footer' });

    const bad = await stack.call(
      null,
      'GET',
      `/api/newsletter/confirm?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.messageAr).toMatch(arabic);
    const ok = await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'confirmed', language: 'ar' });
    // Following it twice is harmless; asking again once confirmed answers the same and records nothing.
    expect((await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(
      200,
    );
    const again = await stack.call(null, 'POST', '/api/newsletter/subscribe', {
      email: 'reader.one@example.sa',
      language: 'en',
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(await types(email)).toEqual(['NewsletterSubscriptionRequested', 'NewsletterSubscriptionConfirmed']);
  });

  it('mails at most three links a day to one address', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'eager@example.sa', language: 'en' }))
          .status,
      ).toBe(202);
    expect(await types('eager@example.sa')).toEqual(Array(3).fill('NewsletterSubscriptionRequested'));
    await eventually(async () => ((await mailsTo('eager@example.sa')).length === 3 ? true : null), 20_000);
  });

  it('refuses an expired link, and a link for an address that never asked', async () => {
    await stack.call(null, 'POST', '/api/newsletter/subscribe', { email: 'late@example.sa', language: 'en' });
    const id = recipientHash('late@example.sa', secret());
    const past = confirmToken(secret(), id, new Date(Date.now() - 60_000).toISOString());
    const expired = await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(past)}`);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('confirmation_expired');
    const stranger = confirmToken(
      secret(),
      recipientHash('never@example.sa', secret()),
      new Date(Date.now() + 60_000).toISOString(),
    );
    expect(
      (await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(stranger)}`)).status,
    ).toBe(422);
    expect(await types('late@example.sa')).toEqual(['NewsletterSubscriptionRequested']);
  });
});

describe('unsubscribing', () => {
  it('by the link and by the one-click POST, each recorded once with how', async () => {
    const id = recipientHash('reader.one@example.sa', secret());
    const token = encodeURIComponent(unsubscribeToken(secret(), id, null));
    const oneClick = await fetch(`${stack.baseUrl}/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await stack.call(null, 'GET', `/api/newsletter/unsubscribe?token=${token}`)).body).toEqual({
      status: 'unsubscribed',
      language: 'ar',
    });
    const events = await stack.runtime.storage.events.readStream(`subscriber-${id}`);
    expect(events.map((e) => e.type)).toEqual([
      'NewsletterSubscriptionRequested',
      'NewsletterSubscriptionConfirmed',
      'NewsletterUnsubscribed',
    ]);
    expect(events[2]!.data).toMatchObject({ via: 'one_click', campaignId: null });
    expect((await stack.call(null, 'GET', '/api/newsletter/unsubscribe?token=u.x.-.nope')).status).toBe(400);
  });
});

describe('preferences', () => {
  it('need a session', async () => {
    expect((await stack.call(null, 'GET', '/api/newsletter/preferences')).status).toBe(401);
    expect(
      (await stack.call(null, 'PUT', '/api/newsletter/preferences', { subscribed: true, language: 'en', topics: [] }))
        .status,
    ).toBe(401);
  });

  it('start a double opt-in for the account address, change topics and leave', async () => {
    const none = await stack.call(collector, 'GET', '/api/newsletter/preferences');
    expect(none.body).toMatchObject({ email: 'collector@example.sa', status: 'none' });
    const bad = await stack.call(collector, 'PUT', '/api/newsletter/preferences', {
      subscribed: true,
      language: 'en',
      topics: ['x'],
    });
    expect(bad.status).toBe(400);
    const badChoice = await stack.call(collector, 'PUT', '/api/newsletter/preferences', {
      subscribed: true,
      language: 'en',
      topics: [],
      openTracking: 'yes',
    });
    expect(badChoice.status).toBe(400);
    expect(JSON.stringify(badChoice.body.details)).toContain('openTracking');
    expect((await types('collector@example.sa')).length).toBe(0);
    // Asking with openings allowed records the choice with the request.
    const asked = await stack.call(collector, 'PUT', '/api/newsletter/preferences', {
      subscribed: true,
      language: 'en',
      topics: ['editorial', 'workshops_events'],
      openTracking: true,
    });
    expect(asked.body).toMatchObject({
      status: 'pending',
      language: 'en',
      topics: ['editorial', 'workshops_events'],
      openTracking: true,
    });
    const token = await confirmationLink('collector@example.sa');
    await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    const changed = await stack.call(collector, 'PUT', '/api/newsletter/preferences', {
      subscribed: true,
      language: 'ar',
      topics: ['auctions'],
    });
    expect(changed.body).toMatchObject({ status: 'confirmed', language: 'ar', topics: ['auctions'] });
    const left = await stack.call(collector, 'PUT', '/api/newsletter/preferences', {
      subscribed: false,
      language: 'ar',
      topics: ['auctions'],
    });
    expect(left.body.status).toBe('unsubscribed');
    expect(await types('collector@example.sa')).toEqual([
      'NewsletterSubscriptionRequested',
      'NewsletterOpenTrackingChosen',
      'NewsletterSubscriptionConfirmed',
      'NewsletterPreferencesChanged',
      'NewsletterUnsubscribed',
    ]);
  });
});

describe('after an erasure', () => {
  it('the address can subscribe again as a new consent history, the erased one staying unreadable', async () => {
    const email = 'organiser@example.sa';
    const organiser = await stack.signIn(email);
    await stack.call(organiser, 'PUT', '/api/newsletter/preferences', {
      subscribed: true,
      language: 'en',
      topics: ['editorial'],
    });
    await confirmationLink(email); // erased while the first consent still waits for its confirmation
    expect((await stack.call(organiser, 'POST', '/api/profile/erase')).status).toBe(200);
    const erasedId = recipientHash(email, secret());
    await eventually(
      async () => ((await stack.runtime.vault.isForgotten(`subscriber-${erasedId}`)) ? true : null),
      20_000,
      'the subscriber key forgotten',
    );
    const erasedBefore = await stack.runtime.storage.events.readStream(`subscriber-${erasedId}`);

    const again = await stack.call(null, 'POST', '/api/newsletter/subscribe', { email, language: 'ar' });
    expect(again.status).toBe(202);
    // A new history: its own stream and key, asking for the confirmation again (double opt-in).
    const pending = await eventually(
      async () => {
        const docs = await stack.runtime.storage.reads
          .collection<{ id: string; email: string | null; status: string }>('newsletter_subscribers')
          .find({ filter: { email } });
        return docs.length === 1 ? docs[0]! : null;
      },
      20_000,
      'the new subscriber',
    );
    expect(pending.id).not.toBe(erasedId);
    expect(pending.status).toBe('pending');
    const second = await eventually(
      async () => {
        const links = (await mailsTo(email))
          .map((m) => /\/newsletter\/confirm\?token=(\S+)/.exec(m.text ?? '')?.[1])
          .map((t) => decodeURIComponent(t ?? ''))
          .filter((t) => t.includes(pending.id));
        return links[0] ?? null;
      },
      20_000,
      'the second confirmation mail',
    );
    const confirmed = await stack.call(null, 'GET', `/api/newsletter/confirm?token=${encodeURIComponent(second)}`);
    expect(confirmed.body).toEqual({ status: 'confirmed', language: 'ar' });
    expect((await stack.runtime.storage.events.readStream(`subscriber-${pending.id}`)).map((e) => e.type)).toEqual([
      'NewsletterSubscriptionRequested',
      'NewsletterSubscriptionConfirmed',
    ]);

    // The erased history is untouched and still names nobody.
    expect(await stack.runtime.storage.events.readStream(`subscriber-${erasedId}`)).toEqual(erasedBefore);
    const [request] = erasedBefore;
    expect((await stack.runtime.codec.decode(request!)).data).toMatchObject({ email: null });
    const erasedDoc = await stack.runtime.storage.reads
      .collection<{ id: string; email: string | null }>('newsletter_subscribers')
      .get(erasedId);
    expect(erasedDoc?.email).toBeNull();
  });
});

describe('while the newsletter is switched off', () => {
  it('refuses to subscribe in both languages, recording nothing, and accepts again once it is on', async () => {
    const admin = await stack.signIn('admin@example.sa');
    const toggle = (enabled: boolean) =>
      stack.call(admin, 'PUT', '/api/admin/feature-toggles/newsletter', {
        enabled,
        audience: 'all',
        reason: 'Mailing provider change',
      });
    expect((await toggle(false)).status).toBe(200);
    const form = { email: 'switched-off@example.sa', language: 'en' };
    const refused = await stack.call(null, 'POST', '/api/newsletter/subscribe', form);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('feature_unavailable');
    expect(refused.body.message).toMatch(/Newsletters/);
    expect(refused.body.messageAr).toMatch(arabic);
    expect(await types('switched-off@example.sa')).toEqual([]);
    expect((await toggle(true)).status).toBe(200);
    expect((await stack.call(null, 'POST', '/api/newsletter/subscribe', form)).status).toBe(202);
    expect(await types('switched-off@example.sa')).toEqual(['NewsletterSubscriptionRequested']);
  });
});
