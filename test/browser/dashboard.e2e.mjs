// Browser journeys of the personal dashboard and artwork management, against the built product with its demo
// data (scripts/run-browser-tests.mjs), in English and Arabic:
//   a collector writes to the gallery, the gallery answers from "received inquiries", the collector reads the
//   answer in the dashboard; an artist creates a work with an uploaded image and publishes it.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import {
  allByRole,
  apiAvailable,
  apiCall,
  browserSuite,
  byRole,
  byRoleWithText,
  clickUncovered,
  chooseOption,
  documentLanguage,
  featureText,
  screenshot,
  seriousAxeViolations,
  signIn,
  untranslatedText,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('dashboard', language, `dashboard.${key}`, values);
const manageText = (language, key) => featureText('artwork-management', language, `artworkManagement.${key}`);
const homeText = (language, key) => featureText('home', language, `home.${key}`);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A small RGB gradient PNG, written to a temporary file for the upload field. */
function makePng(width = 96, height = 72) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([(x * 255) / width, (y * 255) / height, 140], 1 + x * 3);
    rows.push(row);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'dashboard-e2e-')), 'palm-grove.png');
  writeFileSync(path, png);
  return path;
}

/** The inquiry card (an article named by its subject) whose text contains `needle`. */
const inquiryCard = (page, needle) => byRoleWithText(page, 'article', SUBJECT, needle);

async function clickButton(scope, label) {
  await clickUncovered(await byRole(scope, 'button', label), `button "${label}"`);
}

/**
 * An inquiry's or artwork's status is a chip: text with no role of its own (not a status live region, which would
 * announce every card), so it keeps its test id.
 */
const statusOf = (card, testId) => card.$eval(`[data-testid="${testId}"]`, (el) => el.textContent);

