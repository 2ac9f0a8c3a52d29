// Browser journey of workshop refunds, in English and in Arabic, on a workshop of its own (no demo workshop or seat
// is used): the demo organiser creates a paid workshop through "New workshop" on /manage/workshops and sets its
// refund policy there (the sentence attendees read is previewed); the collector reads the policy on the workshop's
// card, registers through the dialog and pays on the sandbox's STC Pay page, then cancels on /my-events after seeing
// the quoted refund, and sees it refunded; the artist registers and pays too, and the organiser refunds part of it
// with a reason, then gives the cancelled collector back what the policy kept. The amounts the attendees see and the organiser's list show are the server's, and they match.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  apiAvailable,
  apiCall,
  browserSuite,
  byRole,
  chooseOption,
  documentLanguage,
  featureText,
  pressButton,
  screenshot,
  signIn,
  typeInto,
  untranslatedText,
  visit,
  waitForAlert,
  waitForHeading,
  moneyExact,
} from './storefront-helpers.mjs';
import { openWorkshopCard, registerWithStcPay } from './workshop-helpers.mjs';

const withPage = browserSuite();
const text = (language, key, values) => featureText('workshops', language, `workshops.${key}`, values);
const PRICE = 150;
/** 20 days before the start, the policy below gives 80% back. */
const POLICY = [
  { daysBefore: 14, percent: 80 },
  { daysBefore: 3, percent: 40 },
];
const QUOTED = (PRICE * 80) / 100;
const PART = 30.25;

/** Types into a number field found by its accessible name, replacing what it held. */
async function retype(scope, page, name, value) {
  const field = await byRole(scope, 'spinbutton', name);
  await field.focus();
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await field.type(String(value));
}

/** Waits until the element matching `selector` whose text includes `anchor` also includes `expected`. */
async function waitForItem(page, selector, anchor, expected) {
  const handle = await page.waitForFunction(
    (sel, a, e) =>
      [...document.querySelectorAll(sel)].find((el) => el.textContent.includes(a) && el.textContent.includes(e)),
    { timeout: 15_000 },
    selector,
    anchor,
    expected,
  );
  return handle.asElement();
}

/** A `datetime-local` field set as a person picking a date does (React reads the input event). */
async function setDateTime(page, name, value) {
  await page.$eval(
    `input[name="${name}"]`,
    (input, v) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

/**
 * The organiser's paid workshop, 20 days from now, published: created as a draft through "New workshop" on
 * /manage/workshops (then selected, with Publish), its tier and STC Pay added, and published with the page's button.
 * Its id and its title in both languages.
 */
async function createWorkshop(page, language) {
  const stamp = Date.now().toString(36);
  const title = `Refund policy workshop ${stamp}`;
  const titleAr = `ورشة سياسة الاسترداد ${stamp}`;
  await visit(page, `/manage/workshops?lang=${language}`);
  await waitForHeading(page, text(language, 'manage.title'));
  await pressButton(page, page, text(language, 'manage.newWorkshop'));
  const dialog = await byRole(page, 'dialog', text(language, 'details.newTitle'));
  await typeInto(page, 'input[name="title"]', title);
  await typeInto(page, 'input[name="titleAr"]', titleAr);
  // The start in Riyadh wall-clock time (UTC+3 all year), as the form takes it.
  await setDateTime(
    page,
    'startDate',
    new Date(Date.now() + 20 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16),
  );
  await typeInto(page, 'input[name="maxParticipants"]', '10');
  await chooseOption(page, 'locationType', 'online');
  await pressButton(dialog, page, text(language, 'details.create'));
  await waitForAlert(page, text(language, 'details.created'));
  const mine = (await apiCall(page, 'GET', '/api/workshops/organised')).body.find((w) => w.title === title);
  assert.ok(mine, 'the new workshop is the organiser’s');
  assert.equal(mine.status, 'draft');
  // The new draft is the one selected on the page.
  await page.waitForFunction((id) => document.querySelector('input[name="workshop"]')?.value === id, {}, mine.id);
  const tier = { id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: PRICE };
  assert.equal((await apiCall(page, 'POST', `/api/workshops/${mine.id}/ticket-tiers`, tier)).status, 201);
  const stc = { id: 'stc', paymentProvider: 'stcpay' };
  assert.equal((await apiCall(page, 'POST', `/api/workshops/${mine.id}/payment-methods`, stc)).status, 201);
  await pressButton(page, page, text(language, 'manage.publish'));
  const published = text(language, 'manage.status.published');
  await page.waitForFunction(
    (label) => [...document.querySelectorAll('.MuiChip-label')].some((c) => c.textContent === label),
    {},
    published,
  );
  return { id: mine.id, title, titleAr };
}

/** Waits until the open dialog's text includes `expected`. */
const dialogSays = (page, expected) =>
  page.waitForFunction(
    (e) => document.querySelector('[role="dialog"]')?.textContent.includes(e),
    { timeout: 15_000 },
    expected,
  );

/** On /manage/workshops, refunds `amount` of the registration of `email` with `reason` through its Refund dialog;
 * `first` runs once the dialog is open (a check of what it says). */
async function refundRow(page, language, email, amount, reason, first) {
  const row = await waitForItem(page, '[data-testid="attendee-row"]', email, email);
  await pressButton(row, page, text(language, 'refundTools.action'));
  const dialog = await page.waitForSelector('[role="dialog"]');
  await first();
  await retype(dialog, page, text(language, 'refundTools.amount'), amount);
  await (await byRole(dialog, 'textbox', text(language, 'refundTools.reason'))).type(reason);
  await pressButton(dialog, page, text(language, 'refundTools.submit'));
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });
}

