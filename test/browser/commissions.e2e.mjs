// Browser journey of commissions against the built product with its demo data (scripts/run-browser-tests.mjs), in
// English and in Arabic: a collector posts a request with a reference image, an artist bids on it, they exchange a
// message in the bid's thread, and the collector accepts the bid, which puts the request in progress; and the
// collector of a delivered work the artist offered (demo data) goes from the commission page into its checkout.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  apiAvailable,
  browserSuite,
  documentLanguage,
  featureText,
  openPage,
  pressButton,
  screenshot,
  signIn,
  untranslatedText,
  visit,
  vocabularyText,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('commissions', language, `commissions.${key}`, values);

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

let folder;
let reference;
before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'commission-journey-'));
  reference = join(folder, 'reference.png');
  await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 110, b: 90 } } })
    .png()
    .toFile(reference);
});
after(() => rmSync(folder, { recursive: true, force: true }));

/** Waits until the page shows `value` somewhere in its text. */
const waitForText = (page, value) =>
  page.waitForFunction((v) => document.body.innerText.includes(v), { timeout: 15_000 }, value);

/**
 * Types a few letters into a field that suggests names, then takes the first suggestion with the keyboard (as a
 * person would, and no click can land on the list as it grows in), and waits until the field reads `name`.
 */
async function pickSuggestion(page, selector, letters, name) {
  await typeInto(page, selector, letters);
  await page.waitForFunction(
    (expected) => document.querySelector('[role="listbox"] [role="option"]')?.textContent === expected,
    { timeout: 15_000 },
    name,
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (field, expected) => document.querySelector(field)?.value === expected,
    { timeout: 15_000 },
    selector,
    name,
  );
}

async function typeInto(page, selector, value) {
  await page.waitForSelector(selector, { timeout: 15_000 });
  await page.type(selector, value);
}

/** Picks an option of an MUI select (its hidden input named `name`) by keyboard. */
async function choose(page, name, value) {
  const [combo] = await page.$$(`xpath/.//div[@role="combobox"][following-sibling::input[@name="${name}"]]`);
  assert.ok(combo, `select ${name}`);
  await combo.focus();
  await page.keyboard.press('ArrowDown');
  const option = await page.waitForSelector(`li[role="option"][data-value="${value}"]`, { timeout: 15_000 });
  await option.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((n, v) => document.querySelector(`input[name="${n}"]`)?.value === v, {}, name, value);
}

