/**
 * Costly anonymous reads are bounded (every list's page, the live feed's opening), and every back-office export
 * streams from the server through the shared CSV writer, on the whole stack.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../auth/testing/test-browser.js';
import { markEventLog } from '../../testing/appended-events.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);

afterAll(() => stack?.close());

describe('costly anonymous reads are limited: page is bounded everywhere', () => {
  it.each([
    ['/api/artworks?page=418', '417'],
    ['/api/artworks?page=101&pageSize=100', '100'],
    ['/api/search?q=x&page=1000000', '417'],
    ['/api/artists?page=418', '417'],
    ['/api/galleries?page=418', '417'],
    ['/api/collections?page=418', '417'],
    ['/api/auctions?page=501', '500'],
  ])('refuses %s past the first 10,000 results, naming page', async (path, last) => {
    const log = await markEventLog(stack.runtime.storage.events);
    const res = await stack.call(null, 'GET', path);
    expect(res.status).toBe(400);
    expect(await log.appended()).toEqual([]);
    const detail = res.body.details.find((d: { field: string }) => d.field === 'page');
    expect(detail.message).toContain(last);
    expect(detail.messageAr).toContain(last);
  });

  it.each(['/api/artworks?page=417', '/api/artworks?page=100&pageSize=100', '/api/auctions?page=500'])(
    'answers the last page within them: %s',
    async (path) => {
      expect((await stack.call(null, 'GET', path)).status).toBe(200);
    },
  );
});

describe("costly anonymous reads are limited: the live feed's initial read, per address", () => {
  it('answers 429 once an address has opened 120 feeds in a minute', async () => {
    const open = () => fetch(`${stack.baseUrl}/api/auctions/no-such-auction/live`);
    const log = await markEventLog(stack.runtime.storage.events);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await open()).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await log.appended()).toEqual([]);
  });
});

describe('CSV exports: every back-office export streams from the server, formulas neutralised', () => {
  const FORMULA = '=HYPERLINK("http://evil.example","Click")';
  let admin: TestBrowser;

  beforeAll(async () => {
    admin = await stack.signIn('admin@example.sa');
    const artist = await stack.signIn('artist@example.sa');
    expect(
      (
        await stack.call(artist, 'PUT', '/api/artists/me', {
          name: FORMULA,
          nameAr: '@فنان',
          nationality: 'Saudi Arabia',
        })
      ).status,
    ).toBe(200);
    const collection = { name: '+Gulf light', nameAr: '-ضوء الخليج', artworkIds: [] };
    const log = await markEventLog(stack.runtime.storage.events);
    expect((await stack.call(admin, 'POST', '/api/admin/collections', collection)).status).toBe(201);
    expect(await log.appended('collection-')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ name: collection.name }) }),
    ]);
    await stack.runtime.projections.waitUntilCaughtUp();
  });

  const download = async (browser: TestBrowser, path: string) => {
    const res = await browser.request(`${stack.baseUrl}/api/admin/${path}/export.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read Arabic correctly (text decoding would drop it).
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { status: res.status, type: res.headers.get('content-type'), bom, text: new TextDecoder().decode(bytes) };
  };

  it.each([
    'artists',
    'galleries',
    'collections',
    'artworks',
    'comments',
    'discussions',
    'inquiries',
    'invoices',
    'users',
  ])('streams %s as CSV, and records nothing', async (resource) => {
    const log = await markEventLog(stack.runtime.storage.events);
    const res = await download(admin, resource);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/csv');
    expect(res.bom).toBe(true);
    expect(await log.appended()).toEqual([]);
  });

  it('writes cells that start like a formula as text', async () => {
    const artists = (await download(admin, 'artists')).text;
    expect(artists).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(artists).toContain("'@فنان");
    expect(artists).not.toMatch(/(^|,)=HYPERLINK/m);
    const collections = (await download(admin, 'collections')).text;
    expect(collections).toContain("'+Gulf light");
    expect(collections).toContain("'-ضوء الخليج");
  });

  it("keeps the list's own access rule", async () => {
    const collector = await stack.signIn('collector@example.sa');
    const log = await markEventLog(stack.runtime.storage.events);
    expect((await download(collector, 'artists')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/admin/invoices/export.csv')).status).toBe(401);
    expect(await log.appended()).toEqual([]);
  });
});
