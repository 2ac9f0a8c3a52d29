// Browser journey of achievements against the built product with its demo data (scripts/run-browser-tests.mjs), in
// English and Arabic: the demo artist's public profile shows its badges (the demo seeds published works, sales
// and a completed commission) and links to its achievements page, which lists them with the locked ones and their
// progress, right to left in Arabic; an unknown id keeps the page's heading and says so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  documentLanguage,
  featureText,
  signIn,
  untranslatedText,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('achievements', language, `achievements.${key}`, values);
/** Figures as the storefront writes them (lib/format.ts): Arabic-Indic digits in Arabic. */
const figure = (language, n) => new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);

const withApi = await apiAvailable();
const skip =
  !withApi && `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys need the demo data`;

describe('achievements (demo data)', { skip }, () => {
  for (const language of ['en', 'ar']) {
    it(`the demo artist's profile shows its badges and leads to its achievements page (${language})`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'artist@example.sa');
        const me = (await apiCall(page, 'GET', '/api/profile')).body;
        const answer = (await apiCall(page, 'GET', `/api/achievements/${me.id}`)).body;
        assert.ok(answer.earned.length > 0, 'the demo artist has badges');

        await visit(page, `/artists/${me.id}?lang=${language}`);
        const strip = await page.waitForSelector('[data-testid="badge-strip"]', { timeout: 20_000 });
        const first = language === 'ar' ? answer.earned[0].nameAr : answer.earned[0].name;
        assert.ok((await strip.evaluate((el) => el.textContent)).includes(first));
        const link = await strip.$('[data-testid="badge-strip-link"]');
        assert.equal(await link.evaluate((el) => el.textContent.trim()), text(language, 'strip.all'));
        await link.click();

        await waitForHeading(page, text(language, 'title'));
        assert.equal(new URL(page.url()).pathname, `/achievements/${me.id}`);
        await page.waitForSelector('[data-testid="badge-earned"]', { timeout: 20_000 });
        const earned = await page.$$eval('[data-testid="badge-earned"]', (cards) =>
          cards.map((c) => c.getAttribute('aria-label')),
        );
        assert.deepEqual(
          earned,
          answer.earned.map((b) => (language === 'ar' ? b.nameAr : b.name)),
        );
        const locked = await page.$$('[data-testid="badge-locked"]');
        assert.equal(locked.length, answer.locked.length);
        assert.equal(
          await page.$eval('[data-testid="achievements-summary"]', (el) => el.textContent.trim()),
          text(language, 'summary', {
            earned: figure(language, answer.earned.length),
            total: figure(language, answer.total),
          }),
        );
        assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        assert.deepEqual(await untranslatedText(page), []);
      }));
  }

  it('an unknown id keeps the heading and says there is nobody with it', () =>
    withPage({}, async (page) => {
      await visit(page, '/achievements/00000000-0000-4000-8000-000000000000?lang=ar');
      await waitForHeading(page, text('ar', 'title'));
      await page.waitForFunction(
        (expected) => document.body.textContent.includes(expected),
        { timeout: 20_000 },
        text('ar', 'notFound'),
      );
    }));
});
