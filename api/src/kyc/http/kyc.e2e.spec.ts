/**
 * KYC over HTTP (PostgreSQL server): uploads checked by their bytes and size, stored encrypted with the person's
 * key and never served by /media; who may open a document (a reviewer's view is an event on the person's stream);
 * the queue and its filters; decisions with four eyes for the highest tier; roles refused server-side; the
 * chain of `kyc-<userId>` verifies in the audit API; erasure makes the files unreadable.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { KycReviews } from '../application/kyc-reviews.js';
import { eventually } from '../../testing/eventually.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { streamTypesIn } from '../../testing/appended-events.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const dataDir = `/tmp/ga-test-kyc-${process.pid}-${Date.now()}`;
const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === email)!.subject);
const arabic = /[\u0600-\u06FF]/;
const newcomer = idOf('newcomer@example.sa');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function upload(
  browser: TestBrowser,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string } | null,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await browser.request(`${stack.baseUrl}/api/kyc/documents`, {
    method: 'POST',
    headers: { origin: stack.baseUrl },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const idForm = { documentType: 'national_id', number: '1012345678', expiresOn: '2030-05-31' };
const asPdf = { bytes: pdf, name: 'id.pdf', type: 'application/pdf' };

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir, KYC_BID_CEILING: '20000' } });
  for (const name of ['newcomer', 'collector', 'moderator', 'admin', 'auditor'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let idDocument: string;

describe('uploading a document', () => {
  it('refuses a text file named .pdf, a missing file, an oversize file and bad fields, by name in both languages', async () => {
    const refusals = [
      [
        await upload(b.newcomer!, idForm, { bytes: Buffer.from('just text'), name: 'id.pdf', type: 'application/pdf' }),
        'file',
      ],
      [await upload(b.newcomer!, idForm, null), 'file'],
      [
        await upload(b.newcomer!, idForm, {
          bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
          name: 'big.pdf',
          type: 'application/pdf',
        }),
        'file',
      ],
      [await upload(b.newcomer!, { ...idForm, number: '99' }, asPdf), 'number'],
      [await upload(b.newcomer!, { ...idForm, documentType: 'passport' }, asPdf), 'documentType'],
      [await upload(b.newcomer!, { documentType: 'national_id', number: '1012345678' }, asPdf), 'expiresOn'],
      [await upload(b.newcomer!, { ...idForm, expiresOn: '2020-01-01' }, asPdf), 'expiresOn'],
    ] as const;
    for (const [res, field] of refusals) {
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await streamTypesIn(stack, `kyc-${newcomer}`)).toEqual([]);
  });

  it('records the document on the chained kyc stream, its number encrypted, its file encrypted at rest', async () => {
    const res = await upload(b.newcomer!, idForm, asPdf);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: newcomer, tier: 0, status: 'waiting' });
    expect(res.body.documents).toEqual([
      expect.objectContaining({
        documentType: 'national_id',
        number: '1012345678',
        status: 'submitted',
        contentType: 'application/pdf',
      }),
    ]);
    expect(res.body.documents[0].fileKey).toBeUndefined();
    idDocument = res.body.documents[0].id;
    const [stored] = await stack.runtime.storage.events.readStream(`kyc-${newcomer}`);
    expect(stored!.type).toBe('KycDocumentSubmitted');
    expect(JSON.stringify(stored!.data)).not.toContain('1012345678');
    expect((stored!.metadata as { chain?: unknown }).chain).toBeDefined();
    const files = stack.http.app.get<FileStorage>(FILE_STORAGE);
    const atRest = await files.get(`kyc/${idDocument}.enc`);
    expect(atRest).not.toBeNull();
    expect(atRest!.data.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await fetch(`${stack.baseUrl}/media/kyc/${idDocument}.enc`)).status).toBe(404);
  });
});

describe('opening a document', () => {
  it('the owner gets it back, unrecorded; another person is refused', async () => {
    const own = await b.newcomer!.request(`${stack.baseUrl}/api/kyc/documents/${idDocument}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(pdf)).toBe(true);
    const other = await stack.call(b.collector!, 'GET', `/api/kyc/documents/${idDocument}`);
    expect(other.status).toBe(403);
    expect(other.body.messageAr).toMatch(arabic);
    expect(await streamTypesIn(stack, `kyc-${newcomer}`)).toEqual(['KycDocumentSubmitted']);
  });
  it("a reviewer's view is recorded on the person's stream", async () => {
    const seen = await b.moderator!.request(`${stack.baseUrl}/api/kyc/documents/${idDocument}`);
    expect(seen.status).toBe(200);
    expect(await streamTypesIn(stack, `kyc-${newcomer}`)).toEqual(['KycDocumentSubmitted', 'KycDocumentViewed']);
  });
});

describe('the queue and decisions', () => {
  it('lists waiting cases oldest first for reviewers, with filters; a collector is refused', async () => {
    const queue = await stack.call(b.moderator!, 'GET', '/api/admin/kyc');
    expect(queue.status).toBe(200);
    expect(queue.body.map((c: { userId: string }) => c.userId)).toContain(newcomer);
    const entry = queue.body.find((c: { userId: string }) => c.userId === newcomer);
    expect(entry).toMatchObject({ status: 'waiting', tier: 0, tierAsked: 1, waitingHours: 0 });
    expect(queue.headers.get('content-range')).toMatch(/^kyc 0-\d+\/1$/);
    const filtered = (filter: object) =>
      stack.call(b.moderator!, 'GET', `/api/admin/kyc?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await filtered({ tierAsked: 2 })).body).toEqual([]);
    expect((await filtered({ minWaitingDays: 3 })).body).toEqual([]);
    expect((await filtered({ minWaitingDays: 0, tierAsked: 1 })).body).toHaveLength(1);
    // Settled: only the demo accounts the seeder verified (a reviewer's decision, tier 1, no document).
    const settled = (await filtered({ status: 'settled' })).body as Array<{ tier: number; documents: unknown[] }>;
    expect(settled.every((c) => c.tier === 1 && c.documents.length === 0)).toBe(true);
    expect((await stack.call(b.auditor!, 'GET', '/api/admin/kyc')).status).toBe(200);
    expect((await stack.call(b.collector!, 'GET', '/api/admin/kyc')).status).toBe(403);
    for (const [filter, field] of [
      [{ minWaitingDays: -1 }, 'filter.minWaitingDays'],
      [{ documents: 'x' }, 'filter.documents'],
    ] as const) {
      const bad = await filtered(filter);
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].field).toBe(field);
      expect(bad.body.messageAr).toMatch(arabic);
    }
  });

  it('a person cannot decide, an auditor cannot decide, a reject needs a reason', async () => {
    const path = `/api/admin/kyc/${newcomer}/decisions`;
    expect((await stack.call(b.collector!, 'POST', path, { decision: 'approve', documentId: idDocument })).status).toBe(
      403,
    );
    expect((await stack.call(b.auditor!, 'POST', path, { decision: 'approve', documentId: idDocument })).status).toBe(
      403,
    );
    const noReason = await stack.call(b.moderator!, 'POST', path, { decision: 'reject', documentId: idDocument });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].field).toBe('reason');
    const noWhat = await stack.call(b.moderator!, 'POST', path, { decision: 'request_more' });
    expect(noWhat.body.details[0].field).toBe('requested');
    const noDecision = await stack.call(b.moderator!, 'POST', path, { documentId: idDocument });
    expect(noDecision.body.details[0].field).toBe('decision');
    const unknown = await stack.call(b.moderator!, 'POST', `/api/admin/kyc/${newcomer}/promote`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.messageAr).toMatch(arabic);
  });

  it('a tier-0 person may not bid: the refusal names tier 1 in both languages', async () => {
    const res = await stack.call(b.newcomer!, 'GET', '/api/kyc/permissions?action=bid&amount=500');
    expect(res.body).toMatchObject({ allowed: false, tier: 0, tierNeeded: 1, code: 'kyc_tier_required' });
    expect(res.body.message).toContain('tier 1');
    expect(res.body.messageAr).toContain('المستوى 1');
    const bad = await stack.call(b.newcomer!, 'GET', '/api/kyc/permissions?action=fly');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('action');
  });

  it('a moderator approves the identity: tier 1', async () => {
    const res = await stack.call(b.moderator!, 'POST', `/api/admin/kyc/${newcomer}/decisions`, {
      decision: 'approve',
      documentId: idDocument,
    });
    expect(res.status).toBe(200);
    expect(res.body.tier).toBe(1);
    expect((await stack.call(b.newcomer!, 'GET', '/api/kyc')).body).toMatchObject({
      tier: 1,
      status: 'settled',
      bidCeiling: 20000,
    });
    expect((await streamTypesIn(stack, `kyc-${newcomer}`)).at(-1)).toBe('KycDocumentApproved');
    const may = (amount: number) => stack.call(b.newcomer!, 'GET', `/api/kyc/permissions?action=bid&amount=${amount}`);
    expect((await may(20_000)).body).toEqual({ allowed: true, tier: 1 });
    expect((await may(20_001)).body).toMatchObject({ allowed: false, tierNeeded: 2 });
  });

  it('asks for more naming what, then the highest tier takes a second, different reviewer', async () => {
    const path = `/api/admin/kyc/${newcomer}/decisions`;
    const more = await stack.call(b.moderator!, 'POST', path, {
      decision: 'request_more',
      requested: ['proof_of_address'],
      note: 'A recent utility bill.',
    });
    expect(more.body).toMatchObject({ status: 'more_requested', requests: [{ requested: ['proof_of_address'] }] });
    const address = await upload(
      b.newcomer!,
      { documentType: 'proof_of_address', number: 'RRRD2929' },
      {
        bytes: png,
        name: 'bill.png',
        type: 'image/png',
      },
    );
    expect(address.status).toBe(201);
    const addressId = address.body.documents.find(
      (d: { documentType: string }) => d.documentType === 'proof_of_address',
    ).id;
    const first = await stack.call(b.moderator!, 'POST', path, { decision: 'approve', documentId: addressId });
    expect(first.body.tier).toBe(1);
    const again = await stack.call(b.moderator!, 'POST', path, { decision: 'approve', documentId: addressId });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('four_eyes_required');
    expect(again.body.messageAr).toMatch(arabic);
    const second = await stack.call(b.admin!, 'POST', path, { decision: 'approve', documentId: addressId });
    expect(second.status).toBe(200);
    expect(second.body.tier).toBe(2);
    expect(await streamTypesIn(stack, `kyc-${newcomer}`)).toEqual([
      'KycDocumentSubmitted',
      'KycDocumentViewed',
      'KycDocumentApproved',
      'KycMoreRequested',
      'KycDocumentSubmitted',
      'KycFirstApprovalGiven',
      'KycDocumentApproved',
    ]);
  });

  it('a rejection with its reason reaches the person', async () => {
    const vat = await upload(b.newcomer!, { documentType: 'vat_certificate', number: '310123456700003' }, asPdf);
    const vatId = vat.body.documents.find((d: { documentType: string }) => d.documentType === 'vat_certificate').id;
    const res = await stack.call(b.moderator!, 'POST', `/api/admin/kyc/${newcomer}/reject`, {
      documentId: vatId,
      reason: 'The certificate is for another company.',
      reasonAr: 'الشهادة باسم منشأة أخرى.',
    });
    expect(res.status).toBe(200);
    const mine = await stack.call(b.newcomer!, 'GET', '/api/kyc');
    expect(mine.body.documents.find((d: { id: string }) => d.id === vatId)).toMatchObject({
      status: 'rejected',
      reason: 'The certificate is for another company.',
      reasonAr: 'الشهادة باسم منشأة أخرى.',
    });
    expect(mine.body.tier).toBe(2);
  });

  it('the decisions reach the person by e-mail, the rejection with its reason in both languages', async () => {
    const mails = await eventually(async () => {
      const list = await stack.call(
        b.admin!,
        'GET',
        `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: 'newcomer@example.sa' }))}`,
      );
      const found = (list.body as Array<{ to: string; subject: string; text: string }>).filter((m) =>
        /approved|rejected|another document/.test(m.subject),
      );
      return found.length >= 4 ? found : null;
    }, 15_000);
    const rejected = mails.find((m) => m.subject.includes('rejected'))!;
    expect(rejected.text).toContain('The certificate is for another company.');
    expect(rejected.text).toContain('الشهادة باسم منشأة أخرى.');
    expect(mails.filter((m) => m.subject === 'Your document was approved | قُبلت وثيقتك')).toHaveLength(2);
    expect(mails.find((m) => m.subject.startsWith('We need another document'))!.text).toContain('proof of address');
    expect(mails.some((m) => m.text.includes('1012345678'))).toBe(false);
  });

  it('the sweep, on a clock: a notice ahead of the expiry (once), then the expiry drops the tier; both mailed', async () => {
    expect((await stack.call(b.moderator!, 'POST', '/api/admin/kyc/expiry-sweeps')).status).toBe(403);
    const today = await stack.call(b.admin!, 'POST', '/api/admin/kyc/expiry-sweeps');
    expect(today.body).toEqual({ people: 0, documents: 0, notices: 0 });
    // The clock: the sweep's `now` (the scheduled job passes the real one). The ID expires on 2030-05-31.
    const sweep = (on: string) =>
      stack.http.app.get(KycReviews).sweepExpiries(idOf('admin@example.sa'), new Date(on), 30);
    expect(await sweep('2030-04-30T12:00:00Z')).toEqual({ people: 0, documents: 0, notices: 0 });
    expect(await sweep('2030-05-01T12:00:00Z')).toEqual({ people: 0, documents: 0, notices: 1 });
    expect(await sweep('2030-05-31T12:00:00Z')).toEqual({ people: 0, documents: 0, notices: 0 });
    expect(await sweep('2030-06-01T12:00:00Z')).toEqual({ people: 1, documents: 1, notices: 0 });
    expect(await sweep('2030-06-01T12:00:00Z')).toEqual({ people: 0, documents: 0, notices: 0 });
    const events = await stack.runtime.storage.events.readStream(`kyc-${newcomer}`);
    expect(events.map((e) => e.type).filter((t) => t === 'KycExpiryNoticeSent')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      type: 'KycDocumentExpired',
      data: { documentId: idDocument, tierBefore: 2, tierAfter: 0 },
    });
    const mine = await stack.call(b.newcomer!, 'GET', '/api/kyc');
    expect(mine.body.tier).toBe(0);
    expect(mine.body.documents.find((d: { id: string }) => d.id === idDocument).status).toBe('expired');
    const mails = await eventually(async () => {
      const list = await stack.call(
        b.admin!,
        'GET',
        `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: 'newcomer@example.sa' }))}`,
      );
      const found = (list.body as Array<{ subject: string; text: string }>).filter((m) => /expire/.test(m.subject));
      return found.length >= 2 ? found : null;
    }, 15_000);
    const notice = mails.find((m) => m.subject.startsWith('Your document expires soon'))!;
    expect(notice.subject).toContain('تنتهي صلاحية وثيقتك قريبًا');
    expect(notice.text).toContain('2030-05-31');
    const expired = mails.find((m) => m.subject.startsWith('Your document has expired'))!;
    expect(expired.text).toContain('Your verification level is now 0');
    expect(expired.text).toContain('انتهت صلاحية وثيقة');
  });

  it('the auditor replays kyc-<newcomer> and its chain verifies', async () => {
    const res = await stack.call(b.auditor!, 'GET', `/api/admin/streams/kyc-${newcomer}`);
    expect(res.status).toBe(200);
    expect(res.body.chain).toMatchObject({ chained: true, valid: true, headSignatureValid: true });
  });
});

describe('erasure', () => {
  it("destroys the person's documents with their key, and their case", async () => {
    const collector = idOf('collector@example.sa');
    const res = await upload(b.collector!, { ...idForm, number: '2012345678' }, asPdf);
    expect(res.status).toBe(201);
    const documentId = res.body.documents[0].id;
    expect((await b.moderator!.request(`${stack.baseUrl}/api/kyc/documents/${documentId}`)).status).toBe(200);
    expect((await stack.call(b.collector!, 'POST', '/api/profile/erase')).status).toBe(200);
    const files = stack.http.app.get<FileStorage>(FILE_STORAGE);
    expect(await files.get(`kyc/${documentId}.enc`)).toBeNull();
    await eventually(async () => {
      expect((await stack.call(b.moderator!, 'GET', `/api/admin/kyc/${collector}`)).body.documents).toEqual([]);
      return true;
    });
    expect((await b.moderator!.request(`${stack.baseUrl}/api/kyc/documents/${documentId}`)).status).toBe(404);
  });
});
