/**
 * What comes back about a mail after it went: the provider's bounce and complaint reports (a signed webhook) and
 * the opening pixel. Each is recorded once on the mail's stream; a hard bounce or a complaint also puts the
 * recipient's hash on the suppression list, which the `email` processor reads before every send.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { mailDecider, type BounceKind } from '../domain/mail.decider.js';
import { suppressionDecider } from '../domain/suppression.decider.js';
import { bareMessageId, MAIL_OUTBOX, type OutboxEntry } from '../outbox/mail-outbox.js';
import { SUPPRESSIONS } from '../suppression/suppressions.projection.js';
import { readOpenToken } from '../tracking/open-tracking.js';

export interface MailReport {
  type: 'bounce' | 'complaint';
  messageId: string;
  bounceType?: BounceKind;
  detail?: string;
}

export interface MailReportAnswer {
  /** The mail the report names, or null when no mail of this platform has that message id. */
  mailId: string | null;
  /** False when the same report came before (or names no mail): nothing changed. */
  recorded: boolean;
  /** The recipient is on the suppression list (scope `all`) after this report. */
  suppressed: boolean;
}

/** MAIL_WEBHOOK_SECRET, or one derived from the session secret (development, the demo and tests). */
export function mailWebhookSecret(env: NodeJS.ProcessEnv, sessionSecret: string): string {
  return env.MAIL_WEBHOOK_SECRET || createHmac('sha256', sessionSecret).update('mail-webhooks').digest('hex');
}

@Injectable()
export class MailReports {
  private readonly secret: string;

  constructor(
    private readonly runner: CommandRunner,
    private readonly writes: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secret = mailWebhookSecret(process.env, config.sessionSecret);
  }

  /** HMAC-SHA256 of the body as sent, hex: what the provider puts in `X-Mail-Signature`. */
  sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }

  verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async report(body: string, signature: string, report: MailReport): Promise<MailReportAnswer> {
    if (!this.verify(body, signature))
      throw new DomainError(
        'unauthenticated',
        'bad_signature',
        'The webhook signature does not verify.',
        'توقيع الإشعار غير صحيح.',
      );
    const [line] = await this.store
      .collection<OutboxEntry>(MAIL_OUTBOX)
      .find({ filter: { messageId: bareMessageId(report.messageId) }, limit: 1 });
    if (!line) return { mailId: null, recorded: false, suppressed: false };
    const kind = report.type === 'complaint' ? null : (report.bounceType ?? 'hard');
    const { events } = await this.runner.run(
      mailDecider,
      line.id,
      kind
        ? { type: 'RecordBounce', mailId: line.id, kind, detail: report.detail?.trim() || null }
        : { type: 'RecordComplaint', mailId: line.id },
      commandContext(null),
    );
    const suppress = kind !== 'soft';
    // A repeated report finds its event recorded: the suppression it caused was recorded with it.
    if (events.length > 0 && suppress)
      await this.writes.run(
        suppressionDecider,
        line.recipientHash,
        {
          type: 'Suppress',
          recipientHash: line.recipientHash,
          reason: kind ? 'bounce' : 'complaint',
          note: `reported by the provider for mail ${line.id}`,
        },
        commandContext(null),
        SUPPRESSIONS,
      );
    return { mailId: line.id, recorded: events.length > 0, suppressed: suppress };
  }

  /** A pixel fetched: the mail's first opening, when the token holds (anything else is ignored). */
  async opened(file: string): Promise<void> {
    const mailId = readOpenToken(this.config.piiMasterKey, file);
    if (mailId) await this.runner.run(mailDecider, mailId, { type: 'RecordOpen', mailId }, commandContext(null));
  }
}
