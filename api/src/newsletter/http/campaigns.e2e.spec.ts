/**
 * Campaigns over HTTP (PostgreSQL server): roles (admins write, moderators read), bad input by field; then a
 * campaign to a segment of demo users (topic and role) sent in batches of two, each mail in its reader's
 * language with List-Unsubscribe headers and a link; someone who leaves between batches is skipped; the counts
 * of sent, skipped and unsubscribed come out right, and the campaign and its batches are events.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { eventually } from '../../testing/eventually.js';
import { CAPTURED_MAIL, type CapturedMail } from '../../notifications/index.js';
import { NewsletterSubscriptions } from '../application/subscriptions.js';
import { CampaignBatches } from '../application/campaign-batches.js';
import { confirmToken, unsubscribeToken } from '../application/newsletter-tokens.js';
import type { NewsletterLanguage, Topic } from '../domain/newsletter.events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;

const form = {
  subject: 'Spring auctions open',
  subjectAr: 'افتتاح مزادات الربيع',
  body: '# Spring auctions\n\nBid on **new works**. <script>alert(1)</script>',
  bodyAr: '# مزادات الربيع\n\nزايد على **أعمال جديدة**.',
  segment: { languages: [], topics: ['auctions'], roles: ['collector', 'artist', 'gallery', 'admin'] },
  perMinute: 2,
};

async function subscribed(email: string, language: NewsletterLanguage, topics: Topic[], confirm = true) {
  const subscriptions = stack.http.app.get(NewsletterSubscriptions);
  const now = new Date();
  await subscriptions.subscribe({ email, language, topics }, 'footer', null, now);
  const id = subscriptions.subscriberIdOf(email);
  if (confirm)
    await subscriptions.confirm(
      confirmToken(subscriptions.secret, id, new Date(now.getTime() + 48 * 3_600_000).toISOString()),
    );
  return id;
}

const campaignMails = async () =>
  (await stack.runtime.storage.reads.collection<CapturedMail>(CAPTURED_MAIL).find()).filter((m) => m.listUnsubscribe);

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['admin', 'moderator', 'collector']) b[name] = await stack.signIn(`${name}@example.sa`);
  // A long interval: batch 2 waits until the test runs it, after someone has left.
  stack.http.app.get(CampaignBatches).intervalMs = 3_600_000;
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('who may do what', () => {
  it('moderators read, only admins write, visitors nothing', async () => {
    expect((await stack.call(b.moderator!, 'GET', '/api/admin/newsletter/campaigns')).status).toBe(200);
    expect((await stack.call(b.moderator!, 'GET', '/api/admin/newsletter/subscribers')).status).toBe(200);
    expect((await stack.call(b.moderator!, 'POST', '/api/admin/newsletter/campaigns', form)).status).toBe(403);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/newsletter/subscribers')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/admin/newsletter/campaigns')).status).toBe(401);
  });

  it('refuses bad input by field in both languages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...form, bodyAr: '  ' }, 'bodyAr'],
      [{ ...form, perMinute: 0 }, 'perMinute'],
      [{ ...form, segment: { ...form.segment, topics: ['gossip'] } }, 'segment'],
      [{ ...form, subject: undefined }, 'subject'],
      // Absent or null, the segment was a 500 (found by the fuzzer).
      [{ ...form, segment: undefined }, 'segment'],
      [{ ...form, segment: null }, 'segment'],
    ];
    for (const [body, field] of cases) {
      const res = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(JSON.stringify(res.body.details)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    const created = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', form);
    const past = await stack.call(b.admin!, 'POST', `/api/admin/newsletter/campaigns/${created.body.id}/schedule`, {
      sendAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.details[0].field).toBe('sendAt');
  });

  it('previews both languages as sanitised HTML', async () => {
    const res = await stack.call(b.moderator!, 'POST', '/api/admin/newsletter/campaigns/preview', {
      body: form.body,
      bodyAr: form.bodyAr,
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('<strong>new works</strong>');
    expect(res.body.html).not.toContain('<script');
    expect(res.body.htmlAr).toContain('<h1>مزادات الربيع</h1>');
  });
});

describe('sending a campaign', () => {
  it('mails the segment in batches, each in their language, skipping who left, with the counts right', async () => {
    const ids = {
      collector: await subscribed('collector@example.sa', 'en', ['auctions']),
      artist: await subscribed('artist@example.sa', 'ar', ['auctions', 'editorial']),
      gallery: await subscribed('gallery@example.sa', 'ar', ['auctions']),
      admin: await subscribed('admin@example.sa', 'en', ['auctions']),
      organiser: await subscribed('organiser@example.sa', 'en', ['editorial']), // another topic
      visitor: await subscribed('visitor@example.com', 'en', ['auctions']), // no account, so no role
      moderator: await subscribed('moderator@example.sa', 'en', ['auctions'], false), // never confirmed
    };
    // Two readers let the campaign count their opening; the others never chose (off).
    for (const who of ['collector', 'admin']) {
      const allowed = await stack.call(b[who]!, 'PUT', '/api/newsletter/preferences', {
        subscribed: true,
        language: 'en',
        topics: ['auctions'],
        openTracking: true,
      });
      expect(allowed.body).toMatchObject({ status: 'confirmed', openTracking: true });
    }
    const created = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', form);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const started = await stack.call(b.admin!, 'POST', `/api/admin/newsletter/campaigns/${id}/send`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'sending', recipients: 4 });

    const stream = `campaign-${id}`;
    const [, start] = await stack.runtime.storage.events.readStream(stream);
    const recipients = (start!.data as { recipients: string[] }).recipients;
    expect([...recipients].sort()).toEqual([ids.collector, ids.artist, ids.gallery, ids.admin].sort());
    await eventually(
      async () =>
        (await stack.call(b.admin!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body.batches === 1 ? true : null,
      20_000,
      'batch 1',
    );

    // Someone in batch 2 leaves before it runs.
    const leaver = recipients[3]!;
    await stack.http.app
      .get(NewsletterSubscriptions)
      .unsubscribe(unsubscribeToken(stack.runtime.config.piiMasterKey, leaver, null), 'link');
    expect(await stack.http.app.get(CampaignBatches).sendBatch(id, 2)).toMatchObject({ status: 'success' });
    expect(await stack.http.app.get(CampaignBatches).sendBatch(id, 2)).toMatchObject({ status: 'skipped' });

    const done = (await stack.call(b.moderator!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body;
    expect(done).toMatchObject({ status: 'sent', recipients: 4, sent: 3, skipped: 1, batches: 2, unsubscribed: 0 });
    const types = (await stack.runtime.storage.events.readStream(stream)).map((e) => e.type);
    expect(types).toEqual([
      'CampaignDrafted',
      'CampaignSendingStarted',
      'CampaignBatchSent',
      'CampaignBatchSent',
      'CampaignCompleted',
    ]);

    const mails = await eventually(
      async () => ((await campaignMails()).length === 3 ? campaignMails() : null),
      20_000,
      'three campaign mails',
    );
    for (const mail of mails) {
      expect(mail.listUnsubscribe).toMatch(/^<http:\/\/.+\/api\/newsletter\/unsubscribe\?token=.+>$/);
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
      expect(mail.html).not.toContain('<script');
      const arabicReader = /artist|gallery/.test(mail.to);
      expect(mail.subject).toBe(arabicReader ? form.subjectAr : form.subject);
      expect(mail.html).toContain(arabicReader ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
    }
    expect(mails.map((m) => m.to).join(' ')).not.toMatch(/organiser|visitor|moderator/);
    // The pixel is in the mails of those who allowed it only; fetching it twice counts one opening.
    const pixels = mails.map((m) => /\/api\/mail\/open\/[^"]+\.gif/.exec(m.html ?? '')?.[0]);
    mails.forEach((m, i) => expect([m.to, pixels[i] !== undefined]).toEqual([m.to, /collector|admin/.test(m.to)]));
    const opened = pixels.filter((p) => p !== undefined);
    expect(opened.length).toBeGreaterThan(0);
    for (const path of [...opened, ...opened]) expect((await fetch(`${stack.baseUrl}${path}`)).status).toBe(200);
    await eventually(
      async () =>
        (await stack.call(b.moderator!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body.opened === opened.length
          ? true
          : null,
      20_000,
      'openings counted',
    );
    // The outbox recorded each mail the transport took: the campaign's delivered count.
    await eventually(
      async () => {
        const counts = (await stack.call(b.moderator!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body;
        return counts.delivered === 3 ? counts : null;
      },
      20_000,
      'three delivered',
    );
    expect((await stack.call(b.moderator!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body).toMatchObject({
      delivered: 3,
      failed: 0,
      suppressed: 0,
      bounced: 0,
      opened: opened.length,
    });

    // One reader leaves with the mail's one-click header: counted against this campaign.
    const oneClick = /^<(.+)>$/.exec(mails[0]!.listUnsubscribe!)![1]!;
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await eventually(async () =>
      (await stack.call(b.admin!, 'GET', `/api/admin/newsletter/campaigns/${id}`)).body.unsubscribed === 1
        ? true
        : null,
    );

    const listed = await stack.call(
      b.moderator!,
      'GET',
      '/api/admin/newsletter/subscribers?filter={"status":"confirmed"}',
    );
    expect(listed.headers.get('content-range')).toMatch(/\/4$/);
    const history = (await stack.call(b.moderator!, 'GET', `/api/admin/newsletter/subscribers/${leaver}`)).body.history;
    // The choice about openings is part of the consent history too.
    const chose = leaver === ids.collector || leaver === ids.admin;
    expect(history.map((h: { type: string }) => h.type)).toEqual([
      'NewsletterSubscriptionRequested',
      'NewsletterSubscriptionConfirmed',
      ...(chose ? ['NewsletterOpenTrackingChosen'] : []),
      'NewsletterUnsubscribed',
    ]);
  });
});

/** How many confirmed subscribers to the auctions topic a segment reaches now. */
const audience = async (segment: object) => {
  const res = await stack.call(b.moderator!, 'POST', '/api/admin/newsletter/campaigns/audience', {
    languages: [],
    topics: ['auctions'],
    roles: [],
    ...segment,
  });
  expect(res.status).toBe(200);
  return res.body.count as number;
};

