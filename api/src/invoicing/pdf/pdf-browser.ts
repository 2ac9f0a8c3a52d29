/**
 * One headless Chromium per process (Debian's, never a downloaded build), launched on first use and reused for
 * every PDF, with a small pool of reused pages (opening a page costs more than rendering one).
 *
 * Chromium fails in ways a download must not wait out: a pooled page's renderer may crash or hang while it
 * waits, and a wedged browser may leave a DevTools call unanswered for minutes. So a page that crashes leaves
 * the pool at once; each attempt at a render has a hard deadline; a failed attempt is tried again on a fresh
 * page, then once more in a freshly launched browser; and nothing waits for a page or a browser to close.
 *
 * Starting the browser is not part of a render's deadline: on a busy machine a cold start can take longer than a
 * render ever should, and abandoning a start that was going to succeed only starts another, as slow. The start has
 * puppeteer's own limit (LAUNCH_TIMEOUT_MS), and opening a page the DevTools call limit.
 */
import type { Browser, Page } from 'puppeteer-core';

/** Idle pages kept for the next render; more renders at once open (and then close) extra pages. */
const IDLE_PAGES = 4;
/** One attempt at one render on an open page; a one-page invoice takes well under a second. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Any single DevTools call (puppeteer's default is three minutes). */
const PROTOCOL_TIMEOUT_MS = 20_000;
/** Chromium's start, until its DevTools answer (puppeteer's default, written out). */
const LAUNCH_TIMEOUT_MS = 30_000;

export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';

/**
 * Chromium renders invoice PDFs in its sandbox wherever the machine allows it. Chromium refuses its sandbox to
 * root, so a process running as root (containers, the CI machines) renders without it; CHROMIUM_SANDBOX=false
 * turns it off elsewhere (a kernel without unprivileged user namespaces), =true insists on it.
 */
export function chromiumSandboxArgs(uid: number | undefined, setting: string | undefined): string[] {
  if (setting === 'true') return [];
  if (setting === 'false' || uid === 0) return ['--no-sandbox'];
  return [];
}

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export class PdfBrowser {
  private browser: Promise<Browser> | null = null;
  private idle: Page[] = [];

  constructor(
    private readonly executablePath = CHROMIUM_PATH,
    /** CHROMIUM_SANDBOX as the invoicing configuration read it (see chromiumSandboxArgs). */
    private readonly sandboxSetting?: string,
    /** One attempt's deadline; shorter in the tests, which wait out several. */
    private readonly attemptTimeoutMs = ATTEMPT_TIMEOUT_MS,
  ) {}

  /** HTML in, A4 PDF bytes out. Renders may overlap: each takes a page of its own from the pool. */
  async render(html: string): Promise<Uint8Array> {
    const attempts = [
      () => this.takePage(),
      () => this.newPage(),
      async () => {
        this.relaunch();
        return this.newPage();
      },
    ];
    let failure: unknown;
    for (const open of attempts) {
      try {
        const page = await open();
        return await withDeadline(this.renderOn(page, html), this.attemptTimeoutMs, 'A PDF render');
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  private async renderOn(page: Page, html: string): Promise<Uint8Array> {
    let healthy = false;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: this.attemptTimeoutMs });
      // Untagged and without an outline: the structure tree roughly doubles Chromium's time per page, and the
      // invoice's machine-readable form is the attached XML.
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        tagged: false,
        outline: false,
        timeout: this.attemptTimeoutMs,
      });
      healthy = true;
      return pdf;
    } finally {
      if (healthy && this.idle.length < IDLE_PAGES && !page.isClosed()) this.idle.push(page);
      else this.discard(page);
    }
  }

  private async takePage(): Promise<Page> {
    for (let page = this.idle.pop(); page; page = this.idle.pop()) if (!page.isClosed()) return page;
    return this.newPage();
  }

  private async newPage(): Promise<Page> {
    const page = await (await this.current()).newPage();
    page.once('error', () => this.discard(page)); // the renderer crashed
    // No scripts, no network: the document is self-contained (inline styles, QR as a data URL, system fonts).
    await page.setJavaScriptEnabled(false);
    return page;
  }

  private discard(page: Page): void {
    this.idle = this.idle.filter((p) => p !== page);
    void page.close().catch(() => undefined);
  }

  /** Drops the current browser (the next render launches another) and ends it without waiting. */
  private relaunch(): void {
    const launched = this.browser;
    this.browser = null;
    this.idle = [];
    if (launched)
      void launched.then(
        (b) => PdfBrowser.end(b),
        () => undefined,
      );
  }

  async close(): Promise<void> {
    const launched = this.browser;
    this.browser = null;
    this.idle = [];
    const browser = launched && (await launched.catch(() => null));
    if (browser) await PdfBrowser.end(browser);
  }

  /** Closes a browser, killing its process if it does not close in time. */
  private static async end(browser: Browser): Promise<void> {
    await withDeadline(browser.close(), PROTOCOL_TIMEOUT_MS, 'Closing Chromium').catch(() =>
      browser.process()?.kill('SIGKILL'),
    );
  }

  private current(): Promise<Browser> {
    if (!this.browser) {
      // Loaded on the first render: most processes never render a PDF, and every API start (each test stack
      // included) paid for reading puppeteer's thousand kilobytes.
      const launching = import('puppeteer-core').then(({ default: puppeteer }) =>
        puppeteer.launch({
          executablePath: this.executablePath,
          headless: true,
          protocolTimeout: PROTOCOL_TIMEOUT_MS,
          timeout: LAUNCH_TIMEOUT_MS,
          // DevTools over a pipe rather than a port: when this process dies without closing the browser (a kill,
          // a forced exit), the pipe closes and Chromium ends with it instead of living on as an orphan.
          pipe: true,
          args: [
            ...chromiumSandboxArgs(process.getuid?.(), this.sandboxSetting),
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--font-render-hinting=none',
          ],
        }),
      );
      this.browser = launching;
      launching
        .then((b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) {
              this.browser = null;
              this.idle = [];
            }
          }),
        )
        .catch(() => {
          if (this.browser === launching) this.browser = null;
        });
    }
    return this.browser;
  }
}
