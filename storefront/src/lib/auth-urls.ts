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
  prompt,
}: {
  language: Language;
  returnTo?: string;
  signup?: boolean;
  /** `login`: the provider asks for the password even when its own session is still open (a fresh sign-in). */
  prompt?: 'login';
}): string {
  const params = new URLSearchParams();
  if (prompt) params.set('prompt', prompt);
  if (returnTo && returnTo !== '/') params.set('returnTo', returnTo);
  if (signup) params.set('screen', 'signup');
  params.set('lang', language);
  return `/api/login?${params.toString()}`;
}

export function logoutUrl(language: Language): string {
  return `/api/logout?lang=${language}`;
}
