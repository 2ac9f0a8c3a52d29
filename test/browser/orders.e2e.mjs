// Browser journey of buying against the built product with its demo data (scripts/run-browser-tests.mjs), in
// English and in Arabic: the collector offers on one of the gallery's works from the artwork page, the gallery
// counters on /seller, the collector accepts in the dashboard, checks out with a Saudi national address and
// sandbox STC Pay, pays on the sandbox's page and comes back to the paid order with its tax invoice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  documentLanguage,
  featureText,
  screenshot,
  signIn,
  untranslatedText,
  visit,
  fillSaudiCheckout,
  typeInto,
  clickButton,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('orders', language, `orders.${key}`, values);

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

/** An available, priced work of the demo gallery, a different one for each language. */
async function galleryWork(page, index) {
  const me = await apiCall(page, 'GET', '/api/profile');
  const list = await apiCall(
    page,
    'GET',
    `/api/artworks?galleryId=${me.body.id}&availability=available&maxPrice=40000`,
  );
  const works = list.body.items.filter((w) => w.price !== null && w.price >= 1000);
  assert.ok(works.length > index, 'the gallery has works for sale');
  return works[works.length - 1 - index];
}

for (const [language, index] of [
  ['en', 0],
  ['ar', 1],
]) {
  describe(`offer → counter → accept → pay (${language})`, { skip }, () => {
    it('ends with the order paid and its tax invoice', () =>
      // Two people, two browser contexts: the gallery's page and the collector's.
      withPage({}, async (gallery) => {
        await signIn(gallery, 'gallery@example.sa');
        const work = await galleryWork(gallery, index);
        await withPage({}, async (page) => {
          await signIn(page, 'collector@example.sa');
          await visit(page, `/artwork/${work.id}?lang=${language}`);
          assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
          await page.waitForSelector('[data-testid="make-offer"]', { timeout: 15_000 });
          await page.click('[data-testid="make-offer"]');
          await typeInto(page, '#offer-amount', String(Math.round(work.price * 0.8)));
          await clickButton(page, text(language, 'buy.sendOffer'));
          await page.waitForSelector('[data-testid="offer-sent"]', { timeout: 15_000 });

          await visit(gallery, `/seller?lang=${language}`);
          const row = (
            await gallery.waitForFunction(
              (title) =>
                [...document.querySelectorAll('[data-testid="seller-offer-item"]')].find((item) =>
                  item.textContent.includes(title),
                ),
              { timeout: 15_000 },
              language === 'ar' ? work.titleAr : work.title,
            )
          ).asElement();
          const counterInput = await row.$('input[type="number"]');
          await counterInput.type(String(Math.round(work.price * 0.92)));
          await clickButton(row, text(language, 'offer.counter'));
          await gallery.waitForFunction(
            (title) =>
              [...document.querySelectorAll('[data-testid="seller-offer-item"]')].some(
                (item) => item.textContent.includes(title) && item.querySelector('[data-status="countered"]'),
              ),
            { timeout: 15_000 },
            language === 'ar' ? work.titleAr : work.title,
          );

          await visit(page, `/dashboard?tab=offers&lang=${language}`);
          const offer = (
            await page.waitForFunction(
              (title) =>
                [...document.querySelectorAll('[data-testid="my-offers-item"]')].find(
                  (item) =>
                    item.textContent.includes(title) && item.querySelector('[data-testid="offer-actions"] button'),
                ),
              { timeout: 15_000 },
              language === 'ar' ? work.titleAr : work.title,
            )
          ).asElement();
          await clickButton(offer, text(language, 'offer.accept'));
          await page.waitForSelector('[data-testid="checkout-form"]', { timeout: 15_000 });
          await fillSaudiCheckout(page);
          await screenshot(page, `orders-checkout-${language}`);
          assert.deepEqual(await untranslatedText(page), []);
          await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('[data-testid="pay"]')]);
          assert.match(page.url(), /\/api\/orders\/payments\/sandbox\//);
          assert.match(await page.evaluate(() => document.body.innerText), /STC Pay/);
          await Promise.all([
            page.waitForNavigation({ waitUntil: 'load' }),
            page.click('button[data-outcome="succeed"]'),
          ]);
          assert.match(page.url(), /\/dashboard\?tab=orders&order=/);
          await page.waitForSelector('[data-testid="order-invoice"]', { timeout: 60_000 });
          const status = await page.$eval('[data-testid="order-detail"] [data-status]', (el) => el.dataset.status);
          assert.equal(status, 'paid');
          const pdf = await page.$eval('[data-testid="order-invoice"]', (a) => a.getAttribute('href'));
          const res = await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), pdf);
          assert.match(res, /application\/pdf/);
          await screenshot(page, `orders-paid-${language}`);
        });
      }));
  });
}
