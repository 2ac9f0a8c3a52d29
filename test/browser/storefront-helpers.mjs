// Shared pieces of the storefront browser tests: Debian's Chromium, console capture, axe-core, translation
// look-ups and screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { launchBrowser, untilStill } from './chromium.mjs';
import { RIYADH_ADDRESS } from '../fixtures/saudi-addresses.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const ARTIFACTS = join(here, '../../test-artifacts/storefront');
const AXE_PATH = require.resolve('axe-core/axe.min.js');

const readJson = (file) => JSON.parse(readFileSync(join(here, '../..', file), 'utf8'));
const merged = (base, extra) =>
  Object.entries(extra).reduce(
    (out, [key, value]) => ({
      ...out,
      [key]: typeof value === 'object' && typeof out[key] === 'object' ? merged(out[key], value) : value,
    }),
    base,
  );
/** The storefront's shared texts as it builds them: its own file with the vocabularies of the contract merged in. */
const sharedTexts = (language) =>
  merged(readJson(`storefront/src/i18n/${language}.json`), readJson(`contracts/vocabularies/${language}.json`));
const messages = { en: sharedTexts('en'), ar: sharedTexts('ar') };

/** A translation by dotted key, with `{{name}}` filled from `values`. */
export function t(language, key, values = {}) {
  const text = key.split('.').reduce((node, part) => node?.[part], messages[language]);
  if (typeof text !== 'string') throw new Error(`no ${language} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? `{{${name}}}`));
}

function flatKeys(node, prefix = '') {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'object' ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
/** Every translation key, to spot one shown raw instead of translated. */
export const translationKeys = flatKeys(messages.en);

export { launchBrowser };

/**
 * A fresh page in its own browser context (no remembered language, no cookies). Console errors and page errors
 * are collected; the browser's own "Failed to load resource" line for an API call is expected (a signed-out
 * /api/profile answers 401) and is not counted, nor the 404 of a shared link to a missing work or profile.
 */
export async function openPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  // The API's Content-Security-Policy forbids inline scripts, which is how axe-core is injected.
  await page.setBypassCSP(true);
  const errors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The identity provider's and the back-office's pages are not the storefront's to answer for.
    if (/^\/(oidc|backoffice)\//.test(new URL(page.url()).pathname)) return;
    const url = message.location()?.url ?? '';
    const failedPath = new URL(url, BASE_URL).pathname;
    // A shared link to a work, artist or gallery that does not exist answers 404 to crawlers, while the app
    // still renders its own not-found state: that document status is expected too.
    const sharedLink =
      /^\/(artwork|artists|galleries)\/[^/]+$/.test(failedPath) && failedPath === new URL(page.url()).pathname;
    if (message.text().startsWith('Failed to load resource') && (failedPath.startsWith('/api/') || sharedLink)) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, context, errors, close: () => context.close() };
}

/**
 * One browser for the calling test file; returns `withPage(options, body)`, which opens a fresh page, runs
 * `body`, asserts there were no console errors, and always closes the page.
 */
export function browserSuite() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return async function withPage(options, body) {
    const session = await openPage(browser, options);
    try {
      await body(session.page);
      assert.deepEqual(session.errors, [], 'console errors');
    } finally {
      await session.close();
    }
  };
}

/** Opens a path and waits until a screen (an h1, no full-page loader) is shown. */
export async function visit(page, path) {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  return waitForScreen(page);
}

export async function waitForScreen(page) {
  // Evaluated inside the page, where no role query exists: the loaders are found by their test ids.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="full-page-loader"], [data-testid="page-loader"]') &&
      document.querySelector('h1'),
    { timeout: 15_000 },
  );
  return page.$eval('h1', (h1) => h1.textContent.trim());
}

/** Waits until the h1 reads `text` (screens load their code on demand, so the old one can linger). */
export async function waitForHeading(page, text) {
  await page.waitForFunction(
    (expected) => document.querySelector('h1')?.textContent.trim() === expected,
    { timeout: 15_000 },
    text,
  );
  return text;
}

export async function documentLanguage(page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/**
 * Picks an option of an MUI select by the name of its hidden input, and waits for the outcome: the select holds the
 * value and says it is closed. The option is chosen with the keyboard (focus, Enter), not a click at its position:
 * a click sent while the menu grows in can land beside the option, and the menu then stays open. Nothing here waits
 * for the menu's closing transition; the next step acts through focus (typing, `pressButton`) or waits for its own
 * outcome.
 */
export async function chooseOption(page, name, value) {
  const [combo] = await page.$$(`xpath/.//div[@role="combobox"][following-sibling::input[@name="${name}"]]`);
  assert.ok(combo, `select ${name}`);
  await combo.focus();
  await page.keyboard.press('ArrowDown'); // opens the menu
  const option = await page.waitForSelector(`li[role="option"][data-value="${value}"]`, { timeout: 15_000 });
  await option.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (field, expected) => {
      const input = document.querySelector(`input[name="${field}"]`);
      const shown = input?.previousElementSibling;
      return input?.value === expected && shown?.getAttribute('aria-expanded') !== 'true';
    },
    { timeout: 15_000, polling: 100 },
    name,
    value,
  );
}

