/**
 * `mailOutbox`: every mail the `email` processor handled, whichever transport (capture or SMTP): its template,
 * language, the recipient's keyed hash (never the address), its queue state and the provider's answer. An
 * operational record kept beside the queue, like the capture (not a projection: no event causes a line; the
 * business facts, such as a campaign's sends, are events in their own context).
 */
import type { CollectionSpec, Doc, ReadStore } from '../../platform/read-store/read-store.port.js';

export const MAIL_OUTBOX = 'mailOutbox';

export const MAIL_OUTBOX_SPEC: CollectionSpec = {
  indexes: [{ fields: ['updatedAt'] }, { fields: ['state'] }, { fields: ['tag'] }],
  textFields: ['template', 'recipientHash', 'providerAnswer'],
};

export type OutboxState = 'sent' | 'failed' | 'retrying' | 'suppressed';

export interface OutboxFields {
  /** The job's id: a retry updates the same line. */
  id: string;
  template: string;
  lang: string;
  recipientHash: string;
  state: OutboxState;
  attempts: number;
  mode: 'smtp' | 'capture' | null;
  /** The message id the server gave, or its refusal. */
  providerAnswer: string | null;
  /** What the mail belongs to (a campaign's id), for counts. */
  tag: string | null;
}

export interface OutboxEntry extends Doc, OutboxFields {
  createdAt: string;
  updatedAt: string;
}

export async function recordOutbox(store: ReadStore, entry: OutboxFields, now = new Date()): Promise<void> {
  const outbox = store.collection<OutboxEntry>(MAIL_OUTBOX);
  const existing = await outbox.get(entry.id);
  await outbox.upsert({ ...entry, createdAt: existing?.createdAt ?? now.toISOString(), updatedAt: now.toISOString() });
}

export interface OutboxCounts {
  /** Accepted by the transport (the SMTP server's message id, or the local capture). */
  delivered: number;
  /** Refused for good after the retries. */
  failed: number;
  /** Not sent: the address is on the suppression list. */
  suppressed: number;
}

/** How the mails of one campaign ended, as the outbox recorded them. */
export async function outboxCounts(store: ReadStore, tag: string): Promise<OutboxCounts> {
  const outbox = store.collection<OutboxEntry>(MAIL_OUTBOX);
  const count = (state: OutboxState) => outbox.count({ filter: { tag, state } });
  const [delivered, failed, suppressed] = await Promise.all([count('sent'), count('failed'), count('suppressed')]);
  return { delivered, failed, suppressed };
}

/** How each mail handled in a time range last stood (`updatedAt` in [since, until)), for the platform's daily
 * mail figures; addresses never leave this context (the outbox holds none). */
export async function outboxStates(
  store: ReadStore,
  since: string,
  until: string,
  limit = 200_000,
): Promise<Array<{ at: string; state: OutboxState }>> {
  const lines = await store
    .collection<OutboxEntry>(MAIL_OUTBOX)
    .find({ filter: { updatedAt: { $gte: since, $lt: until } }, limit });
  return lines.map((line) => ({ at: line.updatedAt, state: line.state }));
}
