/** KYC: submissions and their field rules, reviewers' decisions, four eyes for the highest tier, expiry. */
import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { fold } from '../../platform/commands/decider.js';
import { expiryNoticesDue, kycDecider, type KycCommand } from './kyc.decider.js';
import type { KycDocumentSubmittedData, KycEvent } from './kyc.events.js';
import { tierOf } from './kyc-tiers.js';

const userId = 'person';
const today = '2026-11-26';
const file = { fileKey: 'kyc/f.enc', contentType: 'application/pdf', size: 1200 };
const id: KycDocumentSubmittedData = {
  userId,
  documentId: 'd-id',
  documentType: 'national_id',
  number: '1012345678',
  expiresOn: '2029-01-31',
  ...file,
};
const address: KycDocumentSubmittedData = {
  ...id,
  documentId: 'd-addr',
  documentType: 'proof_of_address',
  number: 'RRRD2929',
  expiresOn: null,
};
const cr: KycDocumentSubmittedData = {
  ...id,
  documentId: 'd-cr',
  documentType: 'commercial_registration',
  number: '1010123456',
};
const submit = (data: KycDocumentSubmittedData, actorId = userId): KycCommand => ({
  type: 'SubmitDocument',
  actorId,
  today,
  ...data,
});
const submitted = (data: KycDocumentSubmittedData): KycEvent => ({ type: 'KycDocumentSubmitted', data });
const approve = (documentId: string, reviewerId: string, on = today): KycCommand => ({
  type: 'ApproveDocument',
  userId,
  documentId,
  reviewerId,
  today: on,
});
const idApproved: KycEvent = {
  type: 'KycDocumentApproved',
  data: { userId, documentId: 'd-id', reviewerIds: ['mod'], tierBefore: 0, tierAfter: 1 },
};
const tierAfter = (events: KycEvent[], on = today) => tierOf(Object.values(fold(kycDecider, events).documents), on);

const spec = specFor(kycDecider);

describe('SubmitDocument', () => {
  it('records a document with its number and expiry, once', () => {
    spec([])
      .when(submit(id))
      .then([submitted(id)]);
    spec([])
      .when(submit({ ...id, number: ' 2012345678 ' }))
      .then([submitted({ ...id, number: '2012345678' })]);
    spec([submitted(id)])
      .when(submit(id))
      .then([]);
    spec([])
      .when(submit(address))
      .then([submitted(address)]);
  });
  it('only the person submits their documents', () => {
    spec([]).when(submit(id, 'someone-else')).thenError('not_kyc_owner');
  });
  it('refuses each bad field by name, in both languages', () => {
    spec([])
      .when(submit({ ...id, documentType: 'passport' as never }))
      .thenError('validation_failed', 'documentType');
    spec([])
      .when(submit({ ...id, number: '' }))
      .thenError('validation_failed', 'number');
    spec([])
      .when(submit({ ...id, number: '3012345678' }))
      .thenError('validation_failed', 'number');
    spec([])
      .when(submit({ ...cr, number: '12345' }))
      .thenError('validation_failed', 'number');
    spec([])
      .when(submit({ ...id, documentId: 'v', documentType: 'vat_certificate', number: '300000000000000' }))
      .thenError('validation_failed', 'number');
    spec([])
      .when(submit({ ...id, expiresOn: null }))
      .thenError('validation_failed', 'expiresOn');
    spec([])
      .when(submit({ ...id, expiresOn: '31/01/2029' }))
      .thenError('validation_failed', 'expiresOn');
    spec([])
      .when(submit({ ...id, expiresOn: '2026-11-25' }))
      .thenError('validation_failed', 'expiresOn');
    spec([])
      .when(submit({ ...address, number: 'x'.repeat(41) }))
      .thenError('validation_failed', 'number');
  });
});

