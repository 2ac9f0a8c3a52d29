// Storefront browser journeys for signed-in users, in Debian's Chromium.
//   BASE_URL=http://localhost:3000 node --test test/browser/storefront-signed-in.e2e.mjs
// The journeys through the development identity provider need the API behind BASE_URL and say so when they
// skip. The others answer /api/profile and /api/user/roles in the browser, to reach error and edge cases
// (a failed save, a user without roles) that the demo accounts cannot show on demand.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  allByRole,
  apiAvailable,
  browserSuite,
  byRole,
  fakeSession,
  screenshot,
  seriousAxeViolations,
  signIn,
  signUp,
  t,
  siteHeader,
  visit,
  waitForAlert,
  waitForHeading,
  openAccountMenu,
  byRoleWithText,
} from './storefront-helpers.mjs';
import { adminDoors } from './storefront-routes.mjs';

const withPage = browserSuite();
/** The catalogue's Arabic name for calligraphy (a feature's text, outside the shared texts `t` reads). */
const calligraphyAr = JSON.parse(
  readFileSync(new URL('../../storefront/src/features/catalog/i18n/ar.json', import.meta.url), 'utf8'),
).catalog.categories.calligraphy;

const collector = {
  id: 'u-1',
  firstName: 'Sample',
  lastName: 'Account',
  email: 'collector@example.sa',
  role: 'collector',
  roles: ['collector'],
};
const admin = {
  ...collector,
  id: 'u-2',
  firstName: 'Admin',
  email: 'admin@example.sa',
  role: 'admin',
  roles: ['admin'],
};

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
      // A collector goes home; an artist or a gallery goes on to create its public profile (dashboard's profile tab).
      await (await byRole(page, 'checkbox', t('ar', 'roles.names.collector'))).click();
      await screenshot(page, 'role-selection-ar');
      await (await byRole(page, 'button', t('ar', 'roleSelection.submit'))).click();
      await page.waitForFunction(() => location.pathname === '/');
      assert.deepEqual(posted, { body: { roles: ['collector'] }, contentType: 'application/json' });
      await waitForHeading(page, t('ar', 'home.welcome', { name: 'Sample' }));
    }));

  it("shows the server's Arabic message when role selection fails", () =>
    withPage({}, async (page) => {
      await fakeSession(page, {
        profile: { ...collector, roles: [] },
        roles: { setupComplete: false, roles: [] },
        onRolesPost: () => ({
          status: 400,
          body: {
            statusCode: 400,
            code: 'validation',
            message: 'roles must not be empty',
            messageAr: 'يجب اختيار دور واحد على الأقل',
            details: [],
          },
        }),
      });
      await visit(page, '/role-selection?lang=ar');
      await (await byRole(page, 'checkbox', t('ar', 'roles.names.member'))).click();
      await (await byRole(page, 'button', t('ar', 'roleSelection.submit'))).click();
      const text = await waitForAlert(page, t('ar', 'roleSelection.errorTitle'));
      assert.match(text, /فشل الإعداد/);
      assert.match(text, /يجب اختيار دور واحد على الأقل/);
    }));

  it('shows the Admin link only to an admin, and /admin opens the back-office', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: admin, roles: { setupComplete: true, roles: ['admin'] } });
      assert.equal(await visit(page, '/?lang=en'), t('en', 'home.welcome', { name: 'Admin' }));
      const items = await openAccountMenu(page, 'en');
      assert.ok(items.includes(t('en', 'nav.admin')), `admin link in the account menu: ${items.join(', ')}`);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await screenshot(page, 'home-admin-account-menu-en', { fullPage: false });
      await page.goto(`${page.url().replace(/\/\?.*$/, '')}${adminDoors[0][0]}`);
      await page.waitForFunction(() => location.pathname === '/backoffice/', { timeout: 10_000 });
    }));

  it('hides the Admin link from a collector and refuses /admin; /auth sends them home', () =>
    withPage({}, async (page) => {
      await fakeSession(page, { profile: collector, roles: { setupComplete: true, roles: ['collector'] } });
      await visit(page, '/auth?lang=en');
      assert.equal(new URL(page.url()).pathname, '/');
      const items = await openAccountMenu(page, 'en');
      assert.deepEqual(items, [
        t('en', 'screens.dashboard'),
        t('en', 'screens.messages'),
        t('en', 'screens.myEvents'),
        t('en', 'screens.collector'),
        t('en', 'screens.lifecycleAnalytics'),
        t('en', 'nav.logout'),
      ]);
      await visit(page, '/admin?lang=en');
      await waitForAlert(page, t('en', 'adminDoors.refused'));
      assert.equal(await visit(page, '/preferences?lang=en'), t('en', 'screens.preferences'));
    }));
});

const withApi = await apiAvailable();

