/**
 * Settings, toggles and announcements over HTTP (PostgreSQL server): bad input refused by name in both languages
 * with nothing appended; only admins change, moderators and auditors read, members are refused; two admins
 * editing at once cannot lose a change; a change is seen at once by the KYC ceiling and the seat-hold time (no
 * restart); a feature switched off refuses its writes and disappears from `/api/feature-toggles`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { SettingsQueries } from '../application/settings-queries.js';
import { expectRefused } from '../../testing/expect-refused.js';
import { streamTypesIn } from '../../testing/appended-events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const dataDir = `/tmp/ga-test-settings-${process.pid}-${Date.now()}`;
const arabic = /[\u0600-\u06FF]/;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir, KYC_BID_CEILING: '20000' } });
  for (const name of ['collector', 'newcomer', 'moderator', 'admin', 'auditor'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('platform settings', () => {
  it('start from the installation defaults, the environment included; front ends read the public part', async () => {
    const read = await stack.call(b.moderator!, 'GET', '/api/admin/settings');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: 'platform', revision: -1, values: { kycBidCeiling: 20_000 } });
    const pub = await stack.call(null, 'GET', '/api/settings/public');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ platformNameAr: expect.stringMatching(arabic), kycBidCeiling: 20_000 });
    // The fees checkout charges, by its own payment methods; nothing internal such as the bid rate limit.
    expect(pub.body.paymentFees).toContainEqual({ method: 'stcpay', percent: 1.5, fixedSar: 1 });
    expect(pub.body).not.toHaveProperty('bidsPerMinutePerBidder');
    expect((await stack.call(b.auditor!, 'GET', '/api/admin/settings/platform')).status).toBe(200);
  });

  it('only admins change them; moderators, auditors, members and visitors are refused', async () => {
    const body = { values: { softCloseMinutes: 3 }, reason: 'Try', expectedRevision: -1 };
    expect((await stack.call(b.moderator!, 'PUT', '/api/admin/settings', body)).status).toBe(403);
    expect((await stack.call(b.auditor!, 'PUT', '/api/admin/settings', body)).status).toBe(403);
    expect((await stack.call(b.collector!, 'PUT', '/api/admin/settings', body)).status).toBe(403);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/settings')).status).toBe(403);
    expect((await stack.call(null, 'PUT', '/api/admin/settings', body)).status).toBe(401);
    expect(await streamTypesIn(stack, 'settings-platform')).toEqual([]);
  });

  it('refuses bad values and a missing reason by name, in both languages, changing nothing', async () => {
    const refusals: Array<[unknown, string]> = [
      [{ values: { vatNumber: '12' }, reason: 'x', expectedRevision: -1 }, 'values.vatNumber'],
      [{ values: { kycBidCeiling: 'lots' }, reason: 'x', expectedRevision: -1 }, 'values.kycBidCeiling'],
      [{ values: { nope: 1 }, reason: 'x', expectedRevision: -1 }, 'values.nope'],
      [{ values: { softCloseMinutes: 3 }, reason: '', expectedRevision: -1 }, 'reason'],
      [{ values: { softCloseMinutes: 3 }, reason: 'x' }, 'expectedRevision'],
      [{ values: 'all', reason: 'x', expectedRevision: -1 }, 'values'],
    ];
    for (const [body, field] of refusals) {
      const res = await stack.call(b.admin!, 'PUT', '/api/admin/settings', body);
      expectRefused(res, field);
    }
    expect(await streamTypesIn(stack, 'settings-platform')).toEqual([]);
  });

  it('a change is an event with who and why, seen at once by the KYC ceiling and the seat-hold time', async () => {
    const before = await stack.call(b.collector!, 'GET', '/api/kyc');
    expect(before.body.bidCeiling).toBe(20_000);
    // The newcomer is at tier 0 (every other demo account with a role is verified: tier 1).
    const may = () => stack.call(b.newcomer!, 'GET', '/api/kyc/permissions?action=bid&amount=60000');
    expect((await may()).body).toMatchObject({ allowed: false, tierNeeded: 2 });
    const res = await stack.call(b.admin!, 'PUT', '/api/admin/settings', {
      values: { kycBidCeiling: 75_000, workshopSeatHoldMinutes: 40 },
      reason: 'Board decision 12',
      expectedRevision: -1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revision: 0, values: { kycBidCeiling: 75_000, workshopSeatHoldMinutes: 40 } });
    expect(res.body.history[0]).toMatchObject({
      reason: 'Board decision 12',
      changed: ['kycBidCeiling', 'workshopSeatHoldMinutes'],
      previous: { kycBidCeiling: 20_000, workshopSeatHoldMinutes: 15 },
      actorId: expect.any(String),
    });
    const [event] = await stack.runtime.storage.events.readStream('settings-platform');
    expect(event).toMatchObject({
      type: 'PlatformSettingsChanged',
      metadata: { actorId: res.body.history[0].actorId },
    });
    expect((await stack.call(b.collector!, 'GET', '/api/kyc')).body.bidCeiling).toBe(75_000);
    expect((await may()).body).toMatchObject({ allowed: false, tierNeeded: 1 });
    expect(await stack.http.app.get(SettingsQueries).value('workshopSeatHoldMinutes')).toBe(40);
    expect((await stack.call(null, 'GET', '/api/settings/public')).body.kycBidCeiling).toBe(75_000);
    // The audit explorer reads the stream with its events (who and why) like any other.
    const audit = await stack.call(b.auditor!, 'GET', '/api/admin/streams/settings-platform');
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('Board decision 12');
  });

  it('a second admin editing the form they read before that change is told to reload (409), nothing lost', async () => {
    const stale = await stack.call(b.admin!, 'PUT', '/api/admin/settings/platform', {
      values: { softCloseMinutes: 4 },
      reason: 'Older form',
      expectedRevision: -1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.messageAr).toMatch(arabic);
    const read = await stack.call(b.admin!, 'GET', '/api/admin/settings');
    expect(read.body.values.kycBidCeiling).toBe(75_000);
    expect(read.body.values.softCloseMinutes).toBe(2);
    expect(await streamTypesIn(stack, 'settings-platform')).toEqual(['PlatformSettingsChanged']);
  });
});

describe('feature toggles', () => {
  /** A feature switched, by an admin unless someone else is named. */
  const switchFeature = (feature: string, body: object, who = b.admin!) =>
    stack.call(who, 'PUT', `/api/admin/feature-toggles/${feature}`, body);

  it('lists every feature for staff; only admins switch; bad input refused by name', async () => {
    const list = await stack.call(b.moderator!, 'GET', '/api/admin/feature-toggles');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^feature-toggles 0-\d+\/8$/);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining(['auctions', 'workshops']));
    const off = { enabled: false, audience: 'all', reason: 'Maintenance window' };
    expect((await switchFeature('auctions', off, b.moderator!)).status).toBe(403);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/feature-toggles/auctions')).status).toBe(403);
    expect((await switchFeature('raffles', off)).status).toBe(404);
    for (const [body, field] of [
      [{ ...off, audience: 'friends' }, 'audience'],
      [{ ...off, reason: ' ' }, 'reason'],
      [{ ...off, audience: 'percentage', percentage: 120 }, 'percentage'],
      [{ audience: 'all', reason: 'x' }, 'enabled'],
    ] as const) {
      const res = await switchFeature('auctions', body);
      expectRefused(res, field);
    }
    expect(await streamTypesIn(stack, 'featureToggle-auctions')).toEqual([]);
  });

  it('switched off: hidden from the callers and its writes refused in both languages; on again: back', async () => {
    const bid = () => stack.call(b.collector!, 'POST', '/api/auctions/no-such-lot/bids', { amount: 100 });
    const register = () => stack.call(b.collector!, 'POST', '/api/workshops/no-such-workshop/register', {});
    expect((await bid()).body.code).not.toBe('feature_unavailable');
    expect((await stack.call(null, 'GET', '/api/feature-toggles')).body).toMatchObject({
      auctions: true,
      workshops: true,
    });

    for (const name of ['auctions', 'workshops']) {
      const res = await switchFeature(name, {
        enabled: false,
        audience: 'all',
        reason: 'Maintenance window',
        expectedRevision: -1,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ enabled: false, revision: 0, history: [{ reason: 'Maintenance window' }] });
    }
    expect((await stack.call(b.collector!, 'GET', '/api/feature-toggles')).body).toMatchObject({
      auctions: false,
      workshops: false,
      commissions: true,
    });
    for (const res of [await bid(), await register()]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_unavailable');
      expect(res.body.messageAr).toMatch(arabic);
    }

    const on = { enabled: true, audience: 'all' };
    const staffOnly = await switchFeature('auctions', {
      ...on,
      audience: 'staff',
      reason: 'Staff preview',
      expectedRevision: 0,
    });
    expect(staffOnly.status).toBe(200);
    expect((await stack.call(b.collector!, 'GET', '/api/feature-toggles')).body.auctions).toBe(false);
    expect((await stack.call(b.moderator!, 'GET', '/api/feature-toggles')).body.auctions).toBe(true);
    const stale = await switchFeature('auctions', { ...on, reason: 'Old form', expectedRevision: 0 });
    expect(stale.status).toBe(409);
    await switchFeature('auctions', { ...on, reason: 'Open' });
    await switchFeature('workshops', { ...on, reason: 'Open' });
    expect((await bid()).body.code).not.toBe('feature_unavailable');
    expect(await streamTypesIn(stack, 'featureToggle-auctions')).toEqual([
      'FeatureToggleChanged',
      'FeatureToggleChanged',
      'FeatureToggleChanged',
    ]);
  });
});

