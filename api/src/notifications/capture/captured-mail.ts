import type { CollectionSpec, Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { parseMail, type ParsedMail } from './mime-parser.js';

/** A message kept by the local capture server, as the back-office `mail` resource shows it. */
export interface CapturedMail extends Doc, Omit<ParsedMail, 'headers'> {
  id: string;
  /** ISO 8601, UTC: sorts as text in every read store adapter. */
  receivedAt: string;
  /** Size of the raw message in bytes. */
  size: number;
  /** The List-Unsubscribe header (campaign mail), so the back-office and tests see what mail clients offer. */
  listUnsubscribe?: string | null;
  listUnsubscribePost?: string | null;
}

export const CAPTURED_MAIL = 'capturedMail';

export const CAPTURED_MAIL_SPEC: CollectionSpec = {
  indexes: [{ fields: ['receivedAt'] }],
  textFields: ['subject', 'from', 'to'],
};

export function capturedMailFrom(raw: Buffer, id: string, receivedAt: Date): CapturedMail {
  const mail = parseMail(raw);
  return {
    id,
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    receivedAt: receivedAt.toISOString(),
    size: raw.length,
    listUnsubscribe: mail.headers.get('list-unsubscribe')?.[0] ?? null,
    listUnsubscribePost: mail.headers.get('list-unsubscribe-post')?.[0] ?? null,
  };
}

export async function storeCapturedMail(store: ReadStore, mail: CapturedMail): Promise<void> {
  await store.collection<CapturedMail>(CAPTURED_MAIL).upsert(mail);
}

/**
 * Erasure: every captured message to, from or naming the person (address or full name) goes (a scan: the capture
 * is for trying the product).
 */
export async function forgetCapturedMail(
  store: ReadStore,
  person: { email: string | null; fullName: string | null },
): Promise<void> {
  const traces = [person.email, person.fullName].filter((t): t is string => !!t).map((t) => t.toLowerCase());
  if (traces.length === 0) return;
  const mails = store.collection<CapturedMail>(CAPTURED_MAIL);
  for (const mail of await mails.find()) {
    const text = [mail.to, mail.from, mail.subject, mail.text, mail.html].join(' ').toLowerCase();
    if (traces.some((t) => text.includes(t))) await mails.delete(mail.id);
  }
}
