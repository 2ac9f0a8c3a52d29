import type { Language } from '../config/constants';

/**
 * Browser navigations to the API's sign-in and sign-out (SPEC section 7). The API shows the identity
 * provider's pages in `lang`, opens its sign-up form for `screen=signup`, and comes back to `returnTo`
 * (a path on our own origin) afterwards.
 */
export function loginUrl({
  language,
  returnTo,
  signup = false,
}: {
  language: Language;
  returnTo?: string;
  signup?: boolean;
}): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('returnTo', returnTo);
  if (signup) params.set('screen', 'signup');
  params.set('lang', language);
  return `/api/login?${params.toString()}`;
}

export function logoutUrl(language: Language): string {
  return `/api/logout?lang=${language}`;
}
