// Browser journey of live bidding against the built product with its demo data (scripts/run-browser-tests.mjs):
// the demo collector (English) and the demo organiser (Arabic, right to left) open the same live lot in two
// browser contexts; each one's bid appears on the other's screen through the live feed, without a reload (how
// fast is the auction benchmark's figure).
// A late bid extends a lot's close; after a close the winner sees the result and what they owe, and the demo
// auditor replays that lot in the back-office, where the replay matches the recorded outcome. On a 360 px phone
// the lot page puts what a bidder acts on first (title, price, countdown, bid button above the fold), the history
// next and the terms folded last, without sideways scrolling, in both languages.
import assert from 'node:assert/strict';
import { describe, it, before, after } from 'node:test';
import {
  apiAvailable,
  apiCall,
  BASE_URL,
  documentLanguage,
  featureText,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  untranslatedText,
  visit,
} from './storefront-helpers.mjs';

const text = (language, key, values) => featureText('auctions', language, `auctions.${key}`, values);
const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: this journey signs in and needs the demo data`;

/** A live demo lot, or (when the catalogue demo has no works yet) one the demo admin schedules now. */
async function liveLot(browser) {
  const { page, close } = await openPage(browser);
  try {
    await visit(page, '/auctions');
    const live = await apiCall(page, 'GET', '/api/auctions/live');
    if (live.status === 200 && live.body.length > 0) return live.body[0].id;
    await signIn(page, 'admin@example.sa');
    return await scheduleLot(page);
  } finally {
    await close();
  }
}

/** The demo admin (signed in on `page`) schedules and opens a lot of the demo artist's; `terms` override the defaults. */
async function scheduleLot(page, terms = {}) {
  const artist = await apiCall(page, 'GET', '/api/admin/users?filter=%7B%22q%22%3A%22artist%40example.sa%22%7D');
  const scheduled = await apiCall(page, 'POST', '/api/admin/auctions', {
    lotId: `browser-journey-lot-${crypto.randomUUID()}`,
    sellerId: artist.body[0]?.id ?? 'demo-seller',
    startingBid: 1000,
    reserve: null,
    increments: [{ from: 0, increment: 100 }],
    premiumTiers: [{ upTo: null, ratePercent: 25 }],
    startsAt: new Date(Date.now() - 1000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...terms,
  });
  assert.equal(scheduled.status, 201, JSON.stringify(scheduled.body));
  await apiCall(page, 'POST', `/api/admin/auctions/${scheduled.body.id}/open`);
  return scheduled.body.id;
}

const rows = (page) => page.$$eval('[data-testid="bid-row"]', (list) => list.length);

/** Clicks the first quick-bid button and waits for the receipt of the accepted bid. */
async function quickBid(page, language) {
  const prefix = text(language, 'bid.quick', { amount: '' }).trim();
  const [button] = await page.$$(`xpath/.//button[starts-with(normalize-space(), "${prefix}")]`);
  assert.ok(button, `quick bid button "${prefix}…"`);
  await button.click();
  await page.waitForSelector('[data-testid="bid-placed"]', { timeout: 10_000 });
  const placed = await page.$eval('[data-testid="bid-placed"]', (el) => el.textContent);
  return placed;
}

