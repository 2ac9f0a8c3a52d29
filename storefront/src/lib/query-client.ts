import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryTimings } from '../config/constants';

/** General data queries (SPEC section 9): fresh 60 s, no retries, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryTimings.generalStaleMs,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Admin and profile queries survive the periodic purge; everything else is dropped when nobody watches it. */
function isPurgeable(key: QueryKey): boolean {
  const head = String(key[0] ?? '');
  return !head.startsWith('/api/admin') && head !== '/api/profile';
}

/** SPEC section 9: cached queries other than admin or profile ones are purged every 10 minutes. */
export function startCachePurge(client: QueryClient, intervalMs = queryTimings.purgeIntervalMs): () => void {
  const timer = setInterval(() => {
    client.removeQueries({
      predicate: (query) => isPurgeable(query.queryKey) && query.getObserversCount() === 0,
    });
  }, intervalMs);
  return () => clearInterval(timer);
}
