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
  byRole,
  byRoleWithText,
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

/** Opens the first card (an article named after its work, artist or gallery) through its link. */
async function openFirstCard(page) {
  const card = await byRole(page, 'article');
  const link = await card.waitForSelector('a[href]');
  const href = await link.evaluate((a) => a.getAttribute('href'));
  await link.click();
  await page.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, href);
  return href;
}

/** A form found by its accessible name (its heading); its submit button is the one of type submit. */
const submitForm = async (form) => (await form.$('button[type="submit"]')).click();

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
        // With a query, each kind of result is a region named by its heading; every card an article named by its title.
        const artists = await byRole(page, 'region', ct(language, 'search.types.artists'));
        await byRoleWithText(artists, 'article', undefined, expected[language].artist);
        const artworks = await byRole(page, 'region', ct(language, 'search.types.artworks'));
        // The first work whose card names Ahmad (title or artist), spelled with the hamza.
        const card = await byRoleWithText(artworks, 'article', undefined, expected[language].work);
        await assertAccessible(page, `search (${language})`);
        await screenshot(page, `catalog-search-${language}`);

        const workTitle = await card.evaluate((c) => c.getAttribute('aria-label'));
        const link = await card.$('a[href]');
        const href = await link.evaluate((a) => a.getAttribute('href'));
        await link.click();
        await page.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, href);
        await waitForHeading(page, workTitle);

        // Favourite (first removing it if an earlier run left it favourited). The work's own toggle and its similar
        // works' toggles share their names ("Add to favourites"), so the work's own is told apart by its test id
        // inside the page's main landmark.
        const favourite = 'main [data-testid="favorite-button"]';
        const settled = (pressed) =>
          page.waitForFunction(
            (sel, want) => {
              const b = document.querySelector(sel);
              return b && !b.disabled && (want === undefined || b.getAttribute('aria-pressed') === want);
            },
            { timeout: 15_000 },
            favourite,
            pressed,
          );
        await settled();
        if ((await page.$eval(favourite, (b) => b.getAttribute('aria-pressed'))) === 'true') {
          await page.click(favourite);
          await waitForToast(page, ct(language, 'favorite.removedTitle'));
          await settled('false');
        }
        await page.click(favourite);
        await waitForToast(page, ct(language, 'favorite.addedTitle'));
        await settled('true');
        assert.equal(
          await page.$eval(favourite, (b) => b.textContent.trim()),
          ct(language, 'favorite.remove'),
          'the button now says what pressing it does',
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
        const inquiryForm = await byRole(page, 'form', ct(language, 'inquiry.title'));
        await submitForm(inquiryForm);
        await byRoleWithText(
          page,
          'form',
          ct(language, 'inquiry.title'),
          ct(language, 'validation.minLength').replace('{{min}}', '10'),
        );
        await page.type(
          '#inquiry-message',
          language === 'ar' ? '، هل العمل متاح للمعاينة في الرياض؟' : ', is this work available for viewing in Riyadh?',
        );
        await submitForm(inquiryForm);
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
        await byRole(page, 'article');
        // The demo's 43 artists fill two pages: one navigation of page links, named in the page's language, and
        // no other (MUI's own is named "pagination navigation" unless told otherwise).
        const pages = await byRole(page, 'navigation', t(language, 'pagination.label'));
        await byRole(pages, 'button', t(language, 'pagination.nav.next'));
        const navigations = await page.$$eval('main nav', (navs) => navs.map((nav) => nav.getAttribute('aria-label')));
        assert.deepEqual(navigations, [t(language, 'pagination.label')]);
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        await assertAccessible(page, `artists (${language})`);
        await screenshot(page, `catalog-artists-${language}`);
        const artistName = await (await byRole(page, 'article')).evaluate((c) => c.getAttribute('aria-label'));
        await openFirstCard(page);
        await waitForHeading(page, artistName);
        await assertAccessible(page, `artist profile (${language})`);
        await (await byRole(page, 'tab', ct(language, 'artists.tabs.about'))).click();
        await page.waitForFunction(
          () => document.querySelector('[role="tab"][aria-selected="true"]')?.id === 'artist-tab-about',
        );
        await byRole(page, 'tabpanel', ct(language, 'artists.tabs.about'));
        await assertAccessible(page, `artist about (${language})`);
        await screenshot(page, `catalog-artist-${language}`);

        await visit(page, `/galleries?lang=${language}`);
        await waitForHeading(page, t(language, 'screens.galleries'));
        const galleryName = await (await byRole(page, 'article')).evaluate((c) => c.getAttribute('aria-label'));
        await assertAccessible(page, `galleries (${language})`);
        await openFirstCard(page);
        await waitForHeading(page, galleryName);
        await assertAccessible(page, `gallery profile (${language})`);
        for (const tab of ['artworks', 'artists', 'exhibitions', 'events']) {
          await (await byRole(page, 'tab', ct(language, `galleries.tabs.${tab}`))).click();
          const panel = await byRole(page, 'tabpanel', ct(language, `galleries.tabs.${tab}`));
          // The panel's list has loaded once its loading status (the skeleton grid) is gone.
          await panel.waitForSelector(
            `::-p-aria([name=${JSON.stringify(t(language, 'common.loading'))}][role="status"])`,
            {
              hidden: true,
              timeout: 15_000,
            },
          );
          await assertAccessible(page, `gallery ${tab} tab (${language})`);
        }
        await screenshot(page, `catalog-gallery-${language}`);
      }));
  }

  it('ar: a collector writes to a gallery; a bad phone number is refused first', () =>
    withPage({}, async (page) => {
      await signIn(page, 'collector@example.sa');
      await visit(page, '/galleries?lang=ar');
      await openFirstCard(page);
      const contactForm = await byRole(page, 'form', ct('ar', 'contact.title'));
      assert.equal(await page.$eval('#contact-email', (i) => i.value), 'collector@example.sa');
      await page.type('#contact-phone', '123');
      await page.type('#contact-subject', 'زيارة المعرض');
      await page.type('#contact-message', 'نود زيارة المعرض مع مجموعة من الطلاب الأسبوع القادم.');
      await submitForm(contactForm);
      await byRoleWithText(page, 'form', ct('ar', 'contact.title'), ct('ar', 'validation.phone'));
      await page.click('#contact-phone', { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type('#contact-phone', '+966 50 123 4567');
      await submitForm(contactForm);
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
      const workTitle = await (await byRole(page, 'article')).evaluate((c) => c.getAttribute('aria-label'));
      await openFirstCard(page);
      await waitForHeading(page, workTitle);
      // The first button of this name is the work's own (its similar works' cards come after it in the page).
      await (await byRole(page, 'button', ct('ar', 'favorite.add'))).click();
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
