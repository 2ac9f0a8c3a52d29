/**
 * Events of a person's KYC stream (`kyc-<userId>`, hash-chained): documents submitted, reviewers' decisions
 * (approve, reject with a reason, ask for more naming what), staff views of a file, and documents that expired.
 */
import type { DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export const DOCUMENT_TYPES = [
  'national_id',
  'commercial_registration',
  'vat_certificate',
  'proof_of_address',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 0: e-mail only; 1: identity approved; 2: identity and address, or a commercial registration. */
export type Tier = 0 | 1 | 2;

export interface StoredFileRef {
  /** Where the encrypted bytes live in the file storage. */
  fileKey: string;
  contentType: string;
  size: number;
}

export interface KycDocumentSubmittedData extends StoredFileRef {
  userId: string;
  documentId: string;
  documentType: DocumentType;
  /** The document's number (personal data: encrypted with the person's key in the log). */
  number: string;
  /** ISO date (YYYY-MM-DD) or null for a document without one. */
  expiresOn: string | null;
}

export type KycEvent =
  | DomainEvent<'KycDocumentSubmitted', KycDocumentSubmittedData>
  | DomainEvent<'KycFirstApprovalGiven', { userId: string; documentId: string; reviewerId: string }>
  | DomainEvent<
      'KycDocumentApproved',
      { userId: string; documentId: string; reviewerIds: string[]; tierBefore: Tier; tierAfter: Tier }
    >
  | DomainEvent<
      'KycDocumentRejected',
      { userId: string; documentId: string; reviewerId: string; reason: string; reasonAr: string | null }
    >
  | DomainEvent<
      'KycMoreRequested',
      {
        userId: string;
        documentId: string | null;
        reviewerId: string;
        requested: DocumentType[];
        note: string | null;
      }
    >
  | DomainEvent<'KycDocumentViewed', { userId: string; documentId: string; viewerId: string }>
  | DomainEvent<'KycDocumentExpired', { userId: string; documentId: string; tierBefore: Tier; tierAfter: Tier }>
  /** Staff's "verify" in the back-office: a reviewer vouches for the person's identity without a document on file
   * (checked in person, say). It gives tier 1 at most: the higher tier always takes documents and four eyes. */
  | DomainEvent<
      'KycIdentityVerified',
      { userId: string; reviewerId: string; note: string | null; tierBefore: Tier; tierAfter: Tier }
    >
  /** A notice that an approved document expires soon was sent (so the sweep mails each notice once). */
  | DomainEvent<'KycExpiryNoticeSent', { userId: string; documentId: string; expiresOn: string; daysAhead: number }>;

export type KycEventType = KycEvent['type'];

export const KYC_EVENT_TYPES = eventTypesOf<KycEvent>()([
  'KycDocumentSubmitted',
  'KycFirstApprovalGiven',
  'KycDocumentApproved',
  'KycDocumentRejected',
  'KycMoreRequested',
  'KycDocumentViewed',
  'KycDocumentExpired',
  'KycIdentityVerified',
  'KycExpiryNoticeSent',
]);
