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
  browserSuite,
  layoutProblems,
  screenshot,
  signIn,
  visit,
} from './storefront-helpers.mjs';

const withPage = browserSuite();
const withApi = await apiAvailable();
const skip = !withApi && `no API at ${BASE_URL} (a static preview): the screens need the API and its demo data`;

/** A published work of the demo data, for the detail screen. */
async function someArtworkPath() {
  const res = await fetch(`${BASE_URL}/api/artworks?pageSize=1`);
  const body = await res.json();
  const [first] = body.items ?? body.data ?? body;
  assert.ok(first?.id, `a published artwork (GET /api/artworks answered ${res.status})`);
  return `/artwork/${first.id}`;
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
      await page.setViewport({ width: 1280, height: 900 });
      await visit(page, `${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      await untilLoaded(page);
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewport({ width, height: 800 });
        await page.waitForFunction((w) => window.innerWidth === w, {}, width);
        for (const problem of await layoutProblems(page)) problems.push(`${path} ${language} ${width}px: ${problem}`);
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
  it('signed out: landing, artworks, an artwork, artists, galleries, auctions', () =>
    withPage({}, async (page) => {
      const artwork = await someArtworkPath();
      const paths = ['/', '/search', artwork, '/artists', '/galleries', '/auctions'];
      assert.deepEqual(await checkScreens(page, paths, 'out'), []);
    }));

  it('signed in as an artist: home, dashboard, invoice management', () =>
    withPage({}, async (page) => {
      await signIn(page, 'artist@example.sa');
      assert.deepEqual(await checkScreens(page, ['/', '/dashboard', '/invoice-management'], 'in'), []);
    }));
});