/** Presses a button found by its text through focus and Enter, which no closing overlay can intercept: a click at its
 * position can land on a toast that has slid over it. */
export async function pressButton(scope, page, label) {
  const [button] = await scope.$$(`xpath/.//button[normalize-space()="${label}"]`);
  assert.ok(button, `button "${label}"`);
  await button.focus();
  await page.keyboard.press('Enter');
}

/**
 * Clicks an element as a person would: once it has stopped moving and nothing covers it. A click goes to whatever is
 * on top at the point where the element was: a dialog that grows as a live update fills it moves its buttons away
 * from that point, and the last action's toast or a closing dialog's backdrop can sit on it. Clicked blindly, the
 * element never hears it and the journey waits for an outcome that cannot come.
 */
export async function clickUncovered(element, what) {
  await element.scrollIntoView();
  // Functions run in the page carry no closure, so the look at the element's centre is written twice.
  const unsettled = await element.frame
    .waitForFunction(
      (target) => {
        const box = target.getBoundingClientRect();
        const where = `${box.left},${box.top},${box.width},${box.height}`;
        const seen = (window.__journeyBoxes ??= new WeakMap()); // the box at the last frame, kept off the DOM
        const still = seen.get(target) === where;
        seen.set(target, where);
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return still && top !== null && target.contains(top);
      },
      { timeout: 15_000, polling: 'raf' },
      element,
    )
    .then(
      () => null,
      (error) => error,
    );
  if (unsettled) {
    const cover = await element.evaluate((target) => {
      const box = target.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.outerHTML.slice(0, 160);
    });
    throw new Error(`${what} kept moving or stayed covered by ${cover ?? 'nothing'}: ${unsettled.message}`);
  }
  await element.click();
}

/** Clicks the button whose visible text is `label` inside `scope` (a card, a dialog, a section). */
export async function clickButton(scope, label) {
  const [button] = await scope.$$(`xpath/.//button[normalize-space()="${label}"]`);
  assert.ok(button, `button "${label}"`);
  await clickUncovered(button, `button "${label}"`);
}

/** Raw keys ("landing.hero.title") or unfilled placeholders ("{{name}}") visible on the page. */
export async function untranslatedText(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const raw = translationKeys.filter((key) => text.includes(key));
  if (/\{\{\w+\}\}/.test(text)) raw.push('an unfilled {{placeholder}}');
  return raw;
}

/** Serious and critical axe-core violations on the current page once nothing is mid-transition, one line each. */
export async function seriousAxeViolations(page) {
  await untilStill(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Chromium offsets a full-page capture of a right-to-left page that does not scroll; capture the viewport then.
  const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: fullPage && scrolls });
}

