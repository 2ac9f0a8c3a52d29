/** The community discussions' calls (SPEC section 1: community; the API's /api/discussions). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/http';

export interface Author {
  id: string;
  name: string | null;
}

export interface DiscussionSummary {
  id: string;
  title: string;
  body: string;
  author: Author;
  replyCount: number;
  createdAt: string;
  lastActivityAt: string;
}

/** A reply hidden by a moderator keeps its place in the thread, without its words or author. */
export interface Reply {
  id: string;
  hidden: boolean;
  body: string | null;
  author: Author | null;
  createdAt: string;
}

export interface Thread extends DiscussionSummary {
  replies: Reply[];
  replyTotal: number;
}

export const PAGE_SIZE = 20;

export const discussionsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['/api/discussions', { q, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      return getJson<{ items: DiscussionSummary[]; total: number }>(`/api/discussions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const threadKey = (id: string) => ['/api/discussions', id] as const;
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: threadKey(id),
    queryFn: ({ signal }) => getJson<Thread>(`/api/discussions/${encodeURIComponent(id)}`, { signal }),
  });

export const startDiscussion = (title: string, body: string) =>
  sendJson<Thread>('POST', '/api/discussions', { title, body });
export const replyTo = (id: string, body: string) =>
  sendJson<Thread>('POST', `/api/discussions/${encodeURIComponent(id)}/replies`, { body });
export const reportDiscussion = (id: string, reason: string) =>
  sendJson('POST', `/api/discussions/${encodeURIComponent(id)}/report`, { reason });
export const reportReply = (id: string, replyId: string, reason: string) =>
  sendJson('POST', `/api/discussions/${encodeURIComponent(id)}/replies/${encodeURIComponent(replyId)}/report`, {
    reason,
  });
