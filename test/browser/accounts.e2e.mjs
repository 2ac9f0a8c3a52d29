// Browser journey of KYC gating against the built product with its demo data (scripts/run-browser-tests.mjs), once
// in English and once in Arabic: a new collector signs up, is refused a bid with the tier needed named in their
// language, uploads an ID in the dashboard's Verification tab, the demo moderator approves it, and the same bid
// goes through.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { describe, it, before, after } from 'node:test';
import {
  apiAvailable,
  apiCall,
  featureText,
  launchBrowser,
  openPage,
  signIn,
  signUp,
  visit,
} from './storefront-helpers.mjs';

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: this journey signs in and needs the demo data`;

/** A one-page PDF: enough for the byte check. */
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const pdfPath = `/tmp/accounts-journey-id-${process.pid}.pdf`;

/** The demo admin schedules and opens a lot of the demo artist's. */
async function scheduleLot(page) {
  const artist = await apiCall(page, 'GET', '/api/admin/users?filter=%7B%22q%22%3A%22artist%40example.sa%22%7D');
  const scheduled = await apiCall(page, 'POST', '/api/admin/auctions', {
    lotId: `accounts-journey-lot-${crypto.randomUUID()}`,
    sellerId: artist.body[0].id,
    startingBid: 1000,
    reserve: null,
    increments: [{ from: 0, increment: 100 }],
    premiumTiers: [{ upTo: null, ratePercent: 25 }],
    startsAt: new Date(Date.now() - 1000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  assert.equal(scheduled.status, 201, JSON.stringify(scheduled.body));
  await apiCall(page, 'POST', `/api/admin/auctions/${scheduled.body.id}/open`);
  return scheduled.body.id;
}

/** Clicks the first quick-bid button and answers the alert that follows (refusal or receipt). */
async function quickBid(page, language, outcome) {
  const prefix = featureText('auctions', language, 'auctions.bid.quick', { amount: '' }).trim();
  await page.waitForSelector('xpath/.//button[starts-with(normalize-space(), "' + prefix + '")]', { timeout: 15_000 });
  const [button] = await page.$$(`xpath/.//button[starts-with(normalize-space(), "${prefix}")]`);
  await button.click();
  const selector = `[data-testid="${outcome}"]`;
  await page.waitForSelector(selector, { timeout: 10_000 });
  return page.$eval(selector, (el) => el.textContent);
}

/** Sets a React-controlled input's value as typing would. */
async function fill(page, selector, value) {
  await page.$eval(
    selector,
    (el, v) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

describe(
  'KYC: a new collector is refused a bid, uploads an ID, a moderator approves, the bid goes through',
  { skip },
  () => {
    let browser;
    before(async () => {
      writeFileSync(pdfPath, PDF);
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    for (const [language, tierNamed] of [
      ['en', 'tier 1'],
      ['ar', 'المستوى 1'],
    ]) {
      it(`in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
        const staff = await openPage(browser);
        const person = await openPage(browser);
        try {
          await signIn(staff.page, 'admin@example.sa');
          const lot = await scheduleLot(staff.page);

          const email = `kyc-journey-${language}-${Date.now()}@example.sa`;
          await signUp(person.page, { firstName: 'Omar', lastName: 'Journey', email });
          assert.equal((await apiCall(person.page, 'POST', '/api/user/roles', { roles: ['collector'] })).status, 200);
          const me = (await apiCall(person.page, 'GET', '/api/profile')).body;

          await visit(person.page, `/auctions/${lot}?lang=${language}`);
          const refusal = await quickBid(person.page, language, 'bid-error');
          assert.ok(refusal.includes(tierNamed), `the refusal names the tier: ${refusal}`);

          await visit(person.page, `/dashboard?tab=verification&lang=${language}`);
          await person.page.waitForSelector('[data-testid="verification-tab"] form', { timeout: 15_000 });
          await fill(person.page, 'form input[dir="ltr"]', '1076543210');
          await fill(person.page, 'form input[type="date"]', '2032-01-31');
          const file = await person.page.$('form input[type="file"]');
          await file.uploadFile(pdfPath);
          await person.page.click('form button[type="submit"]');
          const submitted = featureText('dashboard', language, 'dashboard.kyc.submitted');
          await person.page.waitForFunction(
            (text) => document.body.innerText.includes(text),
            { timeout: 15_000 },
            submitted,
          );

          const moderator = await openPage(browser);
          try {
            await signIn(moderator.page, 'moderator@example.sa');
            const mine = (await apiCall(person.page, 'GET', '/api/kyc')).body;
            const documentId = mine.documents.at(-1).id;
            const approved = await apiCall(moderator.page, 'POST', `/api/admin/kyc/${me.id}/decisions`, {
              decision: 'approve',
              documentId,
            });
            assert.equal(approved.status, 200, JSON.stringify(approved.body));
            assert.equal(approved.body.tier, 1);
          } finally {
            await moderator.close();
          }

          await visit(person.page, `/auctions/${lot}?lang=${language}`);
          const placed = await quickBid(person.page, language, 'bid-placed');
          assert.ok(placed.length > 0);
        } finally {
          await person.close();
          await staff.close();
        }
      });
    }
  },
);