/** Waits until `read()` gives `expected` (the list refetched after a write). */
async function until(read, expected) {
  const deadline = Date.now() + 15_000;
  let last;
  while ((last = await read()) !== expected) {
    if (Date.now() > deadline) throw new Error(`still "${last}", expected "${expected}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SUBJECT = 'Calligraphy';

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

describe('personal dashboard and artwork management (demo accounts)', { skip }, () => {
  it('a gallery answers an inquiry from its dashboard; the asker reads the answer and edits the profile, in Arabic', () =>
    withPage({}, async (gallery) => {
      await signIn(gallery, 'gallery@example.sa');
      const { body: galleryProfile } = await apiCall(gallery, 'GET', '/api/profile');
      const message = `Is the large calligraphy piece still available? (${Date.now()})`;

      await withPage({}, async (collector) => {
        await signIn(collector, 'collector@example.sa');
        const { body: me } = await apiCall(collector, 'GET', '/api/profile');
        const collectorName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email;
        const sent = await apiCall(collector, 'POST', `/api/galleries/${galleryProfile.id}/inquiries`, {
          name: 'Sample Collector',
          email: 'collector@example.sa',
          subject: SUBJECT,
          message,
          inquiryType: 'artwork',
        });
        assert.equal(sent.status, 201, JSON.stringify(sent.body));

        // The signed-in home, in Arabic: welcome, four tiles, recommendations and the newsletter footer.
        await visit(collector, '/?lang=ar');
        assert.deepEqual(await documentLanguage(collector), { lang: 'ar', dir: 'rtl' });
        // The tiles are figures without a role of their own: counted by test id inside their named region.
        const tiles = await byRole(collector, 'region', homeText('ar', 'stats.title'));
        await tiles.waitForSelector('[data-testid="stat-favorites"]');
        assert.equal((await tiles.$$('[data-testid^="stat-"]')).length, 4);
        const recommendations = await byRole(collector, 'region', homeText('ar', 'recommendations.title'));
        // Each card is an article named by its title; the empty state is text with no role (its test id).
        await recommendations.waitForSelector('::-p-aria([role="article"]), [data-testid="recommendations-empty"]', {
          timeout: 15_000,
        });
        assert.ok((await allByRole(recommendations, 'article')).length <= 8);
        await byRole(collector, 'region', homeText('ar', 'newsletter.title'));
        assert.deepEqual(await untranslatedText(collector), []);
        assert.deepEqual(await seriousAxeViolations(collector), []);
        await screenshot(collector, 'home-signed-in-ar');

        // The gallery sees it under "received inquiries" and answers.
        await visit(gallery, '/dashboard?tab=received&lang=en');
        await waitForHeading(gallery, text('en', 'title'));
        const card = await inquiryCard(gallery, message);
        const answer = `Yes, it is. Visit us on Thursday. (${Date.now()})`;
        await (await card.$('textarea:not([readonly])')).type(answer);
        await clickButton(card, text('en', 'received.send'));
        await until(
          async () => statusOf(await inquiryCard(gallery, message), 'inquiry-status'),
          text('en', 'inquiries.status.responded'),
        );
        assert.deepEqual(await seriousAxeViolations(gallery), []);
        await screenshot(gallery, 'dashboard-received-en');

        // The asker reads the answer in their dashboard, in Arabic.
        await visit(collector, '/dashboard?tab=inquiries&lang=ar');
        await waitForHeading(collector, text('ar', 'title'));
        assert.deepEqual(await documentLanguage(collector), { lang: 'ar', dir: 'rtl' });
        const mine = await inquiryCard(collector, message);
        // The answer is a quoted paragraph with no role of its own: its test id.
        const response = await mine.$eval('[data-testid="inquiry-response"]', (el) => el.textContent);
        assert.match(response, new RegExp(answer.replace(/[.()]/g, '\\$&')));
        assert.equal(await statusOf(mine, 'inquiry-status'), text('ar', 'inquiries.status.responded'));
        const scrollArea = await byRole(collector, 'region', text('ar', 'tabs.inquiries'));
        const scrollHeight = await scrollArea.evaluate((el) => getComputedStyle(el).height);
        assert.equal(scrollHeight, '384px', '24rem');
        assert.deepEqual(await untranslatedText(collector), []);
        assert.deepEqual(await seriousAxeViolations(collector), []);
        await screenshot(collector, 'dashboard-inquiries-ar');

        // The profile: edit is prefilled, cancel discards, save returns to view with "Profile updated".
        await clickButton(collector, text('ar', 'profile.edit'));
        const place = `Riyadh ${Date.now() % 1000}`;
        await collector.$eval('input[name="location"]', (el) => el.select());
        await collector.type('input[name="location"]', 'Nowhere');
        await clickButton(collector, text('ar', 'profile.cancel'));
        await collector.waitForSelector('input[name="location"]', { hidden: true });
        const profileCard = await byRole(collector, 'region', collectorName);
        assert.ok(!(await profileCard.evaluate((el) => el.textContent)).includes('Nowhere'));
        await clickButton(collector, text('ar', 'profile.edit'));
        await collector.$eval('input[name="location"]', (el) => el.select());
        await collector.type('input[name="location"]', place);
        await clickButton(collector, text('ar', 'profile.save'));
        await collector.waitForFunction(
          (title) => document.body.innerText.includes(title),
          { timeout: 15_000 },
          text('ar', 'profile.updatedTitle'),
        );
        await byRoleWithText(collector, 'region', collectorName, place);
        assert.equal(await collector.$('input[name="location"]'), null, 'back to view mode');
      });
    }));

  it('an artist creates a work with an uploaded image and publishes it, in English then in Arabic', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      for (const language of ['en', 'ar']) {
        await visit(page, `/artworks/manage?lang=${language}`);
        await waitForHeading(page, manageText(language, 'title'));
        if (language === 'ar') assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
        await clickButton(page, manageText(language, 'add'));
        await byRole(page, 'form', manageText(language, 'createTitle'));
        const stamp = Date.now();
        const title = `Palm grove ${language} ${stamp}`;
        await page.type('input[name="title"]', title);
        await page.type('input[name="titleAr"]', `بستان النخيل ${stamp}`);
        await page.type('textarea[name="description"]', 'Palms at dusk in Al-Ahsa.');
        await page.type('textarea[name="descriptionAr"]', 'نخيل الأحساء عند الغروب.');
        await page.type('input[name="medium"]', 'Oil on canvas');
        await page.type('input[name="mediumAr"]', 'زيت على قماش');
        await chooseOption(page, 'category', 'painting');
        await page.type('input[name="year"]', '2024');
        await page.type('input[name="dimensions"]', '100 × 80 cm');
        await page.type('input[name="price"]', '4500');
        await page.type('input[name="tags"]', 'palms, Al-Ahsa');

        // Submitting with a bad year is refused on the field before anything is sent.
        await page.$eval('input[name="year"]', (el) => el.select());
        await page.type('input[name="year"]', '99');
        await clickButton(page, manageText(language, 'create'));
        await page.waitForSelector('input[name="year"][aria-invalid="true"]');
        await page.$eval('input[name="year"]', (el) => el.select());
        await page.type('input[name="year"]', '2024');

        // The file input is visually hidden behind its "Upload images" button: no role to find it by, so its test id.
        const input = await page.$('input[data-testid="image-input"]');
        await input.uploadFile(makePng());
        const previews = await byRole(page, 'list', manageText(language, 'images.title'));
        const preview = await previews.waitForSelector('li img', { timeout: 20_000 });
        const src = await preview.evaluate((img) => img.getAttribute('src'));
        assert.match(src, /^\/media\//);
        await preview.evaluate(
          (img) => img.complete || new Promise((resolve) => img.addEventListener('load', resolve)),
        );
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, `artwork-form-${language}`);
        await clickButton(page, manageText(language, 'create'));

        // Back on the list: the new work is a draft; publishing it makes it public.
        // Each managed work is an article named by its title in the interface language.
        const shownTitle = language === 'ar' ? `بستان النخيل ${stamp}` : title;
        const rowEl = await byRole(page, 'article', shownTitle);
        assert.equal(await statusOf(rowEl, 'artwork-status'), text(language, 'status.draft'));
        await clickButton(rowEl, manageText(language, 'publish'));
        await until(
          async () => statusOf(await byRole(page, 'article', shownTitle), 'artwork-status'),
          text(language, 'status.published'),
        );
        const { body: mine } = await apiCall(page, 'GET', '/api/artworks/mine?pageSize=100');
        const created = mine.items.find((a) => a.title === title);
        assert.equal(created.status, 'published');
        assert.equal(created.images.length, 1);
        assert.equal(created.price, 4500);
        const pub = await apiCall(page, 'GET', `/api/artworks/${created.id}`);
        assert.equal(pub.status, 200);
        assert.deepEqual(await untranslatedText(page), []);
        await screenshot(page, `artwork-management-${language}`);
      }
    }));
});
