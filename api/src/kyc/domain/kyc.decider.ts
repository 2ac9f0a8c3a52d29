/**
 * A person's KYC (`kyc-<userId>`, hash-chained): they submit documents; reviewers approve, reject with a reason
 * or ask for more (naming the documents); staff views of a file are recorded; approved documents that expire
 * drop the tier. Four eyes: an approval that would raise the person to the highest tier (2) takes two different
 * reviewers, the first recorded as `KycFirstApprovalGiven`. Nobody reviews their own documents.
 */
import type { Decider } from '../../platform/commands/decider.js';
import { forbidden, illegalState, notFound, validationError } from '../../platform/errors/domain-errors.js';
import type { FieldProblem } from '../../platform/errors/domain-errors.js';
import { DOCUMENT_TYPES, type DocumentType, type KycDocumentSubmittedData, type KycEvent } from './kyc.events.js';
import { isExpired, tierOf } from './kyc-tiers.js';

export type DocumentStatus = 'submitted' | 'first_approval' | 'approved' | 'rejected' | 'expired';

export interface KycDocumentState {
  documentType: DocumentType;
  status: DocumentStatus;
  expiresOn: string | null;
  firstReviewerId: string | null;
}

export interface KycState {
  documents: Record<string, KycDocumentState>;
  /** A reviewer vouched for the identity (staff "verify"): tier 1 without a document. */
  staffVerified?: boolean;
  /** Expiry notices already sent, as `<documentId>:<daysAhead>`. */
  noticesSent?: string[];
}

export const REASON_MAX = 500;
export const NUMBER_MAX = 40;

export type KycCommand =
  | ({ type: 'SubmitDocument'; actorId: string; today: string } & KycDocumentSubmittedData)
  | { type: 'ApproveDocument'; userId: string; documentId: string; reviewerId: string; today: string }
  | {
      type: 'RejectDocument';
      userId: string;
      documentId: string;
      reviewerId: string;
      reason: string;
      reasonAr: string | null;
    }
  | {
      type: 'RequestMore';
      userId: string;
      documentId: string | null;
      reviewerId: string;
      requested: DocumentType[];
      note: string | null;
    }
  | { type: 'RecordView'; userId: string; documentId: string; viewerId: string }
  | { type: 'ExpireDocuments'; userId: string; today: string }
  | { type: 'VerifyIdentity'; userId: string; reviewerId: string; note: string | null; today: string }
  | { type: 'RecordExpiryNotice'; userId: string; documentId: string; daysAhead: number; today: string };

/** The documents whose expiry falls within `daysAhead` days of `today` and whose notice was not sent yet. */
export function expiryNoticesDue(state: KycState, today: string, daysAhead: number): string[] {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return Object.entries(state.documents)
    .filter(
      ([id, d]) =>
        d.status === 'approved' &&
        d.expiresOn !== null &&
        !isExpired(d.expiresOn, today) &&
        d.expiresOn <= limit &&
        !(state.noticesSent ?? []).includes(`${id}:${daysAhead}`),
    )
    .map(([id]) => id);
}

const problem = (field: string, code: string, message: string, messageAr: string): FieldProblem => ({
  field,
  code,
  message,
  messageAr,
});

/** Saudi formats: national ID 1…, Iqama 2… (10 digits); commercial registration 10 digits; VAT 15 digits, 3…3. */
const NUMBER_FORMATS: Partial<Record<DocumentType, [RegExp, string, string]>> = {
  national_id: [/^[12]\d{9}$/, 'a 10-digit national ID or Iqama number', 'رقم هوية وطنية أو إقامة من 10 أرقام'],
  commercial_registration: [/^\d{10}$/, 'a 10-digit registration number', 'رقم سجل من 10 أرقام'],
  vat_certificate: [
    /^3\d{13}3$/,
    'a 15-digit VAT number starting and ending with 3',
    'رقم ضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
  ],
};
const NEEDS_EXPIRY: DocumentType[] = ['national_id', 'commercial_registration'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkSubmission(data: KycDocumentSubmittedData, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!DOCUMENT_TYPES.includes(data.documentType)) {
    problems.push(
      problem(
        'documentType',
        'isIn',
        `Choose one of: ${DOCUMENT_TYPES.join(', ')}.`,
        'اختر نوع وثيقة من الأنواع المقبولة.',
      ),
    );
    return problems;
  }
  const number = data.number.trim();
  const format = NUMBER_FORMATS[data.documentType];
  if (number === '') problems.push(problem('number', 'isNotEmpty', 'Enter the document number.', 'أدخل رقم الوثيقة.'));
  else if (number.length > NUMBER_MAX)
    problems.push(
      problem('number', 'maxLength', `Maximum ${NUMBER_MAX} characters.`, `الحد الأقصى ${NUMBER_MAX} حرفًا.`),
    );
  else if (format && !format[0].test(number))
    problems.push(problem('number', 'format', `Enter ${format[1]}.`, `أدخل ${format[2]}.`));
  if (data.expiresOn === null) {
    if (NEEDS_EXPIRY.includes(data.documentType))
      problems.push(
        problem('expiresOn', 'isNotEmpty', 'Enter the expiry date of this document.', 'أدخل تاريخ انتهاء هذه الوثيقة.'),
      );
  } else if (!ISO_DATE.test(data.expiresOn) || Number.isNaN(Date.parse(`${data.expiresOn}T00:00:00Z`))) {
    problems.push(problem('expiresOn', 'isDate', 'Enter a date as YYYY-MM-DD.', 'أدخل التاريخ بالصيغة YYYY-MM-DD.'));
  } else if (isExpired(data.expiresOn, today)) {
    problems.push(problem('expiresOn', 'expired', 'This document has expired.', 'انتهت صلاحية هذه الوثيقة.'));
  }
  return problems;
}