describe('ApproveDocument', () => {
  it('one reviewer approves an identity document: tier 0 → 1', () => {
    spec([submitted(id)])
      .when(approve('d-id', 'mod'))
      .then([idApproved]);
    expect(tierAfter([submitted(id), idApproved])).toBe(1);
  });
  it('the highest tier takes two different reviewers (four eyes)', () => {
    const first: KycEvent = {
      type: 'KycFirstApprovalGiven',
      data: { userId, documentId: 'd-addr', reviewerId: 'mod' },
    };
    const given = [submitted(id), idApproved, submitted(address)];
    spec(given).when(approve('d-addr', 'mod')).then([first]);
    expect(tierAfter([...given, first])).toBe(1);
    spec([...given, first])
      .when(approve('d-addr', 'mod'))
      .thenError('four_eyes_required');
    const second: KycEvent = {
      type: 'KycDocumentApproved',
      data: { userId, documentId: 'd-addr', reviewerIds: ['mod', 'admin'], tierBefore: 1, tierAfter: 2 },
    };
    spec([...given, first])
      .when(approve('d-addr', 'admin'))
      .then([second]);
    expect(tierAfter([...given, first, second])).toBe(2);
  });
  it('a commercial registration gives tier 2, with four eyes too', () => {
    spec([submitted(cr)])
      .when(approve('d-cr', 'mod'))
      .then([{ type: 'KycFirstApprovalGiven', data: { userId, documentId: 'd-cr', reviewerId: 'mod' } }]);
  });
  it('an address alone does not raise the tier, so one reviewer suffices', () => {
    spec([submitted(address)])
      .when(approve('d-addr', 'mod'))
      .then([
        {
          type: 'KycDocumentApproved',
          data: { userId, documentId: 'd-addr', reviewerIds: ['mod'], tierBefore: 0, tierAfter: 0 },
        },
      ]);
  });
  it('refuses own documents, unknown, decided and expired documents', () => {
    spec([submitted(id)])
      .when(approve('d-id', userId))
      .thenError('own_kyc_review');
    spec([]).when(approve('d-id', 'mod')).thenError('not_found');
    spec([submitted(id), idApproved])
      .when(approve('d-id', 'admin'))
      .thenError('kyc_document_decided');
    spec([submitted(id)])
      .when(approve('d-id', 'mod', '2029-02-01'))
      .thenError('kyc_document_expired');
  });
});

describe('RejectDocument and RequestMore', () => {
  const reject = (reason: string, reasonAr: string | null = null): KycCommand => ({
    type: 'RejectDocument',
    userId,
    documentId: 'd-id',
    reviewerId: 'mod',
    reason,
    reasonAr,
  });
  it('rejects with a reason in one or both languages', () => {
    spec([submitted(id)])
      .when(reject(' The photo is blurred. ', 'الصورة غير واضحة.'))
      .then([
        {
          type: 'KycDocumentRejected',
          data: {
            userId,
            documentId: 'd-id',
            reviewerId: 'mod',
            reason: 'The photo is blurred.',
            reasonAr: 'الصورة غير واضحة.',
          },
        },
      ]);
    spec([submitted(id)])
      .when(reject(''))
      .thenError('validation_failed', 'reason');
    spec([submitted(id)])
      .when(reject('ok', 'x'.repeat(501)))
      .thenError('validation_failed', 'reasonAr');
  });
  it('asks for more, naming the documents', () => {
    const more: KycCommand = {
      type: 'RequestMore',
      userId,
      documentId: 'd-id',
      reviewerId: 'mod',
      requested: ['proof_of_address', 'proof_of_address'],
      note: 'A utility bill will do.',
    };
    spec([submitted(id)])
      .when(more)
      .then([
        {
          type: 'KycMoreRequested',
          data: {
            userId,
            documentId: 'd-id',
            reviewerId: 'mod',
            requested: ['proof_of_address'],
            note: 'A utility bill will do.',
          },
        },
      ]);
    spec([submitted(id)])
      .when({ ...more, requested: [] })
      .thenError('validation_failed', 'requested');
    spec([submitted(id)])
      .when({ ...more, requested: ['selfie' as never] })
      .thenError('validation_failed', 'requested');
    spec([submitted(id)])
      .when({ ...more, reviewerId: userId })
      .thenError('own_kyc_review');
  });
});

