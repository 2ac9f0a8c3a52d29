// Browser journey of a newsletter campaign in the back-office against the built product with its demo data
// (scripts/run-browser-tests.mjs): an admin composes a campaign in English and Arabic, sees both previews rendered
// by the server (the Arabic one right to left, also at mobile width), picks a segment (Arabic readers), saves and
// sends it; the campaign goes out to that segment only and its counts (sent, delivered) come right.
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

let browser;
let admin;

describe('newsletter campaign: compose, preview both languages, send to a segment (demo data)', { skip }, () => {
  before(async () => {
    browser = await launchBrowser();
    admin = (await openPage(browser)).page;
    await signIn(admin, 'admin@example.sa');
  });
  after(async () => {
    await browser?.close();
  });

  it('an admin composes in both languages, previews them, and sends to Arabic readers only', async () => {
    // The captured mails are found by this token in their subject. A timestamp's last digits were not enough: another
    // journey's work, named with its own timestamp a few minutes apart, held them too, and its mails matched.
    const token = `jc${randomUUID().slice(0, 8)}`;
    const subject = `Journey campaign ${token}`;
    await admin.goto(`${BASE_URL}/backoffice/?lang=en#/newsletter/campaigns/create`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector('input[name="subject"]');
    await admin.type('input[name="subject"]', subject);
    await admin.type('input[name="subjectAr"]', `حملة الرحلة ${token}`);
    await admin.type('textarea[name="body"]', '# New works\n\nA **journey** campaign.');
    await admin.type('textarea[name="bodyAr"]', '# أعمال جديدة\n\nحملة **الرحلة**.');

    // Both previews, rendered and sanitised by the server.
    await admin.waitForFunction(
      () => document.querySelector('iframe[title="Arabic preview"]')?.getAttribute('srcdoc')?.includes('<strong>'),
      { timeout: 15_000 },
    );
    const english = await frameDoc(admin, 'English preview');
    const arabic = await frameDoc(admin, 'Arabic preview');
    assert.match(english, /<html lang="en" dir="ltr">/);
    assert.match(english, /<h1[^>]*>New works<\/h1>/);
    assert.match(arabic, /<html lang="ar" dir="rtl">/);
    assert.match(arabic, /<strong>الرحلة<\/strong>/);
    await admin.locator('label::-p-text(Mobile width)').click();
    const width = await admin.$eval('iframe[title="Arabic preview"]', (f) => f.getBoundingClientRect().width);
    assert.ok(width >= 375 && width <= 380, `mobile width, not ${width}`);
    await screenshot(admin, 'newsletter-campaign-preview');

    // The segment: Arabic readers.
    const [arabicReaders] = await admin.$$('xpath/.//label[normalize-space()="Arabic"]');
    await arabicReaders.click();
    await admin.locator('button::-p-text(Save)').click();
    await admin.waitForFunction(() => /#\/newsletter\/campaigns\/[^/]+\/show$/.test(location.hash), {
      timeout: 15_000,
    });
    const id = decodeURIComponent(await admin.evaluate(() => location.hash.split('/')[3]));
    const draft = await api(admin, 'GET', `/api/admin/newsletter/campaigns/${encodeURIComponent(id)}`);
    assert.equal(draft.json.status, 'draft');
    assert.deepEqual(draft.json.segment.languages, ['ar']);

    await settle(admin);
    await admin.locator('button::-p-text(Send now)').click();
    const sent = await until(async () => {
      const { json } = await api(admin, 'GET', `/api/admin/newsletter/campaigns/${encodeURIComponent(id)}`);
      return json.status === 'sent' && json.delivered === json.sent ? json : null;
    }, 'the campaign sent and delivered');
    assert.ok(sent.recipients > 0, 'demo data has Arabic readers');
    assert.equal(sent.sent + sent.skipped, sent.recipients);

    // Only Arabic readers got it, in Arabic.
    const mails = await api(admin, 'GET', `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: token }))}`);
    assert.ok(mails.json.length > 0, 'campaign mails in the capture');
    for (const mail of mails.json) assert.match(mail.subject, /^حملة الرحلة/);
    await admin.reload({ waitUntil: 'networkidle0' });
    await settle(admin);
    await screenshot(admin, 'newsletter-campaign-sent');
  });
});
