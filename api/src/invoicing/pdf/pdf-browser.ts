/**
 * One headless Chromium per process (Debian's, never a downloaded build), launched on first use and reused for
 * every PDF, with a small pool of reused pages (opening a page costs more than rendering one); a crashed or
 * closed browser is relaunched on the next render.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Idle pages kept for the next render; more renders at once open (and then close) extra pages. */
const IDLE_PAGES = 4;

export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';

export class PdfBrowser {
  private browser: Promise<Browser> | null = null;
  private idle: Page[] = [];

  constructor(private readonly executablePath = CHROMIUM_PATH) {}

  /** HTML in, A4 PDF bytes out. Renders may overlap: each takes a page of its own from the pool. */
  async render(html: string): Promise<Uint8Array> {
    const page = await this.takePage();
    let healthy = false;
    try {
      await page.setContent(html, { waitUntil: 'load' });
      // Untagged and without an outline: the structure tree roughly doubles Chromium's time per page, and the
      // invoice's machine-readable form is the attached XML.
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });
      healthy = true;
      return pdf;
    } finally {
      if (healthy && this.idle.length < IDLE_PAGES && !page.isClosed()) this.idle.push(page);
      else await page.close().catch(() => undefined);
    }
  }

  private async takePage(): Promise<Page> {
    for (let page = this.idle.pop(); page; page = this.idle.pop()) if (!page.isClosed()) return page;
    const page = await (await this.current()).newPage();
    // No scripts, no network: the document is self-contained (inline styles, QR as a data URL, system fonts).
    await page.setJavaScriptEnabled(false);
    return page;
  }

  async close(): Promise<void> {
    const launched = this.browser;
    this.browser = null;
    this.idle = [];
    if (launched) await (await launched.catch(() => null))?.close().catch(() => undefined);
  }

  private current(): Promise<Browser> {
    if (!this.browser) {
      const launching = puppeteer.launch({
        executablePath: this.executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
      });
      this.browser = launching;
      launching.then((b) => b.on('disconnected', () => {
        if (this.browser === launching) {
          this.browser = null;
          this.idle = [];
        }
      })).catch(() => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }
}
