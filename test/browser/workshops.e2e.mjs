// Browser journey of workshops against the built product with its demo data (scripts/run-browser-tests.mjs): the
// artist registers for the early-bird calligraphy workshop through the four steps (the discounted total, STC Pay
// recommended), pays on the sandbox's checkout page, comes back to the confirmation and finds the registration paid
// in the dashboard; joins the waiting list of the demo's sold-out VIP tier and takes a standard seat with its promo
// code (the total drops); then answers an event's RSVP in Arabic and sees it on /my-events. Signed out, Register
// shows the login toast and goes to /api/login. The organiser sees the selected workshop's registration trend and
// revenue by tier as charts (and their tables), edits a tier's benefits on /manage/workshops and downloads the
// attendee list as CSV, in English and in Arabic. Each card states the cancellation policy in the reader's language
// (marked with its lang) and the workshop's days with the Hijri dates, in English and in Arabic.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  byRole,
  documentLanguage,
  featureText,
  screenshot,
  signIn,
  t,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
  clickButton,
} from './storefront-helpers.mjs';
import { workshopCard } from './workshop-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('workshops', language, `workshops.${key}`, values);

/** Switches the chart titled `title` to its table view and gives the number of its body rows. */
async function tableRowsOf(page, language, title) {
  const section = await page.waitForSelector(`section[aria-label="${title}"]`, { timeout: 15_000 });
  await clickButton(section, t(language, 'chart.view.table'));
  await page.waitForSelector(`table[aria-label="${title}"] tbody tr`);
  return page.$$eval(`table[aria-label="${title}"] tbody tr`, (rows) => rows.length);
}

/** The registration trend of the selected (first) workshop, one row per day from its first registration to its
 * last, and its revenue by tier, one row per tier. */
async function assertCharts(page, language, workshopId) {
  const rows = (await apiCall(page, 'GET', `/api/workshops/${workshopId}/registrations`)).body;
  const tiers = (await apiCall(page, 'GET', `/api/workshops/${workshopId}/ticket-tiers`)).body;
  const live = rows.filter((r) => r.paymentStatus !== 'cancelled' && r.paymentStatus !== 'failed');
  if (live.length === 0) {
    await page.waitForFunction((s) => document.body.innerText.includes(s), {}, text(language, 'manage.charts.none'));
    return;
  }
  const day = (r) => new Date(Date.parse(r.registeredAt) + 3 * 3_600_000).toISOString().slice(0, 10);
  const days = live.map(day).sort();
  const span = (Date.parse(days.at(-1)) - Date.parse(days[0])) / 86_400_000 + 1;
  assert.equal(await tableRowsOf(page, language, text(language, 'manage.charts.trend')), span);
  assert.equal(await tableRowsOf(page, language, text(language, 'manage.charts.tierRevenue')), tiers.length);
}

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

