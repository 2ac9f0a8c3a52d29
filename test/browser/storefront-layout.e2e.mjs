// The storefront's main screens at a phone's, a tablet's and a laptop's width, in English and Arabic: nothing
// scrolls sideways and the header stays on one line (issue 13, "Phones first" and the header).
//   node scripts/run-browser-tests.mjs test/browser/storefront-layout.e2e.mjs
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { untilStill } from './chromium.mjs';
import {
  BASE_URL,
  LAYOUT_WIDTHS,
  apiAvailable,
  apiCall,
  browserSuite,
  layoutProblems,
  screenshot,
  signIn,
  visit,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const withApi = await apiAvailable();
const skip = !withApi && `no API at ${BASE_URL} (a static preview): the screens need the API and its demo data`;

/** The first item of a demo-data list (`/api/artworks`, `/api/artists`, `/api/galleries`), for its detail screen. */
async function firstId(list) {
  const res = await fetch(`${BASE_URL}/api/${list}?pageSize=1`);
  const body = await res.json();
  const [first] = body.items ?? [];
  assert.ok(first?.id, `one of ${list} (GET /api/${list} answered ${res.status})`);
  return first.id;
}

/** Waits until the screen's data is shown: no skeleton or spinner left, nothing mid-transition. */
async function untilLoaded(page) {
  await page.waitForFunction(() => !document.querySelector('main .MuiSkeleton-root, main [role="progressbar"]'), {
    timeout: 15_000,
  });
  await untilStill(page);
}

/** Visits each path once per language and checks it at every width; returns the problems, one line each. */
async function checkScreens(page, paths, label) {
  const problems = [];
  for (const language of ['en', 'ar']) {
    for (const path of paths) {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
      await page.setViewport({ width: 1280, height: 900 });
      await visit(page, url);
      await untilLoaded(page);
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewport({ width, height: 800 });
        // The window's width and the width the style sheets' media queries see: once a run measured a 360 px
        // window still laid out by the desktop rules (header links, three footer columns) just after the resize.
        await page.waitForFunction(
          (w) => window.innerWidth === w && window.matchMedia(`(width: ${w}px)`).matches,
          {},
          width,
        );
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        // A loaded machine can draw the resized layout a moment late: it is measured until it settles (five seconds
        // at most).
        let found = await layoutProblems(page);
        for (const deadline = Date.now() + 5_000; found.length > 0 && Date.now() < deadline;) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          found = await layoutProblems(page);
        }
        if (found.length > 0) {
          // Twice a loaded run measured a 360 px window still drawn by the desktop rules five seconds after the
          // resize (the header's links shown though its style sheet hides them below 1200 px). A phone opens the page
          // at its own width: what is still wrong after loading it afresh at this width is a problem.
          await visit(page, url);
          await untilLoaded(page);
          found = await layoutProblems(page);
        }
        for (const problem of found) problems.push(`${path} ${language} ${width}px: ${problem}`);
        if (width === 360) {
          const name =
            path
              .replace(/^\//, '')
              .replace(/\/[0-9a-f-]{36}$/, '')
              .replace(/\W+/g, '-') || 'home';
          await screenshot(page, `layout-${label}-${name}-${language}-360`);
        }
      }
    }
  }
  return problems;
}

describe('no sideways scrolling and a one-line header at 360, 768 and 1280 px', { skip }, () => {
  it('signed out: landing, artworks, an artwork, artists, an artist, galleries, a gallery, auctions, workshops, events', () =>
    withPage({}, async (page) => {
      const paths = [
        '/',
        '/search',
        `/artwork/${await firstId('artworks')}`,
        '/artists',
        `/artists/${await firstId('artists')}`,
        '/galleries',
        `/galleries/${await firstId('galleries')}`,
        '/auctions',
        '/workshops',
        '/events',
      ];
      assert.deepEqual(await checkScreens(page, paths, 'out'), []);
    }));

  it('signed in as an artist: home, dashboard, invoice management, artwork management, representation, achievements', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      const me = (await apiCall(page, 'GET', '/api/profile')).body;
      const paths = [
        '/',
        '/dashboard',
        '/invoice-management',
        '/artworks/manage',
        '/representation-requests',
        `/achievements/${me.id}`,
      ];
      assert.deepEqual(await checkScreens(page, paths, 'in'), []);
    }));

  it('signed in as a workshop organiser: my events, workshop management', () =>
    withPage({}, async (page) => {
      await signIn(page, 'organiser@example.sa');
      const paths = ['/my-events', '/manage/workshops'];
      assert.deepEqual(await checkScreens(page, paths, 'organiser'), []);
    }));
});
