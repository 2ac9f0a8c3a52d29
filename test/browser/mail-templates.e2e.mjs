// Browser journey of a mail template in the back-office against the built product with its demo data
// (scripts/run-browser-tests.mjs): an admin, in English, rewrites the Arabic subject of the data-export mail with one
// of its variables and sees it in the server-rendered preview (Arabic first, right to left, also at mobile width),
// saves the revision; then, in Arabic, sends themself a test and finds the new subject in the captured mail; the
// shipped text comes back with a revert.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { api, BASE_URL, frameDoc, openPage, screenshot, settle, signIn, until } from './backoffice-helpers.mjs';
import { launchBrowser } from './chromium.mjs';
import { apiAvailable } from './storefront-helpers.mjs';

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: this journey signs in and needs the demo data`;

const NAME = 'dataExportReady';
const SHOW = `#/mail/templates/${NAME}/show`;
let browser;
let admin;
/** Tells this run's subject apart in the captured mail. */
// A random token, not a timestamp's last digits (another journey's timestamped names can hold those).
const stamp = `mt${randomUUID().slice(0, 8)}`;

/** Replaces a text field's value as a person would: select all, type over it. */
async function retype(page, selector, text) {
  await page.click(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

describe('mail template: revise the Arabic subject, preview it, test-send it (demo data)', { skip }, () => {
  before(async () => {
    browser = await launchBrowser();
    admin = (await openPage(browser)).page;
    await signIn(admin, 'admin@example.sa');
  });
  after(async () => {
    await browser?.close();
  });

  it('in English: the new Arabic subject shows in the preview and is saved as a revision', async () => {
    const subject = `أرشيفك جاهز ${stamp} ({{exportId}})`;
    await admin.goto(`${BASE_URL}/backoffice/?lang=en${SHOW}`, { waitUntil: 'networkidle0' });
    const arabicSubject = 'section[aria-label="Arabic"] input';
    await admin.waitForSelector(arabicSubject);
    assert.equal(await admin.$eval(arabicSubject, (el) => el.getAttribute('dir')), 'rtl');
    await retype(admin, arabicSubject, subject);
    await admin.locator('button::-p-text(Preview)').click();
    await admin.waitForFunction(
      (s) => document.querySelector('iframe[title="Arabic first"]')?.getAttribute('srcdoc')?.includes(s),
      { timeout: 15_000 },
      `أرشيفك جاهز ${stamp} (exp-5)`,
    );
    const arabicFirst = await frameDoc(admin, 'Arabic first');
    assert.match(arabicFirst, /<html lang="ar" dir="rtl">/);
    assert.match(await frameDoc(admin, 'English first'), /<html lang="en" dir="ltr">/);
    await admin.locator('label::-p-text(Mobile width)').click();
    const width = await admin.$eval('iframe[title="Arabic first"]', (f) => f.getBoundingClientRect().width);
    assert.ok(width >= 375 && width <= 380, `mobile width, not ${width}`);
    await screenshot(admin, 'mail-template-preview');

    await admin.type(
      'xpath/.//label[normalize-space()="Why (kept with the revision)"]/following-sibling::div//input',
      'Journey',
    );
    await admin.locator('button::-p-text(Save revision)').click();
    const saved = await until(async () => {
      const { json } = await api(admin, 'GET', `/api/admin/mail/templates/${NAME}`);
      return json.revised ? json : null;
    }, 'the revision saved');
    assert.equal(saved.current.ar.subject, subject);
    assert.equal(saved.revisions[0].reason, 'Journey');
  });

  it('in Arabic: a test send delivers the new subject first, and the shipped text comes back', async () => {
    await admin.goto(`${BASE_URL}/backoffice/?lang=ar${SHOW}`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector('section[aria-label="العربية"] input');
    await settle(admin);
    await admin.locator('button::-p-text(أرسل لي نسخة تجريبية)').click();
    const mail = await until(async () => {
      const { json } = await api(
        admin,
        'GET',
        `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`,
      );
      return json.find((m) => m.subject.startsWith(`أرشيفك جاهز ${stamp} (exp-5)`)) ?? null;
    }, 'the test mail captured');
    assert.match(mail.to, /admin@example\.sa/);
    await screenshot(admin, 'mail-template-arabic');

    await admin.locator('button::-p-text(العودة إلى النص الأصلي)').click();
    await until(async () => {
      const { json } = await api(admin, 'GET', `/api/admin/mail/templates/${NAME}`);
      return json.revised === false && json.revisions.length === 2;
    }, 'the shipped text back');
  });
});
