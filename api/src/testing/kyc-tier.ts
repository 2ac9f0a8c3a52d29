/**
 * Gives a test person a KYC tier the way a person gets one: they upload their documents (national ID; for tier 2
 * also a proof of address) through `POST /api/kyc/documents`, and reviewers approve them through
 * `POST /api/admin/kyc/{userId}/decisions` (tier 2 takes two different reviewers). Nothing writes a read model.
 */
import type { TestBrowser } from '../platform/auth/testing/test-browser.js';
import type { TestStack } from './test-stack.js';

/** What the helper needs of a running API: a test stack has it; a test of API processes builds one. */
export interface KycTestApi extends Pick<TestStack, 'baseUrl' | 'signIn'> {
  call(browser: TestBrowser, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** The origin the API expects on writes (its public URL), when it is not `baseUrl`. */
  origin?: string;
}
import { demoUserId } from './demo-accounts.js';
import { KycReviews } from '../kyc/index.js';

/** A one-page PDF: enough for the byte check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const DOCUMENTS: Record<string, string>[] = [
  { documentType: 'national_id', number: '1098765432', expiresOn: '2035-12-31' },
  { documentType: 'proof_of_address', number: 'RTST1212' },
];

async function submit(stack: KycTestApi, person: TestBrowser, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'document.pdf');
  const res = await person.request(`${stack.baseUrl}/api/kyc/documents`, {
    method: 'POST',
    headers: { origin: stack.origin ?? stack.baseUrl },
    body: form,
  });
  const body = (await res.json()) as { documents?: Array<{ id: string; documentType: string; status: string }> };
  if (res.status !== 201) throw new Error(`KYC upload failed: ${res.status} ${JSON.stringify(body)}`);
  const waiting = body.documents!.filter((d) => d.documentType === fields.documentType && d.status === 'submitted');
  return waiting.at(-1)!.id;
}

/**
 * Brings the demo account `email` to `tier` (1 or 2) through the KYC commands; a person already there is left
 * as they are. Reviewers are the demo moderator and admin.
 */
export async function giveKycTier(stack: KycTestApi, email: string, tier: 1 | 2): Promise<void> {
  const person = await stack.signIn(email);
  const current = (await stack.call(person, 'GET', '/api/kyc')).body as {
    tier: number;
    documents: Array<{ documentType: string; status: string }>;
  };
  if (current.tier >= tier) return;
  // A staff-verified person is at tier 1 without an identity document; tier 2 needs one.
  const hasId = current.documents.some((d) => d.documentType === 'national_id' && d.status === 'approved');
  const reviewers = [await stack.signIn('moderator@example.sa'), await stack.signIn('admin@example.sa')];
  const userId = demoUserId(email);
  for (const fields of DOCUMENTS.slice(hasId ? 1 : 0, tier)) {
    const documentId = await submit(stack, person, fields);
    for (const reviewer of reviewers) {
      const res = await stack.call(reviewer, 'POST', `/api/admin/kyc/${userId}/decisions`, {
        decision: 'approve',
        documentId,
      });
      if (res.status !== 200) throw new Error(`KYC approval failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (res.body.documents.find((d: { id: string }) => d.id === documentId).status === 'approved') break;
    }
  }
}

/**
 * Many people at tier 1 at once (a load test's synthetic accounts): a reviewer's "verify" decision for each, the
 * same KYC command the back-office's verify runs.
 */
export async function verifyByReviewer(stack: Pick<TestStack, 'http'>, userIds: string[]): Promise<void> {
  const reviews = stack.http.app.get(KycReviews);
  const reviewerId = demoUserId('moderator@example.sa');
  await Promise.all(userIds.map((id) => reviews.verifyIdentity(id, reviewerId, 'test account')));
}
