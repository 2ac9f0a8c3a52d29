/**
 * Commissions over HTTP (PostgreSQL server): bad input answered with the spec's "Please fill in all required
 * fields" naming the fields, unknown ids with "Commission request not found"; roles enforced on the server (a
 * collector cannot bid, an artist cannot accept on someone else's request, a third party cannot read a thread);
 * two accepts of different bids at the same moment leave exactly one accepted bid; reported messages reach
 * moderators, who hide one.
 */
import { describe, expect, it } from '@jest/globals';
import { DEV_ISSUER_KEY, UserModeration, userIdFor } from '../../identity/index.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { pngBytes, upload } from '../../artworks/testing/artwork-fixtures.js';
import { arabic, bidBody, commissionRequest as request, useCommissionStack } from '../testing/commission-fixtures.js';

const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === email)!.subject);

const fixture = useCommissionStack(
  ['collector', 'artist', 'organiser', 'newcomer', 'moderator', 'admin'],
  // A second artist: the organiser account takes the artist role for these tests.
  (stack) =>
    stack.http.app
      .get(UserModeration)
      .moderate(
        idOf('organiser@example.sa'),
        { id: 'test', roles: ['admin'] },
        { action: 'change-role', roles: ['artist'] },
      ),
);
const { call, streamTypes } = fixture;

describe('bad input and unknown ids', () => {
  it('refuses a request without its required fields, naming them in both languages, and records nothing', async () => {
    const res = await call('collector', 'POST', '/api/commissions', { title: '', titleAr: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all required fields');
    expect(res.body.messageAr).toMatch(arabic);
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['category', 'budgetMin', 'budgetMax', 'deadline']));
    const decided = await call('collector', 'POST', '/api/commissions', request({ title: '', medium: '' }));
    expect(decided.status).toBe(400);
    expect(decided.body.message).toBe('Please fill in all required fields');
    expect(decided.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['title', 'titleAr', 'medium']),
    );
    const mine = await call('collector', 'GET', '/api/commissions/mine');
    expect(mine.body.asCollector).toEqual([]);
  });

  it('answers an unknown id with "Commission request not found"', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/commissions/nope', undefined],
      ['PATCH', '/api/commissions/nope', { style: 'x' }],
      ['POST', '/api/commissions/nope/bids', bidBody()],
      ['POST', '/api/commissions/nope/cancel', {}],
    ] as const) {
      const res = await call(method === 'GET' ? null : 'artist', method, path, body);
      expect({ path, method, status: res.status, message: res.body.message }).toEqual({
        path,
        method,
        status: 404,
        message: 'Commission request not found',
      });
      expect(res.body.messageAr).toMatch(arabic);
    }
  });

  it('refuses a reference image that is not the poster’s upload', async () => {
    const res = await call('collector', 'POST', '/api/commissions', request({ referenceImageIds: ['not-an-upload'] }));
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain('referenceImageIds');
  });
});

let id: string;
let artistBid: string;
let secondBid: string;

