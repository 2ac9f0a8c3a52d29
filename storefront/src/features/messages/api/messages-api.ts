/** Messages to the signed-in person (from staff, or from an artist or gallery they follow): the list (GET
 * /api/messages), the unread count for the account menu, and marking one read (POST /api/messages/:id/read); and a
 * seller's own: the followers who allow messages (GET /api/messages/followers) and writing to one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MINUTE } from '../../../config/constants';
import { getJson, sendJson } from '../../../lib/http';
import { useSession } from '../../../lib/session/use-session';

export interface StaffMessage {
  id: string;
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
  sentAt: string;
  read: boolean;
  /** The artist's or gallery's profile a message was written as; null from staff. */
  sender?: { type: 'artist' | 'gallery'; id: string; name: string | null; nameAr: string | null } | null;
}

/** A follower who allows messages, and the seller's profile they follow. */
export interface ReachableFollower {
  id: string;
  name: string;
  follows: { type: 'artist' | 'gallery'; id: string };
}

export interface FollowerMessage {
  subject: string | null;
  body: string | null;
  subjectAr: string | null;
  bodyAr: string | null;
}

export const reachableFollowersQuery = () =>
  queryOptions({
    queryKey: ['/api/messages/followers'],
    queryFn: ({ signal }) => getJson<ReachableFollower[]>('/api/messages/followers', { signal, cache: 'no-store' }),
  });

export function useMessageFollower() {
  return useMutation({
    mutationFn: ({ userId, message }: { userId: string; message: FollowerMessage }) =>
      sendJson<{ id: string }>('POST', `/api/messages/followers/${encodeURIComponent(userId)}`, message),
  });
}

export const myMessagesQuery = () =>
  queryOptions({
    queryKey: ['/api/messages'],
    queryFn: ({ signal }) => getJson<StaffMessage[]>('/api/messages', { signal, cache: 'no-store' }),
  });

const unreadQuery = () =>
  queryOptions({
    queryKey: ['/api/messages/unread-count'],
    queryFn: ({ signal }) => getJson<{ unread: number }>('/api/messages/unread-count', { signal, cache: 'no-store' }),
    staleTime: MINUTE,
    refetchOnWindowFocus: true,
    refetchInterval: 5 * MINUTE,
  });

/** How many messages the signed-in person has not opened (0 when signed out or not known yet). */
export function useUnreadMessageCount(): number {
  const signedIn = useSession().status === 'signedIn';
  return useQuery({ ...unreadQuery(), enabled: signedIn }).data?.unread ?? 0;
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<StaffMessage>('POST', `/api/messages/${encodeURIComponent(id)}/read`),
    onSuccess: (read) => {
      queryClient.setQueryData<StaffMessage[]>(myMessagesQuery().queryKey, (list) =>
        list?.map((m) => (m.id === read.id ? { ...m, read: true } : m)),
      );
      void queryClient.invalidateQueries({ queryKey: unreadQuery().queryKey });
    },
  });
}
