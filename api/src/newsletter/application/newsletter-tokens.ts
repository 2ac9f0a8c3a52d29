/**
 * The links of the newsletter, signed so that nobody can confirm or unsubscribe someone else's address by
 * guessing: `c.<subscriberId>.<expires>.<mac>` confirms (until `expires`, seconds since 1970), and
 * `u.<subscriberId>.<campaignId or ->.<mac>` unsubscribes (it never expires: it sits in every mail).
 */
import { hmacSha256, sameToken } from '../../platform/http/hmac-signatures.js';

const mac = (secret: string, text: string) => hmacSha256(`newsletter-links:${secret}`, text, 'base64url').slice(0, 32);

export function confirmToken(secret: string, subscriberId: string, expiresAt: string): string {
  const body = `c.${subscriberId}.${Math.floor(Date.parse(expiresAt) / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

export function unsubscribeToken(secret: string, subscriberId: string, campaignId: string | null): string {
  const body = `u.${subscriberId}.${campaignId ?? '-'}`;
  return `${body}.${mac(secret, body)}`;
}

export type ReadToken =
  | { kind: 'confirm'; subscriberId: string; expiresAt: string }
  | { kind: 'unsubscribe'; subscriberId: string; campaignId: string | null };

/** The token's meaning when its signature holds, else null. */
export function readToken(secret: string, token: string): ReadToken | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [kind, subscriberId, third, signature] = parts as [string, string, string, string];
  if (!sameToken(signature, mac(secret, `${kind}.${subscriberId}.${third}`))) return null;
  if (kind === 'c' && /^\d+$/.test(third))
    return { kind: 'confirm', subscriberId, expiresAt: new Date(Number(third) * 1000).toISOString() };
  if (kind === 'u') return { kind: 'unsubscribe', subscriberId, campaignId: third === '-' ? null : third };
  return null;
}
