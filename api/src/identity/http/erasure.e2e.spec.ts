/**
 * Erasure is complete: after a demo artist is erased, no read model, captured mail, public page or identity
 * provider account holds their name, e-mail or biography (tax invoices, kept by law, aside: this artist has none).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { DEMO_ARTIST_ACCOUNT_ID, DEMO_GALLERY_ACCOUNT_ID, seedProfilesDemo } from '../../profiles/index.js';
import { artworkBody, pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { ERASURE_CLEANUPS, type ErasureCleanup } from '../../platform/commands/erasure-hooks.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { ErasureCompletion } from '../application/erasure-completion.js';
import { DEV_ISSUER_KEY, userIdFor } from '../index.js';
import { demoUserId } from '../../testing/demo-accounts.js';
import { auctionForm, inMs } from '../../auctions/testing/auction-forms.js';

let stack: TestStack;
let artist: TestBrowser;
let admin: TestBrowser;
const dataDir = `/tmp/ga-test-erasure-${process.pid}-${Date.now()}`;
const BIOGRAPHY = 'Earth pigments and Najdi letters, a private studio note';
const TRACES = ['Abdulrahman Al-Shehri', 'عبدالرحمن الشهري', 'artist@example.sa', BIOGRAPHY];

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', env: { DATA_DIR: dataDir } });
  await seedProfilesDemo(stack.http.app, stack.runtime);
  artist = await stack.signIn('artist@example.sa');
  admin = await stack.signIn('admin@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Which read models (collection: document id) still hold which trace. */
async function tracesInReadModels(traces: readonly string[] = TRACES): Promise<string[]> {
  const reads = stack.runtime.storage.reads;
  const found: string[] = [];
  for (const name of await reads.listCollections()) {
    if (name === 'invoices') continue; // kept for the legal retention period (none for this artist)
    for (const doc of await reads.collection(name).find()) {
      const text = JSON.stringify(doc);
      for (const trace of traces) if (text.includes(trace)) found.push(`${name}/${doc.id}: ${trace}`);
    }
  }
  return found;
}

