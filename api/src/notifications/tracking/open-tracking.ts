/**
 * The open-tracking pixel's address: `/api/mail/open/<mail id, base64url>.<mac>.gif`, signed so that nobody can
 * mark another mail opened by guessing its id. Only campaign mails whose subscriber allowed it carry one.
 */
import { hmacSha256, sameToken } from '../../platform/http/hmac-signatures.js';

const mac = (secret: string, mailId: string) => hmacSha256(`mail-open:${secret}`, mailId, 'base64url').slice(0, 32);

export function openToken(secret: string, mailId: string): string {
  return `${Buffer.from(mailId).toString('base64url')}.${mac(secret, mailId)}`;
}

export function openPixelUrl(publicUrl: string, secret: string, mailId: string): string {
  return `${publicUrl}/api/mail/open/${openToken(secret, mailId)}.gif`;
}

/** The mail a pixel's file name (`<token>.gif`) stands for when its signature holds, else null. */
export function readOpenToken(secret: string, file: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{32})\.gif$/.exec(file);
  if (!match) return null;
  const mailId = Buffer.from(match[1]!, 'base64url').toString();
  return sameToken(match[2]!, mac(secret, mailId)) ? mailId : null;
}

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
