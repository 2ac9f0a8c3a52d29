/**
 * A completed commission becomes an artwork of the artist's (PostgreSQL server): only the commissioned artist, only
 * once the work is completed, with bad input named in both languages; the draft artwork is the artworks context's
 * (listed in the artist's own works) and the request's stream records the link, once however often it is asked.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { arabic, useCommissionStack } from '../testing/commission-fixtures.js';

const fixture = useCommissionStack(['collector', 'artist', 'newcomer']);
const { call, streamTypes, postRequest, placeBid } = fixture;

let id: string;
let sketchId: string;

const milestone = (who: string, m: string, action: 'submit' | 'approve') =>
  call(who, 'POST', `/api/commissions/${id}/milestones`, { milestone: m, action });

beforeAll(async () => {
  // Titled in Arabic only: the draft artwork takes that title in both languages.
  id = await postRequest({ title: undefined, titleAr: 'بورتريه لجدي' });
  const sketch = await upload(fixture.stack, fixture.browsers.artist!, await pngBytes(), 'sketch.png', 'image/png');
  sketchId = sketch.body.id;
  const bidId = await placeBid(id, { sketchImageIds: [sketchId] });
  const accepted = await call('collector', 'POST', `/api/commissions/${id}/bids/${bidId}/accept`);
  expect(accepted.body.status).toBe('in_progress');
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
