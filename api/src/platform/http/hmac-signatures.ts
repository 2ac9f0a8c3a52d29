/**
 * HMAC-SHA256 signatures of the texts the platform hands out or receives (provider webhooks, signed links). One
 * place so every check compares in constant time and a malformed signature is refused, never thrown on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The configured secret, or (development, the demo and tests) one derived from the session secret for `purpose`. */
export function configuredOrDerivedSecret(
  configured: string | undefined,
  sessionSecret: string,
  purpose: string,
): string {
  return configured || hmacSha256(sessionSecret, purpose, 'hex');
}

export function hmacSha256(secret: string, text: string, encoding: 'hex' | 'base64url'): string {
  return createHmac('sha256', secret).update(text).digest(encoding);
}

/** Whether `signature` is the hex HMAC-SHA256 of `text` (anything else, of any length, is simply refused). */
export function verifyHexSignature(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(hmacSha256(secret, text, 'hex'), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Constant-time equality of a received token part and the expected one (a length difference is a refusal). */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
