// Browser journey of a dispute against the built product with its demo data (scripts/run-browser-tests.mjs), in
// English and in Arabic: the collector's order of a gallery work is paid, shipped and delivered (set up through the
// API, as the orders and shipping journeys walk those steps in the browser); the collector reports it damaged with
// a photo from the order's page, the gallery answers on /seller, a moderator decides a full refund with a reason on
// the dispute's page in the back-office, and the collector sees the decision and their photo on the order.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  byRole,
  byRoleWithText,
  documentLanguage,
  featureText,
  pressNamed,
  screenshot,
  signIn,
  typeInto,
  visit,
  waitForAlert,
  BASE_URL,
  publishDrawnWork,
} from './storefront-helpers.mjs';
import { signIn as signInBackoffice } from './backoffice-helpers.mjs';
import { RIYADH_ADDRESS } from '../fixtures/saudi-addresses.mjs';

const withPage = browserSuite();
const step = (name) => console.log(`# ${new Date().toISOString()} ${name}`);
const text = (language, key, values) => featureText('orders', language, `orders.${key}`, values);
const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

/** A photo as a phone would take it, written to a file the file chooser can pick. */
async function photoFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'dispute-photo-')), 'crack.jpg');
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path, bytes);
  return path;
}

/** An image by its alternative text, its name for a screen reader (Chromium's accessibility tree calls the role
 * `image`, not ARIA's `img`, so the role query cannot find one), loaded and drawn. */
async function imageNamed(scope, alt) {
  const image = await scope.waitForSelector(`img[alt="${alt}"]`, { timeout: 15_000 });
  await image.evaluate((img) => img.decode());
  return image;
}

