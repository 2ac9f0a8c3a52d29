// Browser journey of analytics against the built product with its demo data (scripts/run-browser-tests.mjs), in
// English and Arabic: the demo gallery opens /analytics and goes through 7, 30, 90 days and a year (the days covered
// and the figures follow each choice), opens each tab (offers and audience too) and a chart's table; the demo
// organiser's workshops tab (registrations, revenue by ticket tier, each period's points, the year's registrations
// more than the week's: the demo's past workshops took theirs over the months); then /analytics/dashboard with each
// period.
// Arabic pages read right to left with nothing left untranslated.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiAvailable,
  browserSuite,
  documentLanguage,
  featureText,
  screenshot,
  signIn,
  t,
  untranslatedText,
  visit,
  waitForHeading,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const text = (language, key) => featureText('analytics', language, `analytics.${key}`);
const PERIODS = [7, 30, 90, 365];

async function clickNamed(page, role, label) {
  const [element] = await page.$$(`xpath/.//*[@role="${role}" or self::button][normalize-space()="${label}"]`);
  assert.ok(element, `${role} "${label}"`);
  await element.click();
}

/** Switches the chart titled `title` to its table view. */
async function tableOf(page, language, title) {
  const [button] = await page.$$(
    `xpath/.//section[@aria-label="${title}"]//button[normalize-space()="${t(language, 'chart.view.table')}"]`,
  );
  assert.ok(button, `the table view of "${title}"`);
  await button.click();
  await page.waitForSelector(`table[aria-label="${title}"] tbody tr`);
}

/** The body rows of the table titled `title`, each as its cells' texts. */
const rowsOf = (page, title) =>
  page.$$eval(`table[aria-label="${title}"] tbody tr`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent.trim())),
  );

/** The figure `name` of the period as a number (its first text, in either language's digits). */
const figureValue = (page, name) =>
  page.$eval(`[data-testid="figure-${name}"]`, (el) =>
    Number(
      el.firstChild.textContent.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''),
    ),
  );

const rangeText = (page) => page.$eval('[data-testid="analytics-range"]', (el) => el.textContent);

/** Goes through every period: each changes the days covered. */
/**
 * The labels drawn under the first chart's date axis, left to right. A label that does not fit the axis is drawn
 * empty by the chart library, so an axis of blank ticks (as once, when the axis was too short for the fonts) fails.
 */
async function dateAxisLabels(page) {
  const axis = '.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel';
  await page.waitForSelector(`[data-testid^="chart-"] ${axis}`);
  const chart = await page.$('[data-testid^="chart-"]');
  const labels = await chart.$$eval(axis, (els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent.trim(), left: box.left, right: box.right };
    }),
  );
  return labels.sort((a, b) => a.left - b.left);
}

async function everyPeriod(page, language) {
  const seen = new Set([await rangeText(page)]);
  for (const period of [7, 90, 365, 30]) {
    const before = await rangeText(page);
    await clickNamed(page, 'button', text(language, `period.p${period}`));
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="analytics-range"]')?.textContent !== old,
      { timeout: 15_000 },
      before,
    );
    seen.add(await rangeText(page));
  }
  assert.equal(seen.size, PERIODS.length, 'each period covers other days');
}

const withApi = await apiAvailable();
const skip =
  !withApi &&
  `no API at ${process.env.BASE_URL ?? 'http://localhost:3000'}: these journeys sign in and need the demo data`;