describe('announcements', () => {
  const now = Date.now();
  const banner = {
    message: 'The winter auction opens soon.',
    messageAr: 'يفتتح مزاد الشتاء قريبًا.',
    link: '/auctions',
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    audience: 'everyone',
  };

  it('only admins publish; bad fields refused by name', async () => {
    expect((await stack.call(b.moderator!, 'POST', '/api/admin/announcements', banner)).status).toBe(403);
    for (const [body, field] of [
      [{ ...banner, messageAr: '' }, 'messageAr'],
      [{ ...banner, endsAt: banner.startsAt }, 'endsAt'],
      [{ ...banner, startsAt: 'soon' }, 'startsAt'],
      [{ ...banner, audience: 'role', role: 'wizard' }, 'role'],
      [{ ...banner, link: 'https://elsewhere.example' }, 'link'],
    ] as const) {
      const res = await stack.call(b.admin!, 'POST', '/api/admin/announcements', body);
      expectRefused(res, field);
    }
  });

  it('shown to its audience between its dates, revised, then withdrawn', async () => {
    const everyone = await stack.call(b.admin!, 'POST', '/api/admin/announcements', banner);
    expect(everyone.status).toBe(201);
    const members = await stack.call(b.admin!, 'POST', '/api/admin/announcements', {
      ...banner,
      message: 'Collectors: new lots.',
      audience: 'role',
      role: 'collector',
    });
    await stack.call(b.admin!, 'POST', '/api/admin/announcements', {
      ...banner,
      message: 'Later.',
      startsAt: new Date(now + 3_600_000).toISOString(),
    });
    const seen = async (who: TestBrowser | null) =>
      (await stack.call(who, 'GET', '/api/announcements/active')).body.map((a: { id: string }) => a.id).sort();
    expect(await seen(null)).toEqual([everyone.body.id]);
    expect(await seen(b.collector!)).toEqual([everyone.body.id, members.body.id].sort());
    expect(await seen(b.moderator!)).toEqual([everyone.body.id]);

    const revised = await stack.call(b.admin!, 'PUT', `/api/admin/announcements/${everyone.body.id}`, {
      ...banner,
      tone: 'warning',
    });
    expect(revised.body).toMatchObject({ tone: 'warning', status: 'published' });
    const list = await stack.call(b.auditor!, 'GET', '/api/admin/announcements?filter={"status":"published"}');
    expect(list.headers.get('content-range')).toMatch(/^announcements 0-2\/3$/);
    expect((await stack.call(b.moderator!, 'DELETE', `/api/admin/announcements/${everyone.body.id}`)).status).toBe(403);
    const gone = await stack.call(b.admin!, 'DELETE', `/api/admin/announcements/${everyone.body.id}`);
    expect(gone.body).toMatchObject({ status: 'withdrawn' });
    expect(await seen(null)).toEqual([]);
    expect(await streamTypesIn(stack, `announcement-${everyone.body.id}`)).toEqual([
      'AnnouncementPublished',
      'AnnouncementRevised',
      'AnnouncementWithdrawn',
    ]);
  });
});

