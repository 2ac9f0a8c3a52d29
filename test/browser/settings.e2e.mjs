// Browser journey of the admin console's settings against the built product with its demo data
// (scripts/run-browser-tests.mjs): an admin switches Auctions off in the back-office's Feature toggles tab with a
// reason, and the storefront hides the auctions link and answers /auctions with a polite "not available", in English
// and in Arabic (right to left); then an announcement published by the admin appears as a banner in the storefront in
// both languages, and a visitor dismisses it; last, the admin rewrites a storefront text in both languages in the
// Translations screen and a visitor's landing page shows it. Everything the journey changes is put back at the end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, signIn as signInBackoffice } from './backoffice-helpers.mjs';
import { launchBrowser } from './chromium.mjs';
import {
  apiAvailable,
  BASE_URL,
  documentLanguage,
  featureText,
  openPage,
  screenshot,
  t,
  visit,
} from './storefront-helpers.mjs';

const text = (language, key, values) => featureText('notices', language, `notices.${key}`, values);
const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

const HERO_TITLE = 'landing.hero.title';
let browser;
let admin; // the admin's back-office page, kept open to put things back at the end
const announcementIds = [];

/** A storefront visitor's fresh page (signed out), checked for console errors at the end. */
async function asVisitor(body) {
  const session = await openPage(browser);
  try {
    await body(session.page);
    assert.deepEqual(session.errors, [], 'console errors');
  } finally {
    await session.close();
  }
}

const linksTo = (page, path) =>
  page.$$eval(`header a[href="${path}"], footer a[href="${path}"]`, (links) => links.length);

describe('settings, feature toggles and announcements (demo data)', { skip }, () => {
  before(async () => {
    browser = await launchBrowser();
    admin = (await openPage(browser)).page;
    await signInBackoffice(admin, 'admin@example.sa');
  });
  after(async () => {
    if (admin) {
      await api(admin, 'PUT', '/api/admin/feature-toggles/auctions', {
        enabled: true,
        audience: 'all',
        reason: 'Browser journey: put back',
      });
      for (const id of announcementIds) await api(admin, 'DELETE', `/api/admin/announcements/${id}`);
      await api(admin, 'PUT', `/api/admin/translations/${HERO_TITLE}`, { en: null, ar: null, reason: 'Put back' });
    }
    await browser?.close();
  });

  it('an admin switches Auctions off in the back-office; the storefront hides it in English and Arabic', async () => {
    await asVisitor(async (page) => {
      await visit(page, '/artists?lang=en');
      await page.waitForSelector('footer a[href="/auctions"]');
    });

    await admin.goto(`${BASE_URL}/backoffice/?lang=en#/feature-toggles/auctions`, { waitUntil: 'networkidle0' });
    const onSwitch = 'form input[type="checkbox"]';
    await admin.waitForSelector(onSwitch);
    assert.equal(await admin.$eval(onSwitch, (input) => input.checked), true);
    await admin.click(onSwitch);
    await admin.type('textarea[name="reason"]', 'Browser journey: maintenance window');
    await admin.locator('button::-p-text(Save)').click();
    await admin.waitForFunction(() => location.hash === '#/feature-toggles');
    const toggle = await api(admin, 'GET', '/api/admin/feature-toggles/auctions');
    assert.equal(toggle.json.enabled, false);
    assert.equal(toggle.json.history[0].reason, 'Browser journey: maintenance window');

    await asVisitor(async (page) => {
      await visit(page, '/auctions?lang=en');
      await page.waitForSelector('[data-testid="feature-off-auctions"]');
      await page.waitForSelector(`::-p-text(${text('en', 'featureOff.title')})`);
      assert.equal(await linksTo(page, '/auctions'), 0, 'no auctions link in the header or the footer');
      assert.ok((await linksTo(page, '/workshops')) > 0, 'the other features stay');
      await screenshot(page, 'settings-feature-off-en');

      await visit(page, '/auctions?lang=ar');
      await page.waitForSelector(`::-p-text(${text('ar', 'featureOff.title')})`);
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
      assert.equal(await linksTo(page, '/auctions'), 0);
      await screenshot(page, 'settings-feature-off-ar');
    });

    // Off is off for staff too (a staff-only audience is how staff preview a feature).
    assert.equal((await api(admin, 'GET', '/api/feature-toggles')).json.auctions, false);
  });

  it('an announcement published by the admin appears in the storefront in both languages, and can be dismissed', async () => {
    const now = Date.now();
    const published = await api(admin, 'POST', '/api/admin/announcements', {
      message: 'Browser journey: the winter auction opens soon.',
      messageAr: 'رحلة المتصفح: يفتتح مزاد الشتاء قريبًا.',
      link: '/workshops',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      audience: 'everyone',
    });
    assert.equal(published.status, 201);
    announcementIds.push(published.json.id);

    await admin.goto(`${BASE_URL}/backoffice/?lang=ar#/announcements`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector('::-p-text(رحلة المتصفح: يفتتح مزاد الشتاء قريبًا.)');

    await asVisitor(async (page) => {
      await visit(page, '/artists?lang=en');
      const banner = await page.waitForSelector(`section[aria-label="${text('en', 'announcements')}"]`);
      assert.match(await banner.evaluate((el) => el.textContent), /the winter auction opens soon/);
      await screenshot(page, 'settings-announcement-en');

      await visit(page, '/artists?lang=ar');
      const arabic = await page.waitForSelector(`section[aria-label="${text('ar', 'announcements')}"]`);
      assert.match(await arabic.evaluate((el) => el.textContent), /يفتتح مزاد الشتاء/);
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
      await screenshot(page, 'settings-announcement-ar');
      await page.click(`button[aria-label="${text('ar', 'dismiss')}"]`);
      await page.waitForFunction(
        (label) => !document.querySelector(`section[aria-label="${label}"]`),
        {},
        text('ar', 'announcements'),
      );
      await visit(page, '/galleries?lang=ar');
      assert.equal(await page.$(`section[aria-label="${text('ar', 'announcements')}"]`), null, 'stays dismissed');
    });
  });

  it("an admin rewrites a storefront text in both languages; a visitor's landing page shows it in each", async () => {
    const rewritten = { en: 'Browser journey: Gulf art, to the halala', ar: 'رحلة المتصفح: فن الخليج بدقة الهللة' };
    await admin.goto(`${BASE_URL}/backoffice/?lang=en#/translations/${HERO_TITLE}`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector(`::-p-text(${t('en', HERO_TITLE)})`); // the shipped text, shown beside the field
    await admin.type('input[name="en"]', rewritten.en);
    await admin.type('input[name="ar"]', rewritten.ar);
    await admin.type('input[name="reason"]', 'Browser journey: a seasonal headline');
    await admin.locator('button::-p-text(Save)').click();
    await admin.waitForFunction(
      async (key, en) => (await (await fetch(`/api/admin/translations/${key}`)).json()).en === en,
      {},
      HERO_TITLE,
      rewritten.en,
    );

    await asVisitor(async (page) => {
      for (const language of ['en', 'ar']) {
        await visit(page, `/?lang=${language}`);
        const title = await page.waitForFunction(
          (expected) => document.getElementById('hero-title')?.textContent === expected && expected,
          {},
          rewritten[language],
        );
        assert.equal(await title.jsonValue(), rewritten[language]);
      }
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
      await screenshot(page, 'settings-translation-override-ar');
    });
  });
});
