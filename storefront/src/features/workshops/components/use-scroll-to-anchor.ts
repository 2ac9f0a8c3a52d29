import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Once the list is painted, brings the card the address names (`#workshop-<id>`, `#event-<id>`) into view. */
export function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