describe(
  'sign-in through the development identity provider',
  {
    skip:
      !withApi &&
      `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'} (a static preview): sign-in journeys need it`,
  },
  () => {
    it('a new account chooses its roles, then lands on the signed-in home', () =>
      withPage({}, async (page) => {
        const heading = await signUp(page, {
          firstName: 'Newcomer',
          lastName: 'Account',
          email: `newcomer-${Date.now()}@example.sa`,
        });
        assert.equal(heading, t('en', 'roleSelection.title'));
        assert.equal(new URL(page.url()).pathname, '/role-selection');
        await visit(page, '/role-selection?lang=ar');
        await (await byRole(page, 'checkbox', t('ar', 'roles.names.collector'))).click();
        await (await byRole(page, 'checkbox', t('ar', 'roles.names.gallery'))).click();
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, 'signed-in-role-selection-ar');
        await (await byRole(page, 'button', t('ar', 'roleSelection.submit'))).click();
        // A gallery goes on to create its public profile, on the dashboard's profile tab.
        await page.waitForFunction(() => location.pathname === '/dashboard' && location.search.includes('tab=profile'));
        // The choice is stored: a fresh load stays home instead of returning to role selection.
        assert.equal(await visit(page, '/'), t('ar', 'home.welcome', { name: 'Newcomer' }));
        const items = await openAccountMenu(page, 'ar');
        assert.ok(!items.includes(t('ar', 'nav.admin')), `no Admin link: ${items.join(', ')}`);
        assert.ok(items.includes(t('ar', 'screens.invoiceManagement')), 'a gallery reaches invoice management');
        await screenshot(page, 'signed-in-home-ar-account-menu', { fullPage: false });
      }));

    it('a person sets art preferences, a privacy setting and a kind of mail on /preferences in Arabic, and they stay', () =>
      withPage({}, async (page) => {
        await signIn(page, 'organiser@example.sa');
        await visit(page, '/preferences?lang=ar');
        const form = await byRole(page, 'form', t('ar', 'artPreferences.title'));
        await (await byRole(form, 'combobox', t('ar', 'artPreferences.categories'))).click();
        await (await byRole(page, 'option', calligraphyAr)).click();
        await page.keyboard.press('Escape');
        const lowest = await byRole(form, 'textbox', t('ar', 'artPreferences.priceMinSar'));
        await lowest.click({ clickCount: 3 });
        await lowest.type('1500');
        await (await byRole(form, 'button', t('ar', 'artPreferences.save'))).click();
        await byRoleWithText(form, 'status', undefined, t('ar', 'artPreferences.saved'));
        const privacy = await byRole(page, 'region', t('ar', 'privacySettings.title'));
        const showCollection = await byRole(privacy, 'switch', t('ar', 'privacySettings.showCollection'));
        const wasShown = await showCollection.evaluate((input) => input.checked);
        await showCollection.click();
        await byRoleWithText(privacy, 'status', undefined, t('ar', 'privacySettings.saved'));
        const mails = await byRole(page, 'region', t('ar', 'emailNotifications.title'));
        const said = await mails.evaluate((section) => section.textContent);
        assert.ok(said.includes(t('ar', 'emailNotifications.required')), 'the section says which mails always go');
        assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
        const auctions = await byRole(mails, 'switch', t('ar', 'emailNotifications.auctions'));
        const auctionMail = await auctions.evaluate((input) => input.checked);
        await auctions.click();
        await byRoleWithText(mails, 'status', undefined, t('ar', 'emailNotifications.saved'));
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, 'signed-in-preferences-ar');

        // A fresh load shows what the account now holds.
        await visit(page, '/preferences?lang=ar');
        const again = await byRole(page, 'form', t('ar', 'artPreferences.title'));
        await byRoleWithText(again, 'button', undefined, calligraphyAr);
        const reloadedPrice = await byRole(again, 'textbox', t('ar', 'artPreferences.priceMinSar'));
        assert.equal(await reloadedPrice.evaluate((input) => input.value), '1500');
        const reloaded = await byRole(page, 'switch', t('ar', 'privacySettings.showCollection'));
        assert.equal(await reloaded.evaluate((input) => input.checked), !wasShown);
        const reloadedAuctions = await byRole(page, 'switch', t('ar', 'emailNotifications.auctions'));
        assert.equal(await reloadedAuctions.evaluate((input) => input.checked), !auctionMail);
      }));

    it('a person switches a kind of mail back on /preferences in English, told which mails always go', () =>
      withPage({}, async (page) => {
        await signIn(page, 'organiser@example.sa');
        await visit(page, '/preferences?lang=en');
        const mails = await byRole(page, 'region', t('en', 'emailNotifications.title'));
        const text = await mails.evaluate((section) => section.textContent);
        assert.ok(text.includes(t('en', 'emailNotifications.required')), 'the section says which mails always go');
        const reminders = await byRole(mails, 'switch', t('en', 'emailNotifications.workshopReminders'));
        const before = await reminders.evaluate((input) => input.checked);
        await reminders.click();
        await byRoleWithText(mails, 'status', undefined, t('en', 'emailNotifications.saved'));
        await visit(page, '/preferences?lang=en');
        const again = await byRole(page, 'switch', t('en', 'emailNotifications.workshopReminders'));
        assert.equal(await again.evaluate((input) => input.checked), !before);
        assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
      }));

    it('an admin sees the Admin link, which opens the back-office', () =>
      withPage({}, async (page) => {
        await signIn(page, 'admin@example.sa');
        await visit(page, '/?lang=en');
        await openAccountMenu(page, 'en');
        await (await byRole(page, 'menuitem', t('en', 'nav.admin'))).click();
        await page.waitForFunction(() => location.pathname === '/backoffice/', { timeout: 15_000 });
      }));

    it('a collector has no Admin link, is refused at /admin, and logs out', () =>
      withPage({}, async (page) => {
        await signIn(page, 'collector@example.sa');
        await visit(page, '/admin?lang=en');
        await waitForAlert(page, t('en', 'adminDoors.refused'));
        const items = await openAccountMenu(page, 'en');
        assert.ok(!items.includes(t('en', 'nav.admin')), `no Admin link: ${items.join(', ')}`);
        const logout = await byRole(page, 'menuitem', t('en', 'nav.logout'));
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), logout.click()]);
        await visit(page, '/?lang=en');
        const header = await siteHeader(page);
        const signInLink = await byRole(header, 'link', t('en', 'nav.signIn'));
        assert.match(await signInLink.evaluate((a) => a.getAttribute('href')), /^\/api\/login/);
        assert.deepEqual(await allByRole(header, 'button', t('en', 'nav.account')), [], 'signed out: no account menu');
      }));
  },
);
