// Browser journeys of the back-office's catalog and community screens against the built product (BASE_URL):
// a moderator features an artwork from the moderation queue and hides a comment, in English and in Arabic
// (right-to-left), and finds each change in the audit explorer; an auditor sees the same screens without a
// single command. axe-core runs on every screen visited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  api,
  BASE_URL,
  launchBrowser,
  openPage,
  screenshot,
  seriousAxeViolations,
  settle,
  signIn,
  stackUnavailable,
  waitForHeading,
} from './backoffice-helpers.mjs';

const unavailable = await stackUnavailable();
if (unavailable && process.env.REQUIRE_STACK) throw new Error(`REQUIRE_STACK is set but ${unavailable}`);

let browser;
let moderator; // the moderator's page, kept open to put things back at the end
const featured = []; // artwork ids the journeys featured
const hidden = []; // comment ids the journeys hid
const RUN = Date.now().toString(36); // tells this run's comments apart from earlier runs'

// A notice still fading in or out has a partial opacity, which axe reads as low contrast: the screen is checked
// once react-admin's notice has hidden itself (after about four seconds).
const assertAccessible = async (page, screen) => {
  await page.waitForFunction(() => !document.querySelector('.MuiSnackbar-root'), { timeout: 15_000 });
  assert.deepEqual(await seriousAxeViolations(page), [], `serious accessibility violations on ${screen}`);
};

const list = async (page, resource, filter, sort = ['id', 'ASC'], range = [0, 9]) => {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
  });
  const { status, json } = await api(page, 'GET', `/api/admin/${resource}?${query}`);
  assert.equal(status, 200, `GET /api/admin/${resource} answers 200`);
  return json;
};

/** A published work nobody featured, not one an earlier journey of this run took. */
const queueArtwork = async (page) => {
  const works = await list(
    page,
    'artworks',
    { status: 'published', featured: false },
    ['publishedAt', 'DESC'],
    [0, 19],
  );
  const work = works.find((candidate) => !featured.includes(candidate.id) && candidate.title && candidate.titleAr);
  assert.ok(work, 'the demo data holds a published artwork that is not featured');
  return work;
};

/** A fresh comment on `artworkId`, written by the demo collector (signed in on a page of its own). */
const writeComment = async (artworkId, body) => {
  const { page, close } = await openPage(browser);
  try {
    await signIn(page, 'collector@example.sa');
    const { status, json } = await api(page, 'POST', `/api/artworks/${artworkId}/comments`, { body });
    assert.equal(status, 201, `the collector can comment: ${JSON.stringify(json)}`);
    return json;
  } finally {
    await close();
  }
};

/** A button by its text (its accessible name is upper-cased by the theme's text-transform). */
const buttonNamed = (text) => `::-p-xpath(//button[normalize-space()=${JSON.stringify(text)}])`;

/** The table row whose text includes `text`. */
const rowWith = (text) => `::-p-xpath(//tbody/tr[contains(normalize-space(.), ${JSON.stringify(text)})])`;

/** Waits for react-admin's notification (a snackbar) to say `text`: column headers and chips may say it too. */
const waitForNotice = (page, text) =>
  page.waitForFunction(
    (expected) => [...document.querySelectorAll('.MuiSnackbar-root')].some((el) => el.textContent.includes(expected)),
    {},
    text,
  );

/** Waits until the audit explorer lists an event of a type matching `pattern`. */
const waitForEvent = (page, pattern) =>
  page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('li[data-event-type]')].some((li) => new RegExp(source).test(li.dataset.eventType)),
    {},
    pattern.source,
  );

/**
 * The moderator's journey in one language: feature a work from the moderation queue, find ArtworkFeatured in
 * its audit trail, hide a comment with a reason, find the hiding in the comment's audit trail.
 */
