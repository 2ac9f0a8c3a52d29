// Storefront browser journeys in Debian's Chromium, English and Arabic.
//   BASE_URL=http://localhost:3000 node --test test/browser/storefront.e2e.mjs
// Signed-out screens run against whatever serves the built app (the API, or `vite preview` with no API).
// Journeys through the development identity provider need the API (the suite says so when it skips them);
// a second set answers /api/profile and /api/user/roles in the browser to reach error and edge cases.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiAvailable, documentLanguage, fakeSession, signIn, signUp, launchBrowser, openPage, screenshot, seriousAxeViolations, t, untranslatedText,
  visit, waitForHeading,
} from './storefront-helpers.mjs';
import { adminDoors, signedOutVisits } from './storefront-routes.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Opens a fresh page, runs `body`, then asserts no console errors; the page is always closed. */
async function withPage(options, body) {
  const session = await openPage(browser, options);
  try {
    await body(session.page);
    assert.deepEqual(session.errors, [], 'console errors');
  } finally {
    await session.close();
  }
}

describe('landing page', () => {
  for (const language of ['en', 'ar']) {
    it(`renders in ${language} with the right direction, translated text and no serious axe violations`, () =>
      withPage({}, async (page) => {
        const heading = await visit(page, `/?lang=${language}`);
        assert.equal(heading, t(language, 'landing.hero.title'));
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
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
      await page.click('header [data-testid="language-toggle"]');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      assert.equal(await page.$eval('h1', (h) => h.textContent), t('ar', 'landing.hero.title'));
      assert.equal(await page.$eval('.MuiAppBar-root', (el) => getComputedStyle(el).direction), 'rtl');
      await visit(page, '/artists');
      assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    }));

  it('"Learn More" shows the Coming Soon toast and the hero scrolls to the market proof', () =>
    withPage({}, async (page) => {
      await visit(page, '/?lang=en');
      const [learnMore] = await page.$$(`xpath/.//button[normalize-space()="${t('en', 'landing.learnMore.button')}"]`);
      await learnMore.click();
      const toast = await page.waitForSelector('.MuiSnackbar-root [role="alert"]');
      assert.match(await toast.evaluate((el) => el.textContent), /Coming Soon!/);
      await screenshot(page, 'landing-learn-more-toast');
      const [seeMarket] = await page.$$(`xpath/.//button[normalize-space()="${t('en', 'landing.hero.seeProof')}"]`);
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
          const expected = t(language, route.heading);
          if (heading !== expected) problems.push(`${route.path}: h1 "${heading}", expected "${expected}"`);
          const path = new URL(page.url()).pathname;
          if (route.endsOn && path !== route.endsOn) problems.push(`${route.path}: ended on ${path}, expected ${route.endsOn}`);
          for (const raw of await untranslatedText(page)) problems.push(`${route.path}: untranslated ${raw}`);
          for (const violation of await seriousAxeViolations(page)) problems.push(`${route.path}: ${violation}`);
        }
        assert.deepEqual(problems, []);
        await visit(page, `/this-page-does-not-exist?lang=${language}`);
        await screenshot(page, `not-found-${language}`);
        await visit(page, `/artists?lang=${language}`);
        await screenshot(page, `coming-soon-${language}`);
      }));
  }
});

describe('auth page', () => {
  it('sends both buttons to /api/login with a "Redirecting..." state', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: null });
      await visit(page, '/auth?lang=en');
      await screenshot(page, 'auth-en');
      const [signUp] = await page.$$(`xpath/.//button[normalize-space()="${t('en', 'auth.card.signUp')}"]`);
      await Promise.all([page.waitForNavigation(), signUp.click()]);
      assert.equal(new URL(page.url()).pathname, '/api/login');
    }));
});

const collector = { id: 'u-1', firstName: 'Noura', lastName: 'Saleh', email: 'collector@example.sa', role: 'collector', roles: ['collector'] };
const admin = { ...collector, id: 'u-2', firstName: 'Admin', email: 'admin@example.sa', role: 'admin', roles: ['admin'] };