describe('live bidding in two browsers', { skip }, () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it("the collector (English) and the organiser (Arabic) see each other's bids live, without a reload", async () => {
    const collector = await openPage(browser);
    const organiser = await openPage(browser);
    try {
      const id = await liveLot(browser);
      await signIn(organiser.page, 'organiser@example.sa');
      await signIn(collector.page, 'collector@example.sa');
      await visit(collector.page, `/auctions/${id}?lang=en`);
      await visit(organiser.page, `/auctions/${id}?lang=ar`);
      assert.deepEqual(await documentLanguage(organiser.page), { lang: 'ar', dir: 'rtl' });
      assert.deepEqual(await documentLanguage(collector.page), { lang: 'en', dir: 'ltr' });
      for (const [page, language] of [
        [collector.page, 'en'],
        [organiser.page, 'ar'],
      ]) {
        await page.waitForFunction(
          (label) => document.querySelector('[data-testid="live-connection"]')?.textContent === label,
          { timeout: 10_000 },
          text(language, 'detail.live.open'),
        );
        assert.deepEqual(await untranslatedText(page), []);
      }

      // The collector bids; the organiser's screen shows it without a reload. How fast is the auction benchmark's to
      // measure (the live update's p50 and p99): here a busy machine only waits longer.
      const before = await rows(organiser.page).catch(() => 0);
      await quickBid(collector.page, 'en');
      await organiser.page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="bid-row"]').length > n,
        { timeout: 10_000 },
        before,
      );

      // And the other way round, in Arabic.
      const seen = await rows(collector.page);
      await quickBid(organiser.page, 'ar');
      await collector.page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="bid-row"]').length > n,
        { timeout: 10_000 },
        seen,
      );
      await screenshot(organiser.page, 'auction-live-ar');
      await screenshot(collector.page, 'auction-live-en');
      assert.deepEqual(collector.errors, [], 'console errors (collector)');
      assert.deepEqual(organiser.errors, [], 'console errors (organiser)');
    } finally {
      await collector.close();
      await organiser.close();
    }
  });

  it("a late bid extends the close; after the close the winner sees what they owe, and the auditor's replay matches", async () => {
    const admin = await openPage(browser);
    const collector = await openPage(browser);
    const auditor = await openPage(browser);
    try {
      // First a lot whose soft close (1 minute) a bid now triggers, scheduled once both have signed in so that its
      // 45 s are the collector's to bid in.
      await signIn(admin.page, 'admin@example.sa');
      await signIn(collector.page, 'collector@example.sa');
      const extending = await scheduleLot(admin.page, {
        softCloseMinutes: 1,
        endsAt: new Date(Date.now() + 45_000).toISOString(),
      });
      await visit(collector.page, `/auctions/${extending}?lang=en`);
      await collector.page.waitForSelector('[data-testid="live-connection"]', { timeout: 20_000 });
      const scheduledEnd = (await apiCall(collector.page, 'GET', `/api/auctions/${extending}`)).body.endsAt;
      await quickBid(collector.page, 'en');
      await collector.page.waitForSelector('[data-testid="auction-extended"]', { timeout: 15_000 });
      const extendedEnd = (await apiCall(collector.page, 'GET', `/api/auctions/${extending}`)).body.endsAt;
      assert.ok(
        Date.parse(extendedEnd) > Date.parse(scheduledEnd),
        `the close moved from ${scheduledEnd} to ${extendedEnd}`,
      );
      await screenshot(collector.page, 'auction-extended-en');

      // Then a lot without soft close that ends shortly: scheduled only now, since on a busy machine the steps above
      // took longer than a close set at the start left (the lot had ended before the collector could bid).
      const closing = Date.now() + 30_000;
      const closed = await scheduleLot(admin.page, { softCloseMinutes: 0, endsAt: new Date(closing).toISOString() });
      // The collector's bid wins it when it closes on time.
      await visit(collector.page, `/auctions/${closed}?lang=en`);
      await collector.page.waitForSelector('[data-testid="live-connection"]', { timeout: 20_000 });
      await quickBid(collector.page, 'en');
      await collector.page.waitForSelector('[data-testid="auction-totals"]', {
        timeout: Math.max(0, closing - Date.now()) + 20_000,
      });
      const outcome = await collector.page.$eval('[data-testid="auction-outcome"]', (el) => el.textContent);
      assert.ok(outcome.includes(text('en', 'result.youWon')), outcome);
      const total = await collector.page.$eval('[data-testid="auction-total"]', (el) => el.textContent);
      assert.match(total, /1,250/); // hammer 1,000 + 25% premium
      await visit(collector.page, `/auctions/${closed}?lang=ar`);
      await collector.page.waitForSelector('[data-testid="auction-totals"]', { timeout: 10_000 });
      assert.ok(
        (await collector.page.$eval('[data-testid="auction-totals"]', (el) => el.textContent)).includes(
          text('ar', 'result.premium'),
        ),
      );
      assert.deepEqual(await untranslatedText(collector.page), []);
      await screenshot(collector.page, 'auction-won-ar');
      assert.deepEqual(collector.errors, [], 'console errors (collector)');

      // The auditor replays the closed lot in the back-office: chain verified, recomputed outcome matches.
      await signIn(auditor.page, 'auditor@example.sa');
      await auditor.page.goto(`${BASE_URL}/backoffice/#/auctions/${closed}/replay`, { waitUntil: 'networkidle0' });
      await auditor.page.waitForSelector('[data-testid="auction-replay"]', { timeout: 15_000 });
      const chain = await auditor.page.$eval('[data-testid="replay-chain"]', (el) => el.textContent);
      assert.equal(chain, 'Hash chain verified: no event was altered.');
      const matches = await auditor.page.$eval('[data-testid="replay-outcome"]', (el) => el.textContent);
      assert.equal(matches, 'The outcome recomputed from the events matches the recorded one.');
      await screenshot(auditor.page, 'auction-replay-auditor');
    } finally {
      await admin.close();
      await collector.close();
      await auditor.close();
    }
  });

  it('at 360 px a bidder sees the title, price, countdown and bid button first, the history next, the terms folded last, in both languages', async () => {
    const phone = await openPage(browser, { width: 360, height: 640 });
    try {
      // A fresh lot, so the collector has no bid on it and the bid button reads "Place bid" (not "Raise maximum").
      const admin = await openPage(browser);
      const id = await signIn(admin.page, 'admin@example.sa')
        .then(() => scheduleLot(admin.page))
        .finally(() => admin.close());
      await signIn(phone.page, 'collector@example.sa');
      for (const language of ['en', 'ar']) {
        const { page } = phone;
        await visit(page, `/auctions/${id}?lang=${language}`);
        // By role and accessible name: what assistive technology finds is what the check finds.
        const find = (role, name) =>
          page.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`, { timeout: 15_000 });
        const top = async (handle) => (await handle.boundingBox()).y;
        const heading = await find('heading', await page.$eval('h1', (h1) => h1.textContent.trim()));
        const bid = await find('button', text(language, 'bid.submit'));
        const history = await find('heading', text(language, 'history.title'));
        const terms = await find('button', text(language, 'terms.summary'));
        const price = await page.waitForFunction(
          (labels) =>
            [...document.querySelectorAll('p')].find((el) => labels.some((label) => el.textContent.startsWith(label))),
          { timeout: 10_000 },
          [text(language, 'currentBid'), text(language, 'startingBid')],
        );
        const countdown = await find('timer', text(language, 'endsIn'));
        const fold = await page.evaluate(() => innerHeight);
        const bidBox = await bid.boundingBox();
        assert.ok(
          bidBox.y + bidBox.height <= fold,
          `${language}: the bid button ends at ${bidBox.y + bidBox.height} px, the fold is at ${fold} px`,
        );
        const order = [heading, price, countdown, bid, history, terms];
        const tops = await Promise.all(order.map(top));
        assert.deepEqual(
          [...tops].sort((a, b) => a - b),
          tops,
          `${language}: title, price, countdown, bid, history, terms in that order (${tops})`,
        );
        assert.equal(
          await terms.evaluate((el) => el.getAttribute('aria-expanded')),
          'false',
          `${language}: terms folded`,
        );
        const overflow = await page.evaluate(() => ({
          scroll: document.scrollingElement.scrollWidth,
          width: innerWidth,
        }));
        assert.ok(
          overflow.scroll <= overflow.width,
          `${language}: ${overflow.scroll} px wide in a ${overflow.width} px window`,
        );
        // Unfolded, the terms say what a bid costs on top of the hammer: premium and VAT.
        await terms.click();
        await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', { timeout: 5_000 }, terms);
        const region = await find('region', text(language, 'terms.summary'));
        const said = await region.evaluate((el) => el.textContent);
        assert.ok(
          said.includes(text(language, 'terms.premium')) && said.includes(text(language, 'terms.currency')),
          said,
        );
        assert.ok(
          await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth),
          `${language}: no overflow with the terms open`,
        );
        assert.deepEqual(await untranslatedText(page), []);
        await screenshot(page, `auction-phone-${language}`);
      }
      assert.deepEqual(phone.errors, [], 'console errors');
    } finally {
      await phone.close();
    }
  });

  it('lists live auctions in both languages', async () => {
    const visitor = await openPage(browser);
    try {
      for (const language of ['en', 'ar']) {
        await visit(visitor.page, `/auctions?lang=${language}`);
        await visitor.page.waitForFunction(
          (title) => document.querySelector('h1')?.textContent.trim() === title,
          { timeout: 15_000 },
          text(language, 'title'),
        );
        await visitor.page.waitForSelector('[data-testid="auction-card"]', { timeout: 15_000 });
        assert.deepEqual(await untranslatedText(visitor.page), []);
      }
    } finally {
      await visitor.close();
    }
  });
});
