// Catalogue browser journeys (issue 4), in Debian's Chromium against the built app with the demo data:
//   node scripts/run-browser-tests.mjs test/browser/catalog.e2e.mjs
// In English and in Arabic, a collector searches "احمد" (no hamza) and finds works and an artist spelled
// "أحمد", opens a work, favourites it and sends an inquiry. Every catalogue screen passes axe-core.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  apiAvailable,
  browserSuite,
  documentLanguage,
  featureText,
  screenshot,
  seriousAxeViolations,
  signIn,
  t,
  untranslatedText,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

/** A catalogue text by key below `catalog.`. */
const ct = (language, key) => featureText('catalog', language, `catalog.${key}`);

const withPage = browserSuite();
const withApi = await apiAvailable();
const skip =
  !withApi && `no API at ${BASE_URL} (a static preview): the catalogue journeys need the API and its demo data`;

async function assertAccessible(page, name) {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${name}`);
  assert.deepEqual(await untranslatedText(page), [], `untranslated text on ${name}`);
}

/** Waits for a toast whose text contains `title`. */
async function waitForToast(page, title) {
  try {
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent.includes(expected)),
      { timeout: 15_000 },
      title,
    );
  } catch (error) {
    const shown = await page.$$eval('[role="alert"]', (alerts) => alerts.map((a) => a.textContent));
    throw new Error(`no toast "${title}"; shown: ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** Closes the toast on screen and waits until it has gone. */
async function dismissToasts(page) {
  for (const close of await page.$$('[role="alert"] .MuiAlert-action button')) await close.click();
  await page.waitForFunction(() => !document.querySelector('.MuiSnackbar-root'), { timeout: 15_000 });
}

/** Waits for the selector to show text containing `text`. */
async function waitForText(page, selector, text) {
  await page.waitForFunction(
    (sel, expected) => document.querySelector(sel)?.textContent.includes(expected),
    { timeout: 15_000 },
    selector,
    text,
  );
}

async function clickFirstLinkIn(page, selector) {
  const link = await page.waitForSelector(`${selector} a[href]`, { timeout: 15_000 });
  const href = await link.evaluate((a) => a.getAttribute('href'));
  await link.click();
  await page.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, href);
  return href;
}

const expected = {
  en: { artist: 'Ahmad Al-Zahrani', work: 'Ahmad' },
  ar: { artist: 'أحمد الزهراني', work: 'أحمد' },
};