describe('signed in (session answered in the browser)', () => {
  it('sends a user without roles to role selection, saves the choice and welcomes them home', () =>
    withPage({}, async (page) => {
      let posted;
      await fakeSession(page, {
        profile: { ...collector, role: null, roles: [] },
        roles: { setupComplete: false, roles: [] },
        onRolesPost: (body, headers) => {
          posted = { body, contentType: headers['content-type'] };
          return { status: 200, body: { setupComplete: true, roles: body.roles } };
        },
      });
      await visit(page, '/?lang=ar');
      assert.equal(new URL(page.url()).pathname, '/role-selection');
      assert.equal(await page.$eval('h1', (h) => h.textContent), t('ar', 'roleSelection.title'));
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.click('input[type="checkbox"][aria-describedby="role-collector-description"]');
      await page.click('input[type="checkbox"][aria-describedby="role-artist-description"]');
      await screenshot(page, 'role-selection-ar');
      await page.click('button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/');
      assert.deepEqual(posted, { body: { roles: ['collector', 'artist'] }, contentType: 'application/json' });
      await waitForHeading(page, t('ar', 'home.welcome', { name: 'Noura' }));
    }));

  it('shows the server\'s Arabic message when role selection fails', () =>
    withPage({}, async (page) => {
      await fakeSession(page, {
        profile: { ...collector, roles: [] },
        roles: { setupComplete: false, roles: [] },
        onRolesPost: () => ({
          status: 400,
          body: { statusCode: 400, code: 'validation', message: 'roles must not be empty', messageAr: 'يجب اختيار دور واحد على الأقل', details: [] },
        }),
      });
      await visit(page, '/role-selection?lang=ar');
      await page.click('input[type="checkbox"][aria-describedby="role-member-description"]');
      await page.click('button[type="submit"]');
      const alert = await page.waitForSelector('[data-testid="role-selection-error"]');
      const text = await alert.evaluate((el) => el.textContent);
      assert.match(text, /فشل الإعداد/);
      assert.match(text, /يجب اختيار دور واحد على الأقل/);
    }));

  it('shows the Admin link only to an admin, and /admin opens the back-office', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: admin, roles: { setupComplete: true, roles: ['admin'] } });
      assert.equal(await visit(page, '/?lang=en'), t('en', 'home.welcome', { name: 'Admin' }));
      assert.ok(await page.$('header [data-testid="admin-link"]'), 'admin link shown');
      await screenshot(page, 'home-admin-en');
      await page.goto(`${page.url().replace(/\/\?.*$/, '')}${adminDoors[0][0]}`);
      await page.waitForFunction(() => location.pathname === '/backoffice/', { timeout: 10_000 });
    }));

  it('hides the Admin link from a collector and refuses /admin; /auth sends them home', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: collector, roles: { setupComplete: true, roles: ['collector'] } });
      await visit(page, '/auth?lang=en');
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal(await page.$('header [data-testid="admin-link"]'), null);
      await visit(page, '/admin?lang=en');
      assert.ok(await page.$('[data-testid="admin-refusal"]'), 'refusal shown');
      assert.equal(await visit(page, '/preferences?lang=en'), t('en', 'screens.preferences'));
    }));
});

describe('mobile navigation', () => {
  it('folds the links into a menu that opens and closes', () =>
    withPage({ width: 390, height: 844 }, async (page) => {
      await visit(page, '/?lang=ar');
      const toggle = await page.$('button[aria-controls="mobile-menu"]');
      assert.equal(await toggle.evaluate((b) => b.getAttribute('aria-expanded')), 'false');
      await toggle.click();
      await page.waitForFunction(() => document.querySelector('button[aria-controls="mobile-menu"]').getAttribute('aria-expanded') === 'true');
      await page.waitForSelector('#mobile-menu.MuiCollapse-entered a[href="/artists"]', { visible: true });
      await screenshot(page, 'mobile-menu-ar', { fullPage: false });
      assert.deepEqual(await seriousAxeViolations(page), []);
    }));
});

const withApi = await apiAvailable();

describe('sign-in through the development identity provider', { skip: !withApi && `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'} (a static preview): sign-in journeys need it` }, () => {
  it('a new account chooses its roles, then lands on the signed-in home', () =>
    withPage({}, async (page) => {
      const heading = await signUp(page, { firstName: 'Reem', lastName: 'Tester', email: `newcomer-${Date.now()}@example.sa` });
      assert.equal(heading, t('en', 'roleSelection.title'));
      assert.equal(new URL(page.url()).pathname, '/role-selection');
      await visit(page, '/role-selection?lang=ar');
      await page.click('input[type="checkbox"][aria-describedby="role-collector-description"]');
      await page.click('input[type="checkbox"][aria-describedby="role-gallery-description"]');
      assert.deepEqual(await seriousAxeViolations(page), []);
      await screenshot(page, 'signed-in-role-selection-ar');
      await page.click('button[type="submit"]');
      await waitForHeading(page, t('ar', 'home.welcome', { name: 'Reem' }));
      // The choice is stored: a fresh load stays home instead of returning to role selection.
      assert.equal(await visit(page, '/'), t('ar', 'home.welcome', { name: 'Reem' }));
      assert.equal(await page.$('header [data-testid="admin-link"]'), null);
      await screenshot(page, 'signed-in-home-ar');
    }));

  it('an admin sees the Admin link, which opens the back-office', () =>
    withPage({}, async (page) => {
      await signIn(page, 'admin@example.sa');
      await visit(page, '/?lang=en');
      const adminLink = await page.waitForSelector('header [data-testid="admin-link"]');
      await adminLink.click();
      await page.waitForFunction(() => location.pathname === '/backoffice/', { timeout: 15_000 });
    }));

  it('a collector has no Admin link, is refused at /admin, and logs out', () =>
    withPage({}, async (page) => {
      await signIn(page, 'collector@example.sa');
      await visit(page, '/admin?lang=en');
      assert.ok(await page.$('[data-testid="admin-refusal"]'), 'refusal shown');
      assert.equal(await page.$('header [data-testid="admin-link"]'), null);
      const [logout] = await page.$$(`xpath/.//header//a[normalize-space()="${t('en', 'nav.logout')}"]`);
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), logout.click()]);
      await visit(page, '/?lang=en');
      assert.ok(await page.$('header a[href="/api/login"]'), 'signed out: Sign In shown');
    }));
});
