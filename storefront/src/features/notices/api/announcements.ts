import { queryOptions, useQuery } from '@tanstack/react-query';
import { MINUTE } from '../../../config/constants';
import { getJson } from '../../../lib/http';
import { useSession } from '../../../lib/session/use-session';

export interface Announcement {
  id: string;
  message: string;
  messageAr: string;
  link: string | null;
  tone: 'info' | 'success' | 'warning';
  startsAt: string;
  endsAt: string;
  /** Changes when staff revise the wording: a revised banner shows again to someone who dismissed it. */
  version: string;
}

export const fetchActiveAnnouncements = ({ signal }: { signal?: AbortSignal } = {}) =>
  getJson<Announcement[]>('/api/announcements/active', { signal, cache: 'no-store' });

/** The banners for whoever is signed in (audience by sign-in and role): again on focus and every few minutes. */
export const activeAnnouncementsQuery = (who: string | null) =>
  queryOptions({
    queryKey: ['/api/announcements/active', who],
    queryFn: fetchActiveAnnouncements,
    staleTime: MINUTE,
    refetchOnWindowFocus: true,
    refetchInterval: 5 * MINUTE,
  });

export function useActiveAnnouncements(): Announcement[] {
  const session = useSession();
  const who = session.status === 'loading' ? null : (session.user?.id ?? 'visitor');
  return useQuery({ ...activeAnnouncementsQuery(who), enabled: who !== null }).data ?? [];
}
