// Browser journey of self-service profiles and discussions against the built product with its demo data
// (scripts/run-browser-tests.mjs), in English and Arabic: the demo artist edits its biography and sets a picture
// from the dashboard's Public profile tab and sees its public page change; a discussion's reply hidden by a
// moderator keeps its place in the thread without its words.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  featureText,
  signIn,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const profileText = (language, key) => featureText('profile-editing', language, `profileEditing.${key}`);
const discussionText = (language, key) => featureText('discussions', language, `discussions.${key}`);

/** A picture drawn by the browser's own canvas, saved to a temporary file for the upload field. */
async function drawnPicture(page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 120;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#1d6f5f';
    ctx.fillRect(0, 0, 120, 120);
    ctx.fillStyle = '#e8c26a';
    ctx.beginPath();
    ctx.arc(60, 60, 36, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  const path = join(mkdtempSync(join(tmpdir(), 'community-e2e-')), 'portrait.png');
  writeFileSync(path, Buffer.from(base64, 'base64'));
  return path;
}

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

describe('community (demo data)', { skip }, () => {
  for (const language of ['en', 'ar']) {
    it(`an artist edits its public profile and sets a picture, and sees its public page change (${language})`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'artist@example.sa');
        const me = (await apiCall(page, 'GET', '/api/profile')).body;
        await visit(page, `/dashboard?tab=profile&lang=${language}`);
        const form = await page.waitForSelector('[data-testid="artist-profile-form"]', { timeout: 20_000 });
        // The public page shows the biography of the visitor's language.
        const biography =
          language === 'ar' ? `رسامة ساحل البحر الأحمر ${Date.now()}` : `Painter of the Red Sea coast ${Date.now()}`;
        const field = await form.$(language === 'ar' ? '#profile-biographyAr' : '#profile-biography');
        await field.click({ clickCount: 3 });
        await page.keyboard.press('Backspace');
        await field.type(biography);
        const input = await form.$('input[data-testid="artist-image-input"]');
        await input.uploadFile(await drawnPicture(page));
        await page.waitForFunction(
          () => document.querySelector('[data-testid="artist-image-preview"] img')?.src.includes('/media/images/'),
          { timeout: 20_000 },
        );
        const [save] = await form.$$(`xpath/.//button[@type="submit"]`);
        await save.click();
        assert.match(
          await waitForAlert(page, profileText(language, 'saved')),
          new RegExp(profileText(language, 'saved')),
        );
        assert.deepEqual(await untranslatedText(page), []);

        // The account's own picture, for every user, from the card beside the profile.
        const card = await page.waitForSelector('[data-testid="profile-picture-card"]');
        await (await card.$('input[data-testid="profile-picture-input"]')).uploadFile(await drawnPicture(page));
        await page.waitForFunction(
          () => document.querySelector('[data-testid="profile-picture-preview"] img')?.src.includes('/media/images/'),
          { timeout: 20_000 },
        );
        assert.match((await apiCall(page, 'GET', '/api/profile')).body.profileImageUrl, /^\/media\/images\//);

        await visit(page, `/artists/${me.id}?tab=about&lang=${language}`);
        await page.waitForFunction((text) => document.body.textContent.includes(text), { timeout: 20_000 }, biography);
        const avatar = await page.$eval('[data-testid="artist-profile"] img', (img) => img.getAttribute('src'));
        assert.match(avatar, /^\/media\/images\//);
      }));
  }

  it('a discussion with a reply hidden by a moderator keeps the reply’s place without its words', () =>
    withPage({}, async (page) => {
      await signIn(page, 'collector@example.sa');
      const started = await apiCall(page, 'POST', '/api/discussions', {
        title: `Framing large canvases ${Date.now()}`,
        body: 'Who frames large canvases in Jeddah?',
      });
      assert.equal(started.status, 201);
      const discussionId = started.body.id;
      await visit(page, `/discussions/${discussionId}?lang=en`);
      await waitForHeading(page, started.body.title);
      const form = await page.waitForSelector('[data-testid="reply-form"]');
      await (await form.$('textarea')).type('Buy my framing course now!!!');
      await (await form.$('button[type="submit"]')).click();
      await page.waitForSelector('[data-testid="reply"]', { timeout: 20_000 });
      const replyId = (await apiCall(page, 'GET', `/api/discussions/${discussionId}`)).body.replies[0].id;

      await withPage({}, async (moderator) => {
        await signIn(moderator, 'moderator@example.sa');
        const hidden = await apiCall(
          moderator,
          'POST',
          `/api/admin/discussions/${discussionId}/replies/${replyId}/hide`,
          { reason: 'Advertising' },
        );
        assert.equal(hidden.status, 200);
      });

      for (const language of ['en', 'ar']) {
        await visit(page, `/discussions/${discussionId}?lang=${language}`);
        await waitForHeading(page, started.body.title);
        const placeholder = await page.waitForSelector('[data-testid="reply-hidden"]', { timeout: 20_000 });
        assert.equal(
          await placeholder.evaluate((el) => el.textContent.trim()),
          discussionText(language, 'hiddenReply'),
        );
        assert.ok(!(await page.evaluate(() => document.body.textContent.includes('Buy my framing course'))));
        assert.deepEqual(await untranslatedText(page), []);
      }
    }));
});