/** Polls an API call until `check` accepts its answer (the shipping order and the delivery arrive by jobs). */
async function untilApi(page, method, path, check, body) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await apiCall(page, method, path, body);
    if (check(res)) return res;
    if (Date.now() > deadline) throw new Error(`${method} ${path} never answered as expected: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A work of the gallery's own for this journey (an image drawn in the page, uploaded, the work published): the
 * demo's works for sale are the orders journey's, which runs on the same server. */
async function newGalleryWork(gallery, language) {
  // A gallery names the artist of each work it lists: one it already shows works by.
  const me = await apiCall(gallery, 'GET', '/api/profile');
  const shown = await apiCall(gallery, 'GET', `/api/artworks?galleryId=${me.body.id}`);
  const artistId = shown.body.items.find((w) => w.artistId)?.artistId;
  assert.ok(artistId, 'the gallery shows works by an artist');
  return publishDrawnWork(gallery, '#a0522d', {
    artistId,
    title: `Cracked Frame (${language})`,
    titleAr: `الإطار المكسور (${language})`,
    description: 'Ink on paper, framed.',
    descriptionAr: 'حبر على ورق، مؤطر.',
    medium: 'Ink on paper',
    mediumAr: 'حبر على ورق',
    dimensions: '50 x 40 cm',
    price: 4000,
    tags: ['ink'],
    provenance: 'From the gallery',
  });
}

/** The collector buys a new work of the gallery's, pays with sandbox STC Pay, the gallery ships it and the
 * collector confirms delivery; the order's id. */
async function deliveredOrder(page, gallery, language) {
  const work = await newGalleryWork(gallery, language);
  step('buy');
  const order = await apiCall(page, 'POST', '/api/orders', { artworkId: work.id });
  assert.equal(order.status, 201);
  const id = order.body.id;
  const checkout = { address: RIYADH_ADDRESS, paymentMethod: 'stcpay', buyerName: 'Reem Al-Mansouri' };
  const handoff = await apiCall(page, 'POST', `/api/orders/${id}/checkout`, checkout);
  assert.equal(handoff.status, 200, JSON.stringify(handoff.body));
  await page.goto(new URL(handoff.body.payment.nextAction.url, BASE_URL).href, { waitUntil: 'load' });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[data-outcome="succeed"]')]);
  step('paid');
  await untilApi(gallery, 'GET', `/api/shipping/orders/${id}`, (res) => res.status === 200);
  const ship = { carrier: 'smsa', trackingNumber: `DSP${id.slice(0, 8).toUpperCase()}` };
  assert.equal((await apiCall(gallery, 'POST', `/api/shipping/orders/${id}/ship`, ship)).status, 200);
  assert.equal((await apiCall(page, 'POST', `/api/shipping/orders/${id}/deliver`)).status, 200);
  await untilApi(page, 'GET', `/api/orders/${id}`, (res) => Boolean(res.body?.disputeWindowClosesAt));
  return id;
}

for (const language of ['en', 'ar']) {
  describe(`dispute → answer → refund (${language})`, { skip }, () => {
    it('ends with the buyer seeing the refund decision', () =>
      withPage({}, async (gallery) => {
        await signIn(gallery, 'gallery@example.sa');
        await withPage({}, async (page) => {
          await signIn(page, 'collector@example.sa');
          const id = await deliveredOrder(page, gallery, language);
          step('delivered');

          // The buyer reports the problem with a photo.
          await visit(page, `/dashboard?tab=orders&order=${id}&lang=${language}`);
          assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
          await pressNamed(page, page, text(language, 'dispute.report'));
          const dialog = await byRole(page, 'dialog', text(language, 'dispute.reportTitle'));
          await typeInto(page, '#dispute-description', 'The frame arrived with a cracked corner.');
          const input = await dialog.$('input[type="file"]');
          await input.uploadFile(await photoFile());
          await imageNamed(dialog, text(language, 'dispute.photos.preview', { n: 1 }));
          await pressNamed(dialog, page, text(language, 'dispute.send'));
          await page.waitForSelector('[data-testid="dispute-panel"]', { timeout: 15_000 });
          await imageNamed(page, text(language, 'dispute.photos.buyerPhoto', { n: 1 }));
          await screenshot(page, `disputes-opened-${language}`);
          step('opened');

          // The gallery answers from its desk.
          await visit(gallery, `/seller?lang=${language}`);
          const answer = await byRole(gallery, 'textbox', text(language, 'dispute.answerLabel'));
          await answer.type('It left our studio crated and intact.');
          await pressNamed(gallery, gallery, text(language, 'dispute.answer'));
          await gallery.waitForFunction(
            (expected) => document.body.innerText.includes(expected),
            { timeout: 15_000 },
            'It left our studio crated and intact.',
          );

          step('answered');
          // A moderator decides a full refund, with a reason, on the dispute's page.
          await withPage({}, async (staff) => {
            await signInBackoffice(staff, 'moderator@example.sa', { lang: language });
            await staff.goto(`${BASE_URL}/backoffice/#/disputes/${id}/show`, { waitUntil: 'networkidle0' });
            const form = await staff.waitForSelector('[data-testid="dispute-decision"]', { timeout: 30_000 });
            await staff.waitForSelector('[data-testid="dispute-photos"] img');
            await (await form.$('#dispute-decision')).click();
            const full = language === 'ar' ? 'استرداد كامل' : 'Full refund';
            await (await byRole(staff, 'option', full)).click();
            // The outcome, not the transition: the list closed (while open it hides the form from the accessibility
            // tree) and the choice shown in the field.
            await staff.waitForFunction(
              (chosen) =>
                !document.querySelector('[role="listbox"]') &&
                document.querySelector('#dispute-decision')?.textContent?.includes(chosen),
              { timeout: 15_000 },
              full,
            );
            await staff.type('#dispute-reason', 'The photo shows the damage.');
            // By its text: the back-office's buttons are set in capitals, and Chromium names an English one so.
            const record = language === 'ar' ? 'سجّل القرار' : 'Record the decision';
            await (await byRoleWithText(form, 'button', undefined, record)).click();
            await staff.waitForFunction(() => !document.querySelector('[data-testid="dispute-decision"]'), {
              timeout: 15_000,
            });
            await screenshot(staff, `disputes-decided-${language}`);
          });

          step('decided');
          // The buyer sees the outcome.
          await visit(page, `/dashboard?tab=orders&order=${id}&lang=${language}`);
          const decided = await untilApi(
            page,
            'GET',
            `/api/orders/${id}`,
            (res) => res.body?.disputeStatus === 'resolved',
          );
          const outcome = text(language, 'dispute.decision.refund_full', { amount: '' }).split('(')[0].trim();
          await waitForAlert(page, outcome);
          assert.equal(decided.body.status, 'refunded');
          await screenshot(page, `disputes-refunded-${language}`);
        });
      }));
  });
}
