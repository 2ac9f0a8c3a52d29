/**
 * Comments on artworks and community discussions over HTTP (PostgreSQL server): posting and replying,
 * display names without e-mails, one report per person, and moderation by moderators only.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { putArtwork } from '../testing/catalog-fixtures.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const fieldsOf = (body: { details: Array<{ field: string }> }) => body.details.map((d) => d.field);
let artworkId: string;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  artworkId = (
    await putArtwork(stack.runtime.storage.reads, { artistId: demoUserId('artist@example.sa'), galleryId: null })
  ).id;
  for (const name of ['collector', 'organiser', 'moderator', 'admin', 'auditor', 'shipper'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('comments on artworks', () => {
  let commentId: string;

  it('posts a comment and lists it publicly under a display name, never an e-mail', async () => {
    const posted = await stack.call(b.collector!, 'POST', `/api/artworks/${artworkId}/comments`, {
      body: 'The light in this work is wonderful.',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      artworkId,
      body: 'The light in this work is wonderful.',
      author: { id: demoUserId('collector@example.sa'), name: 'Reem A.' },
    });
    commentId = posted.body.id;
    await stack.call(b.organiser!, 'POST', `/api/artworks/${artworkId}/comments`, { body: 'ما أجمل هذا العمل' });
    const list = await stack.call(null, 'GET', `/api/artworks/${artworkId}/comments?page=1&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items[0].body).toBe('ما أجمل هذا العمل'); // newest first
    expect(JSON.stringify(list.body)).not.toMatch(/@example\.sa/);
    expect((await stack.call(null, 'GET', `/api/artworks/${artworkId}/comments?pageSize=1`)).body.items).toHaveLength(
      1,
    );
    expect((await stack.call(null, 'GET', `/api/artworks/${artworkId}/comments?pageSize=101`)).status).toBe(400);
  });

  it('refuses bad bodies per field, unknown works and visitors', async () => {
    for (const [body, field] of [
      [{}, 'body'],
      [{ body: '' }, 'body'],
      [{ body: 'x'.repeat(2001) }, 'body'],
      [{ body: 7 }, 'body'],
      [{ body: 'ok', rating: 5 }, 'rating'],
    ] as const) {
      const bad = await stack.call(b.shipper!, 'POST', `/api/artworks/${artworkId}/comments`, body);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toContain(field);
      expect(bad.body.details[0].messageAr).toMatch(arabic);
    }
    expect((await stack.call(b.shipper!, 'POST', `/api/artworks/${artworkId}/comments`, { body: '    ' })).status).toBe(
      400,
    );
    const missing = await stack.call(b.shipper!, 'POST', '/api/artworks/no-such-artwork/comments', { body: 'Hello' });
    expect(missing.status).toBe(404);
    expect(missing.body.messageAr).toMatch(arabic);
    expect((await stack.call(null, 'POST', `/api/artworks/${artworkId}/comments`, { body: 'Hello' })).status).toBe(401);
  });

  it('takes one report per person, never from the author', async () => {
    const reported = await stack.call(b.organiser!, 'POST', `/api/comments/${commentId}/report`, {
      reason: 'Spam link',
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toEqual({ id: commentId, reported: true });
    const again = await stack.call(b.organiser!, 'POST', `/api/comments/${commentId}/report`, { reason: 'Spam link' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('already_reported');
    expect(again.body.messageAr).toMatch(arabic);
    expect(
      (await stack.call(b.collector!, 'POST', `/api/comments/${commentId}/report`, { reason: 'mine' })).body.code,
    ).toBe('cannot_report_own');
    expect(fieldsOf((await stack.call(b.shipper!, 'POST', `/api/comments/${commentId}/report`, {})).body)).toContain(
      'reason',
    );
    expect(
      fieldsOf(
        (await stack.call(b.shipper!, 'POST', `/api/comments/${commentId}/report`, { reason: 'x'.repeat(501) })).body,
      ),
    ).toContain('reason');
    expect(
      (await stack.call(b.shipper!, 'POST', '/api/comments/no-such-comment/report', { reason: 'spam' })).status,
    ).toBe(404);
    expect((await stack.call(null, 'POST', `/api/comments/${commentId}/report`, { reason: 'spam' })).status).toBe(401);
    const events = await stack.runtime.storage.events.readStream(`comment-${commentId}`);
    expect(events.map((e) => e.type)).toEqual(['CommentPosted', 'CommentReported']);
  });

  it('lets moderators (not others) list, hide and restore, as events', async () => {
    const queue = await stack.call(
      b.moderator!,
      'GET',
      `/api/admin/comments?filter=${encodeURIComponent('{"status":"reported"}')}`,
    );
    expect(queue.status).toBe(200);
    expect(queue.headers.get('content-range')).toBe('comments 0-0/1');
    expect(queue.body[0]).toMatchObject({ id: commentId, status: 'reported', reportCount: 1, authorName: 'Reem A.' });
    expect((await stack.call(b.auditor!, 'GET', `/api/admin/comments/${commentId}`)).status).toBe(200);
    for (const who of ['collector', 'auditor']) {
      expect(
        (await stack.call(b[who]!, 'POST', `/api/admin/comments/${commentId}/hide`, { reason: 'Spam' })).status,
      ).toBe(403);
    }
    expect((await stack.call(b.collector!, 'GET', '/api/admin/comments')).status).toBe(403);
    expect(
      fieldsOf((await stack.call(b.moderator!, 'POST', `/api/admin/comments/${commentId}/hide`, {})).body),
    ).toContain('reason');
    expect(
      fieldsOf(
        (await stack.call(b.moderator!, 'GET', `/api/admin/comments?filter=${encodeURIComponent('{"email":"x"}')}`))
          .body,
      ),
    ).toContain('filter.email');
    const hidden = await stack.call(b.moderator!, 'POST', `/api/admin/comments/${commentId}/hide`, { reason: 'Spam' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: 'hidden', moderationReason: 'Spam', openReports: 0 });
    expect((await stack.call(null, 'GET', `/api/artworks/${artworkId}/comments`)).body.total).toBe(1);
    const restored = await stack.call(b.admin!, 'POST', `/api/admin/comments/${commentId}/restore`, {});
    expect(restored.body.status).toBe('visible');
    expect((await stack.call(null, 'GET', `/api/artworks/${artworkId}/comments`)).body.total).toBe(2);
    expect(
      (await stack.call(b.moderator!, 'POST', '/api/admin/comments/no-such-comment/hide', { reason: 'x' })).status,
    ).toBe(404);
    // The action is the route's last segment: anything but hide or restore names no route, and changes nothing.
    const unknown = await stack.call(b.moderator!, 'POST', `/api/admin/comments/${commentId}/delete`, { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Action not found.', messageAr: 'الإجراء غير موجود.' });
    const events = await stack.runtime.storage.events.readStream(`comment-${commentId}`);
    expect(events.map((e) => e.type)).toEqual(['CommentPosted', 'CommentReported', 'CommentHidden', 'CommentRestored']);
    expect((events[2]!.metadata as { actorId: string }).actorId).toBe(demoUserId('moderator@example.sa'));
  });
});

describe('discussions', () => {
  let discussionId: string;

  it('starts a discussion, replies to it and lists it publicly', async () => {
    const started = await stack.call(b.collector!, 'POST', '/api/discussions', {
      title: 'Learning calligraphy',
      body: 'Where can I learn Thuluth in Riyadh?',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      title: 'Learning calligraphy',
      author: { name: 'Reem A.' },
      replies: [],
      replyCount: 0,
    });
    discussionId = started.body.id;
    const replied = await stack.call(b.organiser!, 'POST', `/api/discussions/${discussionId}/replies`, {
      body: 'We run a workshop every month.',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.replies).toEqual([
      {
        id: expect.any(String),
        hidden: false,
        body: 'We run a workshop every month.',
        author: { id: demoUserId('organiser@example.sa'), name: 'Hessa A.' },
        createdAt: expect.any(String),
      },
    ]);
    const list = await stack.call(null, 'GET', '/api/discussions?q=calligraphy');
    expect(list.body).toMatchObject({ total: 1, items: [{ id: discussionId, replyCount: 1 }] });
    expect((await stack.call(null, 'GET', `/api/discussions/${discussionId}`)).body.replies).toHaveLength(1);
    expect(JSON.stringify((await stack.call(null, 'GET', `/api/discussions/${discussionId}`)).body)).not.toMatch(
      /@example\.sa/,
    );
  });

  it('refuses bad input per field, unknown discussions and visitors', async () => {
    for (const [body, field] of [
      [{ body: 'no title' }, 'title'],
      [{ title: 'x'.repeat(201), body: 'b' }, 'title'],
      [{ title: 't' }, 'body'],
      [{ title: 't', body: 'x'.repeat(2001) }, 'body'],
    ] as const) {
      expect(fieldsOf((await stack.call(b.shipper!, 'POST', '/api/discussions', body)).body)).toContain(field);
    }
    expect(
      fieldsOf((await stack.call(b.shipper!, 'POST', `/api/discussions/${discussionId}/replies`, { body: '' })).body),
    ).toContain('body');
    expect(
      (await stack.call(b.shipper!, 'POST', '/api/discussions/no-such-discussion/replies', { body: 'hi' })).status,
    ).toBe(404);
    expect((await stack.call(null, 'GET', '/api/discussions/no-such-discussion')).status).toBe(404);
    expect((await stack.call(null, 'POST', '/api/discussions', { title: 't', body: 'b' })).status).toBe(401);
    expect((await stack.call(null, 'POST', `/api/discussions/${discussionId}/replies`, { body: 'b' })).status).toBe(
      401,
    );
  });

  it('is reported once per person and hidden or restored by moderators only', async () => {
    expect(
      (await stack.call(b.shipper!, 'POST', `/api/discussions/${discussionId}/report`, { reason: 'Advertising' }))
        .status,
    ).toBe(200);
    expect(
      (await stack.call(b.shipper!, 'POST', `/api/discussions/${discussionId}/report`, { reason: 'Advertising' }))
        .status,
    ).toBe(422);
    expect(
      (
        await stack.call(
          b.moderator!,
          'GET',
          `/api/admin/discussions?filter=${encodeURIComponent('{"status":"reported"}')}`,
        )
      ).body.map((d: { id: string }) => d.id),
    ).toEqual([discussionId]);
    expect(
      (await stack.call(b.organiser!, 'POST', `/api/admin/discussions/${discussionId}/hide`, { reason: 'Ads' })).status,
    ).toBe(403);
    expect(
      (await stack.call(b.moderator!, 'POST', `/api/admin/discussions/${discussionId}/hide`, { reason: 'Ads' })).body
        .status,
    ).toBe('hidden');
    expect((await stack.call(null, 'GET', `/api/discussions/${discussionId}`)).status).toBe(404);
    expect((await stack.call(null, 'GET', '/api/discussions')).body.total).toBe(0);
    expect(
      (await stack.call(b.organiser!, 'POST', `/api/discussions/${discussionId}/replies`, { body: 'Still here?' }))
        .status,
    ).toBe(422);
    expect((await stack.call(b.moderator!, 'GET', `/api/admin/discussions/${discussionId}`)).body).toMatchObject({
      status: 'hidden',
      authorName: 'Reem A.',
    });
    expect(
      (await stack.call(b.moderator!, 'POST', `/api/admin/discussions/${discussionId}/restore`, { reason: 'Reviewed' }))
        .body.status,
    ).toBe('visible');
    expect((await stack.call(null, 'GET', `/api/discussions/${discussionId}`)).status).toBe(200);
  });
});
