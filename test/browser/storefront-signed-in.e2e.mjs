// Storefront browser journeys for signed-in users, in Debian's Chromium.
//   BASE_URL=http://localhost:3000 node --test test/browser/storefront-signed-in.e2e.mjs
// The journeys through the development identity provider need the API behind BASE_URL and say so when they
// skip. The others answer /api/profile and /api/user/roles in the browser, to reach error and edge cases
// (a failed save, a user without roles) that the demo accounts cannot show on demand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  browserSuite,
  fakeSession,
  screenshot,
  seriousAxeViolations,
  signIn,
  signUp,
  t,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';
import { adminDoors } from './storefront-routes.mjs';

const withPage = browserSuite();

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
      await page.click('input[type="checkbox"][aria-describedby="role-collector-description"]');
      await page.click('input[type="checkbox"][aria-describedby="role-artist-description"]');
      await screenshot(page, 'role-selection-ar');
      await page.click('button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/');
      assert.deepEqual(posted, { body: { roles: ['collector', 'artist'] }, contentType: 'application/json' });
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
        await page.click('input[type="checkbox"][aria-describedby="role-collector-description"]');
        await page.click('input[type="checkbox"][aria-describedby="role-gallery-description"]');
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, 'signed-in-role-selection-ar');
        await page.click('button[type="submit"]');
        await waitForHeading(page, t('ar', 'home.welcome', { name: 'Newcomer' }));
        // The choice is stored: a fresh load stays home instead of returning to role selection.
        assert.equal(await visit(page, '/'), t('ar', 'home.welcome', { name: 'Newcomer' }));
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
        assert.ok(await page.$('header a[href^="/api/login"]'), 'signed out: Sign In shown');
      }));
  },
);