for (const language of ['en', 'ar']) {
  describe(`commissions in ${language === 'en' ? 'English' : 'Arabic'} (demo data)`, { skip }, () => {
    it('a collector posts a request, an artist bids, they exchange a message, the collector accepts', () =>
      withPage({}, async (collector) => {
        const title = language === 'en' ? `Journey portrait ${Date.now()}` : `لوحة الرحلة ${Date.now()}`;
        await signIn(collector, 'collector@example.sa');
        await visit(collector, `/commissions?lang=${language}`);
        await waitForHeading(collector, text(language, 'title'));
        if (language === 'ar') assert.deepEqual(await documentLanguage(collector), { lang: 'ar', dir: 'rtl' });
        await pressButton(collector, collector, text(language, 'new'));
        await collector.waitForSelector('[role="dialog"]');
        await typeInto(collector, language === 'en' ? '#commission-title' : '#commission-titleAr', title);
        await typeInto(
          collector,
          language === 'en' ? '#commission-description' : '#commission-descriptionAr',
          language === 'en' ? 'A portrait from an old photograph.' : 'لوحة من صورة قديمة.',
        );
        await choose(collector, 'category', 'painting');
        // Medium and style are offered from the catalogue's vocabularies: a few letters, then the name suggested.
        const medium = vocabularyText(language, 'mediums.Oil on canvas');
        const style = vocabularyText(language, 'styles.realism');
        await pickSuggestion(collector, '#commission-medium', language === 'en' ? 'Oil' : 'زيت', medium);
        await pickSuggestion(collector, '#commission-style', language === 'en' ? 'Real' : 'واقع', style);
        await typeInto(collector, '#commission-dimensions', '60 x 80 cm');
        await typeInto(collector, '#commission-budgetMin', '3000');
        await typeInto(collector, '#commission-budgetMax', '5000');
        const deadline = new Date(Date.now() + 30 * 86_400_000);
        await collector.focus('#commission-deadline');
        // A date input takes its parts as typed in the browser's own order (month, day, year here).
        await collector.keyboard.type(
          `${String(deadline.getUTCMonth() + 1).padStart(2, '0')}${String(deadline.getUTCDate()).padStart(2, '0')}${deadline.getUTCFullYear()}`,
        );
        const file = await collector.$('#commission-reference-images');
        await file.uploadFile(reference);
        await collector.waitForSelector('[role="dialog"] img', { timeout: 15_000 });
        await pressButton(collector, collector, text(language, 'form.submit'));
        await collector.waitForFunction(() => /\/commissions\/[0-9a-f-]{36}$/.test(location.pathname), {
          timeout: 15_000,
        });
        const path = new URL(collector.url()).pathname;
        await waitForHeading(collector, title);
        await collector.waitForSelector(`img[alt="${text(language, 'detail.references')}"]`);
        // Stored by their keys, named in the reader's language.
        await waitForText(collector, medium);
        await waitForText(collector, style);

        const artistSession = await openPage(collector.browser());
        const artist = artistSession.page;
        try {
          await signIn(artist, 'artist@example.sa');
          await visit(artist, `${path}?lang=${language}`);
          await waitForHeading(artist, title);
          await typeInto(artist, '#bid-amount', '4000');
          await typeInto(artist, '#bid-timelineDays', '21');
          await typeInto(
            artist,
            '#bid-proposal',
            language === 'en' ? 'Two sketches, then oils.' : 'رسمان أوليان ثم الزيت.',
          );
          await pressButton(artist, artist, text(language, 'detail.submitBid'));
          const thread = await artist.waitForSelector('[data-testid="bid-thread"]', { timeout: 15_000 });
          const question = language === 'en' ? 'Which room will it hang in?' : 'في أي غرفة ستُعلّق؟';
          await thread.$eval('textarea', (el) => el.focus());
          await artist.keyboard.type(question);
          await pressButton(thread, artist, text(language, 'thread.send'));
          await waitForText(artist, question);
          assert.deepEqual(artistSession.errors, [], 'artist console errors');

          await visit(collector, `${path}?lang=${language}`);
          await waitForText(collector, question);
          const answer = language === 'en' ? 'The living room.' : 'غرفة المعيشة.';
          const collectorThread = await collector.waitForSelector('[data-testid="bid-thread"]');
          await collectorThread.$eval('textarea', (el) => el.focus());
          await collector.keyboard.type(answer);
          await pressButton(collectorThread, collector, text(language, 'thread.send'));
          await waitForText(collector, answer);
          await pressButton(collector, collector, text(language, 'detail.accept'));
          await collector.waitForFunction(
            (status) => document.querySelector('[data-testid="commission-status"]')?.textContent === status,
            { timeout: 15_000 },
            text(language, 'status.in_progress'),
          );
          assert.equal(
            await collector.$eval('[data-testid="bid-status"]', (el) => el.textContent),
            text(language, 'bidStatus.accepted'),
          );
          assert.deepEqual(await untranslatedText(collector), []);
          await screenshot(collector, `commissions-${language}`);

          await visit(artist, `${path}?lang=${language}`);
          await waitForText(artist, text(language, 'bidStatus.accepted'));
        } finally {
          await artistSession.close();
        }
      }));

    it('the collector pays for the delivered work the artist offered: the commission page leads to checkout', () =>
      withPage({}, async (collector) => {
        await signIn(collector, 'collector@example.sa');
        // The demo's first completed request: its work offered to the collector, awaiting payment.
        const offered = await collector.evaluate(async () => {
          const mine = await (await fetch('/api/commissions/mine')).json();
          for (const c of mine.asCollector.filter((x) => x.status === 'completed' && x.artworkId)) {
            const one = await (await fetch(`/api/commissions/${c.id}`)).json();
            if (one.sale?.status === 'awaiting_payment') return one;
          }
          return null;
        });
        assert.ok(offered, 'a demo commission whose work is offered to the collector');
        await visit(collector, `/commissions/${offered.id}?lang=${language}`);
        const line = await collector.waitForSelector('[data-testid="commission-sale-order"]', { timeout: 15_000 });
        assert.ok((await line.evaluate((el) => el.textContent)).includes(offered.sale.number));
        const pay = await collector.waitForSelector('[data-testid="pay-commission"]');
        assert.equal(await pay.evaluate((el) => el.textContent), text(language, 'sale.pay'));
        assert.deepEqual(await untranslatedText(collector), []);
        await screenshot(collector, `commission-sale-${language}`);
        await pay.click();
        await collector.waitForFunction((id) => location.search.includes(`order=${id}`), {}, offered.sale.orderId);
        await collector.waitForSelector('[data-testid="checkout-form"]', { timeout: 15_000 });
      }));
  });
}
