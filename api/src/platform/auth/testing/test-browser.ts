/**
 * A minimal browser for redirect-flow tests: fetch with a tough-cookie jar, redirects followed by hand so each
 * hop can be inspected (and, for replica tests, sent to another instance).
 */
import { CookieJar } from 'tough-cookie';

export interface Hop {
  url: string;
  status: number;
  setCookies: string[];
}

export class TestBrowser {
  readonly jar = new CookieJar();
  readonly hops: Hop[] = [];

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const href = String(url);
    const headers = new Headers(init.headers);
    const cookie = await this.jar.getCookieString(href);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(href, { ...init, headers, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) await this.jar.setCookie(c, href, { ignoreError: true });
    this.hops.push({ url: href, status: res.status, setCookies });
    return res;
  }

  /**
   * Follows redirects while they stay inside sign-in (/oidc, /api/login, /api/callback, /api/logout) and returns
   * the last response and where it pointed; `route` may send a hop to another instance.
   */
  async follow(first: Response, firstUrl: string, route: (url: URL) => URL = (u) => u) {
    let res = first;
    let url = new URL(firstUrl);
    for (let i = 0; i < 15 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location')!, url);
      if (!/^\/(oidc|api\/(login|callback|logout))/.test(next.pathname)) return { res, url, location: next };
      await res.arrayBuffer();
      url = route(next);
      res = await this.request(url);
    }
    return { res, url, location: res.headers.get('location') ? new URL(res.headers.get('location')!, url) : null };
  }

  async cookie(url: string, name: string): Promise<string | undefined> {
    return (await this.jar.getCookies(url)).find((c) => c.key === name)?.value;
  }
}

/** The fetch metadata a browser sends when the person follows a link on one of our own pages. */
export const NAVIGATION: RequestInit = {
  headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
};

/** The `action` of the first form on a page. */
export function formAction(html: string, base: URL): URL {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`No form on the page:\n${html.slice(0, 500)}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), base);
}

export const formPost = (fields: Record<string, string>, origin?: string): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
});
