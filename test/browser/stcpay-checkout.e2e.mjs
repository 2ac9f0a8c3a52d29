// Browser journey of STC Pay's one-time-code page (/pay/stcpay/{registrationId}), in English and in Arabic, with STC
// Pay live on its in-process simulator (scripts/run-browser-tests.mjs gives this journey a server of its own with
// STCPAY_API_BASE=sandbox): the demo organiser publishes a workshop of its own paid by STC Pay; the collector registers
// through the dialog, is taken to our code page, gives a mobile, reads the code STC Pay "texted" from the simulator's
// messages, types a wrong code first (refused under the code field, in the page's language), then the right one,
// and finds the registration paid on the dashboard's registrations tab.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  apiAvailable,
  apiCall,
  browserSuite,
  byRole,
  documentLanguage,
  featureText,
  pressButton,
  screenshot,
  seriousAxeViolations,
  signIn,
  t,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
} from './storefront-helpers.mjs';
import { openWorkshopCard, registerWithStcPay } from './workshop-helpers.mjs';

const withPage = browserSuite();
/** The code page's own texts are the app's (`stcpay.*`); what it says once a registration is paid, the feature's. */
const text = (language, key, values) => t(language, `stcpay.${key}`, values);
const paidText = (language) => featureText('workshops', language, 'workshops.stcpay.paid');
const PRICE = 120;
/** The server's refusal of a wrong code, as the page shows it in each language. */
const WRONG_CODE = {
  en: 'That code is not right: check the SMS and try again.',
  ar: 'الرمز غير صحيح: راجع الرسالة وحاول مجدداً.',
};

/** Where the simulator keeps the texts it "sent": answered only when it stands for STC Pay. */
const messagesPath = (mobile) => `/api/payments/sandbox/stcpay/messages/${mobile}`;

async function stcPaySimulated() {
  try {
    return (await fetch(`${BASE_URL}${messagesPath('0500000000')}`)).status === 200;
  } catch {
    return false;
  }
}

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

/** The six-digit code in the last text the simulator "sent" to `mobile`. */
async function lastCode(mobile) {
  const answer = await fetch(`${BASE_URL}${messagesPath(mobile)}`);
  assert.equal(answer.status, 200);
  const code = /(\d{6})/.exec((await answer.json()).at(-1)?.text ?? '')?.[1];
  assert.ok(code, `a code texted to ${mobile}`);
  return code;
}

/** Replaces what a text field holds with `value`, typed as a person does. */
async function retype(field, value) {
  await field.click({ count: 3 });
  await field.type(value);
}

const withApi = await apiAvailable();
const simulated = withApi && (await stcPaySimulated());
const skip = !withApi
  ? `no API at ${BASE_URL}: this journey signs in as demo accounts`
  : !simulated &&
    `STC Pay is not live on its simulator at ${BASE_URL} (PAYMENT_LIVE_PROVIDERS=stcpay, STCPAY_API_BASE=sandbox): run it through scripts/run-browser-tests.mjs`;
if (skip) console.log(`stcpay-checkout journey skipped: ${skip}`);

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
          await waitForHeading(page, text(language, 'title'));
          assert.deepEqual(await documentLanguage(page), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
          assert.equal(
            await (await page.waitForSelector('[data-testid="stcpay-amount"]')).evaluate((el) => el.textContent),
            text(language, 'amount', { amount: PRICE.toFixed(2), currency: 'SAR' }),
          );

          // A mobile of this run's own: the simulator keeps every text sent to a number.
          const mobile = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
          await (await byRole(page, 'textbox', text(language, 'mobile'))).type(mobile);
          await pressButton(page, page, text(language, 'send'));
          const codeField = await byRole(page, 'textbox', text(language, 'code'));
          const code = await lastCode(mobile);

          const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
          await retype(codeField, wrong);
          await pressButton(page, page, text(language, 'confirm'));
          // The refusal is the code field's own description (what a screen reader reads with its label), and the
          // field is marked invalid.
          await page.waitForFunction(
            (label, expected) => {
              const field = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === label);
              const described = document.getElementById(field?.getAttribute('aria-describedby') ?? '');
              return field?.getAttribute('aria-invalid') === 'true' && described?.textContent === expected;
            },
            { timeout: 15_000 },
            text(language, 'code'),
            WRONG_CODE[language],
          );
          await screenshot(page, `stcpay-wrong-code-${language}`);
          assert.deepEqual(await seriousAxeViolations(page), []);

          await retype(codeField, code);
          await pressButton(page, page, text(language, 'confirm'));
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
