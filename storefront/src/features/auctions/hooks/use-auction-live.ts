/**
 * Watches `GET /api/auctions/:id/live` (Server-Sent Events) and folds each message into the cached auction.
 * The browser resumes by itself with Last-Event-ID; if it gives up (the connection closed), we reopen with
 * `?lastEventId=` from the last applied revision, so nothing is missed or counted twice. The lot is never read
 * again per message: only a message that could change the signed-in bidder's own standing asks for it (the small
 * `my-standing` read), and only a retraction reads the lot again (see lib/live-state.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { auctionKeys, fetchMyStanding, type Auction } from '../api/auctions-api';
import { applyStanding, followLive, parseLiveEvent, singleFlight } from '../lib/live-state';

export type LiveConnection = 'connecting' | 'open' | 'offline';

export function useAuctionLive(id: string, enabled: boolean): LiveConnection {
  const queryClient = useQueryClient();
  const lastId = useRef<number>(-1);
  const [connection, setConnection] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const key = auctionKeys.detail(id);
    const refreshStanding = singleFlight(async () => {
      const standing = await fetchMyStanding(id);
      if (!stopped) queryClient.setQueryData<Auction>(key, (current) => current && applyStanding(current, standing));
    });
    const onMessage = (event: MessageEvent<string>) => {
      const message = parseLiveEvent(event.type, event.lastEventId, event.data);
      if (!message || message.id <= lastId.current) return;
      lastId.current = message.id;
      const before = queryClient.getQueryData<Auction>(key);
      if (!before) return;
      const { auction, followUp } = followLive(before, message);
      queryClient.setQueryData<Auction>(key, auction);
      if (followUp === 'lot') void queryClient.invalidateQueries({ queryKey: key, refetchType: 'active' });
      else if (followUp === 'standing') refreshStanding();
    };
    const open = () => {
      const resume = lastId.current >= 0 ? `?lastEventId=${lastId.current}` : '';
      source = new EventSource(`/api/auctions/${encodeURIComponent(id)}/live${resume}`, { withCredentials: true });
      for (const type of ['bid', 'extended', 'status']) source.addEventListener(type, onMessage as EventListener);
      source.onopen = () => setConnection('open');
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setConnection('connecting');
          return;
        }
        setConnection('offline');
        source.close();
        if (!stopped) retry = setTimeout(open, 3000);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [enabled, id, queryClient]);

  return connection;
}