describe('workshops and events (demo data)', { skip }, () => {
  it('signed out, Register asks to log in and goes to /api/login', () =>
    withPage({}, async (page) => {
      await visit(page, '/workshops?lang=en');
      await waitForHeading(page, text('en', 'title'));
      const card = await workshopCard(page, 'Thuluth calligraphy for beginners');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), clickButton(card, text('en', 'register'))]);
      assert.match(page.url(), /\/(api\/login|oidc)/);
    }));

  for (const [language, title] of [
    ['en', 'Thuluth calligraphy for beginners'],
    ['ar', 'خط الثلث للمبتدئين'],
  ])
    it(`a card states the cancellation policy in the reader's language and its days with the Hijri dates (${language})`, () =>
      withPage({}, async (page) => {
        await visit(page, `/workshops?lang=${language}`);
        await waitForHeading(page, text(language, 'title'));
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        const card = await workshopCard(page, title);
        const policy = await card.$eval('[data-testid="cancellation-policy"] span', (el) => ({
          lang: el.getAttribute('lang'),
          text: el.textContent,
        }));
        assert.equal(policy.lang, language);
        assert.match(policy.text, language === 'ar' ? /[\u0600-\u06FF]/ : /refund/i);
        const dates = await card.$eval('[data-testid="workshop-dates"]', (el) => el.textContent);
        assert.match(dates, language === 'ar' ? /هـ\)$/ : /AH\)$/);
        assert.deepEqual(await untranslatedText(page), []);
      }));

  it('an artist registers with the early bird, pays with sandbox STC Pay and finds it paid in the dashboard', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      await visit(page, '/workshops?lang=en');
      await waitForHeading(page, text('en', 'title'));
      const card = await workshopCard(page, 'Thuluth calligraphy for beginners');
      await clickButton(card, text('en', 'register'));
      const dialog = await page.waitForSelector('[role="dialog"]');
      await page.waitForSelector('[data-testid="tier-card"]');
      const [early] = await dialog.$$('[data-testid="tier-card"] button');
      await early.click();
      await clickButton(dialog, text('en', 'dialog.next'));
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] input').length >= 4);
      // Names and e-mail are prefilled from the account; the required select is the workshop's own field.
      const [experience] = await dialog.$$('xpath/.//div[@role="combobox"]');
      await experience.click();
      const option = await page.waitForSelector('li[role="option"][data-value="Some"]');
      await option.click();
      await page.waitForFunction(() => !document.querySelector('li[role="option"]'));
      await clickButton(dialog, text('en', 'dialog.next'));
      const total = await page.$eval('[data-testid="total"]', (el) => el.textContent);
      assert.match(total, /^280\.00\sSAR$/); // 350 less the 20% early bird
      assert.ok(await dialog.$('[data-testid="discount-line"]'));
      const [stc] = await dialog.$$('xpath/.//label[contains(., "STC Pay")]');
      await stc.click();
      await clickButton(dialog, text('en', 'dialog.next'));
      await screenshot(page, 'workshop-registration-review');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        clickButton(dialog, text('en', 'dialog.complete')),
      ]);
      assert.match(page.url(), /\/api\/payments\/sandbox\//);
      assert.match(await page.evaluate(() => document.body.innerText), /285\.20 SAR/); // + 1.5% + 1 fee
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[data-outcome="succeed"]')]);
      await page.waitForSelector('[data-testid="payment-return"]', { timeout: 15_000 });

      await visit(page, '/dashboard?tab=registrations&lang=en');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="registration-item"]')].some(
            (item) =>
              item.textContent.includes('Thuluth calligraphy for beginners') && item.textContent.includes('Paid'),
          ),
        { timeout: 15_000 },
      );
      assert.deepEqual(await untranslatedText(page), []);
    }));

  it('joins the waiting list of a sold-out tier, then takes another seat with a promo code at the lower price', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      await visit(page, '/workshops?lang=en');
      await waitForHeading(page, text('en', 'title'));
      const card = await workshopCard(page, 'Desert light photography');
      await clickButton(card, text('en', 'register'));
      const dialog = await page.waitForSelector('[role="dialog"]');
      await page.waitForSelector('[data-testid="tier-card"]');
      // The demo's VIP tier is sold out with two people waiting: the artist joins as the third.
      const vip = (
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[role="dialog"] [data-testid="tier-card"]')].find((c) =>
            c.textContent.includes('VIP'),
          ),
        )
      ).asElement();
      assert.ok((await vip.evaluate((c) => c.textContent)).includes(text('en', 'dialog.soldOut')));
      await clickButton(vip, text('en', 'waitlist.join'));
      await page.waitForFunction(
        (label) => document.querySelector('[data-testid="waitlist-position"]')?.textContent === label,
        { timeout: 15_000 },
        text('en', 'waitlist.position', { position: 3 }),
      );
      const [standard] = await dialog.$$('[data-testid="tier-card"] button');
      await standard.click();
      await clickButton(dialog, text('en', 'dialog.next'));
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] input').length >= 4);
      const [experience] = await dialog.$$('xpath/.//div[@role="combobox"]');
      await experience.click();
      await (await page.waitForSelector('li[role="option"][data-value="Some"]')).click();
      await page.waitForFunction(() => !document.querySelector('li[role="option"]'));
      await clickButton(dialog, text('en', 'dialog.next'));
      const totalText = () => page.$eval('[data-testid="total"]', (el) => el.textContent);
      assert.match(await totalText(), /^900\.00\sSAR$/);
      await page.type('[data-testid="promo-code"] input', 'alula15');
      await clickButton(dialog, text('en', 'promo.apply'));
      await page.waitForSelector('[data-testid="promo-applied"]', { timeout: 15_000 });
      assert.match(await totalText(), /^765\.00\sSAR$/); // 900 less the code's 15%
      assert.ok(await dialog.$('[data-testid="discount-line"]'));
      const [bank] = await dialog.$$(`xpath/.//label[contains(., "${text('en', 'providers.bank_transfer')}")]`);
      await bank.click();
      await clickButton(dialog, text('en', 'dialog.next'));
      await clickButton(dialog, text('en', 'dialog.complete'));
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });

      await visit(page, '/dashboard?tab=registrations&lang=en');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="registration-item"]')].some((item) =>
            item.textContent.includes('Desert light photography'),
          ),
        { timeout: 15_000 },
      );
      assert.deepEqual(await untranslatedText(page), []);
    }));

  it('answers an event in Arabic and sees the answer on /my-events', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      await visit(page, '/events?lang=ar');
      await waitForHeading(page, text('ar', 'events.title'));
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
      const card = (
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('[data-testid="event-card"]')].find((c) => c.textContent.includes('ليلة')) ??
            document.querySelector('[data-testid="event-card"]'),
          { timeout: 15_000 },
        )
      ).asElement();
      const title = await card.$eval('h2', (h2) => h2.textContent);
      await clickButton(card, text('ar', 'events.rsvps.maybe'));
      await page.waitForFunction(
        (t) =>
          [...document.querySelectorAll('[data-testid="event-card"]')].some(
            (c) => c.querySelector('h2')?.textContent === t && c.querySelector('button[aria-pressed="true"]'),
          ),
        { timeout: 15_000 },
        title,
      );
      await visit(page, '/my-events?lang=ar');
      await page.waitForFunction(
        (t, label) =>
          [...document.querySelectorAll('[data-testid="my-event"]')].some(
            (item) => item.textContent.includes(t) && item.textContent.includes(label),
          ),
        { timeout: 15_000 },
        title,
        text('ar', 'events.rsvps.maybe'),
      );
      // Each answer carries its event's calendar file, in the interface language.
      const calendar = await page.$$eval(
        '[data-testid="my-event"] a[download]',
        (links, label) => links.filter((a) => a.textContent.includes(label)).map((a) => a.getAttribute('href')),
        text('ar', 'addToCalendar'),
      );
      assert.ok(
        calendar.length > 0 && calendar.every((href) => /^\/api\/events\/.+\/calendar\.ics\?lang=ar$/.test(href)),
      );
      assert.deepEqual(await untranslatedText(page), []);
    }));

  for (const language of ['en', 'ar'])
    it(`the organiser sees the charts, edits a tier and downloads the attendee CSV (${language})`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'organiser@example.sa');
        await visit(page, `/manage/workshops?lang=${language}`);
        await waitForHeading(page, text(language, 'manage.title'));
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        const [first] = (await apiCall(page, 'GET', '/api/workshops/organised')).body;
        await assertCharts(page, language, first.id);
        const row = await page.waitForSelector('[data-testid="tier-row"]', { timeout: 15_000 });
        await clickButton(row, text(language, 'tiers.edit'));
        const form = await byRole(page, 'form', text(language, 'tiers.editTitle'));
        const field = language === 'ar' ? 'benefitsAr' : 'benefits';
        const benefits = await byRole(form, 'textbox', text(language, `tiers.${field}`));
        const wanted =
          language === 'ar' ? ['المواد مشمولة', 'شهادة حضور'] : ['Materials included', 'Certificate of attendance'];
        await benefits.evaluate((el) => el.select());
        await page.keyboard.press('Backspace');
        await benefits.type(wanted.join('\n'));
        await clickButton(form, text(language, 'tiers.save'));
        await waitForAlert(page, text(language, 'tiers.saved'));
        const tiers = (await apiCall(page, 'GET', `/api/workshops/${first.id}/ticket-tiers`)).body;
        assert.ok(
          tiers.some((tier) => JSON.stringify(tier[field]) === JSON.stringify(wanted)),
          'the tier saved',
        );
        const href = await page.$eval('a[download][href$="export.csv"]', (a) => a.getAttribute('href'));
        assert.equal(href, `/api/workshops/${first.id}/registrations/export.csv`);
        const csv = await page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).text(), href);
        const header = csv.split(/\r?\n/)[0] ?? '';
        assert.ok(header.includes('email') && header.includes('quantity'), header);
        await screenshot(page, `workshops-manage-${language}`);
        assert.deepEqual(await untranslatedText(page), []);
      }));
});
