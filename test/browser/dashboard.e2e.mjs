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
  apiAvailable,
  apiCall,
  browserSuite,
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

/** The inquiry card (article) whose text contains `needle`. */
async function inquiryCard(page, needle) {
  const handle = await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="inquiry-card"]')].find((card) => card.textContent.includes(n)),
    { timeout: 15_000 },
    needle,
  );
  return handle.asElement();
}

async function clickButton(scope, label) {
  const [button] = await scope.$$(`xpath/.//button[normalize-space()="${label}"]`);
  assert.ok(button, `button "${label}"`);
  await button.click();
}

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
        const sent = await apiCall(collector, 'POST', `/api/galleries/${galleryProfile.id}/inquiries`, {
          name: 'Sample Collector',
          email: 'collector@example.sa',
          subject: 'Calligraphy',
          message,
          inquiryType: 'artwork',
        });
        assert.equal(sent.status, 201, JSON.stringify(sent.body));

        // The signed-in home, in Arabic: welcome, four tiles, recommendations and the newsletter footer.
        await visit(collector, '/?lang=ar');
        assert.deepEqual(await documentLanguage(collector), { lang: 'ar', dir: 'rtl' });
        await collector.waitForSelector('[data-testid="stat-favorites"]');
        await collector.waitForSelector(
          '[data-testid="home-recommendations"] [data-testid="artwork-card"], [data-testid="recommendations-empty"]',
          { timeout: 15_000 },
        );
        assert.equal((await collector.$$('[data-testid^="stat-"]')).length, 4);
        assert.ok(
          (await collector.$$('[data-testid="home-recommendations"] [data-testid="artwork-card"]')).length <= 8,
        );
        assert.ok(await collector.$('#home-newsletter-title'), 'newsletter footer');
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
        await gallery.waitForFunction(
          (n, status) =>
            [...document.querySelectorAll('[data-testid="inquiry-card"]')].some(
              (c) =>
                c.textContent.includes(n) && c.querySelector('[data-testid="inquiry-status"]')?.textContent === status,
            ),
          { timeout: 15_000 },
          message,
          text('en', 'inquiries.status.responded'),
        );
        assert.deepEqual(await seriousAxeViolations(gallery), []);
        await screenshot(gallery, 'dashboard-received-en');

        // The asker reads the answer in their dashboard, in Arabic.
        await visit(collector, '/dashboard?tab=inquiries&lang=ar');
        await waitForHeading(collector, text('ar', 'title'));
        assert.deepEqual(await documentLanguage(collector), { lang: 'ar', dir: 'rtl' });
        const mine = await inquiryCard(collector, message);
        const response = await mine.$eval('[data-testid="inquiry-response"]', (el) => el.textContent);
        assert.match(response, new RegExp(answer.replace(/[.()]/g, '\\$&')));
        assert.equal(
          await mine.$eval('[data-testid="inquiry-status"]', (el) => el.textContent),
          text('ar', 'inquiries.status.responded'),
        );
        const scrollHeight = await collector.$eval(
          '[data-testid="inquiry-scroll-area"]',
          (el) => getComputedStyle(el).height,
        );
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
        assert.ok(!(await collector.$eval('[data-testid="profile-card"]', (el) => el.textContent)).includes('Nowhere'));
        await clickButton(collector, text('ar', 'profile.edit'));
        await collector.$eval('input[name="location"]', (el) => el.select());
        await collector.type('input[name="location"]', place);
        await clickButton(collector, text('ar', 'profile.save'));
        await collector.waitForFunction(
          (title) => document.body.innerText.includes(title),
          { timeout: 15_000 },
          text('ar', 'profile.updatedTitle'),
        );
        await collector.waitForFunction(
          (l) => document.querySelector('[data-testid="profile-card"]')?.textContent.includes(l),
          {},
          place,
        );
        assert.equal(await collector.$('input[name="location"]'), null, 'back to view mode');
      });
    }));

  it('an artist creates a work with an uploaded image and publishes it, in English then in Arabic', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      for (const language of ['en', 'ar']) {
        await visit(page, `/artworks/manage?lang=${language}`);
        await waitForHeading(page, text(language, 'manage.title'));
        if (language === 'ar') assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl' });
        await clickButton(page, text(language, 'manage.add'));
        await page.waitForSelector('[data-testid="artwork-form"]');
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
        await clickButton(page, text(language, 'manage.create'));
        await page.waitForSelector('input[name="year"][aria-invalid="true"]');
        await page.$eval('input[name="year"]', (el) => el.select());
        await page.type('input[name="year"]', '2024');

        const input = await page.$('input[data-testid="image-input"]');
        await input.uploadFile(makePng());
        const preview = await page.waitForSelector('[data-testid="image-preview"] img', { timeout: 20_000 });
        const src = await preview.evaluate((img) => img.getAttribute('src'));
        assert.match(src, /^\/media\//);
        await page.waitForFunction(() => document.querySelector('[data-testid="image-preview"] img')?.complete);
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshot(page, `artwork-form-${language}`);
        await clickButton(page, text(language, 'manage.create'));

        // Back on the list: the new work is a draft; publishing it makes it public.
        const row = await page.waitForFunction(
          (t) =>
            [...document.querySelectorAll('[data-testid="managed-artwork"]')].find((r) => r.textContent.includes(t)),
          { timeout: 15_000 },
          language === 'ar' ? `بستان النخيل ${stamp}` : title,
        );
        const rowEl = row.asElement();
        assert.equal(
          await rowEl.$eval('[data-testid="artwork-status"]', (el) => el.textContent),
          text(language, 'status.draft'),
        );
        await clickButton(rowEl, text(language, 'manage.publish'));
        await page.waitForFunction(
          (t, status) =>
            [...document.querySelectorAll('[data-testid="managed-artwork"]')].some(
              (r) =>
                r.textContent.includes(t) && r.querySelector('[data-testid="artwork-status"]')?.textContent === status,
            ),
          { timeout: 15_000 },
          language === 'ar' ? `بستان النخيل ${stamp}` : title,
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
