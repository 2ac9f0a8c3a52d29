// Debian's Chromium for the browser journeys (no browser is ever downloaded). The flags keep it off the
// network (this machine's is closed) and quiet: no first-run, sync, updates or background requests.
import puppeteer from 'puppeteer';

export function launchBrowser() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    headless: true,
    // DevTools over a pipe: if the test process dies, Chromium ends with it instead of living on.
    pipe: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Waits (up to 10 s) until nothing on the page is mid-transition. A toast, dialog or notice still fading in has a
 * partial opacity, which axe reads as low contrast and a screenshot catches half-drawn. Endless animations
 * (spinners, skeletons) are not waited for.
 */
export async function untilStill(page) {
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}