describe('analytics (demo data)', { skip }, () => {
  for (const language of ['en', 'ar']) {
    it(`the gallery's /analytics in ${language}: every period, every tab, a chart as a table`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'gallery@example.sa');
        await visit(page, `/analytics?lang=${language}`);
        await waitForHeading(page, text(language, 'title'));
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        await page.waitForSelector('[data-testid="figure-views"]');
        const views = await page.$eval('[data-testid="figure-views"]', (el) => el.textContent);
        assert.doesNotMatch(views, /^[0٠](\D|$)/, 'the demo year has views');
        // The days under the axis are drawn, each readable: a day and a month in the page's language, apart.
        const labels = await dateAxisLabels(page);
        assert.ok(labels.length >= 3, `a month's axis names several days: ${JSON.stringify(labels)}`);
        const day = language === 'ar' ? /^[٠-٩]{1,2} [\u0600-\u06FF]+$/ : /^[A-Z][a-z]{2} \d{1,2}$/;
        for (const label of labels) assert.match(label.text, day);
        for (let i = 1; i < labels.length; i++)
          assert.ok(labels[i - 1].right <= labels[i].left, `labels overlap: ${JSON.stringify(labels)}`);
        await everyPeriod(page, language);
        for (const tab of ['content', 'conversion', 'offers', 'audience', 'revenue', 'overview']) {
          await clickNamed(page, 'tab', text(language, `tabs.${tab}`));
          await page.waitForSelector('[data-testid^="chart-"]');
        }
        await clickNamed(page, 'button', t(language, 'chart.view.table'));
        await page.waitForSelector('table');
        assert.deepEqual(await untranslatedText(page), []);
        await screenshot(page, `analytics-${language}`);
      }));

    it(`the organiser's /analytics in ${language}: registrations and revenue by tier, each period its own points`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'organiser@example.sa');
        await visit(page, `/analytics?lang=${language}`);
        await waitForHeading(page, text(language, 'title'));
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        // An organiser alone sees its workshops' tab only.
        const tabs = await page.$$eval('[role="tab"]', (els) => els.map((el) => el.textContent.trim()));
        assert.deepEqual(tabs, [text(language, 'tabs.workshops')]);
        await page.waitForSelector('[data-testid="figure-registrations"]');
        const registrations = await page.$eval('[data-testid="figure-registrations"]', (el) => el.textContent);
        assert.doesNotMatch(registrations, /^[0٠](\D|$)/, "the demo's seats are the organiser's registrations");
        // Revenue by tier as a table: the demo workshops' tiers by name, the period's revenue beside each.
        await page.waitForSelector('[data-testid="chart-tierRevenue"]');
        const tierRevenue = text(language, 'charts.tierRevenue');
        await tableOf(page, language, tierRevenue);
        const tierRows = await rowsOf(page, tierRevenue);
        const tiers = tierRows.map(([name]) => name);
        for (const tier of language === 'ar' ? ['عادي', 'كبار الشخصيات'] : ['Standard', 'VIP'])
          assert.ok(tiers.includes(tier), `the tier ${tier} among ${tiers.join(', ')}`);
        assert.ok(
          tierRows.some(([, revenue]) => /[1-9١-٩]/.test(revenue)),
          `a tier with revenue: ${JSON.stringify(tierRows)}`,
        );
        // The registrations chart as a table: a point a day for 7, 30 and 90 days, a week a point for a year.
        const chart = text(language, 'charts.registrations');
        await tableOf(page, language, chart);
        const registered = {};
        for (const [period, points] of [
          [7, 7],
          [90, 90],
          [365, 53],
          [30, 30],
        ]) {
          const before = await rangeText(page);
          await clickNamed(page, 'button', text(language, `period.p${period}`));
          await page.waitForFunction(
            (old) => document.querySelector('[data-testid="analytics-range"]')?.textContent !== old,
            { timeout: 15_000 },
            before,
          );
          await page.waitForFunction(
            (label, n) => document.querySelectorAll(`table[aria-label="${label}"] tbody tr`).length === n,
            { timeout: 15_000 },
            chart,
            points,
          );
          registered[period] = await figureValue(page, 'registrations');
        }
        assert.ok(
          registered[365] > registered[7],
          `the year's registrations more than the week's: ${JSON.stringify(registered)}`,
        );
        assert.deepEqual(await untranslatedText(page), []);
        await screenshot(page, `analytics-organiser-${language}`);
      }));

    it(`a collector's /analytics/dashboard in ${language}: the stage and every period`, () =>
      withPage({}, async (page) => {
        await signIn(page, 'collector@example.sa');
        await visit(page, `/analytics/dashboard?lang=${language}`);
        await waitForHeading(page, text(language, 'lifecycle.title'));
        assert.equal((await documentLanguage(page)).dir, language === 'ar' ? 'rtl' : 'ltr');
        await page.waitForSelector('[data-testid="analytics-range"]');
        await everyPeriod(page, language);
        assert.deepEqual(await untranslatedText(page), []);
      }));
  }
});
