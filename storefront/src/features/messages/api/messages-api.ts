/** Messages from staff to the signed-in person: the list (GET /api/messages), the unread count for the account menu,
 * and marking one read (POST /api/messages/:id/read). */
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