/** Answers the session calls as the API would for this user, so signed-in screens can be checked. */
export async function fakeSession(page, { profile, roles, onRolesPost }) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const json = (status, body) =>
      request.respond({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (pathname === '/api/profile')
      return profile ? json(200, profile) : json(401, { statusCode: 401, message: 'Unauthorized' });
    if (pathname === '/api/user/roles' && request.method() === 'GET') return json(200, roles);
    if (pathname === '/api/user/roles' && request.method() === 'POST' && onRolesPost) {
      const answer = onRolesPost(JSON.parse(request.postData() ?? '{}'), request.headers());
      return json(answer.status, answer.body);
    }
    if (pathname === '/api/login' || pathname === '/api/logout' || pathname.startsWith('/backoffice/')) {
      return request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<html><head><link rel="icon" href="data:,"></head><body><h1>${pathname}</h1></body></html>`,
      });
    }
    return request.continue();
  });
}

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';

/** Whether BASE_URL is the API (which serves the built app) rather than a static preview of it. */
export async function apiAvailable() {
  try {
    return (await fetch(`${BASE_URL}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Starts sign-in at /api/login and completes the development identity provider's form. */
export async function signIn(page, email, password = DEMO_PASSWORD) {
  await page.goto(`${BASE_URL}/api/login`, { waitUntil: 'load' });
  await page.type('#email', email);
  await page.type('#password', password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
  return waitForScreen(page);
}

/** "Sign Up Free" on the auth page, then the development identity provider's sign-up form; back signed in. */
export async function signUp(page, { firstName, lastName, email, password = DEMO_PASSWORD }) {
  await visit(page, '/auth?lang=en');
  const [button] = await page.$$(`xpath/.//button[normalize-space()="${t('en', 'auth.card.signUp')}"]`);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()]);
  await page.type('#firstName', firstName);
  await page.type('#lastName', lastName);
  await page.type('#email', email);
  await page.type('#password', password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form button[type="submit"]')]);
  return waitForScreen(page);
}

/** The text at a dotted key of a JSON texts file (relative to the repository's root), or an error naming it. */
function textIn(file, key) {
  const tree = JSON.parse(readFileSync(join(here, '../..', file), 'utf8'));
  const text = key.split('.').reduce((node, part) => node?.[part], tree);
  if (typeof text !== 'string') throw new Error(`no text in ${file} for ${key}`);
  return text;
}

/** A feature's own text (storefront/src/features/<feature>/i18n/<language>.json) by dotted key, `{{name}}` filled. */
export function featureText(feature, language, key, values = {}) {
  const text = textIn(`storefront/src/features/${feature}/i18n/${language}.json`, key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? `{{${name}}}`));
}

/** A name from the catalogue's vocabularies (contracts/vocabularies/<language>.json), e.g. `mediums.Bronze`. */
export const vocabularyText = (language, key) => textIn(`contracts/vocabularies/${language}.json`, `catalog.${key}`);

/** "120.00 SAR" / "١٢٠٫٠٠ ر.س", as the screens write money to the halala (storefront/src/lib/format.ts). */
export function moneyExact(amount, language) {
  const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${digits}\u00a0${language === 'ar' ? 'ر.س' : 'SAR'}`;
}

/** A 640×480 picture of one colour, drawn by the page's canvas and uploaded as its signed-in person
 * (`POST /api/images`): the uploaded image's id. */
export async function uploadDrawnImage(page, colour) {
  const image = await page.evaluate(async (fill) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
    const context = canvas.getContext('2d');
    context.fillStyle = fill;
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    const form = new FormData();
    form.append('file', blob, 'work.png');
    const res = await fetch('/api/images', { method: 'POST', credentials: 'include', body: form });
    return { status: res.status, body: await res.json() };
  }, colour);
  if (image.status !== 201) throw new Error(`image upload answered ${image.status}: ${JSON.stringify(image.body)}`);
  return image.body.id;
}

/** What every work a journey lists for itself shares: on sale, framed, signed and insured, in SAR. */
const LISTED_WORK = {
  category: 'painting',
  style: 'contemporary',
  year: 2025,
  currency: 'SAR',
  availability: 'available',
  condition: 'Excellent',
  frame: 'Framed',
  signed: true,
  edition: 'Original',
  certificateOfAuthenticity: true,
  insurance: 'Insured in transit',
  shipping: 'Ships from Riyadh',
};

/** A work of the signed-in seller's own, with a picture of one colour drawn and uploaded, created with `work` (its
 * titles, texts, price…) over the shared listing details and published: the created work as the API answers it. */
export async function publishDrawnWork(page, colour, work) {
  const imageId = await uploadDrawnImage(page, colour);
  const created = await apiCall(page, 'POST', '/api/artworks', { ...LISTED_WORK, ...work, images: [imageId] });
  if (created.status !== 201)
    throw new Error(`creating a work answered ${created.status}: ${JSON.stringify(created.body)}`);
  const published = await apiCall(page, 'POST', `/api/artworks/${created.body.id}/publish`);
  if (published.status !== 200)
    throw new Error(`publishing a work answered ${published.status}: ${JSON.stringify(published.body)}`);
  return created.body;
}

/** A call to the API from inside the page, with its session cookie (same origin): `{ status, body }`. */
export async function apiCall(page, method, path, body) {
  return page.evaluate(
    async (m, p, b) => {
      const res = await fetch(p, {
        method: m,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
    method,
    path,
    body,
  );
}

/** The widths every storefront screen is checked at: a small phone, a tablet, a laptop. */
export const LAYOUT_WIDTHS = [360, 768, 1280];

/**
 * What breaks the layout at the current width, one line each (empty when none): the page scrolls sideways
 * (`document.scrollingElement.scrollWidth` above `window.innerWidth`, naming the widest culprits), a header link or
 * button wraps onto a second line, leaves the window, or sits on another row than the others.
 */
export async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement.scrollWidth;
    if (scrollWidth > width) {
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 1 || r.left < -1);
        })
        // Inside a scrolling or clipping box (scrollable tabs, a carousel) an element may stick out harmlessly.
        .filter((el) => {
          for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return false;
          return true;
        })
        // The innermost offenders say what to fix; their ancestors only inherit the overflow.
        .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
        .slice(0, 3)
        .map((el) => {
          const r = el.getBoundingClientRect();
          const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')}`;
          return `${name} [${Math.round(r.left)}…${Math.round(r.right)}] "${el.textContent.trim().slice(0, 30)}"`;
        });
      problems.push(`the page is ${scrollWidth}px wide in a ${width}px window: ${culprits.join('; ')}`);
    }
    const toolbar = document.querySelector('header .MuiToolbar-root');
    if (!toolbar) return [...problems, 'no header toolbar'];
    const items = [...toolbar.querySelectorAll('a, button')].filter((el) => el.getClientRects().length > 0);
    const middles = [];
    for (const el of items) {
      const r = el.getBoundingClientRect();
      const label = el.getAttribute('aria-label') ?? el.textContent.trim();
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
      // Lines of text: the distinct tops of the text's boxes (an icon beside the text is not a line).
      const tops = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects())
          if (!tops.some((top) => Math.abs(top - box.top) < 4)) tops.push(box.top);
      }
      const lines = tops.length;
      if (lines > 1 || r.height > Math.max(48, lineHeight * 1.9)) problems.push(`header "${label}" wraps`);
      if (r.left < 0 || r.right > width) problems.push(`header "${label}" is cut off [${r.left}…${r.right}]`);
      middles.push(r.top + r.height / 2);
    }
    if (middles.length && Math.max(...middles) - Math.min(...middles) > 8)
      problems.push("the header's links are not on one line");
    return problems;
  });
}

