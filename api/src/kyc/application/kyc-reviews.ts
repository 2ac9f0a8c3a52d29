/**
 * KYC commands: a person submits a document (file checked and encrypted, then `KycDocumentSubmitted`);
 * a reviewer decides; a document's file is opened by its owner or a reviewer, a reviewer's view recorded first.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import type { Position } from '../../platform/event-store/event-store.port.js';
import { forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { checkSubmission, kycDecider, type KycCommand } from '../domain/kyc.decider.js';
import type { DocumentType } from '../domain/kyc.events.js';
import { kycCasesProjection } from '../projections/kyc-cases.projection.js';
import { checkDocumentFile, KycFiles } from './kyc-files.js';
import { KycQueries, todayOf } from './kyc-queries.js';

export const REVIEWER_ROLES = ['admin', 'moderator'];
export const isReviewer = (access: AccountAccess) => access.roles.some((r) => REVIEWER_ROLES.includes(r));

type KycCaseView = Awaited<ReturnType<KycQueries['caseOf']>>;

export interface DocumentForm {
  documentType: DocumentType;
  number: string;
  expiresOn: string | null;
}

/** A person's upload: the file's bytes (none when the request had no file) and the form; the id is fixed by demos. */
export interface DocumentSubmission {
  userId: string;
  bytes: Buffer | undefined;
  form: DocumentForm;
  documentId?: string;
}

export type KycDecision =
  | { decision: 'approve'; documentId: string }
  | { decision: 'reject'; documentId: string; reason: string; reasonAr?: string | null }
  | { decision: 'request_more'; documentId?: string | null; requested: DocumentType[]; note?: string | null };

/** How many days ahead of an expiry the person is told (KYC_EXPIRY_NOTICE_DAYS, default 30). */
export const expiryNoticeDays = (env: NodeJS.ProcessEnv = process.env) => {
  const days = Number(env.KYC_EXPIRY_NOTICE_DAYS);
  return Number.isInteger(days) && days > 0 ? days : 30;
};

@Injectable()
export class KycReviews {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly files: KycFiles,
    private readonly queries: KycQueries,
  ) {}

  async submitDocument({ userId, bytes, form, documentId = randomUUID() }: DocumentSubmission): Promise<KycCaseView> {
    const today = todayOf();
    const contentType = checkDocumentFile(bytes);
    const data = {
      userId,
      documentId,
      ...form,
      fileKey: this.files.keyOf(documentId),
      contentType,
      size: bytes!.length,
    };
    // The form's fields first, so a refused form leaves no file behind (the decider checks them again).
    const problems = checkSubmission(data, today);
    if (problems.length > 0) throw validationError(problems);
    await this.files.store(userId, documentId, bytes!);
    const command: KycCommand = { type: 'SubmitDocument', actorId: userId, today, ...data };
    await this.writes.run(kycDecider, userId, command, commandContext(userId), kycCasesProjection.name);
    return this.queries.caseOf(userId);
  }

  async decide(userId: string, reviewerId: string, d: KycDecision): Promise<KycCaseView> {
    const command: KycCommand =
      d.decision === 'approve'
        ? { type: 'ApproveDocument', userId, documentId: d.documentId, reviewerId, today: todayOf() }
        : d.decision === 'reject'
          ? {
              type: 'RejectDocument',
              userId,
              documentId: d.documentId,
              reviewerId,
              reason: d.reason,
              reasonAr: d.reasonAr ?? null,
            }
          : {
              type: 'RequestMore',
              userId,
              documentId: d.documentId ?? null,
              reviewerId,
              requested: d.requested,
              note: d.note ?? null,
            };
    await this.writes.run(kycDecider, userId, command, commandContext(reviewerId), kycCasesProjection.name);
    return this.queries.caseOf(userId);
  }

  async openDocument(documentId: string, viewer: AccountAccess): Promise<{ bytes: Buffer; contentType: string }> {
    const found = await this.queries.caseWithDocument(documentId);
    const document = found?.documents.find((d) => d.id === documentId);
    if (!found || !document) throw notFound('Document', 'الوثيقة');
    const owner = found.userId === viewer.userId;
    if (!owner && !isReviewer(viewer))
      throw forbidden(
        'Only the owner and reviewers may open this document.',
        'لا يطلع على هذه الوثيقة إلا صاحبها والمراجعون.',
        'not_kyc_reader',
      );
    if (!owner) {
      const command: KycCommand = { type: 'RecordView', userId: found.userId, documentId, viewerId: viewer.userId };
      await this.writes.run(kycDecider, found.userId, command, commandContext(viewer.userId), null);
    }
    const bytes = await this.files.read(document.fileKey);
    if (!bytes) throw notFound('Document', 'الوثيقة');
    return { bytes, contentType: document.contentType };
  }

  /**
   * The expiry sweep (a scheduled job, daily, and `POST /api/admin/kyc/expiry-sweeps`): records
   * `KycExpiryNoticeSent` for approved documents expiring within the notice period (once each), and
   * `KycDocumentExpired` for those past their expiry, which drops the tier on the person's chained stream (the
   * tier already counts without it). The mails follow from these events (the `kycEmails` reactor). Answers how many
   * people's streams recorded an expiry, how many documents expired, and how many notices went.
   */
  async sweepExpiries(
    actorId: string,
    now: Date = new Date(),
    noticeDays: number = expiryNoticeDays(),
  ): Promise<{ people: number; documents: number; notices: number }> {
    const today = todayOf(now);
    const context = () => commandContext(actorId, now);
    let notices = 0;
    for (const { userId, documentId } of await this.queries.withExpiringApprovals(today, noticeDays)) {
      const command: KycCommand = { type: 'RecordExpiryNotice', userId, documentId, daysAhead: noticeDays, today };
      const { events } = await this.writes.run(kycDecider, userId, command, context(), kycCasesProjection.name);
      notices += events.length;
    }
    let people = 0;
    let documents = 0;
    for (const userId of await this.queries.withExpiredApprovals(today)) {
      const command: KycCommand = { type: 'ExpireDocuments', userId, today };
      const { events } = await this.writes.run(kycDecider, userId, command, context(), kycCasesProjection.name);
      if (events.length > 0) people += 1;
      documents += events.length;
    }
    return { people, documents, notices };
  }

  /**
   * Staff's "verify" (the back-office's verify on a user, in identity): a reviewer's decision on the person's KYC
   * stream, tier 1. Answers the position of what it wrote (null when nothing changed), so the caller can wait for
   * its own read model.
   */
  async verifyIdentity(
    userId: string,
    reviewerId: string,
    note: string | null,
  ): Promise<{ position: Position | null }> {
    const command: KycCommand = { type: 'VerifyIdentity', userId, reviewerId, note, today: todayOf() };
    const { events } = await this.writes.run(
      kycDecider,
      userId,
      command,
      commandContext(reviewerId),
      kycCasesProjection.name,
    );
    return { position: events.at(-1)?.position ?? null };
  }
}