describe('catalogue journeys with the demo data', { skip }, () => {
  for (const language of ['en', 'ar']) {
    it(`${language}: a collector finds "أحمد" by typing "احمد", favourites a work and asks about it`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'collector@example.sa');
        await visit(page, `/search?lang=${language}`);
        await waitForHeading(page, t(language, 'screens.search'));
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });

        await page.type('#catalog-search', 'احمد');
        await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'احمد', { timeout: 15_000 });
        await waitForText(page, '[data-testid="results-artists"]', expected[language].artist);
        await waitForText(page, '[data-testid="results-artworks"]', expected[language].work);
        await assertAccessible(page, `search (${language})`);
        await screenshot(page, `catalog-search-${language}`);

        // The first work whose card names Ahmad (title or artist), spelled with the hamza.
        const cards = await page.$$('[data-testid="results-artworks"] [data-testid="artwork-card"]');
        let href;
        for (const card of cards) {
          if (!(await card.evaluate((c, w) => c.textContent.includes(w), expected[language].work))) continue;
          href = await card.$eval('a[href]', (a) => a.getAttribute('href'));
          await (await card.$('a[href]')).click();
          break;
        }
        assert.ok(href, 'a work spelled with the hamza was found');
        await page.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, href);
        await page.waitForSelector('[data-testid="artwork-detail"]', { timeout: 15_000 });
        await page.waitForSelector('[data-testid="price"]');

        // Favourite (first removing it if an earlier run left it favourited).
        const favourite = '[data-testid="artwork-detail"] [data-testid="favorite-button"]';
        const enabled = () =>
          page.waitForFunction(
            (sel) => {
              const b = document.querySelector(sel);
              return b && !b.disabled;
            },
            { timeout: 15_000 },
            favourite,
          );
        await enabled();
        if ((await page.$eval(favourite, (b) => b.getAttribute('aria-pressed'))) === 'true') {
          await page.click(favourite);
          await waitForToast(page, ct(language, 'favorite.removedTitle'));
          await page.waitForFunction(
            (sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'false',
            { timeout: 15_000 },
            favourite,
          );
          await enabled();
        }
        await page.click(favourite);
        await waitForToast(page, ct(language, 'favorite.addedTitle'));
        await page.waitForFunction(
          (sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true',
          { timeout: 15_000 },
          favourite,
        );
        const artworkId = href.split('/').pop();
        const favourites = await page.evaluate(async () =>
          (await fetch('/api/favorites', { credentials: 'include' })).json(),
        );
        assert.ok(
          favourites.some((f) => f.artworkId === artworkId),
          'the favourite is stored',
        );

        // The inquiry: the e-mail is filled from the profile; a short message is refused before sending.
        assert.equal(await page.$eval('#inquiry-email', (i) => i.value), 'collector@example.sa');
        await page.type('#inquiry-message', 'Hi');
        await page.click('[data-testid="inquiry-form"] button[type="submit"]');
        await waitForText(
          page,
          '[data-testid="inquiry-form"]',
          ct(language, 'validation.minLength').replace('{{min}}', '10'),
        );
        await page.type(
          '#inquiry-message',
          language === 'ar' ? '، هل العمل متاح للمعاينة في الرياض؟' : ', is this work available for viewing in Riyadh?',
        );
        await page.click('[data-testid="inquiry-form"] button[type="submit"]');
        await waitForToast(page, ct(language, 'inquiry.sentTitle'));
        const inquiries = await page.evaluate(async () =>
          (await fetch('/api/inquiries/user', { credentials: 'include' })).json(),
        );
        assert.ok(
          inquiries.some((i) => i.artwork?.id === artworkId),
          'the inquiry is stored',
        );

        // The toast is the shared toast provider's; it is closed so the check covers this screen.
        await dismissToasts(page);
        await assertAccessible(page, `artwork detail (${language})`);
        await screenshot(page, `catalog-artwork-${language}`);
      }));
  }

  for (const language of ['en', 'ar']) {
    it(`${language}: artist and gallery lists and profiles pass axe-core`, () =>
      withPage({}, async (page) => {
        await visit(page, `/artists?lang=${language}`);
        await waitForHeading(page, t(language, 'screens.artists'));
        await page.waitForSelector('[data-testid="artist-card"]', { timeout: 15_000 });
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        await assertAccessible(page, `artists (${language})`);
        await screenshot(page, `catalog-artists-${language}`);
        await clickFirstLinkIn(page, '[data-testid="artist-card"]');
        await page.waitForSelector('[data-testid="artist-profile"]', { timeout: 15_000 });
        await assertAccessible(page, `artist profile (${language})`);
        await page.click('#artist-tab-about');
        await page.waitForSelector('[data-testid="artist-about"]');
        await assertAccessible(page, `artist about (${language})`);
        await screenshot(page, `catalog-artist-${language}`);

        await visit(page, `/galleries?lang=${language}`);
        await waitForHeading(page, t(language, 'screens.galleries'));
        await page.waitForSelector('[data-testid="gallery-card"]', { timeout: 15_000 });
        await assertAccessible(page, `galleries (${language})`);
        await clickFirstLinkIn(page, '[data-testid="gallery-card"]');
        await page.waitForSelector('[data-testid="gallery-profile"]', { timeout: 15_000 });
        await assertAccessible(page, `gallery profile (${language})`);
        for (const tab of ['artworks', 'artists', 'exhibitions', 'events']) {
          await page.click(`#gallery-tab-${tab}`);
          await page.waitForFunction((id) => document.querySelector(`#gallery-panel-${id}`), { timeout: 15_000 }, tab);
          await page.waitForFunction(() => !document.querySelector('[data-testid="grid-skeleton"]'), {
            timeout: 15_000,
          });
          await assertAccessible(page, `gallery ${tab} tab (${language})`);
        }
        await screenshot(page, `catalog-gallery-${language}`);
      }));
  }

  it('ar: a collector writes to a gallery; a bad phone number is refused first', () =>
    withPage({}, async (page) => {
      await signIn(page, 'collector@example.sa');
      await visit(page, '/galleries?lang=ar');
      await clickFirstLinkIn(page, '[data-testid="gallery-card"]');
      await page.waitForSelector('[data-testid="gallery-contact-form"]', { timeout: 15_000 });
      assert.equal(await page.$eval('#contact-email', (i) => i.value), 'collector@example.sa');
      await page.type('#contact-phone', '123');
      await page.type('#contact-subject', 'زيارة المعرض');
      await page.type('#contact-message', 'نود زيارة المعرض مع مجموعة من الطلاب الأسبوع القادم.');
      await page.click('[data-testid="gallery-contact-form"] button[type="submit"]');
      await waitForText(page, '[data-testid="gallery-contact-form"]', ct('ar', 'validation.phone'));
      await page.click('#contact-phone', { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type('#contact-phone', '+966 50 123 4567');
      await page.click('[data-testid="gallery-contact-form"] button[type="submit"]');
      await waitForToast(page, ct('ar', 'contact.sentTitle'));
      const inquiries = await page.evaluate(async () =>
        (await fetch('/api/inquiries/user', { credentials: 'include' })).json(),
      );
      assert.ok(
        inquiries.some((i) => i.kind === 'gallery' && i.subject === 'زيارة المعرض' && i.inquiryType === 'general'),
        'the message is stored',
      );
      await dismissToasts(page);
      await assertAccessible(page, 'gallery contact (ar)');
    }));

  it('ar: a signed-out visitor who favourites is told to log in (destructive toast)', () =>
    withPage({}, async (page) => {
      await visit(page, '/search?lang=ar&type=artworks');
      await clickFirstLinkIn(page, '[data-testid="artwork-card"]');
      await page.waitForSelector('[data-testid="artwork-detail"] [data-testid="favorite-button"]', { timeout: 15_000 });
      await page.click('[data-testid="artwork-detail"] [data-testid="favorite-button"]');
      await waitForToast(page, ct('ar', 'favorite.loginTitle'));
      const toast = await page.$eval('[role="alert"].MuiAlert-colorError', (a) => a.textContent);
      assert.match(toast, new RegExp(ct('ar', 'favorite.loginBody')));
    }));

  it('en: an unknown artwork says "Artwork not found"', () =>
    withPage({}, async (page) => {
      // Opened from inside the app: a fresh load of the page answers 404 itself (for crawlers), which the
      // browser reports as a console error.
      await visit(page, '/search?lang=en');
      await page.evaluate(() => {
        history.pushState(null, '', '/artwork/00000000-0000-4000-8000-000000000000');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitForHeading(page, ct('en', 'artwork.notFound'));
      await assertAccessible(page, 'artwork not found');
    }));
});