/**
 * Waits for the element with this ARIA role and accessible name inside `scope` (a page or an element) and returns
 * it: the look-up also checks the name a screen reader announces.
 */
export function byRole(scope, role, name, { timeout = 15_000 } = {}) {
  const named = name === undefined ? '' : `[name=${JSON.stringify(name)}]`;
  return againIfDetached(() => scope.waitForSelector(`::-p-aria(${named}[role="${role}"])`, { timeout }));
}

/**
 * Puppeteer's ARIA query reads the accessibility tree, then resolves each node it found: a node the page removed in
 * between (a list re-rendered as the query ran) fails the whole query with "No node with given id found". That is
 * a race in the query, not an outcome of the page, so the query runs again (a few times at most).
 */
async function againIfDetached(query) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query();
    } catch (error) {
      if (attempt >= 5 || !/No node with given id found/.test(error?.message ?? '')) throw error;
    }
  }
}

/** The site's header, found as the banner landmark (a page's own `<header>` elements are not banners). */
export const siteHeader = (page) => byRole(page, 'banner');

/** Every element with this role in `scope` right now (no waiting), e.g. to assert one is absent. */
export function allByRole(scope, role, name) {
  const named = name === undefined ? '' : `[name=${JSON.stringify(name)}]`;
  return againIfDetached(() => scope.$$(`::-p-aria(${named}[role="${role}"])`));
}

