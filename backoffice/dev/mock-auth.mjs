// DEVELOPMENT FIXTURE ONLY: a stand-in for sign-in. /api/login shows a labelled e-mail and password form
// (shaped like the development identity provider's), any demo e-mail with any password signs in.
import { PROFILES } from './mock-data.mjs';

const page = (res, html) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><title>Mock sign-in</title><main>${html}</main></html>`);
};

export const profileByEmail = (email) => Object.values(PROFILES).find((profile) => profile.email === email);
export const sessionProfile = (req) => {
  const email = /(?:^|; )mock_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  return email ? profileByEmail(decodeURIComponent(email)) : undefined;
};

/** Answers the sign-in paths; returns false for anything else. */
export const handleAuth = async (req, res, url) => {
  if (url.pathname === '/api/login') {
    const returnTo = url.searchParams.get('returnTo') ?? '/backoffice/';
    res.writeHead(302, { Location: `/oidc/mock-login?returnTo=${encodeURIComponent(returnTo)}` });
    res.end();
    return true;
  }
  if (url.pathname === '/oidc/mock-login' && req.method === 'GET') {
    page(
      res,
      `<h1>Mock sign-in (development fixture)</h1>
<form method="post"><input type="hidden" name="returnTo" value="${url.searchParams.get('returnTo') ?? '/backoffice/'}">
<p><label for="email">E-mail</label> <input id="email" name="email" type="email"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password"></p>
<button type="submit">Sign in</button></form><p>${Object.values(PROFILES)
        .map((p) => p.email)
        .join(', ')}</p>`,
    );
    return true;
  }
  if (url.pathname === '/oidc/mock-login') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const profile = profileByEmail(form.get('email') ?? '');
    if (!profile) {
      page(res, '<h1>Unknown demo account</h1>');
      return true;
    }
    res.writeHead(302, {
      'Set-Cookie': `mock_session=${encodeURIComponent(profile.email)}; Path=/; HttpOnly; SameSite=Lax`,
      Location: form.get('returnTo') ?? '/backoffice/',
    });
    res.end();
    return true;
  }
  if (url.pathname === '/api/logout') {
    res.writeHead(302, { 'Set-Cookie': 'mock_session=; Path=/; Max-Age=0', Location: '/' });
    res.end();
    return true;
  }
  return false;
};
