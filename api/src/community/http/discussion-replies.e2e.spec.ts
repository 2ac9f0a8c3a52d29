/**
 * Discussion replies over HTTP (PostgreSQL server): each reply is its own document, reported once per reader,
 * hidden and restored one by one by moderators only; the public thread keeps a hidden reply's place without
 * its words; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { readModelSnapshot, rebuildFromLog } from '../../testing/read-model-rebuild.js';
import { discussionsProjection } from '../projections/posts.projections.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
let discussionId: string;
const replyIds: string[] = [];
const streamLength = async () => (await stack.runtime.storage.events.readStream(`discussion-${discussionId}`)).length;

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'moderator', 'admin', 'auditor', 'artist'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  discussionId = (
    await stack.call(b.collector!, 'POST', '/api/discussions', { title: 'Framing', body: 'Who frames in Jeddah?' })
  ).body.id;
  for (const [who, body] of [
    ['organiser', 'Try the old town.'],
    ['artist', 'Buy my course now!!!'],
    ['organiser', 'Or ask a gallery.'],
  ] as const) {
    const res = await stack.call(b[who]!, 'POST', `/api/discussions/${discussionId}/replies`, { body });
    expect(res.status).toBe(201);
    replyIds.push(res.body.replies.at(-1).id);
  }
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

const thread = async () => (await stack.call(null, 'GET', `/api/discussions/${discussionId}`)).body;
const hide = (who: TestBrowser | null, replyId: string, reason?: string) =>
  stack.call(who, 'POST', `/api/admin/discussions/${discussionId}/replies/${replyId}/hide`, { reason });

describe('discussion replies', () => {
  it('pages replies oldest first, each its own document', async () => {
    const page = await stack.call(null, 'GET', `/api/discussions/${discussionId}/replies?page=2&pageSize=2`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, items: [{ id: replyIds[2], body: 'Or ask a gallery.' }] });
    expect((await thread()).replyTotal).toBe(3);
  });

  it('takes one report per reader, not from the reply’s author, with a reason', async () => {
    const path = `/api/discussions/${discussionId}/replies/${replyIds[1]}/report`;
    expect((await stack.call(b.collector!, 'POST', path, { reason: 'Advertising' })).status).toBe(200);
    const again = await stack.call(b.collector!, 'POST', path, { reason: 'Advertising' });
    expect(again.status).toBe(422);
    expect(again.body.messageAr).toMatch(arabic);
    expect((await stack.call(b.artist!, 'POST', path, { reason: 'mine' })).status).toBe(422);
    const blank = await stack.call(b.organiser!, 'POST', path, { reason: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.details.map((d: { field: string }) => d.field)).toContain('reason');
    expect((await stack.call(null, 'POST', path, { reason: 'x' })).status).toBe(401);
    const unknown = await stack.call(b.organiser!, 'POST', `/api/discussions/${discussionId}/replies/nope/report`, {
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messageAr).toMatch(arabic);
  });

  it('lets only moderators and administrators hide a reply, with a reason; others change nothing', async () => {
    const before = await streamLength();
    for (const who of ['collector', 'artist', 'auditor'])
      expect((await hide(b[who]!, replyIds[1]!, 'spam')).status).toBe(403);
    expect((await hide(null, replyIds[1]!, 'spam')).status).toBe(401);
    const noReason = await hide(b.moderator!, replyIds[1]!);
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].messageAr).toMatch(arabic);
    expect((await hide(b.moderator!, 'no-such-reply', 'spam')).status).toBe(404);
    expect(await streamLength()).toBe(before);
  });

  it('hides one reply: the thread keeps its place without words or author, the others stay', async () => {
    const hidden = await hide(b.moderator!, replyIds[1]!, 'Advertising');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: replyIds[1], status: 'hidden', moderationReason: 'Advertising' });
    const view = await thread();
    expect(view.replyCount).toBe(2);
    expect(view.replies).toEqual([
      expect.objectContaining({ id: replyIds[0], hidden: false, body: 'Try the old town.' }),
      { id: replyIds[1], hidden: true, body: null, author: null, createdAt: expect.any(String) },
      expect.objectContaining({ id: replyIds[2], hidden: false, body: 'Or ask a gallery.' }),
    ]);
    expect(JSON.stringify(view)).not.toContain('Buy my course');

    // Moderators still read it, with its status and reports.
    const admin = await stack.call(b.auditor!, 'GET', `/api/admin/discussions/${discussionId}`);
    const reply = admin.body.replies.find((r: { id: string }) => r.id === replyIds[1]);
    expect(reply).toMatchObject({ status: 'hidden', body: 'Buy my course now!!!', reportCount: 1 });
    expect(admin.body.status).toBe('visible');
  });

  it('restores the reply, by an administrator too; a second restore changes nothing', async () => {
    const path = `/api/admin/discussions/${discussionId}/replies/${replyIds[1]}/restore`;
    expect((await stack.call(b.collector!, 'POST', path, {})).status).toBe(403);
    const restored = await stack.call(b.admin!, 'POST', path, {});
    expect(restored.body.status).toBe('visible');
    const before = await streamLength();
    expect((await stack.call(b.admin!, 'POST', path, {})).status).toBe(200);
    expect(await streamLength()).toBe(before);
    const view = await thread();
    expect(view.replyCount).toBe(3);
    expect(view.replies[1]).toMatchObject({ hidden: false, body: 'Buy my course now!!!' });
  });

  it('rebuilds discussions and their replies to the same documents', async () => {
    await hide(b.moderator!, replyIds[0]!, 'off topic');
    await stack.runtime.projections.waitUntilCaughtUp();
    const before = await readModelSnapshot(stack.runtime, [discussionsProjection]);
    expect(before.discussionReplies).toHaveLength(3);
    await rebuildFromLog(stack.runtime, [discussionsProjection]);
    expect(await readModelSnapshot(stack.runtime, [discussionsProjection])).toEqual(before);
  }, 60_000);
});
