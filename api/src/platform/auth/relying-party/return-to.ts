/**
 * Where to send the browser after sign-in: only a path on our own origin (no open redirect), and never back
 * into the sign-in routes themselves. The value is judged after normalising it the ways a browser or a router
 * might: percent-decoded until it stops changing (an attacker may encode twice) and with its dot segments
 * resolved ("/.//x" is "//x"). Every form must be a plain path, or the browser goes home.
 */
const SIGN_IN_PATHS = ['/api/login', '/api/callback', '/api/logout', '/oidc'];
const ORIGIN = 'http://same.invalid';
/** More layers of percent-encoding than this is not a path anyone typed. */
const MAX_DECODINGS = 3;

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  const decoded = decodedFully(value);
  if (decoded === null || !isPlainPath(value) || !isPlainPath(decoded)) return '/';
  const url = new URL(value, ORIGIN);
  const path = decodedFully(url.pathname);
  if (path === null || !isPlainPath(path)) return '/';
  if (SIGN_IN_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A path that stays on our origin however it is read: it starts with one slash (not "//" or "/\", which
 * browsers read as another host), holds no backslash or control character (browsers drop tabs and line breaks
 * before parsing, so "/\t/x" is "//x"), and is still such a path once its dot segments are resolved.
 */
function isPlainPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return false;
  const url = new URL(value, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith('//');
}

/** The value percent-decoded until it no longer changes, or null when it is malformed or encoded too deep. */
function decodedFully(value: string): string | null {
  let current = value;
  for (let i = 0; i <= MAX_DECODINGS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}
