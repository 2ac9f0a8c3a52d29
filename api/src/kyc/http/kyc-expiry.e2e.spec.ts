/**
 * The reviewers' view of expiry dates (GET /api/admin/kyc): each document's badge (expired, or expiring within 30
 * days), the case's next expiry, the "expiring soon" filter (settled cases included) and the sort by expiry; bad
 * filter values are a 400 naming the field in both languages, and collectors are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { KycReviews } from '../application/kyc-reviews.js';
import { DEMO_KYC_PDF } from '../demo/kyc.demo.js';
import { daysAfter } from '../domain/kyc-expiry.js';
import { todayOf } from '../application/kyc-queries.js';

let stack: TestStack;
let moderator: TestBrowser;
const dataDir = `/tmp/ga-test-kyc-expiry-${process.pid}-${Date.now()}`;
const soon = demoUserId('newcomer@example.sa');
const later = demoUserId('organiser@example.sa');
const queue = (filter: object, sort = '') =>
  stack.call(moderator, 'GET', `/api/admin/kyc?filter=${encodeURIComponent(JSON.stringify(filter))}${sort}`);

/** An approved national ID expiring on `expiresOn` (submitted as the person, approved by the moderator). */
async function approvedId(userId: string, documentId: string, expiresOn: string) {
  const form = { documentType: 'national_id' as const, number: '1012345678', expiresOn };
  await stack.http.app.get(KycReviews).submitDocument({ userId, bytes: DEMO_KYC_PDF, form, documentId });
  const approved = await stack.call(moderator, 'POST', `/api/admin/kyc/${userId}/approve`, { documentId });
  expect(approved.status).toBe(200);
}

beforeAll(async () => {
  stack = await startTestStack({ env: { DATA_DIR: dataDir } });
  moderator = await stack.signIn('moderator@example.sa');
  // Dates from today's: the queue reads the real clock, as the reviewers do.
  const today = todayOf();
  await approvedId(soon, 'expiry-soon', daysAfter(today, 10));
  await approvedId(later, 'expiry-later', daysAfter(today, 400));
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('KYC expiry in the reviewers’ queue', () => {
  it('badges each document and the case, and filters the cases expiring within 30 days, settled ones included', async () => {
    const expiring = await queue({ expiringSoon: true });
    expect(expiring.status).toBe(200);
    expect(expiring.body.map((c: { userId: string }) => c.userId)).toEqual([soon]);
    expect(expiring.body[0]).toMatchObject({
      status: 'settled',
      nextExpiry: daysAfter(todayOf(), 10),
      expiry: 'soon',
      documents: [{ id: 'expiry-soon', expiry: 'soon' }],
    });
    const shown = await stack.call(moderator, 'GET', `/api/admin/kyc/${later}`);
    expect(shown.body.documents.find((d: { id: string }) => d.id === 'expiry-later').expiry).toBeNull();
  });

  it('sorts by the next expiry, the cases without one last', async () => {
    const sorted = await queue({ status: 'settled' }, '&sort=["nextExpiry","ASC"]');
    expect(sorted.status).toBe(200);
    const ids = sorted.body.map((c: { userId: string }) => c.userId);
    expect(ids.slice(0, 2)).toEqual([soon, later]);
    expect(sorted.body.slice(2).every((c: { nextExpiry: string | null }) => c.nextExpiry === null)).toBe(true);
    const reversed = await queue({ status: 'settled' }, '&sort=["nextExpiry","DESC"]');
    expect(reversed.body.map((c: { userId: string }) => c.userId).slice(0, 2)).toEqual([later, soon]);
  });

  it('refuses a bad filter value (400 naming it in both languages) and collectors (403)', async () => {
    const bad = await queue({ expiringSoon: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({
      field: 'filter.expiringSoon',
      messageAr: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const collector = await stack.signIn('collector@example.sa');
    expect((await stack.call(collector, 'GET', '/api/admin/kyc?filter={"expiringSoon":true}')).status).toBe(403);
  });
});
