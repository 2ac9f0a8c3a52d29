// Storefront browser journeys for signed-out visitors, in Debian's Chromium, English and Arabic.
//   BASE_URL=http://localhost:3000 node --test test/browser/storefront.e2e.mjs
// Runs against whatever serves the built app: the API, or `vite preview` with no API behind it.
// Signed-in journeys are in storefront-signed-in.e2e.mjs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  browserSuite,
  byRole,
  documentLanguage,
  fakeSession,
  screenshot,
  seriousAxeViolations,
  t,
  untranslatedText,
  siteHeader,
  visit,
  waitForAlert,
} from './storefront-helpers.mjs';
import { signedOutVisits } from './storefront-routes.mjs';

const withPage = browserSuite();

describe('landing page', () => {
  for (const language of ['en', 'ar']) {
    it(`renders in ${language} with the right direction, translated text and no serious axe violations`, () =>
      withPage({}, async (page) => {
        const heading = await visit(page, `/?lang=${language}`);
        assert.equal(heading, t(language, 'landing.hero.title'));
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        // No role names a free-standing figure in the hero, so the count keeps its test id.
        const spots = await page.$eval('[data-testid="spots-remaining"]', (el) => el.textContent);
        assert.equal(spots, language === 'ar' ? 'تبقّى ٤٧ مكانًا' : '47 spots remaining');
        const structured = await page.$eval('script[type="application/ld+json"]', (el) => JSON.parse(el.textContent));
        assert.equal(structured['@graph'][0]['@type'], 'WebSite');
        const alternates = await page.$$eval('link[rel="alternate"]', (links) => links.map((l) => l.hreflang).sort());
        assert.deepEqual(alternates, ['ar', 'en', 'x-default']);
        assert.deepEqual(await untranslatedText(page), []);
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, `landing-${language}`);
      }));
  }

  it('flips direction with the toggle and remembers the choice', () =>
    withPage({}, async (page) => {
      await visit(page, '/');
      assert.equal((await documentLanguage(page)).dir, 'ltr');
      const header = await siteHeader(page);
      await (await byRole(header, 'button', t('en', 'language.endonyms.ar'))).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      assert.equal(await page.$eval('h1', (h) => h.textContent), t('ar', 'landing.hero.title'));
      assert.equal(await page.$eval('.MuiAppBar-root', (el) => getComputedStyle(el).direction), 'rtl');
      await visit(page, '/artists');
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    }));

  it('"Learn More" shows the Coming Soon toast and the hero scrolls to the market proof', () =>
    withPage({}, async (page) => {
      await visit(page, '/?lang=en');
      const learnMore = await byRole(page, 'button', t('en', 'landing.learnMore.button'));
      await learnMore.click();
      assert.match(await waitForAlert(page, 'Coming Soon!'), /Coming Soon!/);
      await screenshot(page, 'landing-learn-more-toast', { fullPage: false });
      const seeMarket = await byRole(page, 'button', t('en', 'landing.hero.seeProof'));
      await seeMarket.click();
      await page.waitForFunction(() => document.activeElement?.id === 'market-proof');
    }));
});

describe('every route answers with its screen or panel (signed out)', () => {
  for (const language of ['en', 'ar']) {
    it(`in ${language}`, () =>
      withPage({}, async (page) => {
        const problems = [];
        for (const route of signedOutVisits()) {
          const separator = route.path.includes('?') ? '&' : '?';
          const heading = await visit(page, `${route.path}${separator}lang=${language}`);
          if (route.heading === null) {
            if (!heading?.trim()) problems.push(`${route.path}: no h1`);
          } else {
            const expected = t(language, route.heading);
            if (heading !== expected) problems.push(`${route.path}: h1 "${heading}", expected "${expected}"`);
          }
          const path = new URL(page.url()).pathname;
          if (route.endsOn && path !== route.endsOn)
            problems.push(`${route.path}: ended on ${path}, expected ${route.endsOn}`);
          for (const raw of await untranslatedText(page)) problems.push(`${route.path}: untranslated ${raw}`);
          for (const violation of await seriousAxeViolations(page)) problems.push(`${route.path}: ${violation}`);
        }
        assert.deepEqual(problems, []);
        await visit(page, `/this-page-does-not-exist?lang=${language}`);
        await screenshot(page, `not-found-${language}`);
        await visit(page, `/workshops?lang=${language}`);
        await screenshot(page, `coming-soon-${language}`);
      }));
  }
});

describe('auth page', () => {
  it('"Sign Up Free" opens the sign-up form through /api/login', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: null });
      await visit(page, '/auth?lang=en');
      await screenshot(page, 'auth-en');
      const signUp = await byRole(page, 'button', t('en', 'auth.card.signUp'));
      await Promise.all([page.waitForNavigation(), signUp.click()]);
      const url = new URL(page.url());
      assert.equal(`${url.pathname}${url.search}`, '/api/login?screen=signup&lang=en');
    }));
});

describe('mobile navigation', () => {
  it('folds the links into a drawer that opens and closes', () =>
    withPage({ width: 390, height: 844 }, async (page) => {
      await visit(page, '/?lang=ar');
      const header = await siteHeader(page);
      const toggle = await byRole(header, 'button', t('ar', 'nav.openMenu'));
      assert.equal(await toggle.evaluate((b) => b.getAttribute('aria-expanded')), 'false');
      await toggle.click();
      const drawer = await byRole(page, 'navigation', t('ar', 'nav.mobileLabel'));
      const artists = await byRole(drawer, 'link', t('ar', 'nav.links.artists'));
      assert.equal(await artists.evaluate((a) => a.getAttribute('href')), '/artists');
      assert.equal(await toggle.evaluate((b) => b.getAttribute('aria-expanded')), 'true');
      // Signed out, the drawer offers sign-in and sign-up.
      await byRole(drawer, 'link', t('ar', 'nav.signIn'));
      await byRole(drawer, 'link', t('ar', 'nav.signUp'));
      await screenshot(page, 'mobile-menu-ar', { fullPage: false });
      assert.deepEqual(await seriousAxeViolations(page), []);
      await (await byRole(drawer, 'button', t('ar', 'nav.closeMenu'))).click();
      await page.waitForFunction(
        () =>
          document.querySelector('header button[aria-controls="mobile-menu"]')?.getAttribute('aria-expanded') ===
          'false',
      );
      await page.waitForSelector('#mobile-menu', { hidden: true });
    }));
});