function ensure(problems: FieldProblem[]): void {
  if (problems.length > 0) throw validationError(problems);
}

function documentOf(state: KycState, documentId: string): KycDocumentState {
  const doc = state.documents[documentId];
  if (!doc) throw notFound('Document', 'الوثيقة');
  return doc;
}

function notOwnReview(userId: string, reviewerId: string): void {
  if (userId === reviewerId)
    throw forbidden('You cannot review your own documents.', 'لا يمكنك مراجعة وثائقك بنفسك.', 'own_kyc_review');
}

function awaitingDecision(doc: KycDocumentState): void {
  if (doc.status !== 'submitted' && doc.status !== 'first_approval')
    throw illegalState(
      'kyc_document_decided',
      `This document was already decided (${doc.status}).`,
      'صدر قرار في هذه الوثيقة من قبل.',
    );
}

const checkReason = (field: string, value: string | null, required: boolean): FieldProblem | null => {
  const text = (value ?? '').trim();
  if (text === '') return required ? problem(field, 'isNotEmpty', 'Give the reason.', 'اذكر السبب.') : null;
  return text.length > REASON_MAX
    ? problem(field, 'maxLength', `Maximum ${REASON_MAX} characters.`, `الحد الأقصى ${REASON_MAX} حرفًا.`)
    : null;
};

