/**
 * Download my data over HTTP: the person asks (202), a job builds a zip of their events decrypted, each context's
 * section and their own files, stores it sealed and mails them; the owner downloads it (anyone else: 404), an
 * expired archive is gone (410), each step is recorded on their stream without personal data, the hourly limit
 * answers 429, and erasure deletes the stored archives.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { putArtist, putArtwork, putGallery } from '../../community/testing/catalog-fixtures.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { AccountCommands } from '../../identity/index.js';
import { PERSONAL_DATA_EXPORT_LIMIT } from './personal-data.controller.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const dataDir = `/tmp/ga-test-export-${process.pid}-${Date.now()}`;
const artistId = demoUserId('artist@example.sa');
const collectorId = demoUserId('collector@example.sa');
const collectorEmail = 'reem.private@example.com';
const organiserEmail = 'hessa.private@example.com';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let artworkId: string;

const rows = (collection: string, filter: Record<string, unknown>) =>
  stack.runtime.storage.reads.collection(collection).count({ filter: filter as never });

async function uploadId(browser: TestBrowser) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ documentType: 'national_id', number: '2012345678', expiresOn: '2030-05-31' }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'id.pdf');
  const res = await browser.request(`${stack.baseUrl}/api/kyc/documents`, {
    method: 'POST',
    headers: { origin: stack.baseUrl },
    body: form,
  });
  if (res.status !== 201) throw new Error(`Uploading an ID failed: ${res.status} ${await res.text()}`);
}

/** Asks for an export and waits for its job to build it. */
async function readyExport(browser: TestBrowser) {
  const asked = await stack.call(browser, 'POST', '/api/profile/export');
  expect(asked.status).toBe(202);
  expect(asked.body).toMatchObject({ id: expect.any(String), status: 'requested', expiresAt: null });
  return eventually(async () => {
    const list = await stack.call(browser, 'GET', '/api/profile/exports');
    const found = (list.body as Array<{ id: string; status: string; expiresAt: string; bytes: number }>).find(
      (e) => e.id === asked.body.id,
    );
    return found?.status === 'ready' ? found : null;
  }, 30_000);
}

const download = (browser: TestBrowser, id: string) =>
  browser.request(`${stack.baseUrl}/api/profile/exports/${id}/download`, { headers: { origin: stack.baseUrl } });

