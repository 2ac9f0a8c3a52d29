/**
 * Where to send the browser after sign-in: only a path on our own origin (no open redirect), and never back
 * into the sign-in routes themselves.
 */
const SIGN_IN_PATHS = ['/api/login', '/api/callback', '/api/logout', '/oidc'];

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  // "//host" and "/\host" are read by browsers as another origin; control characters hide such tricks.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return '/';
  const url = new URL(value, 'http://same.invalid');
  if (url.origin !== 'http://same.invalid') return '/';
  if (SIGN_IN_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
