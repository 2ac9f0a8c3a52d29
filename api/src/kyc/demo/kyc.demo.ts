/**
 * Demo data of the KYC context (marketplace scope; see demo/seed-demo.ts): people at every tier and a queue of
 * waiting cases. The collector is at tier 2 (identity and address, the address approved by two reviewers), the
 * gallery at tier 2 (a commercial registration, four eyes), the artist at tier 1 with an address waiting, the
 * organiser's identity waits (the account seeder's verify gave tier 1), and the newcomer has nothing yet (tier 0). Fixed document ids and a check of
 * each document's status make a second run append nothing.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import type { DocumentType } from '../domain/kyc.events.js';
import { KycQueries } from '../application/kyc-queries.js';
import { KycReviews } from '../application/kyc-reviews.js';

/** A one-page PDF: enough for the byte check and the document viewer. */
export const DEMO_KYC_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface DemoDocument {
  email: string;
  name: string;
  documentType: DocumentType;
  number: string;
  expiresOn: string | null;
  /** Reviewers who approve it, in order (none: it waits in the queue). */
  approvedBy: string[];
}

const DOCUMENTS: DemoDocument[] = [
  {
    email: 'collector@example.sa',
    name: 'id',
    documentType: 'national_id',
    number: '1023456789',
    expiresOn: '2031-03-31',
    approvedBy: ['moderator'],
  },
  {
    email: 'collector@example.sa',
    name: 'address',
    documentType: 'proof_of_address',
    number: 'RAAB3434',
    expiresOn: null,
    approvedBy: ['moderator', 'admin'],
  },
  {
    email: 'gallery@example.sa',
    name: 'cr',
    documentType: 'commercial_registration',
    number: '1010456789',
    expiresOn: '2030-06-30',
    approvedBy: ['moderator', 'admin'],
  },
  {
    email: 'artist@example.sa',
    name: 'id',
    documentType: 'national_id',
    number: '1034567890',
    expiresOn: '2029-09-30',
    approvedBy: ['moderator'],
  },
  {
    email: 'artist@example.sa',
    name: 'address',
    documentType: 'proof_of_address',
    number: 'RJDA2121',
    expiresOn: null,
    approvedBy: [],
  },
  {
    email: 'organiser@example.sa',
    name: 'id',
    documentType: 'national_id',
    number: '2045678901',
    expiresOn: '2028-01-31',
    approvedBy: [],
  },
];

const account = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));

export async function seedKycDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const reviews = app.get(KycReviews);
  const queries = app.get(KycQueries);
  for (const doc of DOCUMENTS) {
    const userId = account(doc.email);
    const documentId = `demo-${doc.email.split('@')[0]}-${doc.name}`;
    let known = (await queries.caseOf(userId)).documents.find((d) => d.id === documentId);
    if (!known) {
      const { documentType, number, expiresOn } = doc;
      const after = await reviews.submitDocument({
        userId,
        bytes: DEMO_KYC_PDF,
        form: { documentType, number, expiresOn },
        documentId,
      });
      known = after.documents.find((d) => d.id === documentId);
    }
    const done = known?.status === 'approved' ? doc.approvedBy.length : known?.status === 'first_approval' ? 1 : 0;
    for (const reviewer of doc.approvedBy.slice(done)) {
      await reviews.decide(userId, account(`${reviewer}@example.sa`), { decision: 'approve', documentId });
    }
  }
  runtime.log('info', 'KYC demo ready', { documents: DOCUMENTS.length });
}
