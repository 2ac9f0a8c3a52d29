import { queryOptions, useQuery } from '@tanstack/react-query';
import { MINUTE, SECOND } from '../config/constants';
import { getJson } from './http';
import { useSession } from './session/use-session';

/** The switches the back-office turns on and off (the API's FEATURES). */
export type FeatureName =
  'auctions' | 'workshops' | 'events' | 'commissions' | 'community' | 'newsletter' | 'offers' | 'analytics';

export type FeatureToggles = Partial<Record<FeatureName, boolean>>;

/**
 * GET /api/feature-toggles, evaluated by the API for whoever is signed in (a percentage audience is stable per
 * person). Read at start and kept live: again when the window regains focus and every minute, so a feature an
 * admin switches off disappears from an open storefront without a reload.
 */
export const featureTogglesQuery = (who: string | null) =>
  queryOptions({
    queryKey: ['/api/feature-toggles', who],
    queryFn: ({ signal }) => getJson<FeatureToggles>('/api/feature-toggles', { signal, cache: 'no-store' }),
    staleTime: 15 * SECOND,
    refetchOnWindowFocus: true,
    refetchInterval: MINUTE,
    retry: 1,
  });

/**
 * Whether a feature is on for the visitor. While the answer is loading, or when it could not be read, every
 * feature counts as on: hiding the marketplace because one call failed would be worse, and the API refuses the
 * writes of a feature that is really off.
 */
export function useFeatureToggles(): (feature: FeatureName | undefined) => boolean {
  const session = useSession();
  const who = session.status === 'loading' ? null : (session.user?.id ?? 'visitor');
  const { data } = useQuery({ ...featureTogglesQuery(who), enabled: who !== null });
  return (feature) => feature === undefined || data?.[feature] !== false;
}
