// Browser journey of the session's edges against the built product (BASE_URL, default http://localhost:3000), in
// a real browser whose fetch metadata the server reads: an <img> or a fetch pointed at /api/logout does not sign
// the person out, the back-office's "Log out" (a top-level navigation) does; the back-office's export button
// downloads the server's CSV for the list, whatever the list.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, BASE_URL, launchBrowser, openPage, settle, signIn, stackUnavailable } from './backoffice-helpers.mjs';

const unavailable = await stackUnavailable();
if (unavailable && process.env.REQUIRE_STACK) throw new Error(`REQUIRE_STACK is set but ${unavailable}`);

let browser;
let session; // { page, errors, close }

const signedIn = async (page) => (await api(page, 'GET', '/api/profile')).status === 200;

describe('session edges in a real browser', { skip: unavailable ?? false }, () => {
  before(async () => {
    browser = await launchBrowser();
    session = await openPage(browser);
    await signIn(session.page, 'auditor@example.sa');
  });
  after(async () => {
    await session?.close();
    await browser?.close();
  });

  it("exports a list through the server: the button points at the list's export.csv", async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/backoffice/#/artists`, { waitUntil: 'networkidle0' });
    await settle(page);
    const href = await page.$eval('a::-p-text(Export CSV)', (a) => a.getAttribute('href'));
    assert.match(href, /^\/api\/admin\/artists\/export\.csv\?/);
    const download = await page.evaluate(async (url) => {
      const res = await fetch(url, { credentials: 'include' });
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, href);
    assert.equal(download.status, 200);
    assert.match(download.type, /text\/csv/);
    assert.ok(download.text.split('\n').length > 2, 'the demo artists are in the file');
  });

  it('GET /api/logout from an <img> or a fetch keeps the session', async () => {
    const { page } = session;
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const img = document.createElement('img');
          img.onload = img.onerror = resolve;
          img.src = '/api/logout';
          document.body.append(img);
        }),
    );
    assert.ok(await signedIn(page), 'still signed in after an <img> pointed at /api/logout');
    const fetched = await page.evaluate(async () => (await fetch('/api/logout', { credentials: 'include' })).status);
    assert.equal(fetched, 403);
    assert.ok(await signedIn(page), 'still signed in after a fetch of /api/logout');
  });

  it('GET /api/logout as a top-level navigation signs out', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/api/logout`, { waitUntil: 'load' });
    await page.goto(`${BASE_URL}/backoffice/`, { waitUntil: 'networkidle0' });
    assert.equal(await signedIn(page), false);
  });
});
