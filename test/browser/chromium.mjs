// Debian's Chromium for the browser journeys (no browser is ever downloaded). The flags keep it off the
// network (this machine's is closed) and quiet: no first-run, sync, updates or background requests.
import puppeteer from 'puppeteer';

export function launchBrowser() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    headless: true,
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
