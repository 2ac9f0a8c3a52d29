/**
 * Moderating commissions over HTTP (PostgreSQL server): a moderator hides an abusive request or bid with a
 * reason, as events on its `commission-<id>` stream; the hidden item leaves the public list and detail for everyone
 * but its owner and staff; a collector or an artist cannot hide (403, nothing appended); no reason is a 400 naming
 * the field in both languages; restoring brings it back.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { arabic, useCommissionStack } from '../testing/commission-fixtures.js';

const fixture = useCommissionStack(['collector', 'artist', 'newcomer', 'moderator', 'admin', 'auditor']);
const { call, streamTypes, postRequest, placeBid } = fixture;
const listed = async (who: string | null) =>
  (await call(who, 'GET', '/api/commissions')).body.items.map((i: { id: string }) => i.id) as string[];

let id: string;
let bidId: string;
const reason = 'Insulting words in the brief';

beforeAll(async () => {
  id = await postRequest();
  bidId = await placeBid(id);
});

describe('who may hide', () => {
  it('refuses the collector, the artist and an auditor (403) and appends nothing', async () => {
    const before = await streamTypes(id);
    for (const who of ['collector', 'artist', 'auditor'])
      for (const path of [`commissions/${id}/hide`, `commissions/${id}/bids/${bidId}/hide`]) {
        const res = await call(who, 'POST', `/api/admin/${path}`, { reason });
        expect({ who, path, status: res.status }).toEqual({ who, path, status: 403 });
      }
    expect((await call(null, 'POST', `/api/admin/commissions/${id}/hide`, { reason })).status).toBe(401);
    expect(await streamTypes(id)).toEqual(before);
  });

  it('needs a reason: a 400 naming the field in both languages, nothing appended', async () => {
    const before = await streamTypes(id);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const res = await call('moderator', 'POST', `/api/admin/commissions/${id}/hide`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in all required fields');
      expect(res.body.messageAr).toMatch(arabic);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain('reason');
      expect(res.body.details.every((d: { messageAr: string }) => arabic.test(d.messageAr))).toBe(true);
    }
    expect(await streamTypes(id)).toEqual(before);
  });

  it('answers an unknown request or bid with 404', async () => {
    const unknown = await call('moderator', 'POST', '/api/admin/commissions/nope/hide', { reason });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Commission request not found');
    expect((await call('moderator', 'POST', `/api/admin/commissions/${id}/bids/nope/hide`, { reason })).status).toBe(
      404,
    );
    // hide and restore are the only actions, on a request or a bid; nothing is appended for another.
    const before = await streamTypes(id);
    for (const path of [`commissions/${id}/delete`, `commissions/${id}/bids/${bidId}/delete`]) {
      const res = await call('moderator', 'POST', `/api/admin/${path}`, { reason });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body.messageAr).toMatch(arabic);
    }
    expect(await streamTypes(id)).toEqual(before);
  });
});

describe('a hidden bid', () => {
  it('a moderator hides it with the reason: the collector no longer sees nor accepts it, its artist and staff do', async () => {
    const res = await call('moderator', 'POST', `/api/admin/commissions/${id}/bids/${bidId}/hide`, { reason });
    expect(res.status).toBe(200);
    expect(res.body.bids[0]).toMatchObject({ id: bidId, hidden: true, hiddenReason: reason });
    const events = await fixture.stack.runtime.storage.events.readStream(`commission-${id}`);
    expect(events.at(-1)).toMatchObject({ type: 'CommissionBidHidden', data: { bidId, reason } });

    const collector = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(collector.body.bids).toEqual([]);
    expect(collector.body.bidCount).toBe(0);
    expect((await call('collector', 'POST', `/api/commissions/${id}/bids/${bidId}/accept`)).body.code).toBe(
      'bid_hidden',
    );
    const artist = await call('artist', 'GET', `/api/commissions/${id}`);
    expect(artist.body.bids.map((x: { id: string; hidden: boolean }) => [x.id, x.hidden])).toEqual([[bidId, true]]);
    const moderator = await call('moderator', 'GET', `/api/commissions/${id}`);
    expect(moderator.body.bids.map((x: { id: string }) => x.id)).toEqual([bidId]);
  });

  it("a hidden bid's thread is closed to the collector too (404, nothing appended); its artist still reads it", async () => {
    const thread = `/api/commissions/${id}/bids/${bidId}/messages`;
    const before = await streamTypes(id);
    expect((await call('collector', 'GET', thread)).status).toBe(404);
    const post = await call('collector', 'POST', thread, { body: 'Are you still there?' });
    expect(post.status).toBe(404);
    expect(post.body.messageAr).toMatch(arabic);
    expect(await streamTypes(id)).toEqual(before);
    expect((await call('artist', 'GET', thread)).status).toBe(200);
  });

  it('restoring it gives it back to the collector', async () => {
    const res = await call('admin', 'POST', `/api/admin/commissions/${id}/bids/${bidId}/restore`, {
      reason: 'Reviewed: acceptable',
    });
    expect(res.status).toBe(200);
    const collector = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(collector.body.bids.map((x: { id: string; hidden: boolean }) => [x.id, x.hidden])).toEqual([[bidId, false]]);
    expect((await call('collector', 'GET', `/api/commissions/${id}/bids/${bidId}/messages`)).status).toBe(200);
  });
});

describe('a hidden request', () => {
  it('leaves the public list and detail; its collector and staff still see it', async () => {
    expect(await listed(null)).toContain(id);
    const res = await call('moderator', 'POST', `/api/admin/commissions/${id}/hide`, { reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hidden: true, hiddenReason: reason });
    expect((await streamTypes(id)).at(-1)).toBe('CommissionHidden');
    // Hiding again records nothing more.
    const count = (await streamTypes(id)).length;
    expect((await call('moderator', 'POST', `/api/admin/commissions/${id}/hide`, { reason })).status).toBe(200);
    expect(await streamTypes(id)).toHaveLength(count);

    expect(await listed(null)).not.toContain(id);
    expect(await listed('artist')).not.toContain(id);
    for (const who of [null, 'newcomer', 'artist']) {
      const one = await call(who, 'GET', `/api/commissions/${id}`);
      expect({ who, status: one.status }).toEqual({ who, status: 404 });
    }
    const mine = await call('artist', 'GET', '/api/commissions/mine');
    expect(mine.body.asArtist.map((c: { id: string }) => c.id)).not.toContain(id);
    const own = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ hidden: true, hiddenReason: reason });
    expect((await call('auditor', 'GET', `/api/commissions/${id}`)).status).toBe(200);
    const admin = await call('moderator', 'GET', '/api/admin/commissions?filter={"hidden":true}');
    expect(admin.body.map((c: { id: string }) => c.id)).toContain(id);
    // Nobody bids on it meanwhile.
    const late = await call('artist', 'POST', `/api/commissions/${id}/bids`, {
      amount: 1_000,
      timelineDays: 1,
      proposal: 'x',
    });
    expect(late.status).toBe(404);
  });

  it('restoring it lists it again', async () => {
    const res = await call('moderator', 'POST', `/api/admin/commissions/${id}/restore`, { reason: 'Brief edited' });
    expect(res.status).toBe(200);
    expect(await listed(null)).toContain(id);
    expect((await streamTypes(id)).at(-1)).toBe('CommissionRestored');
  });
});