export const kycDecider: Decider<KycState, KycCommand, KycEvent> = {
  category: 'kyc',
  initialState: () => ({ documents: {} }),
  evolve(state, event) {
    const set = (documentId: string, change: Partial<KycDocumentState>): KycState => {
      const doc = state.documents[documentId];
      return doc ? { ...state, documents: { ...state.documents, [documentId]: { ...doc, ...change } } } : state;
    };
    switch (event.type) {
      case 'KycDocumentSubmitted': {
        const { documentId, documentType, expiresOn } = event.data;
        return {
          ...state,
          documents: {
            ...state.documents,
            [documentId]: { documentType, expiresOn, status: 'submitted', firstReviewerId: null },
          },
        };
      }
      case 'KycFirstApprovalGiven':
        return set(event.data.documentId, { status: 'first_approval', firstReviewerId: event.data.reviewerId });
      case 'KycDocumentApproved':
        return set(event.data.documentId, { status: 'approved' });
      case 'KycDocumentRejected':
        return set(event.data.documentId, { status: 'rejected' });
      case 'KycDocumentExpired':
        return set(event.data.documentId, { status: 'expired' });
      case 'KycIdentityVerified':
        return { ...state, staffVerified: true };
      case 'KycExpiryNoticeSent':
        return {
          ...state,
          noticesSent: [...(state.noticesSent ?? []), `${event.data.documentId}:${event.data.daysAhead}`],
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitDocument': {
        const { type: _t, actorId, today, ...data } = command;
        if (actorId !== data.userId)
          throw forbidden(
            'Only the person may submit their documents.',
            'لا يرفع الوثائق إلا صاحبها.',
            'not_kyc_owner',
          );
        if (state.documents[data.documentId]) return [];
        ensure(checkSubmission(data, today));
        return [{ type: 'KycDocumentSubmitted', data: { ...data, number: data.number.trim() } }];
      }
      case 'ApproveDocument': {
        const { userId, documentId, reviewerId, today } = command;
        notOwnReview(userId, reviewerId);
        const doc = documentOf(state, documentId);
        awaitingDecision(doc);
        if (isExpired(doc.expiresOn, today))
          throw illegalState('kyc_document_expired', 'This document has expired.', 'انتهت صلاحية هذه الوثيقة.');
        const docs = Object.values(state.documents);
        const tierBefore = tierOf(docs, today, state.staffVerified);
        const tierAfter = tierOf([...docs, { ...doc, status: 'approved' }], today, state.staffVerified);
        const fourEyes = tierAfter === 2 && tierBefore < 2;
        if (doc.status === 'first_approval' && doc.firstReviewerId === reviewerId)
          throw forbidden(
            'A second, different reviewer must approve this: it gives the highest tier.',
            'يلزم اعتماد مراجع ثانٍ مختلف: هذه الموافقة تمنح أعلى مستوى.',
            'four_eyes_required',
          );
        if (fourEyes && doc.status === 'submitted')
          return [{ type: 'KycFirstApprovalGiven', data: { userId, documentId, reviewerId } }];
        const reviewerIds = doc.firstReviewerId ? [doc.firstReviewerId, reviewerId] : [reviewerId];
        return [{ type: 'KycDocumentApproved', data: { userId, documentId, reviewerIds, tierBefore, tierAfter } }];
      }
      case 'RejectDocument': {
        const { userId, documentId, reviewerId } = command;
        notOwnReview(userId, reviewerId);
        awaitingDecision(documentOf(state, documentId));
        ensure(
          [checkReason('reason', command.reason, true), checkReason('reasonAr', command.reasonAr, false)].filter(
            (p): p is FieldProblem => p !== null,
          ),
        );
        return [
          {
            type: 'KycDocumentRejected',
            data: {
              userId,
              documentId,
              reviewerId,
              reason: command.reason.trim(),
              reasonAr: command.reasonAr?.trim() || null,
            },
          },
        ];
      }
      case 'RequestMore': {
        const { userId, documentId, reviewerId, requested } = command;
        notOwnReview(userId, reviewerId);
        if (documentId !== null) documentOf(state, documentId);
        const problems: FieldProblem[] = [];
        if (requested.length === 0 || requested.some((r) => !DOCUMENT_TYPES.includes(r)))
          problems.push(problem('requested', 'isIn', 'Name the documents you need.', 'حدد الوثائق المطلوبة.'));
        const note = checkReason('note', command.note, false);
        if (note) problems.push(note);
        ensure(problems);
        return [
          {
            type: 'KycMoreRequested',
            data: {
              userId,
              documentId,
              reviewerId,
              requested: [...new Set(requested)],
              note: command.note?.trim() || null,
            },
          },
        ];
      }
      case 'RecordView': {
        documentOf(state, command.documentId);
        const { type: _t, ...data } = command;
        return [{ type: 'KycDocumentViewed', data }];
      }
      case 'ExpireDocuments': {
        const { userId, today } = command;
        const events: KycEvent[] = [];
        let current = state;
        for (const [documentId, doc] of Object.entries(state.documents)) {
          if (doc.status !== 'approved' || !isExpired(doc.expiresOn, today)) continue;
          // Tiers here count expired documents as still approved until each expiry is recorded, one by one.
          const tierBefore = tierOf(Object.values(current.documents), '0000-00-00', state.staffVerified);
          const event: KycEvent = {
            type: 'KycDocumentExpired',
            data: { userId, documentId, tierBefore, tierAfter: tierBefore },
          };
          current = kycDecider.evolve(current, event);
          event.data.tierAfter = tierOf(Object.values(current.documents), '0000-00-00', state.staffVerified);
          events.push(event);
        }
        return events;
      }
      case 'VerifyIdentity': {
        const { userId, reviewerId, today } = command;
        notOwnReview(userId, reviewerId);
        const tierBefore = tierOf(Object.values(state.documents), today, state.staffVerified);
        // Already vouched for, or identity already approved from a document: nothing to add.
        if (state.staffVerified || tierBefore >= 1) return [];
        const note = checkReason('note', command.note, false);
        if (note) ensure([note]);
        return [
          {
            type: 'KycIdentityVerified',
            data: { userId, reviewerId, note: command.note?.trim() || null, tierBefore, tierAfter: 1 },
          },
        ];
      }
      case 'RecordExpiryNotice': {
        const { userId, documentId, daysAhead, today } = command;
        const doc = documentOf(state, documentId);
        if (!expiryNoticesDue(state, today, daysAhead).includes(documentId)) return [];
        return [{ type: 'KycExpiryNoticeSent', data: { userId, documentId, expiresOn: doc.expiresOn!, daysAhead } }];
      }
    }
  },
};