describe('erasure (PDPL)', () => {
  it('erasure is complete: a demo artist leaves no trace of name, e-mail or biography', async () => {
    expect((await stack.call(artist, 'PUT', '/api/artists/me', { biography: BIOGRAPHY })).status).toBe(200);
    const image = (await upload(stack, artist, await pngBytes(), 'work.png', 'image/png')).body.id;
    const work = (await stack.call(artist, 'POST', '/api/artworks', artworkBody(image))).body;
    expect((await stack.call(artist, 'POST', `/api/artworks/${work.id}/publish`)).status).toBe(200);
    const posted = [
      await stack.call(artist, 'POST', `/api/artworks/${work.id}/comments`, { body: `${BIOGRAPHY} (comment)` }),
      await stack.call(artist, 'POST', '/api/discussions', { title: 'Abdulrahman Al-Shehri asks', body: BIOGRAPHY }),
      await stack.call(artist, 'POST', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}/inquiries`, {
        name: 'Abdulrahman Al-Shehri',
        email: 'artist@example.sa',
        phone: '0501234567',
        subject: 'Abdulrahman Al-Shehri visiting',
        inquiryType: 'general',
        message: BIOGRAPHY,
      }),
    ];
    expect(posted.map((r) => r.status)).toEqual([201, 201, 201]);
    const lot = await stack.call(
      admin,
      'POST',
      '/api/admin/auctions',
      auctionForm({ lotId: `lot-${work.id}`, artworkId: work.id, startsAt: inMs(60_000) }),
    );
    expect(lot.status).toBe(201);
    expect(lot.body.artwork.artistName).toBe('Abdulrahman Al-Shehri');
    await stack.runtime.projections.waitUntilCaughtUp();
    // The mails about them arrive through the job queue: erase once they are in the capture.
    const captured = stack.runtime.storage.reads.collection<{ id: string; subject: string }>('capturedMail');
    for (let i = 0; i < 100 && !(await captured.find()).some((m) => m.subject.includes('visiting')); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await tracesInReadModels()).length).toBeGreaterThan(5); // the traces the erasure must remove are there

    const userStream = `user-${DEMO_ARTIST_ACCOUNT_ID}`;
    const before = (await stack.runtime.storage.events.readStream(userStream)).length;
    const erased = await stack.call(admin, 'POST', `/api/admin/users/${DEMO_ARTIST_ACCOUNT_ID}/forget`);
    expect(erased.status).toBe(200);
    // The erasure is itself a fact on the user's stream, naming the admin who asked for it.
    const adminId = demoUserId('admin@example.sa');
    const appended = (await stack.runtime.storage.events.readStream(userStream)).slice(before);
    expect(appended).toEqual([
      expect.objectContaining({
        type: 'UserForgotten',
        data: { userId: DEMO_ARTIST_ACCOUNT_ID },
        metadata: expect.objectContaining({ actorId: adminId }),
      }),
    ]);
    await stack.runtime.projections.waitUntilCaughtUp();

    expect(await tracesInReadModels()).toEqual([]);
    expect((await stack.call(null, 'GET', `/api/artists/${DEMO_ARTIST_ACCOUNT_ID}`)).status).toBe(404);
    const page = await (await fetch(`${stack.baseUrl}/api/artworks/${work.id}`)).text();
    for (const trace of TRACES) expect(page).not.toContain(trace);
    // The development provider no longer knows the account: signing in with it fails.
    await expect(stack.signIn('artist@example.sa')).rejects.toThrow();
    // Nor does the event log keep them readable: profile and lot events hold their name only encrypted.
    expect(await tracesInLog([`artist-${DEMO_ARTIST_ACCOUNT_ID}`, `auction-${lot.body.id}`])).toEqual([]);
    expect((await stack.call(null, 'GET', `/api/auctions/${lot.body.id}`)).body.artwork.artistName).toBe('');
    const replay = await stack.call(admin, 'GET', `/api/admin/auctions/${lot.body.id}/replay`);
    expect(replay.body.chain).toMatchObject({ valid: true });
  });

  it('erasing a gallery account clears its gallery profile: no personal field is left in any read model', async () => {
    const gallery = await stack.signIn('gallery@example.sa');
    const curator = 'Maha Al-Dosari, founding curator';
    const contact = { curator, phone: '+966 11 765 4321', email: 'maha.desk@gallery-private.sa' };
    const home = { address: 'Villa 12, Al-Nakheel private lane', about: `The home gallery of ${curator}` };
    const fields = { ...contact, ...home };
    expect((await stack.call(gallery, 'PUT', '/api/galleries/me', fields)).status).toBe(200);
    expect(
      (await stack.call(gallery, 'PATCH', '/api/profile', { bio: 'Maha writes about Hijazi textiles' })).status,
    ).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();
    const traces = [...Object.values(fields), 'Maha writes about Hijazi textiles', 'gallery@example.sa'];
    // Every trace is somewhere first (another demo artist shares the family name, so the full name is the trace).
    const found = new Set((await tracesInReadModels(traces)).map((hit) => hit.slice(hit.indexOf(': ') + 2)));
    expect([...found].sort()).toEqual([...traces].sort());

    // The person erases their own account (the law's right), from a fresh sign-in.
    const erased = await stack.call(gallery, 'POST', '/api/profile/erase');
    expect(erased.status).toBe(200);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect(await tracesInReadModels(traces)).toEqual([]);
    expect((await stack.call(null, 'GET', `/api/galleries/${DEMO_GALLERY_ACCOUNT_ID}`)).status).toBe(404);
    const listed = await stack.call(null, 'GET', '/api/galleries');
    expect(JSON.stringify(listed.body)).not.toContain(fields.curator);
    await expect(stack.signIn('gallery@example.sa')).rejects.toThrow();
  });

  it('the clean-up outside the log survives a failure between steps: it is retried until done', async () => {
    const organiserId = userIdFor(
      DEV_ISSUER_KEY,
      DEMO_ACCOUNTS.find((a) => a.email === 'organiser@example.sa')!.subject,
    );
    const ran: string[] = [];
    let failures = 1;
    stack.runtime.erasure.register('flaky', async (person) => {
      if (failures-- > 0) throw new Error('mail server down');
      ran.push(person.email ?? '');
    });
    const erased = await stack.call(admin, 'POST', `/api/admin/users/${organiserId}/forget`);
    expect(erased.status).toBe(200);
    const outbox = stack.runtime.storage.reads.collection<ErasureCleanup>(ERASURE_CLEANUPS);
    expect(await outbox.get(organiserId)).toMatchObject({ pending: ['flaky'], attempts: 1 });
    // The key went and the hooks that could run did: the provider no longer knows the account.
    await expect(stack.signIn('organiser@example.sa')).rejects.toThrow();
    expect(await stack.http.app.get(ErasureCompletion).resume()).toBe(0);
    expect(ran).toEqual(['organiser@example.sa']);
    expect(await outbox.get(organiserId)).toBeNull();
  });
});

/** Which of these streams still hold a trace in their stored (not decoded) events. */
async function tracesInLog(streams: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const stream of streams) {
    const events = await stack.runtime.storage.events.readStream(stream);
    expect(events.length).toBeGreaterThan(0);
    const text = JSON.stringify(events.map((e) => e.data));
    for (const trace of TRACES) if (text.includes(trace)) found.push(`${stream}: ${trace}`);
  }
  return found;
}
