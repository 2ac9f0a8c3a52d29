/**
 * `mailOutbox`: every mail the `email` processor handled, whichever transport (capture or SMTP): its template,
 * language, the recipient's keyed hash (never the address), where it stands, the provider's answer, and what the
 * provider reported later (bounce, complaint) and whether it was opened. A projection of the `mail-<job id>`
 * streams (domain/mail.decider.ts), so it can be dropped and rebuilt.
 */
import type { Projection } from '../../platform/projections/projection.js';
import type { CollectionSpec, Doc, ReadStore } from '../../platform/read-store/read-store.port.js';
import { MAIL_EVENT_TYPES, type BounceKind, type MailEvent, type MailMode } from '../domain/mail.decider.js';

export const MAIL_OUTBOX = 'mailOutbox';

export const MAIL_OUTBOX_SPEC: CollectionSpec = {
  indexes: [{ fields: ['updatedAt'] }, { fields: ['state'] }, { fields: ['tag'] }, { fields: ['messageId'] }],
  textFields: ['template', 'recipientHash', 'providerAnswer'],
};

export type OutboxState = 'queued' | 'sent' | 'failed' | 'retrying' | 'suppressed';

export interface OutboxEntry extends Doc {
  /** The job's id: a retry updates the same line. */
  id: string;
  template: string;
  lang: string;
  recipientHash: string;
  state: OutboxState;
  attempts: number;
  mode: MailMode;
  /** The message id the server gave, or its refusal, or why the mail was withheld. */
  providerAnswer: string | null;
  /** The server's message id without its angle brackets, which the provider's reports name. */
  messageId: string | null;
  /** What the mail belongs to (a campaign's id), for counts. */
  tag: string | null;
  openTracking: boolean;
  bounce: BounceKind | null;
  complained: boolean;
  openedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `<id@host>` and `id@host` name the same message. */
export const bareMessageId = (id: string): string => id.trim().replace(/^<(.*)>$/, '$1');

export const mailOutboxProjection: Projection<MailEvent> = {
  name: MAIL_OUTBOX,
  version: 1,
  eventTypes: MAIL_EVENT_TYPES,
  collections: { [MAIL_OUTBOX]: MAIL_OUTBOX_SPEC },
  async apply(event, ctx) {
    const outbox = ctx.collection<OutboxEntry>(MAIL_OUTBOX);
    const at = event.metadata.occurredAt;
    const id = event.data.mailId;
    if (event.type === 'MailQueued') {
      const { mailId: _id, ...data } = event.data;
      await outbox.upsert({
        id,
        ...data,
        state: 'queued',
        attempts: 0,
        mode: null,
        providerAnswer: null,
        messageId: null,
        bounce: null,
        complained: false,
        openedAt: null,
        createdAt: at,
        updatedAt: at,
      });
      return;
    }
    const line = await outbox.get(id);
    if (!line) return;
    const next = ((): Partial<OutboxEntry> => {
      switch (event.type) {
        case 'MailSent': {
          const { attempt, mode, messageId } = event.data;
          return {
            state: 'sent',
            attempts: attempt,
            mode,
            providerAnswer: messageId,
            messageId: bareMessageId(messageId),
          };
        }
        case 'MailSendFailed': {
          const { attempt, mode, providerAnswer, permanent } = event.data;
          return { state: permanent ? 'failed' : 'retrying', attempts: attempt, mode, providerAnswer };
        }
        case 'MailWithheld':
          return { state: 'suppressed', providerAnswer: `suppressed: ${event.data.reason}` };
        case 'MailBounced':
          return { bounce: event.data.kind };
        case 'MailComplained':
          return { complained: true };
        case 'MailOpened':
          return { openedAt: at };
      }
    })();
    await outbox.upsert({ ...line, ...next, updatedAt: at });
  },
};

export interface OutboxCounts {
  /** Accepted by the transport (the SMTP server's message id, or the local capture). */
  delivered: number;
  /** Refused for good after the retries. */
  failed: number;
  /** Not sent: the address is on the suppression list. */
  suppressed: number;
  /** Reported back by the provider as undeliverable (hard or soft). */
  bounced: number;
  /** Opened at least once (counted only where the subscriber allowed it). */
  opened: number;
}

/** How the mails of one campaign ended, as the outbox records them. */
export async function outboxCounts(store: ReadStore, tag: string): Promise<OutboxCounts> {
  const outbox = store.collection<OutboxEntry>(MAIL_OUTBOX);
  const count = (filter: Record<string, unknown>) => outbox.count({ filter: { tag, ...filter } });
  const [delivered, failed, suppressed, bounced, opened] = await Promise.all([
    count({ state: 'sent' }),
    count({ state: 'failed' }),
    count({ state: 'suppressed' }),
    count({ bounce: { $in: ['hard', 'soft'] } }),
    count({ openedAt: { $ne: null } }),
  ]);
  return { delivered, failed, suppressed, bounced, opened };
}