/** Waits until an alert (role alert) whose text contains `text` is shown; returns its text. */
export async function waitForAlert(page, text) {
  const handle = await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[role="alert"]')].find((a) => a.textContent.includes(expected))?.textContent,
    { timeout: 15_000 },
    text,
  );
  return handle.jsonValue();
}

/**
 * Opens the header's account menu (the "My account" button), waits for the menu, and returns its items' names.
 * The menu stays open; `page.keyboard.press('Escape')` closes it.
 */
export async function openAccountMenu(page, language = 'en') {
  const header = await siteHeader(page);
  const button = await byRole(header, 'button', t(language, 'nav.account'));
  await clickUncovered(button, 'the account menu');
  const menu = await byRole(page, 'menu', t(language, 'nav.account'));
  await page.waitForFunction(
    () => document.querySelector('header button[aria-haspopup="menu"]')?.getAttribute('aria-expanded') === 'true',
  );
  const items = await menu.$$('::-p-aria([role="menuitem"])');
  return Promise.all(items.map((item) => item.evaluate((el) => el.textContent.trim())));
}

/**
 * Waits for an element with this role and accessible name whose text also contains `text` (several can share a
 * name, e.g. inquiry cards named by their subject), polling until it shows; returns it.
 */
export async function byRoleWithText(scope, role, name, text, { timeout = 15_000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const element of await allByRole(scope, role, name)) {
      if (await element.evaluate((el, t) => el.textContent.includes(t), text)) return element;
    }
    if (Date.now() > deadline) throw new Error(`no ${role} "${name ?? ''}" containing "${text}" within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Presses a button found by role and accessible name inside `scope` (focus and Enter, which no overlay intercepts). */
export async function pressNamed(scope, page, name) {
  const button = await byRole(scope, 'button', name);
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Replaces a text field's value by typing, as a person does (the whole current value selected first). */
export async function typeInto(page, selector, value) {
  await page.waitForSelector(selector);
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

/** The fields a buyer types on the checkout form (the country is Saudi Arabia's by default). */
const TYPED_ADDRESS_FIELDS = [
  'recipientName',
  'phone',
  'city',
  'district',
  'street',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
];

/** Fills the checkout form's delivery address (a Saudi national address) and the buyer's name. */
export async function fillSaudiCheckout(page) {
  for (const field of TYPED_ADDRESS_FIELDS) await typeInto(page, `#checkout-${field}`, RIYADH_ADDRESS[field]);
  await typeInto(page, '#checkout-buyerName', 'Reem Al-Mansouri');
}
