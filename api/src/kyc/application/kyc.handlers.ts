/**
 * KYC commands: a person submits a document (file checked and encrypted, then `KycDocumentSubmitted`);
 * a reviewer decides; a document's file is opened by its owner or a reviewer, a reviewer's view recorded first.
 */
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
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

export class SubmitKycDocumentCommand extends Command<KycCaseView> {
  constructor(
    readonly userId: string,
    readonly bytes: Buffer | undefined,
    readonly form: DocumentForm,
    readonly documentId: string = randomUUID(),
  ) {
    super();
  }
}

@CommandHandler(SubmitKycDocumentCommand)
export class SubmitKycDocumentHandler implements ICommandHandler<SubmitKycDocumentCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly files: KycFiles,
    private readonly queries: KycQueries,
  ) {}

  async execute({ userId, bytes, form, documentId }: SubmitKycDocumentCommand) {
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
}

export type KycDecision =
  | { decision: 'approve'; documentId: string }
  | { decision: 'reject'; documentId: string; reason: string; reasonAr?: string | null }
  | { decision: 'request_more'; documentId?: string | null; requested: DocumentType[]; note?: string | null };

export class DecideKycCommand extends Command<KycCaseView> {
  constructor(
    readonly userId: string,
    readonly reviewerId: string,
    readonly decision: KycDecision,
  ) {
    super();
  }
}

@CommandHandler(DecideKycCommand)
export class DecideKycHandler implements ICommandHandler<DecideKycCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: KycQueries,
  ) {}

  async execute({ userId, reviewerId, decision: d }: DecideKycCommand) {
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
}

export class OpenKycDocumentCommand extends Command<{ bytes: Buffer; contentType: string }> {
  constructor(
    readonly documentId: string,
    readonly viewer: AccountAccess,
  ) {
    super();
  }
}

@CommandHandler(OpenKycDocumentCommand)
export class OpenKycDocumentHandler implements ICommandHandler<OpenKycDocumentCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly files: KycFiles,
    private readonly queries: KycQueries,
  ) {}

  async execute({ documentId, viewer }: OpenKycDocumentCommand) {
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
}

/** Records `KycDocumentExpired` for every approved document past its expiry (the tier already counts without it:
 * this puts the drop on the person's chained stream). Answers how many people's streams changed. */
export class SweepKycExpiriesCommand extends Command<{ people: number; documents: number }> {
  constructor(
    readonly actorId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(SweepKycExpiriesCommand)
export class SweepKycExpiriesHandler implements ICommandHandler<SweepKycExpiriesCommand> {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: KycQueries,
  ) {}

  async execute({ actorId, now }: SweepKycExpiriesCommand) {
    const today = todayOf(now);
    let people = 0;
    let documents = 0;
    for (const userId of await this.queries.withExpiredApprovals(today)) {
      const command: KycCommand = { type: 'ExpireDocuments', userId, today };
      const { events } = await this.writes.run(
        kycDecider,
        userId,
        command,
        commandContext(actorId, now),
        kycCasesProjection.name,
      );
      if (events.length > 0) people += 1;
      documents += events.length;
    }
    return { people, documents };
  }
}