describe('static pages', () => {
  it('are read by anyone, shipped text first; only admins change them, with a reason, against the revision read', async () => {
    const shipped = await stack.call(null, 'GET', '/api/content/support');
    expect(shipped.status).toBe(200);
    expect(shipped.body.titleAr).toMatch(arabic);
    expect((await stack.call(null, 'GET', '/api/content/about')).status).toBe(404);
    const read = await stack.call(b.moderator!, 'GET', '/api/admin/content/support');
    expect(read.body).toMatchObject({ revision: -1, stream: 'pageContent-support' });
    const { title, titleAr, summary, summaryAr, sections } = read.body;
    const body = { title, titleAr, summary, summaryAr, sections, reason: 'New hours', expectedRevision: -1 };
    expect((await stack.call(b.moderator!, 'PUT', '/api/admin/content/support', body)).status).toBe(403);
    expectRefused(await stack.call(b.admin!, 'PUT', '/api/admin/content/support', { ...body, titleAr: '' }), 'titleAr');
    expectRefused(await stack.call(b.admin!, 'PUT', '/api/admin/content/support', { ...body, reason: ' ' }), 'reason');
    const changed = await stack.call(b.admin!, 'PUT', '/api/admin/content/support', {
      ...body,
      summary: 'We answer within a working day.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ revision: 0, history: [{ reason: 'New hours' }] });
    expect((await stack.call(null, 'GET', '/api/content/support')).body.summary).toBe(
      'We answer within a working day.',
    );
    expect((await stack.call(b.admin!, 'PUT', '/api/admin/content/support', body)).status).toBe(409);
    expect(await streamTypesIn(stack, 'pageContent-support')).toEqual(['PageContentChanged']);
  });
});

describe('the landing page', () => {
  it('is read by anyone, shipped figures first; only admins change it, with a reason, against the revision read', async () => {
    const shipped = await stack.call(null, 'GET', '/api/landing');
    expect(shipped.status).toBe(200);
    expect(shipped.body.hero.titleAr).toMatch(arabic);
    expect(shipped.body.figures.spotsRemaining).toBe(47);
    const read = await stack.call(b.moderator!, 'GET', '/api/admin/landing/site');
    expect(read.body).toMatchObject({ revision: -1, stream: 'landingContent-site' });
    expect((await stack.call(b.moderator!, 'GET', '/api/admin/landing/other')).status).toBe(404);
    const { hero, figures, countdown, homeBlocks } = read.body;
    const body = { hero, figures, countdown, homeBlocks, reason: 'Most spots taken', expectedRevision: -1 };
    const put = (who: NonNullable<typeof b.admin>, over: object) =>
      stack.call(who, 'PUT', '/api/admin/landing/site', { ...body, ...over });
    expect((await put(b.moderator!, {})).status).toBe(403);
    expectRefused(await put(b.admin!, { hero: { ...hero, titleAr: '' } }), 'hero.titleAr');
    expectRefused(await put(b.admin!, { figures: { ...figures, spotsRemaining: 'many' } }), 'figures.spotsRemaining');
    expectRefused(await put(b.admin!, { countdown: { ...countdown, hours: 24 } }), 'countdown.hours');
    expectRefused(await put(b.admin!, { homeBlocks: ['stats'] }), 'homeBlocks');
    expectRefused(await put(b.admin!, { reason: ' ' }), 'reason');
    expect(await streamTypesIn(stack, 'landingContent-site')).toEqual([]);
    const order = [...homeBlocks].reverse();
    const changed = await put(b.admin!, { figures: { ...figures, spotsRemaining: 12 }, homeBlocks: order });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ revision: 0, history: [{ reason: 'Most spots taken' }] });
    const after = await stack.call(null, 'GET', '/api/landing');
    expect(after.body.figures.spotsRemaining).toBe(12);
    expect(after.body.homeBlocks).toEqual(order);
    expect((await put(b.admin!, {})).status).toBe(409);
    expect(await streamTypesIn(stack, 'landingContent-site')).toEqual(['LandingContentChanged']);
  });
});
