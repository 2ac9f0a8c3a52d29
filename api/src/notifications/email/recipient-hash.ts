import { createHmac } from 'node:crypto';

/** The one spelling of an address that counts: trimmed and lower-cased (mailbox names differ only in case in practice). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * A recipient's keyed hash: what the outbox, the suppression list and the newsletter's streams keep instead of
 * the address. Keyed with the installation's personal-data secret, so a list of hashes cannot be reversed by
 * hashing a list of guessed addresses.
 */
export function recipientHash(email: string, secret: string): string {
  return createHmac('sha256', `recipient:${secret}`).update(normaliseEmail(email)).digest('hex').slice(0, 40);
}
