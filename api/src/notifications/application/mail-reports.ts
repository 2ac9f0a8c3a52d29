/**
 * What comes back about a mail after it went: the provider's bounce and complaint reports (a signed webhook) and
 * the opening pixel. Each is recorded once on the mail's stream; a hard bounce or a complaint also puts the
 * recipient's hash on the suppression list, which the `email` processor reads before every send. Besides the
 * platform's own signed format, Amazon SES (through SNS) and SendGrid post in theirs (provider-reports.ts).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { configuredOrDerivedSecret, hmacSha256, verifyHexSignature } from '../../platform/http/hmac-signatures.js';
import { mailDecider, type BounceKind } from '../domain/mail.decider.js';
import { suppressionDecider } from '../domain/suppression.decider.js';
import { bareMessageId, MAIL_OUTBOX, type OutboxEntry } from '../outbox/mail-outbox.js';
import { SUPPRESSIONS, type SuppressionDoc } from '../suppression/suppressions.projection.js';
import { recipientHash } from '../email/recipient-hash.js';
import { sendgridReports, sesReports, type MailProvider, type ProviderReport } from './provider-reports.js';
import { readOpenToken } from '../tracking/open-tracking.js';

export interface MailReport {
  type: 'bounce' | 'complaint';
  messageId: string;
  bounceType?: BounceKind;
  detail?: string;
}

export interface ProviderReportsAnswer {
  /** One answer per bounce or complaint the post carried, in its order (other events are left out). */
  results: MailReportAnswer[];
  /** An Amazon SNS subscription to confirm: an operator opens this link once (it is not followed from here). */
  subscribeUrl: string | null;
}

export interface MailReportAnswer {
  /** The mail the report names, or null when no mail of this platform has its message id. */
  mailId: string | null;
  /** False when the same report came before (or names no mail): nothing changed. */
  recorded: boolean;
  /** The recipient is on the suppression list (scope `all`) after this report. */
  suppressed: boolean;
}

/** MAIL_WEBHOOK_SECRET, or one derived from the session secret (development, the demo and tests). */
export function mailWebhookSecret(env: NodeJS.ProcessEnv, sessionSecret: string): string {
  return configuredOrDerivedSecret(env.MAIL_WEBHOOK_SECRET, sessionSecret, 'mail-webhooks');
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
    return hmacSha256(this.secret, body, 'hex');
  }

  verify(body: string, signature: string): boolean {
    return verifyHexSignature(this.secret, body, signature);
  }

  async report(body: string, signature: string, report: MailReport): Promise<MailReportAnswer> {
    this.authenticate(this.verify(body, signature));
    return this.apply({
      type: report.type,
      messageIds: [report.messageId],
      recipient: null,
      bounceType: report.bounceType ?? 'hard',
      detail: report.detail?.trim() || null,
    });
  }

  /** The key of a provider's webhook URL (`?key=`): the hex HMAC-SHA256 of the provider's name with the secret. */
  providerKey(provider: MailProvider): string {
    return this.sign(provider);
  }

  /** A provider's post in its own format: one answer per report in it (an SNS subscription is only answered). */
  async fromProvider(provider: MailProvider, key: string, body: unknown): Promise<ProviderReportsAnswer> {
    this.authenticate(this.verify(provider, key));
    const read = provider === 'ses' ? sesReports(body) : sendgridReports(body);
    if ('subscribeUrl' in read) return { results: [], subscribeUrl: read.subscribeUrl };
    const results: MailReportAnswer[] = [];
    for (const report of read.reports) results.push(await this.apply(report));
    return { results, subscribeUrl: null };
  }

  private authenticate(verified: boolean): void {
    if (!verified)
      throw new DomainError(
        'unauthenticated',
        'bad_signature',
        'The webhook signature does not verify.',
        'توقيع الإشعار غير صحيح.',
      );
  }

  /** One report: recorded once on the mail it names; a hard bounce or a complaint suppresses the recipient. */
  private async apply(report: ProviderReport): Promise<MailReportAnswer> {
    const ids = [...new Set(report.messageIds.map(bareMessageId))];
    const [line] = ids.length
      ? await this.store.collection<OutboxEntry>(MAIL_OUTBOX).find({ filter: { messageId: { $in: ids } }, limit: 1 })
      : [];
    const kind = report.type === 'complaint' ? null : report.bounceType;
    const suppress = kind !== 'soft';
    const reason = kind ? 'bounce' : 'complaint';
    if (!line) {
      // A report whose ids name no mail of ours (SES without the original headers) still names the address.
      if (!report.recipient || !suppress) return { mailId: null, recorded: false, suppressed: false };
      const hash = recipientHash(report.recipient, this.config.piiMasterKey);
      const entry = await this.store.collection<SuppressionDoc>(SUPPRESSIONS).get(hash);
      if (entry?.scope === 'all') return { mailId: null, recorded: false, suppressed: true };
      await this.suppress(hash, reason, 'reported by the provider for a message it named by its own id');
      return { mailId: null, recorded: true, suppressed: true };
    }
    const { events } = await this.runner.run(
      mailDecider,
      line.id,
      kind
        ? { type: 'RecordBounce', mailId: line.id, kind, detail: report.detail }
        : { type: 'RecordComplaint', mailId: line.id },
      commandContext(null),
    );
    // A repeated report finds its event recorded: the suppression it caused was recorded with it.
    if (events.length > 0 && suppress)
      await this.suppress(line.recipientHash, reason, `reported by the provider for mail ${line.id}`);
    return { mailId: line.id, recorded: events.length > 0, suppressed: suppress };
  }

  private async suppress(hash: string, reason: 'bounce' | 'complaint', note: string): Promise<void> {
    await this.writes.run(
      suppressionDecider,
      hash,
      { type: 'Suppress', recipientHash: hash, reason, note },
      commandContext(null),
      SUPPRESSIONS,
    );
  }

  /** A pixel fetched: the mail's first opening, when the token holds (anything else is ignored). */
  async opened(file: string): Promise<void> {
    const mailId = readOpenToken(this.config.piiMasterKey, file);
    if (mailId) await this.runner.run(mailDecider, mailId, { type: 'RecordOpen', mailId }, commandContext(null));
  }
}
