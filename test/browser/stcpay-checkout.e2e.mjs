// Browser journey of STC Pay's one-time-code page (/pay/stcpay/{registrationId}), in English and in Arabic, with STC
// Pay live on its in-process simulator (scripts/run-browser-tests.mjs gives this journey a server of its own with
// STCPAY_API_BASE=sandbox): the demo organiser publishes a workshop of its own paid by STC Pay; the collector registers
// through the dialog, is taken to our code page, gives a mobile, reads the code STC Pay "texted" from the simulator's
// messages, types a wrong code first (refused under the code field, in the page's language), then the right one,
// and finds the registration paid on the dashboard's registrations tab. The code page's steps are shared with the
// order's journey (stcpay-helpers.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiCall,
  browserSuite,
  documentLanguage,
  featureText,
  signIn,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
  moneyExact,
} from './storefront-helpers.mjs';
import { payWithTextedCode, stcPaySkipReason, stcPayText } from './stcpay-helpers.mjs';
import { openWorkshopCard, registerWithStcPay } from './workshop-helpers.mjs';

const withPage = browserSuite();
/** What the page says once a registration is paid is the feature's. */
const paidText = (language) => featureText('workshops', language, 'workshops.stcpay.paid');
const PRICE = 120;

/** The organiser's workshop 20 days from now, paid by STC Pay only, published; its titles in both languages. */
async function publishWorkshop(page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const workshop = { title: `Sadu weaving ${stamp}`, titleAr: `نسيج السدو ${stamp}` };
  const created = await apiCall(page, 'POST', '/api/workshops', {
    ...workshop,
    category: 'drawing',
    skillLevel: 'beginner',
    startDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    maxParticipants: 10,
    locationType: 'online',
    ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: PRICE }],
    paymentMethods: [{ id: 'stc', paymentProvider: 'stcpay' }],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const published = await apiCall(page, 'POST', `/api/workshops/${created.body.id}/publish`);
  assert.equal(published.status, 200, JSON.stringify(published.body));
  return workshop;
}

const skip = await stcPaySkipReason('stcpay-checkout');

describe("STC Pay's one-time-code page (STC Pay live on its simulator)", { skip }, () => {
  for (const language of ['en', 'ar'])
    it(`registers with STC Pay, is refused a wrong code under its field, pays with the texted one (${language})`, () =>
      withPage({}, async (organiser) => {
        await signIn(organiser, 'organiser@example.sa');
        const workshop = await publishWorkshop(organiser);
        const title = language === 'ar' ? workshop.titleAr : workshop.title;

        await withPage({}, async (page) => {
          await signIn(page, 'collector@example.sa');
          await registerWithStcPay(page, language, await openWorkshopCard(page, language, title));
          assert.match(new URL(page.url()).pathname, /^\/pay\/stcpay\/[^/]+$/);
          await waitForHeading(page, stcPayText(language, 'title'));
          assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
          assert.equal(
            await (await page.waitForSelector('[data-testid="stcpay-amount"]')).evaluate((el) => el.textContent),
            stcPayText(language, 'amount', { amount: moneyExact(PRICE, language) }),
          );

          await payWithTextedCode(page, language, 'stcpay-wrong-code');
          await waitForAlert(page, paidText(language));
          assert.deepEqual(await untranslatedText(page), []);

          await visit(page, `/dashboard?tab=registrations&lang=${language}`);
          const paid = featureText('dashboard', language, 'dashboard.registrations.status.paid');
          await page.waitForFunction(
            (t, p) =>
              [...document.querySelectorAll('li')].some(
                (item) => item.textContent.includes(t) && item.textContent.includes(p),
              ),
            { timeout: 15_000 },
            title,
            paid,
          );
          assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
          assert.deepEqual(await untranslatedText(page), []);
        });
      }));
});