/** On /manage/workshops, the organiser's own workshop chosen; its refund policy section. */
async function openManage(page, language, workshopId) {
  await visit(page, `/manage/workshops?lang=${language}`);
  await waitForHeading(page, text(language, 'manage.title'));
  await page.waitForSelector('input[name="workshop"]', { timeout: 15_000 });
  await chooseOption(page, 'workshop', workshopId);
  return byRole(page, 'region', text(language, 'refundPolicy.section'));
}

async function setPolicy(page, language, workshopId) {
  const section = await openManage(page, language, workshopId);
  for (const [i, step] of POLICY.entries()) {
    await retype(section, page, text(language, 'refundPolicy.daysBefore', { number: i + 1 }), step.daysBefore);
    await retype(section, page, text(language, 'refundPolicy.percent', { number: i + 1 }), step.percent);
  }
  await pressButton(section, page, text(language, 'refundPolicy.save'));
  await waitForAlert(page, text(language, 'tiers.saved'));
  const saved = (await apiCall(page, 'GET', `/api/workshops/${workshopId}`)).body;
  assert.deepEqual(saved.refundPolicy, { steps: POLICY });
}

/** The attendee registers through the dialog and pays on the sandbox's STC Pay page. */
async function registerAndPay(page, language, title) {
  const card = await openWorkshopCard(page, language, title);
  // The card states the policy as attendees read it, and how the days are counted.
  const policy = await card.$eval('[data-testid="refund-policy"]', (el) => el.textContent);
  // Each step's words in its plural form (Arabic has six): 14 days is "many", 3 is "few".
  const plural = new Intl.PluralRules(language);
  const steps = POLICY.map((s) =>
    text(language, `refund.policyStep_${plural.select(s.daysBefore)}`, { count: s.daysBefore, percent: s.percent }),
  );
  assert.equal(
    policy,
    `${text(language, 'refund.policy')}: ${[...steps, text(language, 'refund.policyAfter')].join(text(language, 'refund.policyJoin'))}`,
  );
  assert.ok((await card.evaluate((c) => c.textContent)).includes(text(language, 'refund.riyadhDays')));
  await registerWithStcPay(page, language, card);
  assert.match(page.url(), /\/api\/payments\/sandbox\//);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[data-outcome="succeed"]')]);
  await page.waitForSelector('[data-testid="payment-return"]', { timeout: 15_000 });
}

/** The artist's registration through the API, paid on the sandbox's page. */
async function registerByApi(page, workshopId) {
  const registered = await apiCall(page, 'POST', `/api/workshops/${workshopId}/register`, {
    ticketTierId: 'standard',
    paymentMethod: 'stcpay',
    totalAmount: PRICE,
    currency: 'SAR',
    discountAmount: 0,
    personalInfo: { firstName: 'Lama', lastName: 'Al-Qahtani', email: 'artist@example.sa' },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  await page.goto(`${BASE_URL}/api/payments/sandbox/${registered.body.payment.reference}`, { waitUntil: 'load' });
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[data-outcome="succeed"]')]);
  return registered.body.id;
}

const withApi = await apiAvailable();
const skip =
  !withApi && `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in as demo accounts`;

describe('workshop refunds (a workshop of its own)', { skip }, () => {
  for (const language of ['en', 'ar'])
    it(`policy, quoted cancellation and the organiser's partial refund, amounts matching (${language})`, () =>
      withPage({}, async (organiser) => {
        await signIn(organiser, 'organiser@example.sa');
        const workshop = await createWorkshop(organiser, language);
        const title = language === 'ar' ? workshop.titleAr : workshop.title;
        await setPolicy(organiser, language, workshop.id);
        assert.deepEqual(await documentLanguage(organiser), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });

        await withPage({}, async (collector) => {
          await signIn(collector, 'collector@example.sa');
          await registerAndPay(collector, language, title);
          await visit(collector, `/my-events?lang=${language}`);
          const item = await waitForItem(collector, '[data-testid="my-workshop"]', title, title);
          await pressButton(item, collector, text(language, 'refund.cancel'));
          const dialog = await collector.waitForSelector('[role="dialog"] [data-testid="refund-quote"]');
          const quote = text(language, 'refund.quote', {
            amount: moneyExact(QUOTED, language),
            percent: new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', {
              style: 'percent',
            }).format(0.8),
          });
          assert.equal(await dialog.evaluate((el) => el.textContent), quote);
          await screenshot(collector, `workshop-refund-quote-${language}`);
          await pressButton(await collector.$('[role="dialog"]'), collector, text(language, 'refund.confirm'));
          const refunded = text(language, 'refund.refunded', { amount: moneyExact(QUOTED, language) });
          await waitForItem(collector, '[data-testid="my-workshop"]', title, refunded);
          assert.deepEqual(await untranslatedText(collector), []);
        });

        await withPage({}, async (artist) => {
          await signIn(artist, 'artist@example.sa');
          const registrationId = await registerByApi(artist, workshop.id);

          await openManage(organiser, language, workshop.id);
          // The collector's cancelled registration shows what came back, as the collector saw it.
          await waitForItem(
            organiser,
            '[data-testid="attendee-row"]',
            'collector@example.sa',
            text(language, 'refundTools.refunded', { amount: moneyExact(QUOTED, language) }),
          );
          // The artist's paid registration: a reason is required, then part of it goes back.
          await refundRow(organiser, language, 'artist@example.sa', PART, 'Missed the first session', async () => {
            const dialog = await organiser.waitForSelector('[role="dialog"]');
            await pressButton(dialog, organiser, text(language, 'refundTools.submit'));
            await dialogSays(organiser, text(language, 'refundTools.reasonRequired'));
          });
          await waitForAlert(organiser, text(language, 'refundTools.done'));
          // The collector's registration, cancelled after paying, can still be given back what the policy kept.
          await refundRow(organiser, language, 'collector@example.sa', PRICE - QUOTED, 'The kept share back', () =>
            dialogSays(organiser, text(language, 'refundTools.left', { amount: moneyExact(PRICE - QUOTED, language) })),
          );
          await waitForItem(
            organiser,
            '[data-testid="attendee-row"]',
            'artist@example.sa',
            text(language, 'refundTools.refunded', { amount: moneyExact(PART, language) }),
          );
          await waitForItem(
            organiser,
            '[data-testid="attendee-row"]',
            'collector@example.sa',
            text(language, 'refundTools.refunded', { amount: moneyExact(PRICE, language) }),
          );
          await screenshot(organiser, `workshop-refunds-manage-${language}`);
          assert.deepEqual(await untranslatedText(organiser), []);

          // The artist sees the same amount on /my-events.
          await visit(artist, `/my-events?lang=${language}`);
          await waitForItem(
            artist,
            '[data-testid="my-workshop"]',
            title,
            text(language, 'refund.refunded', { amount: moneyExact(PART, language) }),
          );
          const mine = (await apiCall(artist, 'GET', '/api/my-workshops')).body.find((r) => r.id === registrationId);
          assert.equal(mine.payment.refundedAmount, PART);
        });
      }));
});
