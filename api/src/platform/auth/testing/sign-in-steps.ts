/** The sign-in journey as a browser makes it: /api/login, the provider's page, the form post, the callback. */
import { formAction, formPost, TestBrowser } from './test-browser.js';

export interface SignInOutcome {
  /** The page or redirect the journey ended on. */
  res: Response;
  /** Where the final redirect pointed (the returnTo after a successful sign-in), or null. */
  landing: URL | null;
  /** The provider's form page, before posting. */
  formPage: { url: URL; html: string };
}

export async function openSignInPage(browser: TestBrowser, base: string, query = '', route = (u: URL) => u) {
  const loginUrl = `${base}/api/login${query}`;
  const { res, url } = await browser.follow(await browser.request(loginUrl), loginUrl, route);
  const html = await res.text();
  if (res.status !== 200)
    throw new Error(`Expected the provider's page, got ${res.status} at ${url}:\n${html.slice(0, 300)}`);
  return { url, html };
}

export async function submitForm(
  browser: TestBrowser,
  page: { url: URL; html: string },
  fields: Record<string, string>,
  origin: string,
  route = (u: URL) => u,
): Promise<{ res: Response; landing: URL | null }> {
  const action = route(formAction(page.html, page.url));
  const posted = await browser.request(action, formPost(fields, origin));
  if (posted.status !== 303) return { res: posted, landing: null };
  const { res, location } = await browser.follow(posted, action.href, route);
  return { res, landing: location };
}

export async function signIn(
  browser: TestBrowser,
  base: string,
  email: string,
  password: string,
  options: { query?: string; route?: (u: URL) => URL } = {},
): Promise<SignInOutcome> {
  const formPage = await openSignInPage(browser, base, options.query ?? '', options.route);
  const { res, landing } = await submitForm(browser, formPage, { email, password }, base, options.route);
  return { res, landing, formPage };
}
