// Browser journey of shipping management against the built product with its demo data
// (scripts/run-browser-tests.mjs): the demo gallery ships its order awaiting shipment with a tracking number in
// English, then, in Arabic (right to left), sees it shipped in the tracking timeline and reads its analytics.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  browserSuite,
  documentLanguage,
  featureText,
  pressButton,
  signIn,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('shipping', language, `shipping.${key}`, values);

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: this journey signs in and needs the demo data`;

const cardText = (page) => page.$$eval('[data-testid="shipping-order"]', (cards) => cards.map((c) => c.textContent));

describe('shipping management (demo gallery)', { skip }, () => {
  it('ships an order in English, then follows it in Arabic', () =>
    withPage({}, async (page) => {
      await signIn(page, 'gallery@example.sa');
      await visit(page, '/shipping-management?lang=en');
      await waitForHeading(page, text('en', 'title'));
      await page.waitForSelector('[data-testid="shipping-order"]', { timeout: 20_000 });
      const [awaiting] = await page.$$(
        `xpath///*[@data-testid="shipping-order"][.//*[@data-testid="shipping-status" and normalize-space()="${text('en', 'status.awaiting_shipment')}"]]`,
      );
      assert.ok(awaiting, 'an order awaiting shipment');
      const number = (await awaiting.evaluate((el) => el.querySelector('h3')?.textContent ?? '')).split(' · ')[0];
      await pressButton(awaiting, page, text('en', 'orders.ship'));
      await page.waitForSelector('[data-testid="ship-form"]');
      const tracking = `SBX${Date.now() % 1_000_000}`;
      await page.type('[data-testid="ship-form"] [name="trackingNumber"]', tracking);
      const form = await page.$('[data-testid="ship-form"]');
      await pressButton(form, page, text('en', 'ship.submit'));
      await page.waitForSelector('[data-testid="ship-form"]', { hidden: true, timeout: 15_000 });
      await page.waitForFunction(
        (n, shipped) =>
          [...document.querySelectorAll('[data-testid="shipping-order"]')].some(
            (c) => c.textContent.includes(n) && c.textContent.includes(shipped),
          ),
        { timeout: 15_000 },
        number,
        text('en', 'status.shipped'),
      );

      await visit(page, '/shipping-management?lang=ar');
      await waitForHeading(page, text('ar', 'title'));
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
      const [trackingTab] = await page.$$(
        `xpath///button[@role="tab" and normalize-space()="${text('ar', 'tabs.tracking')}"]`,
      );
      await trackingTab.click();
      await page.waitForSelector('[data-testid="tracking-timeline"]', { timeout: 15_000 });
      assert.ok((await cardText(page)).some((t) => t.includes(number) && t.includes(tracking)));
      const [analyticsTab] = await page.$$(
        `xpath///button[@role="tab" and normalize-space()="${text('ar', 'tabs.analytics')}"]`,
      );
      await analyticsTab.click();
      await page.waitForSelector('[data-testid="analytics-on-time"]', { timeout: 15_000 });
    }));
});