describe('segments on the account', () => {
  it('narrow by city, artists followed and recent activity, leaving out subscribers without an account', async () => {
    await subscribed('collector@example.sa', 'en', ['auctions']);
    await subscribed('visitor@example.com', 'en', ['auctions']);
    const everyone = await audience({});
    expect(everyone).toBeGreaterThanOrEqual(2);

    expect((await stack.call(b.collector!, 'PATCH', '/api/profile', { location: 'Jeddah' })).status).toBe(200);
    expect(await audience({ cities: [' jeddah '] })).toBe(1);
    expect(await audience({ cities: ['Abha'] })).toBe(0);

    const artist = await stack.signIn('artist@example.sa');
    const profile = await stack.call(artist, 'PUT', '/api/artists/me', {
      name: 'Sara Al-Harbi',
      nameAr: 'سارة الحربي',
      nationality: 'Saudi Arabia',
    });
    expect(profile.status).toBe(200);
    const artistId = profile.body.id as string;
    expect(await audience({ followsArtistIds: [artistId] })).toBe(0);
    const followed = await stack.call(b.collector!, 'POST', `/api/follows/artists/${artistId}`);
    expect(followed.status).toBeLessThan(300);
    await eventually(async () => ((await audience({ followsArtistIds: [artistId] })) === 1 ? true : null), 10_000);

    // The collector signed in moments ago: active within a day; the visitor has no account to tell.
    expect(await audience({ activeWithinDays: 1 })).toBeGreaterThanOrEqual(1);
    expect(await audience({ activeWithinDays: 1 })).toBeLessThan(everyone);

    for (const [segment, field] of [
      [{ activeWithinDays: 0 }, 'activeWithinDays'],
      [{ cities: ['x'.repeat(81)] }, 'cities'],
      [{ followsArtistIds: 'all' }, 'followsArtistIds'],
    ] as const) {
      const res = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', {
        ...form,
        segment: { ...form.segment, ...segment },
      });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(JSON.stringify(res.body.details)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    const kept = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', {
      ...form,
      segment: { ...form.segment, cities: ['Jeddah', ' Jeddah'], activeWithinDays: 30 },
    });
    expect(kept.status).toBe(201);
    const [drafted] = await stack.runtime.storage.events.readStream(`campaign-${kept.body.id}`);
    expect((drafted!.data as { segment: object }).segment).toMatchObject({ cities: ['Jeddah'], activeWithinDays: 30 });
  });
});

