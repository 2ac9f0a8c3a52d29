// Shared steps of the workshop journeys: finding a workshop's card on /workshops and registering through its dialog.
import { byRole, featureText, pressButton, visit, waitForHeading } from './storefront-helpers.mjs';

const text = (language, key, values) => featureText('workshops', language, `workshops.${key}`, values);

/** Waits for the card on the workshops list whose heading is `title` (as the page's language shows it). */
export async function workshopCard(page, title) {
  const card = await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('[data-testid="workshop-card"]')].find(
        (c) => c.querySelector('h3')?.textContent === t,
      ),
    { timeout: 15_000 },
    title,
  );
  return card.asElement();
}

/** Opens /workshops in `language` and waits for the card whose heading is `title`. */
export async function openWorkshopCard(page, language, title) {
  await visit(page, `/workshops?lang=${language}`);
  await waitForHeading(page, text(language, 'title'));
  return workshopCard(page, title);
}

/**
 * Registers through the card's dialog: its first tier, the details prefilled from the account, STC Pay, then
 * Complete; waits for the page the payment leads to (the sandbox's hosted page, or our code page when STC Pay is live).
 */
export async function registerWithStcPay(page, language, card) {
  await pressButton(card, page, text(language, 'register'));
  const dialog = await byRole(page, 'dialog');
  await (await page.waitForSelector('[data-testid="tier-card"] button')).click();
  await pressButton(dialog, page, text(language, 'dialog.next'));
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] input').length >= 4);
  await pressButton(dialog, page, text(language, 'dialog.next'));
  // The method's label also carries its fee and a chip, so it is found by the words it holds.
  const [stcPay] = await dialog.$$(`xpath/.//label[contains(., "${text(language, 'providers.stcpay')}")]`);
  await stcPay.click();
  await pressButton(dialog, page, text(language, 'dialog.next'));
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    pressButton(dialog, page, text(language, 'dialog.complete')),
  ]);
}