beforeAll(async () => {
  stack = await startTestStack({ env: { DATA_DIR: dataDir } });
  const galleryId = demoUserId('gallery@example.sa');
  await putGallery(stack.runtime.storage.reads, galleryId);
  await putArtist(stack.runtime.storage.reads, artistId);
  artworkId = (await putArtwork(stack.runtime.storage.reads, { artistId, galleryId }, { title: 'Dunes' })).id;
  for (const name of ['collector', 'organiser', 'artist', 'admin']) b[name] = await stack.signIn(`${name}@example.sa`);
  const asCollector = (path: string, body: unknown = undefined) => stack.call(b.collector!, 'POST', path, body);
  const inquiry = (email: string, message: string) => ({ email, phone: '+966 50 123 4567', message });
  for (const res of [
    await asCollector('/api/favorites', { artworkId }),
    await asCollector(`/api/follows/artists/${artistId}`),
    await asCollector(`/api/likes/artworks/${artworkId}`),
    await asCollector(`/api/artworks/${artworkId}/comments`, { body: 'The light is wonderful.' }),
    await asCollector('/api/discussions', { title: 'Framing', body: 'Who frames in Jeddah?' }),
    await asCollector(`/api/artworks/${artworkId}/inquiries`, inquiry(collectorEmail, 'Is it still available?')),
    await stack.call(
      b.organiser!,
      'POST',
      `/api/artworks/${artworkId}/inquiries`,
      inquiry(organiserEmail, 'What is the price?'),
    ),
  ])
    if (res.status >= 300) throw new Error(`Setting up activity failed: ${res.status} ${JSON.stringify(res.body)}`);
  // The read models the sections answer from catch up asynchronously: wait for them, not for time.
  await eventually(async () => {
    const counts = await Promise.all([
      rows('favorites', { userId: collectorId }),
      rows('follows', { userId: collectorId }),
      rows('likes', { userId: collectorId }),
      rows('comments', { authorId: collectorId }),
      rows('discussions', { authorId: collectorId }),
      rows('inquiries', { ownerIds: { $contains: artistId } }),
    ]);
    expect(counts).toEqual([1, 1, 1, 1, 1, 2]);
    return true;
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let archive: Record<string, Uint8Array>;
let exportId: string;

it('refuses a signed-out caller', async () => {
  expect((await stack.call(null, 'POST', '/api/profile/export')).status).toBe(401);
  expect((await stack.call(null, 'GET', '/api/profile/exports')).status).toBe(401);
});

it("builds a zip of the person's events decrypted, their sections and files, and lets the owner download it", async () => {
  await uploadId(b.collector!);
  const ready = await readyExport(b.collector!);
  exportId = ready.id;
  expect(Date.parse(ready.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  const res = await download(b.collector!, exportId);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  expect(res.headers.get('cache-control')).toBe('no-store, private');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.length).toBe(ready.bytes);
  archive = unzipSync(bytes);
  expect(Object.keys(archive)).toEqual(expect.arrayContaining(['README.txt', 'events.jsonl', 'sections/account.json']));
  const readme = strFromU8(archive['README.txt']!);
  expect(readme).toContain('events.jsonl');
  expect(readme).toMatch(/[\u0600-\u06FF]/);
  const kycFiles = Object.keys(archive).filter((name) => name.startsWith('files/kyc/national_id-'));
  expect(kycFiles).toHaveLength(1);
  expect(Buffer.from(archive[kycFiles[0]!]!).equals(pdf)).toBe(true);
});

it("holds every event of the person's own streams with their personal data decrypted", () => {
  const lines = strFromU8(archive['events.jsonl']!)
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { stream: string; revision: number; type: string; occurredAt: string; data: any });
  const registered = lines.find((l) => l.type === 'UserRegistered')!;
  expect(registered).toMatchObject({
    stream: `user-${collectorId}`,
    revision: 0,
    data: { email: 'collector@example.sa' },
  });
  expect(registered.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const submitted = lines.find((l) => l.stream === `kyc-${collectorId}` && l.type === 'KycDocumentSubmitted')!;
  expect(JSON.stringify(submitted.data)).toContain('2012345678');
  expect(lines.some((l) => l.type === 'PersonalDataExportRequested')).toBe(true);
  const text = strFromU8(archive['events.jsonl']!);
  expect(text).not.toContain('$pii');
  expect(text).not.toContain(organiserEmail);
});

it("gives each context's section as its own file, with no one else's e-mail", () => {
  const section = (name: string) => JSON.parse(strFromU8(archive[`sections/${name}.json`]!));
  for (const name of ['account', 'newsletter', 'profiles', 'artworks', 'community', 'auctions', 'orders'])
    expect(archive[`sections/${name}.json`]).toBeDefined();
  for (const name of ['invoices', 'shipping', 'workshops', 'commissions', 'kyc', 'achievements'])
    expect(archive[`sections/${name}.json`]).toBeDefined();
  expect(section('account')).toMatchObject({ email: 'collector@example.sa' });
  expect(section('auctions')).toEqual({ bids: [], wins: [] });
  expect(section('community')).toMatchObject({
    favourites: [{ artworkId }],
    follows: [{ targetId: artistId }],
    likes: [{ artworkId }],
    comments: [{ body: 'The light is wonderful.' }],
    discussions: [{ title: 'Framing' }],
    inquiriesSent: [{ email: collectorEmail, message: 'Is it still available?' }],
    inquiriesReceived: [],
  });
  const sections = Object.entries(archive)
    .filter(([name]) => name.startsWith('sections/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  expect(sections).not.toContain(organiserEmail);
  expect(sections).not.toContain('fileKey');
});

it("shows an owner the inquiries they received without the askers' contact details, and carries their images", async () => {
  const image = await upload(stack, b.artist!, await pngBytes(), 'studio.png', 'image/png');
  expect(image.status).toBe(201);
  await eventually(async () => ((await rows('images', { uploadedBy: artistId })) === 1 ? true : null));
  const ready = await readyExport(b.artist!);
  const zip = unzipSync(new Uint8Array(await (await download(b.artist!, ready.id)).arrayBuffer()));
  const stored = await stack.http.app.get<FileStorage>(FILE_STORAGE).get(`images/${image.body.id}.webp`);
  expect(Buffer.from(zip[`files/images/${image.body.id}.webp`]!).equals(stored!.data)).toBe(true);
  const received = JSON.parse(strFromU8(zip['sections/community.json']!)).inquiriesReceived as Array<
    Record<string, unknown>
  >;
  expect(received.map((i) => i.message).sort()).toEqual(['Is it still available?', 'What is the price?']);
  expect(JSON.stringify(received)).not.toContain(collectorEmail);
  for (const field of ['askerId', 'name', 'email', 'phone']) expect(received[0]).not.toHaveProperty(field);
});

it('mails the person a link in their language, with no data and no token in it', async () => {
  const mails = await eventually(async () => {
    const list = await stack.call(
      b.admin!,
      'GET',
      `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: 'collector@example.sa' }))}`,
    );
    const found = (list.body as Array<{ subject: string; text: string }>).filter((m) =>
      m.subject.startsWith('Your data is ready'),
    );
    return found.length ? found : null;
  }, 15_000);
  expect(mails[0]!.text).toContain(`/preferences?export=${exportId}`);
  expect(mails[0]!.text).toContain('بياناتك');
  expect(mails[0]!.text).not.toContain('wonderful');
});

it("answers 404 for someone else's archive, and records each step on the owner's stream without personal data", async () => {
  expect((await download(b.organiser!, exportId)).status).toBe(404);
  expect((await download(b.collector!, 'not-an-export')).status).toBe(404);
  const events = await stack.runtime.storage.events.readStream(`user-${collectorId}`);
  const steps = events.filter((e) => e.type.startsWith('PersonalDataExport'));
  expect(steps.map((e) => e.type)).toEqual([
    'PersonalDataExportRequested',
    'PersonalDataExportReady',
    'PersonalDataExportDownloaded',
  ]);
  expect(steps[1]!.data).toMatchObject({ exportId, sections: expect.arrayContaining(['account', 'community']) });
  expect(JSON.stringify(steps.map((e) => e.data))).not.toMatch(/@|wonderful|Jeddah|2012345678/);
});

it('answers 410 in both languages once the archive has expired', async () => {
  // The test seam: the archive's expiry recorded again, in the past, as the build job records it.
  const past = new Date(Date.now() - 1000).toISOString();
  await stack.http.app.get(AccountCommands).recordDataExport({
    type: 'RecordDataExportReady',
    userId: collectorId,
    exportId,
    expiresAt: past,
    bytes: 1,
    sections: [],
  });
  const res = await stack.call(b.collector!, 'GET', `/api/profile/exports/${exportId}/download`);
  expect(res.status).toBe(410);
  expect(res.body).toMatchObject({ code: 'export_expired', messageAr: expect.stringMatching(/[\u0600-\u06FF]/) });
  const list = await stack.call(b.collector!, 'GET', '/api/profile/exports');
  expect(list.body.find((e: { id: string }) => e.id === exportId).status).toBe('expired');
});

it('answers 429 once the hourly limit per account is spent, and other people are unaffected', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= PERSONAL_DATA_EXPORT_LIMIT.points; i++)
    statuses.push((await stack.call(b.organiser!, 'POST', '/api/profile/export')).status);
  expect(statuses).toEqual([...Array(PERSONAL_DATA_EXPORT_LIMIT.points).fill(202), 429]);
  const events = await stack.runtime.storage.events.readStream(`user-${demoUserId('organiser@example.sa')}`);
  expect(events.filter((e) => e.type === 'PersonalDataExportRequested')).toHaveLength(
    PERSONAL_DATA_EXPORT_LIMIT.points,
  );
});

it("erasure deletes the person's stored archives", async () => {
  const ready = await readyExport(b.artist!);
  const files = stack.http.app.get<FileStorage>(FILE_STORAGE);
  expect(await files.exists(`exports/${ready.id}.enc`)).toBe(true);
  expect((await stack.call(b.artist!, 'POST', '/api/profile/erase')).status).toBe(200);
  expect(await files.exists(`exports/${ready.id}.enc`)).toBe(false);
});
