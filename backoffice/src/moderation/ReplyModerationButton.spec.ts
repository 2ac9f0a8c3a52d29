import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http';
import { moderateReply } from './ReplyModerationButton';
import { moderationCommandApplies } from './moderationCommands';

describe('reply moderation', () => {
  it('posts one reply’s hide or restore with the reason to its discussion’s admin route', async () => {
    const calls: { url: string; options: { method?: string; body?: string } }[] = [];
    const http = (async (url: string, options = {}) => {
      calls.push({ url, options });
      return { status: 200, headers: new Headers(), body: '', json: {} };
    }) as unknown as HttpClient;
    const reply = { id: 'r/1', discussionId: 'd 1', status: 'reported' };
    await moderateReply(reply, 'hide', 'Advertising', '/api/admin', http);
    await moderateReply(reply, 'restore', 'Fine after all', '/api/admin', http);
    expect(calls.map((c) => [c.options.method, c.url, JSON.parse(c.options.body!)])).toEqual([
      ['POST', '/api/admin/discussions/d%201/replies/r%2F1/hide', { reason: 'Advertising' }],
      ['POST', '/api/admin/discussions/d%201/replies/r%2F1/restore', { reason: 'Fine after all' }],
    ]);
  });

  it('offers hide for a visible or reported reply and restore for a hidden one', () => {
    expect(moderationCommandApplies('hide', 'reported')).toBe(true);
    expect(moderationCommandApplies('hide', 'hidden')).toBe(false);
    expect(moderationCommandApplies('restore', 'hidden')).toBe(true);
  });
});
