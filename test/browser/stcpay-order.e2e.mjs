// Browser journey of an order paid on STC Pay's one-time-code page (/pay/stcpay/order/{orderId}), in English and in
// Arabic, with STC Pay live on its in-process simulator (scripts/run-browser-tests.mjs gives this journey a server of
// its own, seeded with the demo accounts only): the demo artist puts a work of its own on sale through the API (a
// seller profile for its tax invoices, an image, the work published); the organiser, as a buyer, opens the work's
// page, buys it now, types a Saudi national address at checkout, chooses STC Pay, is taken to our code page, gives a
// mobile, is refused a wrong code under the code field in the page's language, pays with the code read from the
// simulator's texts, and finds the order paid among its orders.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiCall,
  browserSuite,
  byRole,
  byRoleWithText,
  documentLanguage,
  featureText,
  fillSaudiCheckout,
  pressNamed,
  screenshot,
  seriousAxeViolations,
  signIn,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
  moneyExact,
  publishDrawnWork,
} from './storefront-helpers.mjs';
import { payWithTextedCode, stcPaySkipReason, stcPayText } from './stcpay-helpers.mjs';
import { sellerProfile } from '../fixtures/saudi-addresses.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('orders', language, `orders.${key}`, values);
const direction = (language) => ({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
/** Under the tier-1 ceiling every demo account with a role is verified to on an accounts-only seed. */
const PRICE = 2_000;

/** The artist's own work on sale at PRICE (an image drawn in the page, uploaded, the work published); its id and
 * titles, stamped with this run so the journey finds its own work. */
async function workOnSale(artist) {
  assert.equal(
    (await apiCall(artist, 'PUT', '/api/invoices/seller-profile', sellerProfile('Studio', 'مرسم'))).status,
    200,
  );
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const work = await publishDrawnWork(artist, '#c2a15a', {
    title: `Desert Dawn ${stamp}`,
    titleAr: `فجر الصحراء ${stamp}`,
    description: 'Oil on canvas, dunes at first light.',
    descriptionAr: 'زيت على قماش، كثبان في أول الضوء.',
    medium: 'Oil on canvas',
    mediumAr: 'زيت على قماش',
    dimensions: '100 x 80 cm',
    price: PRICE,
    tags: ['desert'],
    provenance: 'From the studio',
  });
  return { id: work.id, title: work.title, titleAr: work.titleAr };
}

const skip = await stcPaySkipReason('stcpay-order');

describe('An order paid with STC Pay’s one-time code (STC Pay live on its simulator)', { skip }, () => {
  for (const language of ['en', 'ar'])
    it(`buys a work now, checks out with STC Pay, is refused a wrong code, pays with the texted one (${language})`, () =>
      withPage({}, async (artist) => {
        await signIn(artist, 'artist@example.sa');
        const work = await workOnSale(artist);
        const title = language === 'ar' ? work.titleAr : work.title;

        await withPage({}, async (page) => {
          // Another buyer than the registration journey's collector: STC Pay's codes are rate-limited per person
          // (12 requests in 10 minutes), and that journey spends six of the collector's.
          await signIn(page, 'organiser@example.sa');
          await visit(page, `/artwork/${work.id}?lang=${language}`);
          await waitForHeading(page, title);
          assert.deepEqual(await documentLanguage(page), direction(language));
          await pressNamed(page, page, text(language, 'buy.buyNow'));

          // Buying now opens the order on the dashboard with its checkout.
          const pay = await byRole(page, 'button', text(language, 'checkout.pay'));
          const orderId = new URL(page.url()).searchParams.get('order');
          assert.ok(orderId, `an order opened on ${page.url()}`);
          await fillSaudiCheckout(page);
          const methods = await byRole(page, 'radiogroup', text(language, 'checkout.method'));
          // The method's label also carries its fee, so it is found by the words it holds.
          const [stcPay] = await methods.$$(`xpath/.//label[contains(., "${text(language, 'methods.stcpay')}")]`);
          assert.ok(stcPay, 'STC Pay among the payment methods');
          await stcPay.click();
          assert.equal(await stcPay.$eval('input[type="radio"]', (radio) => radio.checked), true);
          assert.deepEqual(await untranslatedText(page), []);
          await Promise.all([
            page.waitForNavigation({ waitUntil: 'load' }),
            pay.focus().then(() => page.keyboard.press('Enter')),
          ]);

          assert.equal(new URL(page.url()).pathname, `/pay/stcpay/order/${orderId}`);
          await waitForHeading(page, stcPayText(language, 'title'));
          assert.deepEqual(await documentLanguage(page), direction(language));
          const order = await apiCall(page, 'GET', `/api/orders/${orderId}`);
          assert.equal(order.status, 200, JSON.stringify(order.body));
          assert.equal(
            await (await page.waitForSelector('[data-testid="stcpay-amount"]')).evaluate((el) => el.textContent),
            stcPayText(language, 'amount', { amount: moneyExact(order.body.checkout.total, language) }),
          );

          await payWithTextedCode(page, language, 'stcpay-order-wrong-code');
          await waitForAlert(page, text(language, 'stcpay.paid'));
          assert.deepEqual(await untranslatedText(page), []);

          // Where a buyer looks for an order: the paid message's link to its orders, the order open there.
          await (await byRole(page, 'link', text(language, 'stcpay.myOrders'))).click();
          const tab = await byRole(page, 'tab', text(language, 'tabs.orders'));
          assert.equal(await tab.evaluate((el) => el.getAttribute('aria-selected')), 'true');
          const paid = text(language, 'status.paid');
          // The order open above the list, its status beside its heading, and its row in the list: both say paid
          // (the list may first show what it held before the payment, so its row is waited for too).
          const heading = await byRole(page, 'heading', title);
          const row = await byRoleWithText(page, 'listitem', undefined, title);
          await page.waitForFunction(
            (h, r, p) => h.parentElement.textContent.includes(p) && r.textContent.includes(p),
            { timeout: 15_000 },
            heading,
            row,
            paid,
          );
          assert.deepEqual(await documentLanguage(page), direction(language));
          assert.deepEqual(await untranslatedText(page), []);
          assert.deepEqual(await seriousAxeViolations(page), []);
          await screenshot(page, `stcpay-order-paid-${language}`);
        });
      }));
});
