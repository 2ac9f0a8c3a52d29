// Signs in through the development identity provider the way a browser does (redirects followed by hand,
// cookies kept in a jar) and returns a function making same-origin requests with that session.
import { CookieJar } from 'tough-cookie';

export async function signIn(baseUrl, email, password = 'demo-password') {
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
  let { res, url } = await follow(await request(`${baseUrl}/api/login`), new URL(`${baseUrl}/api/login`));
  const html = await res.text();
  const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)[1].replace(/&amp;/g, '&'), url);
  const posted = await request(action.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email, password }).toString(),
  });
  await follow(posted, action);
  return (method, path, body) =>
    request(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
}