async function moderate(page, { lang, texts }) {
  const title = (work) => (lang === 'ar' ? work.titleAr : work.title);

  // 1. The moderation queue: search the work by title, feature it from its row menu.
  const work = await queueArtwork(page);
  await page.goto(`${BASE_URL}/backoffice/#/moderation-queue`, { waitUntil: 'networkidle0' });
  await page.waitForSelector(`::-p-text(${texts.queue})`); // the app bar's title
  await page.locator('input[name="q"]').fill(title(work));
  await page.waitForSelector(rowWith(title(work)));
  await assertAccessible(page, `the ${lang} moderation queue`);
  await screenshot(page, `${lang}-moderation-queue`);
  await page.locator(`::-p-aria([name="${texts.actionsFor(title(work))}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${texts.feature}"][role="menuitem"])`).click();
  await waitForNotice(page, texts.featuredDone);
  featured.push(work.id);
  const [after] = await list(page, 'artworks', { id: [work.id] });
  assert.equal(after.featured, true, 'the API reports the work featured');

  // 2. Its show page offers the opposite command now, and links to its stream in the audit explorer.
  await page.goto(`${BASE_URL}/backoffice/#/artworks/${encodeURIComponent(work.id)}/show`, {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector(buttonNamed(texts.unfeature));
  await assertAccessible(page, `the ${lang} artwork page`);
  await screenshot(page, `${lang}-artwork-show`);
  await page.locator(`a[href$="/audit/${encodeURIComponent(`artwork-${work.id}`)}"]`).click();
  await waitForEvent(page, /^ArtworkFeatured$/);
  await settle(page);
  await screenshot(page, `${lang}-artwork-audit`);

  // 3. A fresh comment on the same work: hide it from the comments list, with a reason.
  const body = `${texts.commentBody} ${RUN}`;
  const comment = await writeComment(work.id, body);
  await page.goto(`${BASE_URL}/backoffice/#/comments`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="q"]').fill(RUN);
  await page.waitForSelector(rowWith(body));
  await assertAccessible(page, `the ${lang} comments list`);
  // A comment's menu is named by its first words.
  const words = body.length > 60 ? `${body.slice(0, 60)}…` : body;
  await page.locator(`::-p-aria([name="${texts.actionsFor(words)}"][role="button"])`).click();
  await page.locator(`::-p-aria([name="${texts.hide}"][role="menuitem"])`).click();
  const dialog = await page.waitForSelector('::-p-aria([role="dialog"])');
  await (await dialog.waitForSelector(`::-p-aria([name="${texts.reasonLabel}"][role="textbox"])`)).type(texts.reason);
  await assertAccessible(page, `the ${lang} hide dialog`);
  await screenshot(page, `${lang}-hide-dialog`);
  // Buttons are upper-cased by the theme (English), and Chrome names them as shown.
  await (await dialog.waitForSelector(`::-p-aria([name="${texts.hide.toUpperCase()}"][role="button"])`)).click();
  await waitForNotice(page, texts.hiddenDone);
  hidden.push(comment.id);
  const [hiddenComment] = await list(page, 'comments', { id: [comment.id] });
  assert.equal(hiddenComment.status, 'hidden', 'the API reports the comment hidden');

  // 4. The comment's stream shows the hiding.
  await page.goto(`${BASE_URL}/backoffice/#/comments/${encodeURIComponent(comment.id)}/show`, {
    waitUntil: 'networkidle0',
  });
  await page.waitForSelector(buttonNamed(texts.restore));
  await page.locator(`a[href$="/audit/${encodeURIComponent(`comment-${comment.id}`)}"]`).click();
  await waitForEvent(page, /Hidden$/);
  await assertAccessible(page, `the ${lang} comment audit trail`);
  await screenshot(page, `${lang}-comment-audit`);
  return { work, comment };
}

describe('back-office: catalog and community', { skip: unavailable ?? false }, () => {
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    // Put the demo data back as it was: unfeature the works, restore the comments.
    if (moderator) {
      for (const id of featured) await api(moderator.page, 'POST', `/api/admin/artworks/${id}/unfeature`, {});
      for (const id of hidden)
        await api(moderator.page, 'POST', `/api/admin/comments/${id}/restore`, { reason: 'Browser journey: put back' });
    }
    await moderator?.close();
    await browser?.close();
  });

  it('a moderator features an artwork and hides a comment, and finds both in the audit explorer (English)', async () => {
    moderator = await openPage(browser);
    const { page, errors } = moderator;
    await signIn(page, 'moderator@example.sa');
    await waitForHeading(page, 'Overview');
    await moderate(page, {
      lang: 'en',
      texts: {
        queue: 'Artworks to review',
        feature: 'Feature',
        unfeature: 'Unfeature',
        featuredDone: 'Featured',
        hide: 'Hide',
        restore: 'Restore',
        hiddenDone: 'Hidden',
        reason: 'Browser journey: insulting comment',
        commentBody: 'Browser journey comment',
        actionsFor: (name) => `Actions for ${name}`,
        reasonLabel: 'Reason',
      },
    });
    assert.deepEqual(errors, []);
  });

  it('a moderator does the same in Arabic, right-to-left', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await signIn(page, 'moderator@example.sa', { lang: 'ar' });
      await waitForHeading(page, 'نظرة عامة');
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), [
        'ar',
        'rtl',
      ]);
      const { work } = await moderate(page, {
        lang: 'ar',
        texts: {
          queue: 'أعمال فنية للمراجعة',
          feature: 'تمييز',
          unfeature: 'إلغاء التمييز',
          featuredDone: 'تم التمييز',
          hide: 'إخفاء',
          restore: 'استعادة',
          hiddenDone: 'تم الإخفاء',
          reason: 'رحلة المتصفح: تعليق مسيء',
          commentBody: 'تعليق رحلة المتصفح',
          actionsFor: (name) => `إجراءات ${name}`,
          reasonLabel: 'السبب',
        },
      });
      // The artworks list in Arabic: the Arabic title shows, aligned to the start (right) side.
      await page.goto(`${BASE_URL}/backoffice/#/artworks`, { waitUntil: 'networkidle0' });
      await page.locator('input[name="q"]').fill(work.titleAr);
      const cell = await page.waitForSelector(`${rowWith(work.titleAr)} >>> td.column-title`);
      const align = await cell.evaluate((td) => getComputedStyle(td).textAlign);
      assert.ok(['right', 'start'].includes(align), `table text aligns to the start (right) side, got ${align}`);
      await assertAccessible(page, 'the Arabic artworks list');
      await screenshot(page, 'ar-artworks');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('an auditor reads the same screens and the audit trail, without a single command', async () => {
    assert.ok(featured.length > 0 && hidden.length > 0, 'the moderator journeys featured a work and hid a comment');
    const { page, errors, close } = await openPage(browser);
    try {
      await signIn(page, 'auditor@example.sa');
      await waitForHeading(page, 'Overview');

      await page.goto(`${BASE_URL}/backoffice/#/artworks`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('table tbody td.column-title');
      assert.equal(await page.$('tbody button[aria-haspopup="menu"]'), null, 'no row commands on artworks');
      assert.equal(await page.$('tbody input[type="checkbox"]'), null, 'no selection, so no bulk actions');

      await page.goto(`${BASE_URL}/backoffice/#/artworks/${encodeURIComponent(featured[0])}/show`, {
        waitUntil: 'networkidle0',
      });
      const audit = await page.waitForSelector(`a[href$="/audit/${encodeURIComponent(`artwork-${featured[0]}`)}"]`);
      for (const name of ['Feature', 'Unfeature', 'Withdraw']) {
        assert.equal(await page.$(buttonNamed(name)), null, `no "${name}" button for an auditor`);
      }
      await assertAccessible(page, 'the artwork page, read-only');
      await screenshot(page, 'en-auditor-artwork');
      await audit.click();
      await waitForEvent(page, /^ArtworkFeatured$/);

      await page.goto(`${BASE_URL}/backoffice/#/comments`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('table tbody td.column-body');
      assert.equal(await page.$('tbody button[aria-haspopup="menu"]'), null, 'no row commands on comments');
      await page.goto(`${BASE_URL}/backoffice/#/comments/${encodeURIComponent(hidden[0])}/show`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector(`a[href$="/audit/${encodeURIComponent(`comment-${hidden[0]}`)}"]`);
      for (const name of ['Hide', 'Restore']) {
        assert.equal(await page.$(buttonNamed(name)), null, `no "${name}" button for an auditor`);
      }
      // The server refuses the commands too, whatever the screen shows.
      assert.equal((await api(page, 'POST', `/api/admin/artworks/${featured[0]}/unfeature`, {})).status, 403);
      assert.equal(
        (await api(page, 'POST', `/api/admin/comments/${hidden[0]}/restore`, { reason: 'Not allowed' })).status,
        403,
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
