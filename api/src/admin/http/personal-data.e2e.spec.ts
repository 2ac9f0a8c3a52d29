/**
 * Download my data over HTTP: a person with activity in several contexts finds each section in their file, the
 * other people's e-mails never appear, the export is recorded on their stream without personal data, signed-out
 * callers are refused and the hourly limit answers 429.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { eventually } from '../../testing/eventually.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { putArtist, putArtwork, putGallery } from '../../community/testing/catalog-fixtures.js';
import { PERSONAL_DATA_EXPORT_LIMIT } from './personal-data.controller.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const artistId = demoUserId('artist@example.sa');
const collectorId = demoUserId('collector@example.sa');
const collectorEmail = 'reem.private@example.com';
const organiserEmail = 'hessa.private@example.com';
let artworkId: string;

const rows = (collection: string, filter: Record<string, unknown>) =>
  stack.runtime.storage.reads.collection(collection).count({ filter: filter as never });

beforeAll(async () => {
  stack = await startTestStack();
  const galleryId = demoUserId('gallery@example.sa');
  await putGallery(stack.runtime.storage.reads, galleryId);
  await putArtist(stack.runtime.storage.reads, artistId);
  artworkId = (await putArtwork(stack.runtime.storage.reads, { artistId, galleryId }, { title: 'Dunes' })).id;
  for (const name of ['collector', 'organiser', 'artist']) b[name] = await stack.signIn(`${name}@example.sa`);
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
});

it('refuses a signed-out caller', async () => {
  expect((await stack.call(null, 'GET', '/api/profile/export')).status).toBe(401);
});

it("gives the person each context's section as a UTF-8 JSON download, with no one else's e-mail", async () => {
  const res = await stack.call(b.collector!, 'GET', '/api/profile/export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data\.json"/);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const data = res.body;
  expect(Object.keys(data)).toEqual(
    expect.arrayContaining(['account', 'newsletter', 'profiles', 'artworks', 'community', 'auctions', 'orders']),
  );
  expect(Object.keys(data)).toEqual(
    expect.arrayContaining(['invoices', 'shipping', 'workshops', 'commissions', 'kyc', 'achievements']),
  );
  expect(data).toMatchObject({
    userId: collectorId,
    account: { email: 'collector@example.sa' },
    kyc: { tier: 1 },
    auctions: { bids: [], wins: [] },
    orders: { asBuyer: [], asSeller: [] },
    invoices: [],
    workshops: { registrations: [], rsvps: [], waitingLists: [] },
    commissions: { requests: [], bids: [], messagesWritten: [] },
    shipping: { received: [], sent: [], profile: null },
  });
  expect(data.community).toMatchObject({
    favourites: [{ artworkId }],
    follows: [{ targetId: artistId }],
    likes: [{ artworkId }],
    comments: [{ body: 'The light is wonderful.' }],
    discussions: [{ title: 'Framing' }],
    inquiriesSent: [{ email: collectorEmail, message: 'Is it still available?' }],
    inquiriesReceived: [],
  });
  const text = JSON.stringify(data);
  expect(text).not.toContain(organiserEmail);
  expect(text).not.toContain('fileKey');
});

it("shows an owner the inquiries they received without the askers' contact details", async () => {
  const res = await stack.call(b.artist!, 'GET', '/api/profile/export');
  expect(res.status).toBe(200);
  const received = res.body.community.inquiriesReceived as Array<Record<string, unknown>>;
  expect(received.map((i) => i.message).sort()).toEqual(['Is it still available?', 'What is the price?']);
  expect(JSON.stringify(res.body)).not.toContain(collectorEmail);
  expect(JSON.stringify(res.body)).not.toContain(organiserEmail);
  for (const field of ['askerId', 'name', 'email', 'phone']) expect(received[0]).not.toHaveProperty(field);
});

it('records each export on the person’s stream, naming the sections and nothing personal', async () => {
  const events = await stack.runtime.storage.events.readStream(`user-${collectorId}`);
  const exported = events.filter((e) => e.type === 'PersonalDataExported');
  expect(exported).toHaveLength(1);
  expect(exported[0]!.data).toEqual({
    userId: collectorId,
    sections: expect.arrayContaining(['account', 'community']),
  });
  expect(JSON.stringify(exported[0]!.data)).not.toMatch(/@|wonderful|Jeddah/);
});

it('answers 429 once the hourly limit per account is spent, and other people are unaffected', async () => {
  const organiser = b.organiser!;
  const statuses: number[] = [];
  for (let i = 0; i <= PERSONAL_DATA_EXPORT_LIMIT.points; i++)
    statuses.push((await stack.call(organiser, 'GET', '/api/profile/export')).status);
  expect(statuses).toEqual([...Array(PERSONAL_DATA_EXPORT_LIMIT.points).fill(200), 429]);
  expect((await stack.call(b.artist!, 'GET', '/api/profile/export')).status).toBe(200);
  const events = await stack.runtime.storage.events.readStream(`user-${demoUserId('organiser@example.sa')}`);
  expect(events.filter((e) => e.type === 'PersonalDataExported')).toHaveLength(PERSONAL_DATA_EXPORT_LIMIT.points);
});
