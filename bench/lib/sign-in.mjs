// Signs in (or signs up) through the development identity provider the way a browser does: redirects followed by
// hand, cookies kept in a jar.
import { CookieJar } from 'tough-cookie';

/** A browser's cookie jar and redirects, up to the identity provider's login form. */
async function toLoginForm(baseUrl) {
  const jar = new CookieJar();
  const request = async (url, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) await jar.setCookie(c, url, { ignoreError: true });
    return res;
  };
  const follow = async (res, url) => {
    for (let i = 0; i < 15 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location'), url);
      if (!/^\/(oidc|api\/(login|callback))/.test(next.pathname)) return { res, url: next };
      await res.arrayBuffer();
      url = next;
      res = await request(next.href);
    }
    return { res, url };
  };
  const { res, url } = await follow(await request(`${baseUrl}/api/login`), new URL(`${baseUrl}/api/login`));
  const html = await res.text();
  const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)[1].replace(/&amp;/g, '&'), url);
  /** Posts the form (or another page of the provider) and follows it back to the product. */
  const submit = async (target, fields) => {
    const posted = await request(target.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams(fields).toString(),
    });
    if (posted.status >= 400) throw new Error(`${target.pathname} answered ${posted.status}`);
    await follow(posted, target);
  };
  return { jar, request, action, submit };
}

/** A demo account signed in; returns a function making same-origin requests with that session. */
export async function signIn(baseUrl, email, password = 'demo-password') {
  const { jar, request, action, submit } = await toLoginForm(baseUrl);
  await submit(action, { email, password });
  const call = (method, path, body) =>
    request(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  // The session cookie, for requests the JSON helper cannot make (multipart uploads).
  call.cookie = await jar.getCookieString(`${baseUrl}/api/`);
  return call;
}

/**
 * A new account through the provider's "Sign Up Free" page (the way a person creates one), signed in; returns
 * `call(method, path, body?, headers?)` over `send` (see http-client.mjs) with that session, and `call.cookie`.
 */
export async function signUp(baseUrl, send, email, password, name = { firstName: 'Bench', lastName: 'Person' }) {
  const { jar, action, submit } = await toLoginForm(baseUrl);
  await submit(new URL(action.href.replace(/\/login(\?|$)/, '/signup$1')), { ...name, email, password });
  // The session cookie, read once: a rolling session only moves its expiry, so the loops need not run every
  // answer through the cookie jar (which cost the load generator more than the server's own work).
  const cookie = await jar.getCookieString(`${baseUrl}/api/`);
  const call = (method, path, body, headers = {}) => send(method, path, body, { cookie, ...headers });
  call.cookie = cookie;
  return call;
}