describe('segments by art preferences', () => {
  it('select subscribers whose stated categories, styles or media match any of the segment’s', async () => {
    await subscribed('collector@example.sa', 'en', ['auctions']);
    await subscribed('visitor@example.com', 'en', ['auctions']);
    const stated = await stack.call(b.collector!, 'PUT', '/api/profile/art-preferences', {
      categories: ['calligraphy'],
      styles: ['Contemporary'],
      media: ['Ink on paper'],
    });
    expect(stated.status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect(await audience({ preferredCategories: ['calligraphy', 'ceramics'] })).toBe(1);
    expect(await audience({ preferredCategories: ['ceramics'] })).toBe(0);
    expect(await audience({ preferredStyles: [' contemporary '] })).toBe(1);
    expect(await audience({ preferredMedia: ['Oil on canvas'] })).toBe(0);
    // Every list set must match (any of its entries).
    expect(await audience({ preferredCategories: ['calligraphy'], preferredMedia: ['ink on paper'] })).toBe(1);
    expect(await audience({ preferredCategories: ['calligraphy'], preferredStyles: ['abstract'] })).toBe(0);

    for (const [segment, field] of [
      [{ preferredCategories: ['Not a key!'] }, 'preferredCategories'],
      [{ preferredStyles: 'contemporary' }, 'preferredStyles'],
      [{ preferredMedia: Array.from({ length: 21 }, (_, i) => `m${i}`) }, 'preferredMedia'],
    ] as const) {
      const res = await stack.call(b.moderator!, 'POST', '/api/admin/newsletter/campaigns/audience', {
        languages: [],
        topics: [],
        roles: [],
        ...segment,
      });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(JSON.stringify(res.body.details)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    const kept = await stack.call(b.admin!, 'POST', '/api/admin/newsletter/campaigns', {
      ...form,
      segment: { ...form.segment, preferredStyles: ['Contemporary', ' Contemporary'] },
    });
    expect(kept.status).toBe(201);
    const [drafted] = await stack.runtime.storage.events.readStream(`campaign-${kept.body.id}`);
    expect((drafted!.data as { segment: object }).segment).toMatchObject({ preferredStyles: ['Contemporary'] });
  });
});

describe('the suppression list', () => {
  it('holds an unsubscribe as marketing-only, lifted by a new confirmation', async () => {
    const suppressions = async () =>
      (await stack.call(b.admin!, 'GET', '/api/admin/mail/suppressions')).body as Array<{
        id: string;
        reason: string;
        scope: string;
      }>;
    const subscriptions = stack.http.app.get(NewsletterSubscriptions);
    const id = await subscribed('leaver@example.sa', 'en', ['editorial']);
    await subscriptions.unsubscribe(unsubscribeToken(subscriptions.secret, id, null), 'link');
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await suppressions()).find((s) => s.id === id)).toMatchObject({
      reason: 'unsubscribe',
      scope: 'marketing',
    });
    await subscribed('leaver@example.sa', 'en', ['editorial']);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect((await suppressions()).find((s) => s.id === id)).toBeUndefined();
  });
});
