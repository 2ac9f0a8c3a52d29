// Shared steps of the journeys that pay on STC Pay's one-time-code page (/pay/stcpay/…) with STC Pay live on its
// in-process simulator (scripts/run-browser-tests.mjs runs them on a server of their own with STCPAY_API_BASE=sandbox):
// whether the server simulates STC Pay, the code it "texted", and the page's steps from the mobile to the right code.
import assert from 'node:assert/strict';
import {
  BASE_URL,
  apiAvailable,
  byRole,
  pressButton,
  screenshot,
  seriousAxeViolations,
  t,
} from './storefront-helpers.mjs';

/** The code page's own texts (the app's `stcpay.*`). */
export const stcPayText = (language, key, values) => t(language, `stcpay.${key}`, values);

/** The server's refusal of a wrong code, as the page shows it in each language. */
export const WRONG_CODE = {
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

/**
 * Why a journey on the code page cannot run against BASE_URL (no API, or STC Pay not live on its simulator), or
 * false when it can; the reason is also printed, naming the journey.
 */
export async function stcPaySkipReason(journey) {
  const withApi = await apiAvailable();
  const skip = !withApi
    ? `no API at ${BASE_URL}: this journey signs in as demo accounts`
    : !(await stcPaySimulated()) &&
      `STC Pay is not live on its simulator at ${BASE_URL} (PAYMENT_LIVE_PROVIDERS=stcpay, STCPAY_API_BASE=sandbox): run it through scripts/run-browser-tests.mjs`;
  if (skip) console.log(`${journey} journey skipped: ${skip}`);
  return skip;
}

/** The six-digit code in the last text the simulator "sent" to `mobile`. */
export async function lastCode(mobile) {
  const answer = await fetch(`${BASE_URL}${messagesPath(mobile)}`);
  assert.equal(answer.status, 200);
  const code = /(\d{6})/.exec((await answer.json()).at(-1)?.text ?? '')?.[1];
  assert.ok(code, `a code texted to ${mobile}`);
  return code;
}

/** Replaces what a text field holds with `value`, typed as a person does. */
export async function retype(field, value) {
  await field.click({ count: 3 });
  await field.type(value);
}

/**
 * On the code page: gives a mobile of this run's own (the simulator keeps every text sent to a number), asks for
 * the code, types a wrong one first and waits for its refusal under the code field in the page's language (the
 * field's own description, what a screen reader reads with its label, and the field marked invalid), checks the
 * refused page with axe (screenshot `${shot}-${language}`), then types the texted code and confirms. What the
 * page says once paid is the caller's to wait for.
 */
export async function payWithTextedCode(page, language, shot) {
  const mobile = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await (await byRole(page, 'textbox', stcPayText(language, 'mobile'))).type(mobile);
  await pressButton(page, page, stcPayText(language, 'send'));
  const codeField = await byRole(page, 'textbox', stcPayText(language, 'code'));
  const code = await lastCode(mobile);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await retype(codeField, wrong);
  await pressButton(page, page, stcPayText(language, 'confirm'));
  await page.waitForFunction(
    (label, expected) => {
      const field = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === label);
      const described = document.getElementById(field?.getAttribute('aria-describedby') ?? '');
      return field?.getAttribute('aria-invalid') === 'true' && described?.textContent === expected;
    },
    { timeout: 15_000 },
    stcPayText(language, 'code'),
    WRONG_CODE[language],
  );
  await screenshot(page, `${shot}-${language}`);
  assert.deepEqual(await seriousAxeViolations(page), []);

  await retype(codeField, code);
  await pressButton(page, page, stcPayText(language, 'confirm'));
}
