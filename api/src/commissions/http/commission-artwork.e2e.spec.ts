/**
 * A completed commission becomes an artwork of the artist's (PostgreSQL server): only the commissioned artist, only
 * once the work is completed, with bad input named in both languages; the draft artwork is the artworks context's
 * (listed in the artist's own works) and the request's stream records the link, once however often it is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const call = (who: string | null, method: string, path: string, body?: unknown) =>
  stack.call(who ? b[who]! : null, method, path, body);
const streamTypes = async (id: string) =>
  (await stack.runtime.storage.events.readStream(`commission-${id}`)).map((e) => e.type);

let id: string;
let sketchId: string;

const milestone = (who: string, m: string, action: 'submit' | 'approve') =>
  call(who, 'POST', `/api/commissions/${id}/milestones`, { milestone: m, action });

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'artist', 'newcomer']) b[name] = await stack.signIn(`${name}@example.sa`);
  const posted = await call('collector', 'POST', '/api/commissions', {
    titleAr: 'بورتريه لجدي',
    description: 'Oil portrait from an old photograph.',
    category: 'painting',
    medium: 'Oil on canvas',
    style: 'Realism',
    dimensions: '60 x 80 cm',
    budgetMin: 300_000,
    budgetMax: 500_000,
    deadline: inDays(30),
  });
  expect(posted.status).toBe(201);
  id = posted.body.id;
  const sketch = await upload(stack, b.artist!, await pngBytes(), 'sketch.png', 'image/png');
  sketchId = sketch.body.id;
  const bid = await call('artist', 'POST', `/api/commissions/${id}/bids`, {
    amount: 400_000,
    timelineDays: 21,
    proposal: 'Two sketches, then oils.',
    sketchImageIds: [sketchId],
  });
  expect(bid.status).toBe(201);
  const accepted = await call('collector', 'POST', `/api/commissions/${id}/bids/${bid.body.bids[0].id}/accept`);
  expect(accepted.body.status).toBe('in_progress');
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('turning a commission into an artwork', () => {
  it('waits for the commission to be completed', async () => {
    const early = await call('artist', 'POST', `/api/commissions/${id}/artwork`, {});
    expect(early.body.code).toBe('commission_not_completed');
    expect(early.body.messageAr).toMatch(arabic);
    for (const m of ['sketch_approved', 'work_in_progress', 'completed']) {
      expect((await milestone('artist', m, 'submit')).status).toBe(200);
      expect((await milestone('collector', m, 'approve')).status).toBe(200);
    }
    expect((await call('collector', 'GET', `/api/commissions/${id}`)).body.status).toBe('completed');
  });

  it('refuses the collector, a third party and a visitor, appending nothing', async () => {
    const before = await streamTypes(id);
    for (const who of ['collector', 'newcomer']) {
      const res = await call(who, 'POST', `/api/commissions/${id}/artwork`, {});
      expect({ who, status: res.status }).toEqual({ who, status: 403 });
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect((await call(null, 'POST', `/api/commissions/${id}/artwork`, {})).status).toBe(401);
    expect((await call('artist', 'POST', '/api/commissions/nope/artwork', {})).status).toBe(404);
    expect(await streamTypes(id)).toEqual(before);
  });

  it('names bad images in both languages', async () => {
    for (const body of [{ imageIds: 'x' }, { imageIds: ['not-an-upload'] }]) {
      const res = await call('artist', 'POST', `/api/commissions/${id}/artwork`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in all required fields');
      expect(res.body.messageAr).toMatch(arabic);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain('imageIds');
    }
    expect(await streamTypes(id)).not.toContain('CommissionArtworkCreated');
  });

  it('the artist makes a draft artwork of it, once, linked to the request', async () => {
    const res = await call('artist', 'POST', `/api/commissions/${id}/artwork`, {});
    expect(res.status).toBe(200);
    const { artworkId } = res.body;
    expect(res.body.commission.artworkId).toBe(artworkId);
    const again = await call('artist', 'POST', `/api/commissions/${id}/artwork`, {});
    expect(again.body.artworkId).toBe(artworkId);
    expect((await streamTypes(id)).filter((t) => t === 'CommissionArtworkCreated')).toHaveLength(1);

    const mine = await call('artist', 'GET', '/api/artworks/mine');
    const artwork = mine.body.items.find((a: { id: string }) => a.id === artworkId);
    expect(artwork).toMatchObject({
      status: 'draft',
      title: 'بورتريه لجدي',
      titleAr: 'بورتريه لجدي',
      category: 'painting',
      medium: 'Oil on canvas',
    });
    expect(artwork.images.map((i: { id: string }) => i.id)).toEqual([sketchId]);
    // A draft is not public.
    expect((await call(null, 'GET', `/api/artworks/${artworkId}`)).status).toBe(404);
  });
});
