/**
 * The PDF browser's page pool in Debian's Chromium: a pooled page whose renderer crashed, or a browser that was
 * closed under it, costs the next render neither a failure nor a wait for the navigation timeout; a browser slow to
 * start is waited for.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { announceSkip } from '../zatca/testing/zatca-samples.js';
import { CHROMIUM_PATH, PdfBrowser, chromiumSandboxArgs } from './pdf-browser.js';

const CHROMIUM = existsSync(CHROMIUM_PATH);
if (!CHROMIUM)
  announceSkip(`PDF browser tests skipped: Chromium not found at ${CHROMIUM_PATH} (Debian package chromium)`);
const suite = CHROMIUM ? describe : describe.skip;

const html = '<!doctype html><html lang="ar" dir="rtl"><body><h1>فاتورة ضريبية</h1></body></html>';
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString() === '%PDF-';

suite('PDF browser', () => {
  const pdfs = new PdfBrowser();
  afterAll(() => pdfs.close());

  it("renders again at once after the pooled page's renderer crashed", async () => {
    expect(isPdf(await pdfs.render(html))).toBe(true);
    const [pooled] = pdfs['idle'];
    expect(pooled).toBeDefined();
    const crashed = new Promise((resolve) => pooled!.once('error', resolve));
    const session = await pooled!.createCDPSession();
    void session.send('Page.crash').catch(() => undefined); // a crashed page may never answer the call
    await crashed;

    const started = Date.now();
    expect(isPdf(await pdfs.render(html))).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('relaunches a browser that was closed under it', async () => {
    expect(isPdf(await pdfs.render(html))).toBe(true);
    await (await pdfs['current']()).close();
    const started = Date.now();
    expect(isPdf(await pdfs.render(html))).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

suite('PDF browser on a busy machine', () => {
  // Chromium behind a script that sleeps past three renders' deadlines (2 s each here) before starting: a cold
  // start on a loaded machine. Abandoned at each deadline, the start would never finish.
  const dir = mkdtempSync(join(tmpdir(), 'slow-chromium-'));
  const slowChromium = join(dir, 'chromium');
  writeFileSync(slowChromium, `#!/bin/sh\nsleep 7\nexec ${CHROMIUM_PATH} "$@"\n`);
  chmodSync(slowChromium, 0o755);
  const pdfs = new PdfBrowser(slowChromium, undefined, 2_000);
  afterAll(() => pdfs.close());

  it('waits for a browser that starts slower than a render may take, instead of abandoning it', async () => {
    expect(isPdf(await pdfs.render(html))).toBe(true);
  }, 60_000);
});

describe('the Chromium sandbox', () => {
  it('chromium for PDFs runs sandboxed where the machine allows it: off only as root or when turned off', () => {
    expect(chromiumSandboxArgs(1000, undefined)).toEqual([]);
    expect(chromiumSandboxArgs(0, undefined)).toEqual(['--no-sandbox']);
    expect(chromiumSandboxArgs(1000, 'false')).toEqual(['--no-sandbox']);
    expect(chromiumSandboxArgs(0, 'true')).toEqual([]);
  });
});
