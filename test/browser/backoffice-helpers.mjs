// Shared pieces of the back-office browser journeys: Debian's Chromium, console capture, sign-in through the
// development identity provider, axe-core and screenshots.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, untilStill } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';
export const ARTIFACTS = join(here, '../../test-artifacts/backoffice');
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Why the journeys cannot run here, or null: the built product must answer at BASE_URL. */
export async function stackUnavailable() {
  try {
    const health = await fetch(`${BASE_URL}/api/health`);
    if (health.status !== 200) return `${BASE_URL}/api/health answered ${health.status}`;
    const page = await fetch(`${BASE_URL}/backoffice/`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('id="root"'))
      return `${BASE_URL}/backoffice/ does not serve the built back-office`;
    return null;
  } catch (error) {
    return `nothing answers at ${BASE_URL} (${error.cause?.code ?? error.message}); build and start the product first`;
  }
}

export { launchBrowser };

/**
 * A fresh page in its own browser context (no cookie, no remembered language). Page errors and console errors
 * are collected; the browser's "Failed to load resource" line for an API call that answers 401 (signed out)
 * or 403 (a refused role) is the expected answer, not an error of the page, and so is a missing favicon.
 */
export async function openPage(browser, { width = 1366, height = 900 } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  // The product's CSP allows only its own scripts; axe-core is injected inline, so the test page bypasses it.
  await page.setBypassCSP(true);
  page.setDefaultTimeout(20_000);
  const errors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location()?.url ?? '';
    const path = new URL(url || '/', BASE_URL).pathname;
    // The browser asks for /favicon.ico by itself on pages that name none (the identity provider's forms).
    const expected = (/status of 40[13]/.test(message.text()) && path.startsWith('/api/')) || path === '/favicon.ico';
    if (!expected) errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** The control a visible <label> names (the identity provider's forms are plain labelled HTML). */
async function controlLabelled(page, pattern) {
  const handle = await page.evaluateHandle((source) => {
    const re = new RegExp(source, 'i');
    const label = [...document.querySelectorAll('label')].find((l) => re.test(l.textContent ?? ''));
    return label?.control ?? null;
  }, pattern.source);
  return handle.asElement();
}

/**
 * Opens the back-office signed out, presses its sign-in button, signs in at the development identity provider
 * with `email`, and waits until the browser is back in the back-office.
 */
export async function signIn(page, email, { lang = 'en' } = {}) {
  await page.goto(`${BASE_URL}/backoffice/?lang=${lang}`, { waitUntil: 'networkidle0' });
  const label = lang === 'ar' ? 'تسجيل الدخول' : 'Sign in';
  await Promise.all([page.waitForNavigation(), page.locator(`button::-p-text(${label})`).click()]);
  await page.waitForSelector('input[type="password"]');
  const emailField =
    (await controlLabelled(page, /e-?mail|البريد/)) ??
    (await page.$('input[type="email"], input[name="email"], input[name="login"]'));
  await emailField.type(email);
  const password = await page.$('input[type="password"]');
  await password.type(PASSWORD);
  // Submit the form that holds the password (the page may hold a sign-up form too).
  await Promise.all([page.waitForNavigation(), password.evaluate((input) => input.form.requestSubmit())]);
  // A consent step, if the provider shows one, is confirmed the same way.
  for (let step = 0; step < 3 && !new URL(page.url()).pathname.startsWith('/backoffice'); step++) {
    if (!(await page.$('form [type="submit"]'))) break;
    await Promise.all([page.waitForNavigation(), page.click('form [type="submit"]')]);
  }
  await page.waitForFunction(() => location.pathname.startsWith('/backoffice'));
}

/** Waits until an h1 reads `text`. */
export async function waitForHeading(page, text) {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === expected),
    {},
    text,
  );
}

/** Calls the API from the page, with its session cookie (same origin). */
export async function api(page, method, path, body) {
  return page.evaluate(
    async (m, p, b) => {
      const init = { method: m, credentials: 'include', headers: { Accept: 'application/json' } };
      if (b !== undefined)
        Object.assign(init, {
          body: JSON.stringify(b),
          headers: { ...init.headers, 'Content-Type': 'application/json' },
        });
      const response = await fetch(p, init);
      const text = await response.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: response.status, json, range: response.headers.get('Content-Range') };
    },
    method,
    path,
    body,
  );
}

/**
 * Waits (up to 10 s each) until no loading indicator shows and nothing is mid-transition, so that checks and
 * screenshots see the loaded screen.
 */
export async function settle(page) {
  await page
    .waitForFunction(
      () => ![...document.querySelectorAll('[role="progressbar"]')].some((el) => el.getBoundingClientRect().width > 0),
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await untilStill(page);
}

/** Serious and critical axe-core violations on the current page (once it has settled), one line each. */
export async function seriousAxeViolations(page) {
  await settle(page);
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

export async function screenshot(page, name) {
  await settle(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  // Chromium's capture beyond the viewport shifts right-to-left pages sideways: grow the viewport instead.
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true, captureBeyondViewport: false });
}

/** The document a sandboxed preview frame shows (read through its srcdoc). */
export const frameDoc = (page, title) =>
  page.$eval(`iframe[title="${title}"]`, (frame) => frame.getAttribute('srcdoc') ?? '');

/** Polls `check` until it gives a value (the API catching up with a click), or fails naming `what`. */
export async function until(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
