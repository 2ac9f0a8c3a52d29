/**
 * The `kyc_cases` read model: one document per person with their documents (numbers decrypted), the reviewers'
 * requests, the history of decisions, the tier their recorded decisions give, and for the reviewers' queue
 * whether they wait, since when and which tier their waiting documents would give. Dates move tiers too (an
 * expired document no longer counts): `tier` here is what the recorded events give; the queries recompute it
 * for today. Erasure removes the case (the chained stream keeps the facts, the number unreadable).
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { UserForgotten } from '../../identity/index.js';
import { KYC_EVENT_TYPES, type DocumentType, type KycEvent, type Tier } from '../domain/kyc.events.js';
import type { DocumentStatus } from '../domain/kyc.decider.js';
import { tierOf } from '../domain/kyc-tiers.js';
import { nextExpiry } from '../domain/kyc-expiry.js';

export const KYC_CASES = 'kyc_cases';

export interface KycDocumentView {
  id: string;
  documentType: DocumentType;
  number: string | null;
  expiresOn: string | null;
  status: DocumentStatus;
  contentType: string;
  size: number;
  fileKey: string;
  submittedAt: string;
  reviewerIds: string[];
  reason: string | null;
  reasonAr: string | null;
  decidedAt: string | null;
}

export interface KycHistoryEntry {
  type: string;
  at: string;
  actorId: string | null;
  documentId: string | null;
}

export interface KycCaseDoc extends Doc, StreamTracked {
  userId: string;
  /** What the recorded decisions give (expiries not yet recorded still count: queries recompute for today). */
  tier: Tier;
  /** What the person would have if every waiting document were approved. */
  tierAsked: Tier;
  status: 'waiting' | 'more_requested' | 'settled';
  /** The oldest waiting document's submission (null when nothing waits). */
  waitingSince: string | null;
  /**
   * The earliest expiry of an approved document (YYYY-MM-DD): the next tier drop. Left out when none has one (a
   * stored null would sort before the dates; a missing field sorts last either way).
   */
  nextExpiry?: string;
  documentIds: string[];
  documents: KycDocumentView[];
  requests: Array<{ requested: DocumentType[]; note: string | null; documentId: string | null; at: string }>;
  history: KycHistoryEntry[];
  /** A reviewer vouched for the identity (the back-office's "verify"): tier 1 without a document. */
  staffVerified?: boolean;
  createdAt: string;
  updatedAt: string;
}

const ALWAYS = '0000-00-00';
const waiting = (d: KycDocumentView) => d.status === 'submitted' || d.status === 'first_approval';

function summarise(doc: KycCaseDoc): KycCaseDoc {
  const pending = doc.documents.filter(waiting);
  const lastRequest = doc.requests.at(-1);
  const lastSubmission = doc.documents.reduce((max, d) => (d.submittedAt > max ? d.submittedAt : max), '');
  return {
    ...doc,
    documentIds: doc.documents.map((d) => d.id),
    nextExpiry: nextExpiry(doc.documents) ?? undefined,
    tier: tierOf(doc.documents, ALWAYS, doc.staffVerified),
    tierAsked: tierOf(
      doc.documents.map((d) => (waiting(d) ? { ...d, status: 'approved' } : d)),
      ALWAYS,
      doc.staffVerified,
    ),
    waitingSince: pending.reduce<string | null>(
      (min, d) => (min === null || d.submittedAt < min ? d.submittedAt : min),
      null,
    ),
    status:
      pending.length > 0 ? 'waiting' : lastRequest && lastRequest.at > lastSubmission ? 'more_requested' : 'settled',
  };
}

export const kycCasesProjection: Projection<KycEvent | UserForgotten> = {
  name: 'kyc_cases',
  version: 3,
  eventTypes: [...KYC_EVENT_TYPES, 'UserForgotten'],
  collections: {
    [KYC_CASES]: {
      indexes: [
        { fields: ['status', 'waitingSince'] },
        { fields: ['documentIds'] },
        { fields: ['tierAsked'] },
        { fields: ['nextExpiry'] },
      ],
    },
  },
  async apply(event, ctx) {
    const cases = ctx.collection<KycCaseDoc>(KYC_CASES);
    const at = event.metadata.occurredAt;
    if (event.type === 'UserForgotten') {
      await cases.delete(event.data.userId);
      return;
    }
    const { userId } = event.data;
    const existing = await cases.get(userId);
    if (alreadyApplied(existing, event)) return;
    const doc: KycCaseDoc = existing ?? {
      id: userId,
      userId,
      tier: 0,
      tierAsked: 0,
      status: 'settled',
      waitingSince: null,
      documentIds: [],
      documents: [],
      requests: [],
      history: [],
      createdAt: at,
      updatedAt: at,
    };
    const documentId = 'documentId' in event.data ? event.data.documentId : null;
    const actorId = event.metadata.actorId ?? null;
    const change = (fields: Partial<KycDocumentView>) =>
      doc.documents.map((d) => (d.id === documentId ? { ...d, ...fields } : d));
    let documents = doc.documents;
    let requests = doc.requests;
    let staffVerified = doc.staffVerified ?? false;
    switch (event.type) {
      case 'KycDocumentSubmitted': {
        const { documentId: id, documentType, number, expiresOn, contentType, size, fileKey } = event.data;
        documents = [
          ...documents,
          {
            id,
            documentType,
            number,
            expiresOn,
            status: 'submitted',
            contentType,
            size,
            fileKey,
            submittedAt: at,
            reviewerIds: [],
            reason: null,
            reasonAr: null,
            decidedAt: null,
          },
        ];
        break;
      }
      case 'KycFirstApprovalGiven':
        documents = change({ status: 'first_approval', reviewerIds: [event.data.reviewerId] });
        break;
      case 'KycDocumentApproved':
        documents = change({ status: 'approved', reviewerIds: event.data.reviewerIds, decidedAt: at });
        break;
      case 'KycDocumentRejected':
        documents = change({
          status: 'rejected',
          reviewerIds: [event.data.reviewerId],
          reason: event.data.reason,
          reasonAr: event.data.reasonAr,
          decidedAt: at,
        });
        break;
      case 'KycDocumentExpired':
        documents = change({ status: 'expired' });
        break;
      case 'KycMoreRequested':
        requests = [...requests, { requested: event.data.requested, note: event.data.note, documentId, at }];
        break;
      case 'KycIdentityVerified':
        staffVerified = true;
        break;
      case 'KycDocumentViewed':
      case 'KycExpiryNoticeSent':
        break;
    }
    await cases.upsert(
      summarise({
        ...doc,
        documents,
        requests,
        staffVerified,
        history: [...doc.history, { type: event.type, at, actorId, documentId }],
        updatedAt: at,
        ...tracked(event),
      }),
    );
  },
};

export const KYC_PROJECTIONS = [kycCasesProjection] as Projection[];
