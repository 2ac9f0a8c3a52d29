// Browser journey of the newsletter against the built product with its demo data (scripts/run-browser-tests.mjs),
// in English and in Arabic: a visitor subscribes in the footer, the confirmation arrives in the captured mail (read
// by an admin through /api/admin/mail), the visitor confirms through its link; an admin sends a campaign to the
// visitor's language and the visitor unsubscribes through the campaign mail's link.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  apiCall,
  browserSuite,
  documentLanguage,
  featureText,
  signIn,
  t,
  visit,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys read the captured mail of a running API`;

/** Polls the captured mail (as a signed-in admin) until a message to `to` matches `test`. */
async function mailTo(page, to, test) {
  for (let i = 0; i < 100; i++) {
    const res = await apiCall(page, 'GET', `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: to }))}`);
    const found = (res.body ?? []).find((m) => test(m));
    if (found) return apiCall(page, 'GET', `/api/admin/mail/${found.id}`).then((r) => r.body);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** The path and query of the first link to `route` in a mail's text (the mail names the public URL). */
function linkIn(mail, route) {
  const match = new RegExp(`https?://[^\\s]+(${route}\\?token=[^\\s]+)`).exec(mail.text ?? '');
  assert.ok(match, `a ${route} link in "${mail.subject}"`);
  return match[1];
}

/** Waits for a status message (there may be others on the page, such as the landing's counter) that contains `text`. */
async function waitForStatus(page, text) {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent.includes(expected)),
    { timeout: 15_000 },
    text,
  );
}

describe('newsletter: subscribe, confirm, unsubscribe', { skip }, () => {
  for (const language of ['en', 'ar']) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}`, () =>
      withPage({}, async (page) => {
        const email = `reader-${language}-${Date.now()}@example.com`;
        await visit(page, `/?lang=${language}`);
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        const form = await page.waitForSelector('form[aria-labelledby="newsletter-title"]');
        const input = await form.$('input[type="email"]');
        await input.type(email);
        const [subscribe] = await form.$$(
          `xpath/.//button[normalize-space()="${t(language, 'footer.newsletter.subscribe')}"]`,
        );
        await subscribe.click();
        await waitForStatus(page, email);

        await signIn(page, 'admin@example.sa');
        const confirmation = await mailTo(page, email, (m) => m.to.includes(email));
        await visit(page, `${linkIn(confirmation, '/newsletter/confirm')}&lang=${language}`);
        await waitForStatus(page, featureText('newsletter', language, 'newsletter.confirm.done'));
        assert.equal((await documentLanguage(page)).lang, language);

        const campaign = await apiCall(page, 'POST', '/api/admin/newsletter/campaigns', {
          subject: `Journey ${language}`,
          subjectAr: `رحلة ${language}`,
          body: 'A campaign for the journey.',
          bodyAr: 'حملة لرحلة الاختبار.',
          segment: { languages: [language], topics: [], roles: [] },
          perMinute: 100,
        });
        assert.equal(campaign.status, 201);
        assert.equal(
          (await apiCall(page, 'POST', `/api/admin/newsletter/campaigns/${campaign.body.id}/send`)).status,
          200,
        );
        const mail = await mailTo(
          page,
          email,
          (m) => m.subject === (language === 'ar' ? `رحلة ${language}` : `Journey ${language}`),
        );
        await visit(page, `${linkIn(mail, '/newsletter/unsubscribe')}&lang=${language}`);
        await waitForStatus(page, featureText('newsletter', language, 'newsletter.unsubscribe.done'));
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
      }));
  }
});