describe('RecordView and ExpireDocuments', () => {
  it('records a view of a known document', () => {
    spec([submitted(id)])
      .when({ type: 'RecordView', userId, documentId: 'd-id', viewerId: 'mod' })
      .then([{ type: 'KycDocumentViewed', data: { userId, documentId: 'd-id', viewerId: 'mod' } }]);
    spec([]).when({ type: 'RecordView', userId, documentId: 'd-id', viewerId: 'mod' }).thenError('not_found');
  });
  it('an expired identity drops the tier, recorded once', () => {
    const given = [submitted(id), idApproved];
    expect(tierAfter(given, '2029-02-01')).toBe(0);
    spec(given).when({ type: 'ExpireDocuments', userId, today: '2029-01-31' }).then([]);
    const expired: KycEvent = {
      type: 'KycDocumentExpired',
      data: { userId, documentId: 'd-id', tierBefore: 1, tierAfter: 0 },
    };
    spec(given).when({ type: 'ExpireDocuments', userId, today: '2029-02-01' }).then([expired]);
    spec([...given, expired])
      .when({ type: 'ExpireDocuments', userId, today: '2029-02-01' })
      .then([]);
  });
});

describe('VerifyIdentity (the back-office verify)', () => {
  const verified: KycEvent = {
    type: 'KycIdentityVerified',
    data: { userId, reviewerId: 'mod', note: 'seen in person', tierBefore: 0, tierAfter: 1 },
  };
  const verify = (reviewerId = 'mod'): KycCommand => ({
    type: 'VerifyIdentity',
    userId,
    reviewerId,
    note: ' seen in person ',
    today,
  });
  it('gives tier 1 without a document, once, and never by the person themselves', () => {
    spec([]).when(verify()).then([verified]);
    spec([verified]).when(verify()).then([]);
    spec([submitted(id), idApproved])
      .when(verify())
      .then([]);
    spec([]).when(verify(userId)).thenError('own_kyc_review');
    const state = fold(kycDecider, [verified]);
    expect(tierOf(Object.values(state.documents), today, state.staffVerified)).toBe(1);
  });
  it('never gives tier 2: an approved address after it still takes two reviewers', () => {
    spec([verified, submitted(address)])
      .when(approve('d-addr', 'mod'))
      .then([
        {
          type: 'KycDocumentApproved',
          data: { userId, documentId: 'd-addr', reviewerIds: ['mod'], tierBefore: 1, tierAfter: 1 },
        },
      ]);
  });
});

describe('RecordExpiryNotice', () => {
  const notice = (on: string): KycCommand => ({
    type: 'RecordExpiryNotice',
    userId,
    documentId: 'd-id',
    daysAhead: 30,
    today: on,
  });
  const sent: KycEvent = {
    type: 'KycExpiryNoticeSent',
    data: { userId, documentId: 'd-id', expiresOn: '2029-01-31', daysAhead: 30 },
  };
  it('notices an approved document within the notice period, once; not before, not after expiry', () => {
    const given = [submitted(id), idApproved];
    spec(given).when(notice('2028-12-31')).then([]);
    spec(given).when(notice('2029-01-01')).then([sent]);
    spec([...given, sent])
      .when(notice('2029-01-15'))
      .then([]);
    spec(given).when(notice('2029-02-01')).then([]);
    spec([submitted(id)])
      .when(notice('2029-01-15'))
      .then([]);
    expect(expiryNoticesDue(fold(kycDecider, given), '2029-01-01', 30)).toEqual(['d-id']);
  });
});