describe('posting, listing and bidding', () => {
  it('a collector posts a request with a reference image; it is listed with facets and filters', async () => {
    const image = await upload(fixture.stack, fixture.browsers.collector!, await pngBytes(), 'ref.png', 'image/png');
    expect(image.status).toBe(201);
    const res = await call('collector', 'POST', '/api/commissions', request({ referenceImageIds: [image.body.id] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', budgetMin: 300_000, currency: 'SAR', bidCount: 0 });
    expect(res.body.referenceImages[0].url).toMatch(/^\/media\/images\//);
    id = res.body.id;
    expect(await streamTypes(id)).toEqual(['CommissionPosted']);
    const list = await call(null, 'GET', '/api/commissions?category=painting');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.facets.category).toEqual(expect.arrayContaining([{ value: 'painting', count: 1 }]));
    const filtered = await call(null, 'GET', '/api/commissions?budgetMin=600000');
    expect(filtered.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const bad = await call(null, 'GET', '/api/commissions?deadlineTo=soon');
    expect(bad.status).toBe(400);
  });

  it('the collector edits it while open', async () => {
    const res = await call('collector', 'PATCH', `/api/commissions/${id}`, { style: 'Impressionism' });
    expect(res.status).toBe(200);
    expect(res.body.style).toBe('Impressionism');
    expect((await call('artist', 'PATCH', `/api/commissions/${id}`, { style: 'x' })).status).toBe(403);
  });

  it('a collector cannot bid; artists can, and see only their own bid', async () => {
    const refused = await call('collector', 'POST', `/api/commissions/${id}/bids`, bidBody());
    expect(refused.status).toBe(403);
    const badBid = await call('artist', 'POST', `/api/commissions/${id}/bids`, { amount: 0 });
    expect(badBid.status).toBe(400);
    expect(badBid.body.message).toBe('Please fill in all required fields');
    const first = await call('artist', 'POST', `/api/commissions/${id}/bids`, bidBody());
    expect(first.status).toBe(201);
    artistBid = first.body.bids[0].id;
    const second = await call('organiser', 'POST', `/api/commissions/${id}/bids`, bidBody(450_000));
    expect(second.status).toBe(201);
    expect(second.body.bids).toHaveLength(1);
    secondBid = second.body.bids[0].id;
    const asCollector = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(asCollector.body.bids).toHaveLength(2);
    const anonymous = await call(null, 'GET', `/api/commissions/${id}`);
    expect(anonymous.body).toMatchObject({ bidCount: 2, bids: [] });
  });

  it('the bidder revises its bid; nobody else may', async () => {
    const res = await call('artist', 'PATCH', `/api/commissions/${id}/bids/${artistBid}`, { amount: 420_000 });
    expect(res.status).toBe(200);
    expect(res.body.bids[0].amount).toBe(420_000);
    expect((await call('organiser', 'PATCH', `/api/commissions/${id}/bids/${artistBid}`, { amount: 1 })).status).toBe(
      403,
    );
  });

  it('a revision with bad terms is refused field by field in both languages, and records nothing', async () => {
    const before = await streamTypes(id);
    for (const [body, field] of [
      [{ amount: -5 }, 'amount'],
      [{ timelineDays: 400 }, 'timelineDays'],
      [{ proposal: '   ' }, 'proposal'],
    ] as const) {
      const res = await call('artist', 'PATCH', `/api/commissions/${id}/bids/${artistBid}`, body);
      expect({ field, status: res.status, message: res.body.message }).toEqual({
        field,
        status: 400,
        message: 'Please fill in all required fields',
      });
      expect(res.body.messageAr).toMatch(arabic);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await streamTypes(id)).toEqual(before);
  });
});

describe('bid threads', () => {
  let messageId: string;
  it('the collector and the bidder exchange messages; a third party cannot read them', async () => {
    const sent = await call('artist', 'POST', `/api/commissions/${id}/bids/${artistBid}/messages`, {
      body: 'Which room will it hang in?',
    });
    expect(sent.status).toBe(201);
    const reply = await call('collector', 'POST', `/api/commissions/${id}/bids/${artistBid}/messages`, {
      body: 'The living room.',
    });
    expect(reply.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Which room will it hang in?',
      'The living room.',
    ]);
    messageId = reply.body.items[0].id;
    for (const who of ['newcomer', 'organiser', 'moderator'])
      expect({
        who,
        status: (await call(who, 'GET', `/api/commissions/${id}/bids/${artistBid}/messages`)).status,
      }).toEqual({
        who,
        status: 403,
      });
    const empty = await call('artist', 'POST', `/api/commissions/${id}/bids/${artistBid}/messages`, { body: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].field).toBe('body');
  });

  it('once a message is reported, moderators read the thread and hide the message', async () => {
    const report = await call(
      'collector',
      'POST',
      `/api/commissions/${id}/bids/${artistBid}/messages/${messageId}/report`,
      { reason: 'Off-topic' },
    );
    expect(report.status).toBe(200);
    expect((await call('moderator', 'GET', `/api/commissions/${id}/bids/${artistBid}/messages`)).status).toBe(200);
    const reported = await call('moderator', 'GET', '/api/admin/commission-messages');
    expect(reported.body.map((m: { id: string }) => m.id)).toEqual([messageId]);
    expect((await call('collector', 'POST', `/api/admin/commission-messages/${messageId}/hide`)).status).toBe(403);
    const hidden = await call('moderator', 'POST', `/api/admin/commission-messages/${messageId}/hide`);
    expect(hidden.status).toBe(200);
    const thread = await call('artist', 'GET', `/api/commissions/${id}/bids/${artistBid}/messages`);
    expect(thread.body.items[0]).toMatchObject({ hidden: true, body: '' });
  });
});

describe('accepting', () => {
  it('an artist cannot accept a bid on someone else’s request', async () => {
    const res = await call('artist', 'POST', `/api/commissions/${id}/bids/${secondBid}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.messageAr).toMatch(arabic);
  });

  it('two accepts of different bids at the same moment end with exactly one accepted bid', async () => {
    const answers = await Promise.all([
      call('collector', 'POST', `/api/commissions/${id}/bids/${artistBid}/accept`),
      call('collector', 'POST', `/api/commissions/${id}/bids/${secondBid}/accept`),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const doc = await call('collector', 'GET', `/api/commissions/${id}`);
    expect(doc.body.status).toBe('in_progress');
    const accepted = doc.body.bids.filter((x: { status: string }) => x.status === 'accepted');
    const declined = doc.body.bids.filter((x: { status: string }) => x.status === 'declined');
    expect(accepted).toHaveLength(1);
    expect(declined).toHaveLength(1);
    expect((await streamTypes(id)).filter((t) => t === 'CommissionBidAccepted')).toHaveLength(1);
    artistBid = accepted[0].id;
  });

  it('milestones go through the collector’s approval; cancelling in progress needs a reason', async () => {
    const artistOf = artistBid === secondBid ? 'organiser' : 'artist';
    const early = await call('collector', 'POST', `/api/commissions/${id}/milestones`, {
      milestone: 'sketch_approved',
      action: 'approve',
    });
    expect(early.status).toBe(422);
    const submitted = await call(artistOf, 'POST', `/api/commissions/${id}/milestones`, {
      milestone: 'sketch_approved',
      action: 'submit',
      note: 'Two sketches attached',
    });
    expect(submitted.status).toBe(200);
    const approved = await call('collector', 'POST', `/api/commissions/${id}/milestones`, {
      milestone: 'sketch_approved',
      action: 'approve',
    });
    expect(approved.body.milestones[0]).toMatchObject({ milestone: 'sketch_approved', approvedAt: expect.any(String) });
    const noReason = await call(artistOf, 'POST', `/api/commissions/${id}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].field).toBe('reason');
    expect((await call('newcomer', 'POST', `/api/commissions/${id}/cancel`, { reason: 'x' })).status).toBe(403);
    const cancelled = await call('collector', 'POST', `/api/commissions/${id}/cancel`, { reason: 'Moving abroad' });
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('my commissions lists the collector’s requests and the artist’s bids', async () => {
    const collector = await call('collector', 'GET', '/api/commissions/mine');
    expect(collector.body.asCollector.map((c: { id: string }) => c.id)).toEqual([id]);
    const artist = await call('artist', 'GET', '/api/commissions/mine');
    expect(artist.body.asArtist.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await call(null, 'GET', '/api/commissions/mine')).status).toBe(401);
  });
});
