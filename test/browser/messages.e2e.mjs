// Browser journey of messages from staff against the built product with its demo data (scripts/run-browser-tests.mjs):
// an admin opens the demo collector's page in the back-office and sends a message in English and Arabic from the
// "Send message" dialog; the collector finds it in the storefront's account menu (with its unread count) and on the
// Messages page, right to left in Arabic, and opening it marks it read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, openPage as openBackoffice, signIn as signInBackoffice } from './backoffice-helpers.mjs';
import { launchBrowser } from './chromium.mjs';
import {
  apiAvailable,
  apiCall,
  documentLanguage,
  featureText,
  openAccountMenu,
  openPage,
  signIn,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

const text = (language, key, values) => featureText('messages', language, `messages.${key}`, values);
const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

const stamp = Date.now().toString(36);
const message = {
  subject: `Your collection ${stamp}`,
  body: 'We have added a new section for private viewings.\nReply from your dashboard.',
  subjectAr: `مجموعتك ${stamp}`,
  bodyAr: 'أضفنا قسمًا جديدًا للعروض الخاصة.\nرد من لوحة التحكم.',
};
let browser;

describe('messages from staff (demo data)', { skip }, () => {
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('an admin sends the collector a message from the back-office user page', async () => {
    const { page, errors, close } = await openBackoffice(browser);
    try {
      await signInBackoffice(page, 'admin@example.sa');
      const filter = encodeURIComponent(JSON.stringify({ q: 'collector@example.sa' }));
      const found = await api(page, 'GET', `/api/admin/users?filter=${filter}`);
      const collector = found.json.find((u) => u.email === 'collector@example.sa');
      await page.goto(`${page.url().split('#')[0]}#/users/${collector.id}/show`, { waitUntil: 'networkidle0' });
      // Buttons read upper-case (text-transform), toolbar ones after an icon spacer.
      await page.locator('::-p-aria([name="\u200b SEND MESSAGE"][role="button"])').click();
      const dialog = await page.waitForSelector('::-p-aria([role="dialog"])');
      for (const [label, value] of [
        ['Subject', message.subject],
        ['Message', message.body],
        ['Subject (Arabic)', message.subjectAr],
        ['Message (Arabic)', message.bodyAr],
      ])
        await (await dialog.waitForSelector(`::-p-aria([name="${label}"][role="textbox"])`)).type(value);
      await (await dialog.waitForSelector('::-p-aria([name="SEND"][role="button"])')).click();
      await page.waitForSelector('::-p-text(Message sent)');
      const sent = await api(page, 'GET', `/api/admin/users/${collector.id}/messages`);
      assert.equal(sent.json[0].subject, message.subject);
      assert.deepEqual(errors, [], 'console errors');
    } finally {
      await close();
    }
  });

  for (const language of ['ar', 'en']) {
    it(`the collector finds it in the account menu and on the Messages page (${language})`, async () => {
      const { page, errors, close } = await openPage(browser);
      try {
        await signIn(page, 'collector@example.sa');
        const mine = (await apiCall(page, 'GET', '/api/messages')).body.find((m) => m.subject === message.subject);
        assert.ok(mine, 'the message is on the collector’s list');
        await visit(page, `/messages?lang=${language}`);
        await waitForHeading(page, text(language, 'title'));
        if (language === 'ar') assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
        const subject = language === 'ar' ? message.subjectAr : message.subject;
        await page.locator(`::-p-text(${subject})`).click();
        const firstLine = (language === 'ar' ? message.bodyAr : message.body).split('\n')[0];
        await page.waitForFunction(
          (line) =>
            [...document.querySelectorAll('[data-testid="message-body"]')].some(
              (body) => body.checkVisibility() && body.innerText.includes(line),
            ),
          {},
          firstLine,
        );
        // Opening it marks it read (the first language's pass does it; the second finds it read already).
        await page.waitForFunction(
          async (id) => {
            const list = await (await fetch('/api/messages', { credentials: 'include' })).json();
            return list.find((m) => m.id === id)?.read === true;
          },
          { polling: 250, timeout: 15_000 },
          mine.id,
        );
        const items = await openAccountMenu(page, language);
        assert.ok(items.some((item) => item.startsWith(language === 'ar' ? 'الرسائل' : 'Messages')));
        assert.deepEqual(errors, [], 'console errors');
      } finally {
        await close();
      }
    });
  }
});
